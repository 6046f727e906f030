// The payment page (spec 2: finance, assistants, admin, super staff): payment records with the
// batch update. Until the accounting page's shell is merged, the ledger's finance tabs (rates, month
// close with the status hints, statements) are mounted here too.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import '../i18n.ts';
import { MonthClosePanel, PaymentsPanel, RatesPanel, StatementPanel } from '../ledger/index.ts';

const tabs = ['payments', 'rates', 'months', 'statements'] as const;

export function PaymentPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof tabs)[number]>('payments');
  return (
    <DashboardPage maxWidth={1400} title={t('ledger:pages.payment.title')} subtitle={t('ledger:pages.payment.subtitle')}>
      <Tabs value={tab} onChange={(_, value: (typeof tabs)[number]) => setTab(value)} sx={{ mb: 3 }}>
        {tabs.map((key) => (
          <Tab key={key} value={key} label={t(`ledger:tabs.${key}`)} data-testid={`payment-tab-${key}`} />
        ))}
      </Tabs>
      {tab === 'payments' && <PaymentsPanel />}
      {tab === 'rates' && <RatesPanel />}
      {tab === 'months' && <MonthClosePanel />}
      {tab === 'statements' && <StatementPanel />}
    </DashboardPage>
  );
}
