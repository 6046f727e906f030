// Channel trend charts of a channel group (spec 2 "channel trend charts", spec 4 trend labels,
// spec 9 windows): daily views and net subscribers of every channel as lines on one axis of days,
// and a table of each channel's totals against the comparison period with the trend labels, each
// channel linking to its overview. The period lives in the address like on the channel pages.
//
// Not a page of its own: src/app/composed/channel-group-page.tsx shows it under the chosen group,
// for people whose permissions allow the API call.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useGroupTrends } from '../api/channel-queries.ts';
import { usePeriod } from '../hooks/use-period.ts';
import { PeriodBar } from '../components/period-bar.tsx';
import '../i18n.ts';
import { GroupTrendsBody } from './group-trends-body.tsx';

type Props = {
  groupId: number;
  groupName: string;
  /** The start of the query key (see groupTrendsQuery): the composing page passes the group's own. */
  queryScope?: readonly unknown[];
};

export function GroupTrendsView({ groupId, groupName, queryScope }: Props) {
  const { t } = useTranslation();
  const { period } = usePeriod();
  const trends = useGroupTrends(groupId, period.params, queryScope);
  const error = trends.error;
  // 4xx answers are final (the group is gone, the period is refused); the rest may pass.
  const final = error instanceof ApiError && error.status < 500;

  return (
    <Box component="section" data-testid="group-trends" aria-label={t('analytics:groupTrends.title')}>
      <Box sx={{ mb: 1.5 }}>
        <Typography variant="h5" component="h2">
          {t('analytics:groupTrends.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('analytics:groupTrends.subtitle', { name: groupName })}
        </Typography>
      </Box>
      {/* A group without channels has no period to choose. */}
      {trends.data?.channels.length !== 0 && <PeriodBar />}
      <Box sx={{ height: 4, mb: 1 }}>
        {trends.isFetching && !trends.isLoading && <LinearProgress sx={{ borderRadius: 2 }} data-testid="group-trends-fetching" />}
      </Box>
      {error ? (
        <Alert
          severity="error"
          action={
            final ? undefined : (
              <Button color="inherit" size="small" onClick={() => void trends.refetch()} data-testid="group-trends-retry">
                {t('analytics:retry')}
              </Button>
            )
          }
          data-testid="group-trends-error"
        >
          {error.message}
        </Alert>
      ) : trends.data ? (
        <GroupTrendsBody data={trends.data} groupName={groupName} />
      ) : (
        <GroupTrendsSkeleton />
      )}
    </Box>
  );
}

function GroupTrendsSkeleton() {
  return (
    <Box data-testid="group-trends-loading">
      <Skeleton variant="rounded" height={380} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={380} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
