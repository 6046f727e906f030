// The payment page (spec 2: finance, assistants, admin, super staff): payment records with the
// batch update. Rates, month close and statements are tabs of the accounting page.
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import '../i18n.ts';
import { PaymentsPanel } from '../ledger/index.ts';

export function PaymentPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage maxWidth={1400} title={t('ledger:pages.payment.title')} subtitle={t('ledger:pages.payment.subtitle')}>
      <PaymentsPanel />
    </DashboardPage>
  );
}
