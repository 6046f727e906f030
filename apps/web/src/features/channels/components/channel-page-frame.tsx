// What every channel page shares: the heading with the channel, the period bar, and the answers to
// failures — a channel the user may not see (404) becomes the not-found card, a missing permission
// or data the spec 8 message, anything else an error with a retry.
import { CHANNEL_ID_PATTERN } from '@chorus/contract';
import type { ChannelPage } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionTitle } from '../../../components/section-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useOverview } from '../api.ts';
import { usePeriod } from '../hooks/use-period.ts';
import { ChannelNotFound } from './channel-not-found.tsx';
import { PeriodBar } from './period-bar.tsx';

/** The address's channel id; the route guarantees one on channel pages. */
export function useChannelId(): string {
  return useParams().channelId ?? '';
}

/** 404, or a channel id the API refuses as malformed: the channel does not exist for this user. */
function isChannelMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'channelId' in error.fields));
}

type Props = {
  page: ChannelPage;
  /** The period bar; pages with fixed windows pass their own caption instead. */
  period?: boolean | { extra?: ReactNode; note?: ReactNode };
  caption?: ReactNode;
  actions?: ReactNode;
  /** The page's main query: its error, its refetching (not the first load) and a retry. */
  query: PageQuery;
  children: ReactNode;
};

type PageQuery = { error: Error | null; isFetching: boolean; isLoading: boolean; refetch: () => Promise<unknown> };

export function ChannelPageFrame({ page, period, caption, actions, query, children }: Props) {
  const { error } = query;
  const fetching = query.isFetching && !query.isLoading;
  const onRetry = () => void query.refetch();
  const { t } = useTranslation();
  const channelId = useChannelId();
  const { channel, canSeePage, nameChannel } = useAccess();
  const title = t(`nav:pages.${page}`);
  usePageTitle(title);
  const missing = !CHANNEL_ID_PATTERN.test(channelId) || isChannelMissing(error);
  const knownName = channel?.id === channelId && channel.name !== channelId ? channel.name : null;

  // A channel outside the user's own list (network staff) is named by its overview, which the
  // overview page asks anyway (same query) and other pages ask once.
  const { period: periodNow } = usePeriod();
  const unnamed = !missing && channel?.id === channelId && !channel.listed && knownName === null && canSeePage('overview');
  const summary = useOverview(channelId, periodNow.params, unnamed);
  const learned = summary.data?.channel.title;
  // Shown from the answer itself (not only once the effect below has told the access context): a
  // page drawn by the server has it in its first draw, and nothing moves when the browser takes over.
  const name = knownName ?? learned ?? null;
  useEffect(() => {
    if (learned) nameChannel(channelId, learned);
  }, [learned, channelId, nameChannel]);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }} data-testid={`channel-page-${page}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap', mb: 2.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            {name && (
              <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ fontWeight: 600 }} data-testid="channel-name">
                {name}
              </Typography>
            )}
            <Chip size="small" variant="outlined" label={channelId} sx={{ fontFamily: 'monospace', height: 22 }} />
          </Stack>
        </Box>
        {!missing && actions}
      </Stack>
      {missing ? (
        <ChannelNotFound channelId={channelId} page={page} />
      ) : (
        <>
          {period && <PeriodBar {...(typeof period === 'object' ? period : {})} />}
          {caption}
          <Box sx={{ height: 4, mb: 1 }}>{fetching && <LinearProgress sx={{ borderRadius: 2 }} data-testid="page-fetching" />}</Box>
          {error ? (
            <Alert
              severity={error instanceof ApiError && error.status === 403 ? 'warning' : 'error'}
              action={
                !(error instanceof ApiError && error.status < 500) ? (
                  <Button color="inherit" size="small" onClick={onRetry}>
                    {t('analytics:retry')}
                  </Button>
                ) : undefined
              }
              data-testid="page-error"
            >
              {error.message}
            </Alert>
          ) : (
            children
          )}
        </>
      )}
    </Box>
  );
}

/** A heading between the sections of a page. */
export function SectionHeading({ title, subtitle, action }: { title: string; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mt: 4, mb: 1.5, flexWrap: 'wrap' }}>
      <SectionTitle title={title} subtitle={subtitle} bold />
      {action}
    </Stack>
  );
}
