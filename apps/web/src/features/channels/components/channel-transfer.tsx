// Spec 4 "channel ownership can be transferred, optionally without moving remittance data" (spec 7
// channel_transfer_owner). On the channel summary, for those the contract's canTransferChannel
// allows: the channel's owner and the managing roles. A dialog asks for the recipient's e-mail and
// whether remittance data goes along, then says what happened. Handing one's own channel away takes
// it out of one's list, so the user info is reloaded only once the result has been read.
import { canTransferChannel, transferModes, transferOwnerInputSchema, type TransferMode, type TransferOwnerOutput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RadioField } from '../../../components/radio-field.tsx';
import { errorText, saveCheckedFields, shownError } from '../../../components/field-errors.ts';
import { SwapIcon } from '../../../components/icons.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useEndpointCache } from '../../../lib/endpoint-query.ts';

export function ChannelTransferControl({ channelId, title }: { channelId: string; title: string }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<TransferOwnerOutput | null>(null);
  const cache = useEndpointCache();
  // The web app knows the owner only when it is the caller; managing roles may hand over any channel.
  const ownsIt = subject.channels.some((c) => c.channel_id === channelId && c.member_type === 'owner');
  if (!canTransferChannel(subject, { ownerId: ownsIt ? subject.id : null }) && !result) return null;

  const closeResult = () => {
    setResult(null);
    void cache.refresh('userInfo');
  };

  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button size="small" variant="outlined" startIcon={<SwapIcon fontSize="small" />} onClick={() => setOpen(true)} data-testid="channel-transfer-button">
        {t('analytics:transfer.open')}
      </Button>
      {open && <TransferDialog channelId={channelId} title={title} onDone={setResult} onClose={() => setOpen(false)} />}
      <Dialog open={result !== null} onClose={closeResult} maxWidth="xs" fullWidth data-testid="channel-transfer-result">
        <DialogTitle>{t('analytics:transfer.doneTitle')}</DialogTitle>
        <DialogContent>
          {result && (
            <Stack spacing={1.5}>
              <Alert severity="success">{t('analytics:transfer.done', { title, name: result.owner.name, email: result.owner.email })}</Alert>
              <span data-testid="channel-transfer-previous">
                {result.previous_owner
                  ? t('analytics:transfer.previousOwner', { name: result.previous_owner.name, email: result.previous_owner.email })
                  : t('analytics:transfer.noPreviousOwner')}
              </span>
              <span data-testid="channel-transfer-remittance">
                {result.mode === 'without_remittance'
                  ? t('analytics:transfer.remittanceLeft')
                  : result.remittance_copied
                    ? t('analytics:transfer.remittanceCopied')
                    : t('analytics:transfer.remittanceNothing')}
              </span>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={closeResult} data-testid="channel-transfer-result-close">
            {t('analytics:transfer.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function TransferDialog({
  channelId,
  title,
  onDone,
  onClose,
}: {
  channelId: string;
  title: string;
  onDone: (result: TransferOwnerOutput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<TransferMode>('keep_remittance');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const confirm = async () => {
    const body = { channel_id: channelId, email: email.trim(), mode };
    return saveCheckedFields(transferOwnerInputSchema, body, setErrors, async (checked) => onDone(await api('channelTransferOwner', { body: checked })));
  };

  return (
    <ConfirmDialog
      open
      title={t('analytics:transfer.title', { title })}
      body={t('analytics:transfer.body')}
      confirmLabel={t('analytics:transfer.confirm')}
      danger
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
      testId="channel-transfer-dialog"
      confirmTestId="channel-transfer-confirm"
    >
      <TextField
        label={t('analytics:transfer.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoFocus
        {...shownError(errorText(errors.email, t), t('analytics:transfer.emailHelp'))}
        slotProps={{ htmlInput: { 'data-testid': 'channel-transfer-email' } }}
      />
      <RadioField
        label={t('analytics:transfer.modeLabel')}
        value={mode}
        onChange={setMode}
        options={transferModes.map((m) => ({ value: m, label: t(`analytics:transfer.modes.${m}`), testId: `transfer-mode-${m}` }))}
      />
    </ConfirmDialog>
  );
}
