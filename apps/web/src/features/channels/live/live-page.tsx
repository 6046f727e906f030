// The videoStream page (spec 2 singles; issue 27): the live streams of the current channel (chosen
// in the header, as the pages of the singles group have no channel in their address). The window is
// in the address (?days=90|365|730, 365 by default); the server decides who may see the channel.
import { addDays, toDay } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/select-field.tsx';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { CurrencySelect } from '../components/currency-select.tsx';
import { KpiGridSkeleton } from '../components/kpi-card.tsx';
import { useMoney } from '../hooks/use-money.ts';
import { LiveView } from './live-view.tsx';
import { withParams } from '../../../lib/search-params.ts';

const windows = ['90', '365', '730'] as const;
type Window = (typeof windows)[number];

export function LivePage() {
  const { t } = useTranslation();
  const { channel } = useAccess();
  const [search, setSearch] = useSearchParams();
  const days: Window = (windows as readonly string[]).includes(search.get('days') ?? '') ? (search.get('days') as Window) : '365';
  const end = toDay(new Date());
  const query = { start: addDays(end, -(Number(days) - 1)), end };
  const title = t('nav:pages.videoStream');
  usePageTitle(title);
  const live = useEndpointQuery('channelLive', { params: { channelId: channel?.id ?? '' }, query }, { enabled: Boolean(channel) });
  const money = useMoney();
  const chooseWindow = (next: Window) => setSearch(withParams({ days: next }));
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }} data-testid="live-page">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap', mb: 2.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {channel && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" color="text.secondary" sx={{ fontWeight: 600 }} data-testid="live-channel">
                {t('live:channelLine', { channel: channel.name })}
              </Typography>
              <Chip size="small" variant="outlined" label={channel.id} sx={{ fontFamily: 'monospace', height: 22 }} />
            </Stack>
          )}
        </Box>
        {channel && (
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <SelectField
              label={t('live:window.label')}
              value={days}
              onChange={chooseWindow}
              options={windows.map((w) => ({ value: w, label: t(`live:window.days${w}`) }))}
              sx={{ minWidth: 150 }}
              testId="live-window"
            />
            <CurrencySelect money={money} />
          </Stack>
        )}
      </Stack>
      {!channel ? (
        <Alert severity="info" data-testid="live-no-channel">
          {t('live:noChannel')}
        </Alert>
      ) : live.error ? (
        <Alert severity={live.error.status === 403 || live.error.status === 404 ? 'warning' : 'error'} data-testid="page-error">
          {live.error.message}
        </Alert>
      ) : (
        <>
          <Box sx={{ height: 4, mb: 1 }}>{live.isFetching && !live.isLoading && <LinearProgress sx={{ borderRadius: 2 }} />}</Box>
          {live.data && money.ready ? (
            <LiveView data={live.data} money={money} channelId={channel.id} />
          ) : (
            <>
              <KpiGridSkeleton count={5} />
              <Skeleton variant="rounded" height={360} />
            </>
          )}
        </>
      )}
    </Box>
  );
}
