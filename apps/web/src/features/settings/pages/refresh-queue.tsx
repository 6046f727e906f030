// The refresh queue (spec 7 frontend cache API): its tasks by state and channel, read again every
// few seconds; the task this person queued last followed with its progress; a channel refreshed
// again or its cache cleared (for those who may refresh the cache).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { PagedTable, usePaging } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { useEndpointCache, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { filterTasks, stateFilters, type StateFilter } from './cache-model.ts';
import { CacheTaskRow } from './cache-task-row.tsx';

export function RefreshQueue({ followed, onFollow }: { followed: string | null; onFollow: (taskId: string | null) => void }) {
  const { t } = useTranslation();
  const { can, user } = useAccess();
  const toast = useToast();
  const { refresh: refreshReads } = useEndpointCache();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [search, setSearch] = useState('');
  const paging = usePaging(25);
  const [clearing, setClearing] = useState<string | null>(null);
  const queue = useEndpointQuery('cacheTaskQueue', undefined, { refetchInterval: 5000 });
  const titles = useMemo(() => new Map(user.channels.map((c) => [c.channel_id, c.channel_title])), [user.channels]);

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
          <SelectField
            label={t('settings:cache.state')}
            value={filter}
            onChange={paging.filter(setFilter)}
            options={stateFilters.map((f) => ({ value: f, label: t(`settings:cache.filters.${f}`) }))}
            sx={{ width: 160 }}
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
          <CacheTaskRow
            key={task.id}
            task={task}
            title={titles.get(task.channel_id)}
            canRefresh={can('refreshCache')}
            onRefresh={(channelId) => void refresh(channelId)}
            onClear={setClearing}
          />
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
