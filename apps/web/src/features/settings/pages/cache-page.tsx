// Cached analytics and the refresh queue (spec 4 cache helper, spec 7 frontend cache API): what is
// cached for a channel, dropping it, and queueing a refresh from YouTube (mode add, 4 days back).
import type { EndpointOutput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { FilterSelect, HeadingRow, PagedTable, usePaging, useTableSize } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { useEndpointCache, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import {
  byteSize,
  channelChoices,
  channelIdOf,
  errorMessageKey,
  filterTasks,
  idFromLabel,
  stateFilters,
  type StateFilter,
  type TaskState,
} from './cache-model.ts';

type Entry = EndpointOutput<'cacheReadChannel'>['entries'][number];
const stateColor: Record<TaskState, ChipProps['color']> = {
  created: 'default',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

export function CachePage() {
  const { t } = useTranslation();
  const { can } = useAccess();
  const [refreshOpen, setRefreshOpen] = useState(false);
  // The refresh this person queued last, followed until they close it.
  const [followed, setFollowed] = useState<string | null>(null);
  return (
    <DashboardPage
      maxWidth={1200}
      title={t('nav:pages.cache')}
      subtitle={t('settings:cache.help')}
      actions={
        can('refreshCache') && (
          <Button variant="contained" onClick={() => setRefreshOpen(true)} data-testid="cache-refresh-open">
            {t('settings:cache.refreshChannel')}
          </Button>
        )
      }
    >
      <CachedEntries />
      <RefreshQueue followed={followed} onFollow={setFollowed} />
      <RefreshDialog open={refreshOpen} onClose={() => setRefreshOpen(false)} onQueued={setFollowed} />
    </DashboardPage>
  );
}

/** Channel ids the person knows: their own channels, and those of the queue. */
function useChannelChoices(): { id: string; label: string }[] {
  const { user } = useAccess();
  const queue = useEndpointQuery('cacheTaskQueue', undefined, { enabled: false });
  return useMemo(() => channelChoices(user.channels, queue.data?.tasks ?? []), [user.channels, queue.data]);
}

function ChannelInput({ value, onChange, error, testId }: { value: string; onChange: (value: string) => void; error?: string; testId: string }) {
  const { t } = useTranslation();
  const choices = useChannelChoices();
  return (
    <Autocomplete
      freeSolo
      options={choices.map((c) => c.id)}
      getOptionLabel={(id) => choices.find((c) => c.id === id)?.label ?? id}
      inputValue={value}
      onInputChange={(_, v) => onChange(idFromLabel(v))}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('settings:cache.channelId')}
          error={Boolean(error)}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}

function CachedEntries() {
  const { t, i18n } = useTranslation();
  const { can } = useAccess();
  const toast = useToast();
  const [input, setInput] = useState('');
  const [channelId, setChannelId] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | undefined>();
  const [viewing, setViewing] = useState<Entry | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'key'; key: string } | { kind: 'channel' } | null>(null);
  const { refresh: refreshReads } = useEndpointCache();
  const entries = useEndpointQuery('cacheReadChannel', { body: { channel_id: channelId ?? '' } }, { enabled: channelId !== null, retry: false });
  const size = useTableSize();

  const show = (event: FormEvent) => {
    event.preventDefault();
    const id = channelIdOf(input);
    if (id === null) {
      setInputError(t('settings:cache.channelIdInvalid'));
      return;
    }
    setInputError(undefined);
    if (id === channelId) void entries.refetch();
    setChannelId(id);
  };

  const drop = async () => {
    if (!confirm || !channelId) return;
    const result = await api('cacheDelete', { body: confirm.kind === 'key' ? { key: confirm.key } : { channel_id: channelId } });
    toast(t('settings:cache.deleted', { count: result.deleted }));
    await refreshReads('cacheReadChannel');
  };

  return (
    <SectionCard title={t('settings:cache.entriesTitle')} subtitle={t('settings:cache.entriesHelp')} testId="cache-entries">
      <Stack component="form" direction="row" onSubmit={show} noValidate sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <ChannelInput value={input} onChange={setInput} error={inputError} testId="cache-channel-input" />
        <Button type="submit" variant="outlined" data-testid="cache-channel-show">
          {t('settings:cache.show')}
        </Button>
        {channelId && can('refreshCache') && (entries.data?.entries.length ?? 0) > 0 && (
          <Button color="error" onClick={() => setConfirm({ kind: 'channel' })} data-testid="cache-delete-channel">
            {t('settings:cache.deleteChannel')}
          </Button>
        )}
      </Stack>
      {entries.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {entries.isError && <Alert severity="error">{entries.error.message}</Alert>}
      {channelId === null && <Typography color="text.secondary">{t('settings:cache.pickChannel')}</Typography>}
      {entries.data && entries.data.entries.length === 0 && (
        <Alert severity="info" data-testid="cache-entries-empty">
          {t('settings:cache.noEntries', { channel: channelId })}
        </Alert>
      )}
      {entries.data && entries.data.entries.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size={size}>
            <HeadingRow
              columns={[
                { label: t('settings:cache.key') },
                { label: t('settings:cache.savedAt') },
                { label: t('settings:cache.size'), align: 'right' },
                { label: t('settings:actions'), align: 'right' },
              ]}
            />
            <TableBody>
              {entries.data.entries.map((entry) => (
                <TableRow key={entry.key} hover data-testid="cache-entry">
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>{entry.key}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at, i18n.language)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatBytes(JSON.stringify(entry.value ?? null).length, i18n.language)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setViewing(entry)}>
                      {t('settings:cache.view')}
                    </Button>
                    {can('refreshCache') && (
                      <Button size="small" color="error" onClick={() => setConfirm({ kind: 'key', key: entry.key })} data-testid="cache-delete-entry">
                        {t('settings:delete')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="md" fullWidth>
        <DialogTitle sx={{ pr: 6, wordBreak: 'break-all' }}>
          {viewing?.key}
          <IconButton aria-label={t('settings:close')} onClick={() => setViewing(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {viewing ? JSON.stringify(viewing.value, null, 2).slice(0, 50_000) : ''}
          </Box>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'channel' ? t('settings:cache.deleteChannel') : t('settings:cache.deleteEntry')}
        body={confirm?.kind === 'channel' ? t('settings:cache.deleteChannelBody', { channel: channelId }) : t('settings:cache.deleteEntryBody')}
        confirmLabel={t('settings:delete')}
        danger
        onConfirm={drop}
        onClose={() => setConfirm(null)}
      />
    </SectionCard>
  );
}

function RefreshQueue({ followed, onFollow }: { followed: string | null; onFollow: (taskId: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const { can, user } = useAccess();
  const toast = useToast();
  const { refresh: refreshReads } = useEndpointCache();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [search, setSearch] = useState('');
  const paging = usePaging(25);
  const [clearing, setClearing] = useState<string | null>(null);
  const queue = useEndpointQuery('cacheTaskQueue', undefined, { refetchInterval: 5000 });
  const titles = useMemo(() => new Map(user.channels.map((c) => [c.channel_id, c.channel_title])), [user.channels]);
  // Failed tasks keep the message key of their error (errors.youtubeNotAuthorized); other text as is.
  const errorText = (error: string) => {
    const key = errorMessageKey(error);
    return key ? t(key, { defaultValue: error }) : error;
  };

  const tasks = useMemo(() => filterTasks(queue.data?.tasks ?? [], filter, search, titles), [queue.data, filter, search, titles]);
  const shown = tasks.slice(paging.page * paging.pageSize, (paging.page + 1) * paging.pageSize);

  const refresh = async (channelId: string) => {
    try {
      onFollow((await api('channelRefresh', { params: { channelId }, body: {} })).task_id);
      toast(t('messages:success.refreshQueued'));
      await refreshReads('cacheTaskQueue');
    } catch (error) {
      toast(error instanceof Error ? error.message : t('messages:errors.generic'), 'error');
    }
  };

  return (
    <SectionCard
      title={t('settings:cache.queueTitle')}
      subtitle={t('settings:cache.queueHelp')}
      testId="cache-queue"
      flush
      action={
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <TextField size="small" label={t('settings:search')} value={search} onChange={(e) => paging.filter(setSearch)(e.target.value)} sx={{ width: 220 }} />
          <FilterSelect
            label={t('settings:cache.state')}
            value={filter}
            onChange={paging.filter(setFilter)}
            options={stateFilters.map((f) => ({ value: f, label: t(`settings:cache.filters.${f}`) }))}
            width={160}
          />
        </Stack>
      }
    >
      {followed && (
        <Stack direction="row" sx={{ px: 2, py: 1.5, gap: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }} data-testid="cache-followed-task">
          <Box sx={{ flex: 1 }}>
            <JobProgress jobId={followed} onDone={() => void refreshReads('cacheTaskQueue')} />
          </Box>
          <IconButton size="small" aria-label={t('settings:cache.stopFollowing')} onClick={() => onFollow(null)}>
            <CloseIcon />
          </IconButton>
        </Stack>
      )}
      {/* The queue is asked again every few seconds: the bar shows only the first time. */}
      <PagedTable
        columns={[
          { label: t('channel') },
          { label: t('settings:cache.state') },
          { label: t('settings:cache.mode') },
          { label: t('settings:cache.queuedAt') },
          { label: t('settings:cache.finishedAt') },
          can('refreshCache') && { label: t('settings:actions'), align: 'right' },
        ]}
        rows={queue.data && shown}
        total={tasks.length}
        paging={paging}
        pageSizes={[10, 25, 50, 100]}
        loading={queue.isLoading}
        error={queue.error}
        empty={t('settings:cache.queueEmpty')}
        emptyTestId="cache-queue-empty"
      >
        {(task) => (
          <TableRow key={task.id} hover data-testid="cache-task">
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {titles.get(task.channel_id) ?? task.channel_id}
              </Typography>
              {titles.has(task.channel_id) && (
                <Typography variant="caption" color="text.secondary">
                  {task.channel_id}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={stateColor[task.state]}
                variant={task.state === 'completed' ? 'outlined' : 'filled'}
                label={t(`settings:cache.states.${task.state}`)}
              />
              {task.error && (
                <Tooltip title={errorText(task.error)}>
                  <Typography
                    variant="caption"
                    color="error"
                    sx={{ display: 'block', mt: 0.5, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    data-testid="cache-task-error"
                  >
                    {errorText(task.error)}
                  </Typography>
                </Tooltip>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('settings:cache.modeAdd', { days: task.days_ago })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.created_at, i18n.language)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{task.completed_at ? formatDateTime(task.completed_at, i18n.language) : '—'}</TableCell>
            {can('refreshCache') && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => void refresh(task.channel_id)} data-testid="cache-task-refresh">
                  {t('settings:cache.refreshAgain')}
                </Button>
                <Button size="small" color="error" onClick={() => setClearing(task.channel_id)} data-testid="cache-task-clear">
                  {t('settings:cache.clearCache')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        )}
      </PagedTable>
      <ConfirmDialog
        open={clearing !== null}
        title={t('settings:cache.deleteChannel')}
        body={t('settings:cache.deleteChannelBody', { channel: clearing })}
        confirmLabel={t('settings:delete')}
        danger
        onConfirm={async () => {
          const result = await api('cacheDelete', { body: { channel_id: clearing! } });
          toast(t('settings:cache.deleted', { count: result.deleted }));
          await refreshReads('cacheReadChannel');
        }}
        onClose={() => setClearing(null)}
      />
    </SectionCard>
  );
}

function RefreshDialog({ open, onClose, onQueued }: { open: boolean; onClose: () => void; onQueued: (taskId: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { refresh: refreshReads } = useEndpointCache();
  const [channelId, setChannelId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setChannelId('');
    setError(undefined);
    onClose();
  };
  // What is wrong, the channel id or the request, shows under the field.
  const queue = async () => {
    const id = channelIdOf(channelId);
    if (id === null) {
      setError(t('settings:cache.channelIdInvalid'));
      return false;
    }
    try {
      onQueued((await api('channelRefresh', { params: { channelId: id }, body: {} })).task_id);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('messages:errors.generic'));
      return false;
    }
    toast(t('messages:success.refreshQueued'));
    await refreshReads('cacheTaskQueue');
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('settings:cache.refreshChannel')}
      confirmLabel={t('settings:cache.queue')}
      onConfirm={queue}
      onClose={close}
      maxWidth="sm"
      testId="cache-refresh-dialog"
      confirmTestId="cache-refresh-submit"
    >
      <Typography variant="body2" color="text.secondary">
        {t('settings:cache.refreshHelp')}
      </Typography>
      <ChannelInput value={channelId} onChange={setChannelId} error={error} testId="cache-refresh-channel" />
    </ConfirmDialog>
  );
}

function formatBytes(bytes: number, language: string): string {
  const { value, unit } = byteSize(bytes);
  return `${formatNumber(value, language)} ${unit}`;
}
