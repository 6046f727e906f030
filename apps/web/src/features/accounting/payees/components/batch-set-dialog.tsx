// Batch set (spec 2): one recipient for many channels at once. The channels chosen move to it from
// any other recipient, unless that would leave another recipient without a channel (refused).
import type { Recipient } from '@chorus/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelsPicker } from '../../../../components/channels-picker.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { useToast } from '../../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../../lib/endpoint-query.ts';
import { useNetworkChannelSearch } from './network-channel-search.ts';

export function BatchSetDialog({ recipients, initial, onClose }: { recipients: Recipient[]; initial: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [recipientId, setRecipientId] = useState<number | ''>(initial ?? '');
  const [channels, setChannels] = useState<string[]>([]);

  const apply = async () => {
    if (recipientId === '') throw new Error(t('payees:batch.chooseRecipient'));
    if (channels.length === 0) throw new Error(t('messages:validation.recipientChannels'));
    const saved = await write('recipientSetChannels', { params: { recipientId }, body: { channel_ids: channels } });
    toast(t('payees:batch.done', { channels: channels.length, name: saved.account_name }));
  };

  return (
    <ConfirmDialog
      open
      title={t('payees:batch.title')}
      body={t('payees:batch.help')}
      confirmLabel={t('payees:batch.apply')}
      onConfirm={apply}
      onClose={onClose}
      maxWidth="sm"
      spacing={2.5}
      testId="recipient-batch-dialog"
      confirmTestId="recipient-batch-apply"
    >
      <TextField
        select
        label={t('payees:batch.recipient')}
        value={recipientId}
        onChange={(e) => setRecipientId(Number(e.target.value))}
        slotProps={{ htmlInput: { 'data-testid': 'recipient-batch-recipient' } }}
      >
        {recipients.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.account_name} · {r.bank_code} {r.account_number_masked}
          </MenuItem>
        ))}
      </TextField>
      <ChannelsPicker
        value={channels}
        onChange={setChannels}
        useSearch={useNetworkChannelSearch}
        label={t('payees:recipients.channels')}
        helperText={t('payees:recipients.channelsHelp')}
        testId="recipient-batch-channels"
      />
    </ConfirmDialog>
  );
}
