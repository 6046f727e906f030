// The accounting page (spec 2): one tab per piece of work, chosen by role from `accountingTabs` and
// the tabs other areas add through the slot.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { AccountingTabsSlot } from '../../../lib/accounting-tabs-slot.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { accountingTabs } from './accounting-tabs.ts';

export function AccountingPage() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [search, setSearch] = useSearchParams();
  // Other areas' tabs (app/ fills the slot) come after the area's own.
  const extra = useContext(AccountingTabsSlot);
  const tabs = [...accountingTabs, ...extra].filter((tab) => tab.visible(subject));
  const current = tabs.find((tab) => tab.key === search.get('tab')) ?? tabs[0];
  const Current = current?.component;
  return (
    <DashboardPage maxWidth={1280} page="accounting" subtitle={t('accounting:help')}>
      <Tabs
        value={current?.key ?? false}
        onChange={(_e, key: string) => setSearch((s) => ({ ...Object.fromEntries(s), tab: key }), { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={t(tab.label)} data-testid={`accounting-tab-${tab.key}`} />
        ))}
      </Tabs>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        }
      >
        {Current && <Current />}
      </Suspense>
    </DashboardPage>
  );
}
