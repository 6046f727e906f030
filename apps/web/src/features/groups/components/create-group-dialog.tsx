// A new channel group: its name and, optionally, its first channels. People are added on the group.
import { createGroupInputSchema } from '@chorus/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { fieldErrors, shownError } from '../../../components/field-errors.ts';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { GroupChannelsInput } from './group-channels-input.tsx';
import { indexedErrors } from './field-errors.ts';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';

export function CreateGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [name, setName] = useState('');
  const [channels, setChannels] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();
  const [channelErrors, setChannelErrors] = useState<Record<number, string>>({});

  const close = () => {
    setName('');
    setChannels([]);
    setNameError(undefined);
    setChannelErrors({});
    onClose();
  };
  const create = async () => {
    const body = { name, channel_ids: channels };
    const found = fieldErrors(createGroupInputSchema, body);
    setNameError(found.name ? t(found.name) : undefined);
    if (found.name) return false;
    try {
      const group = await write('channelGroupCreate', { body });
      toast(t('groups:created', { name: group.name }));
      onCreated(group.id);
    } catch (error) {
      if (error instanceof ApiError) setChannelErrors(indexedErrors(error.fields, 'channel_ids'));
      throw error instanceof Error ? error : new Error(t('messages:errors.channelGroupCreateFailed'));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('groups:create')}
      confirmLabel={t('groups:createSubmit')}
      onConfirm={create}
      onClose={close}
      maxWidth="sm"
      spacing={2.5}
      testId="group-create-dialog"
      confirmTestId="group-create-submit"
    >
      <TextField
        label={t('groups:name')}
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        {...shownError(nameError)}
        slotProps={{ htmlInput: { 'data-testid': 'group-name' } }}
      />
      <GroupChannelsInput value={channels} onChange={setChannels} errors={channelErrors} testId="group-channels" />
    </ConfirmDialog>
  );
}
