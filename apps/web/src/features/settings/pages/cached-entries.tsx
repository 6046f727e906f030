// What is cached for one channel (spec 4 cache helper): a channel chosen, its entries listed, one
// viewed, and one or all of them dropped (for those who may refresh the cache).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { useEndpointCache, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { ChannelInput } from './cache-channel-input.tsx';
import { channelIdOf } from './cache-model.ts';
import { CachedEntriesTable, type CacheEntry } from './cached-entries-table.tsx';

export function CachedEntries() {
  const { t } = useTranslation();
  const { can } = useAccess();
  const toast = useToast();
  const [input, setInput] = useState('');
  const [channelId, setChannelId] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | undefined>();
  const [viewing, setViewing] = useState<CacheEntry | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'key'; key: string } | { kind: 'channel' } | null>(null);
  const { refresh: refreshReads } = useEndpointCache();
  const entries = useEndpointQuery('cacheReadChannel', { body: { channel_id: channelId ?? '' } }, { enabled: channelId !== null, retry: false });

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
        <CachedEntriesTable
          entries={entries.data.entries}
          canDelete={can('refreshCache')}
          onView={setViewing}
          onDelete={(key) => setConfirm({ kind: 'key', key })}
        />
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
