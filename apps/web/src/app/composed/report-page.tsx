// The report channel page (spec 2; issue 14), in app/ because it joins the channel pages' frame
// with the reports area's form. The frame's query is the channel's overview: channel-scoped and
// precomputed, it answers 404 for a channel the user may not see. Two tabs kept in the address
// (?tab=): the channel's report to download or mail, and the quarterly subscription of every
// channel, for those who manage the mailing (staff reach it here, finance on the accounting page too).
import { managesReportMailing } from '@chorus/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOverview } from '../../features/channels/api.ts';
import { ChannelPageFrame, useChannelId } from '../../features/channels/components/channel-page-frame.tsx';
import { usePeriod } from '../../features/channels/hooks/use-period.ts';
import { ReportForm } from '../../features/reports/report-form.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';
import { withParams } from '../../lib/search-params.ts';

const ReportMailingPanel = lazy(() => import('../../features/reports/mailing/report-mailing-panel.tsx').then((m) => ({ default: m.ReportMailingPanel })));

const tabs = ['download', 'subscription'] as const;
type ReportTab = (typeof tabs)[number];

export function ReportPage() {
  const { t } = useTranslation('reports');
  const channelId = useChannelId();
  const { period } = usePeriod();
  const overview = useOverview(channelId, period.params);
  const { subject } = useAccess();
  const mailing = managesReportMailing(subject);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as ReportTab | null;
  const tab: ReportTab = mailing && asked === 'subscription' ? 'subscription' : 'download';
  // The mailing panel's own section goes with its tab.
  const choose = (next: ReportTab) => setSearch(withParams(next === 'subscription' ? { tab: next } : { tab: next, mailing: null }));

  return (
    <ChannelPageFrame page="report" query={overview}>
      {mailing && (
        <Tabs value={tab} onChange={(_, next: ReportTab) => choose(next)} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          {tabs.map((key) => (
            <Tab key={key} value={key} label={t(`reports:mailing.tabs.${key}`)} data-testid={`report-tab-${key}`} />
          ))}
        </Tabs>
      )}
      {tab === 'download' ? (
        <ReportForm channelId={channelId} runsHref={mailing ? '?tab=subscription&mailing=runs' : null} />
      ) : (
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress />
            </Box>
          }
        >
          <ReportMailingPanel />
        </Suspense>
      )}
    </ChannelPageFrame>
  );
}
