// The revenue alerts page (issue 30; nav: the channel group, /dashboard/revenueHealth): the alerts of
// every channel the caller reaches (the server decides: staff and finance all, an owner their own),
// open or acknowledged (?status=), acknowledged with a note; the digest mail and the threshold.
import type { RevenueAlertStatus } from '@chorus/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAcknowledgeAlert, useRevenueAlerts, useRevenueHealthSettings, useSetDigest, useSetThreshold } from './api.ts';
import { RevenueHealthView } from './revenue-health-view.tsx';
import { withParams } from '../../../lib/search-params.ts';

/** The refusal to show beside a field: the server's translated field message, else its message. */
const refusal = (error: unknown, field: string) => (error instanceof ApiError ? (error.fields[field] ?? error.message) : String(error));

export function RevenueHealthPage() {
  const { t } = useTranslation();
  const title = t('nav:pages.revenueHealth');
  usePageTitle(title);
  const [search, setSearch] = useSearchParams();
  const status: RevenueAlertStatus = search.get('status') === 'acknowledged' ? 'acknowledged' : 'open';
  const alerts = useRevenueAlerts(status);
  const settings = useRevenueHealthSettings();
  const acknowledge = useAcknowledgeAlert();
  const threshold = useSetThreshold();
  const digest = useSetDigest();
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }} data-testid="revenue-health-page">
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {t('health:subtitle')}
      </Typography>
      <RevenueHealthView
        status={status}
        onStatus={(next) => setSearch(withParams({ status: next }))}
        alerts={alerts.data?.items}
        failed={alerts.isError}
        settings={settings.data}
        onDigest={(on) => digest.mutate({ body: { digest_mail: on } })}
        onThreshold={async (value) => {
          try {
            await threshold.mutateAsync({ body: { threshold_percent: value } });
            return null;
          } catch (error) {
            return refusal(error, 'threshold_percent');
          }
        }}
        onAcknowledge={async (alertId, note) => {
          try {
            await acknowledge.mutateAsync({ params: { alertId }, body: { note } });
            return null;
          } catch (error) {
            return refusal(error, 'note');
          }
        }}
      />
    </Box>
  );
}
