// TEMPORARY (issue 10, payees part): the accounting page's shell is the imports part's
// (pages/accounting-page.tsx), built in parallel. Until the lead merges it, this page shows the
// payees sections as its tabs; the shell then mounts RecipientsSection and DeductionsSection itself
// and this file and the `accounting` entry of ../pages.ts go.
import { canManageRecipients } from '@chorus/contract';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { DeductionsSection } from './deductions-section.tsx';
import { RecipientsSection } from './recipients-section.tsx';

export function PayeesPreviewPage() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const finance = canManageRecipients(subject);
  // Recipients concern finance and channel owners; others with the page (assistants) see the imports part's tabs only.
  const owner = subject.channels.some((c) => c.member_type === 'owner');
  const [tab, setTab] = useState<'recipients' | 'deductions'>('recipients');
  return (
    <DashboardPage maxWidth={1280} title={t('nav:pages.accounting')}>
      {finance && (
        <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }}>
          <Tab value="recipients" label={t('payees:tabs.recipients')} data-testid="tab-recipients" />
          <Tab value="deductions" label={t('payees:tabs.deductions')} data-testid="tab-deductions" />
        </Tabs>
      )}
      {finance && tab === 'deductions' ? <DeductionsSection /> : (finance || owner) && <RecipientsSection />}
    </DashboardPage>
  );
}
