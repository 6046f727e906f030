// A new channel group: its name and, optionally, its first channels. People are added on the group.
import { createGroupInputSchema } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../components/field-errors.ts';
import { useToast } from '../../../components/toasts.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { groupKeys } from '../api/group-keys.ts';
import { ChannelIdsInput } from './channel-ids-input.tsx';
import { indexedErrors } from './field-errors.ts';

export function CreateGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [channels, setChannels] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();
  const [channelErrors, setChannelErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setName('');
    setChannels([]);
    setNameError(undefined);
    setChannelErrors({});
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name, channel_ids: channels };
    const found = fieldErrors(createGroupInputSchema, body);
    setNameError(found.name ? t(found.name) : undefined);
    if (found.name) return;
    setBusy(true);
    setFailure(null);
    try {
      const group = await api('channelGroupCreate', { body });
      toast(t('groups:created', { name: group.name }));
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      onCreated(group.id);
      setBusy(false);
      close();
    } catch (error) {
      if (error instanceof ApiError) setChannelErrors(indexedErrors(error.fields, 'channel_ids'));
      setFailure(error instanceof Error ? error.message : t('messages:errors.channelGroupCreateFailed'));
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth data-testid="group-create-dialog">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{t('groups:create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label={t('groups:name')}
              required
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(nameError)}
              helperText={nameError}
              slotProps={{ htmlInput: { 'data-testid': 'group-name' } }}
            />
            <ChannelIdsInput value={channels} onChange={setChannels} errors={channelErrors} testId="group-channels" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="group-create-submit">
            {t('groups:createSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
