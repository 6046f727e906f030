// Queueing a refresh of a channel from YouTube (mode add, 4 days back): the channel id checked
// before it is sent; what is wrong, the id or the request, shows under the field.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { useEndpointCache } from '../../../lib/endpoint-query.ts';
import { ChannelInput } from './cache-channel-input.tsx';
import { channelIdOf } from './cache-model.ts';

export function RefreshDialog({ open, onClose, onQueued }: { open: boolean; onClose: () => void; onQueued: (taskId: string) => void }) {
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
