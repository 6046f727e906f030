// Spec 2 "channel hide/show setting for advertisers" (spec 3: hidden with a reason, from the current
// or all advertisers). Shown on the channel summary to those whose capabilities allow the
// visibility routes (the managing roles): a chip with the reason while the channel is hidden, and
// a button that opens a dialog to hide it (scope and reason) or show it again.
import { CHANNEL_HIDDEN_REASON_MAX, channelHiddenScopes } from '@chorus/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { keepOpenOnFieldErrors, shownError } from '../../../components/field-errors.ts';
import { RadioField } from '../../../components/radio-field.tsx';
import { VisibilityIcon, VisibilityOffIcon } from '../../../components/icons.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useChannelVisibility, useSetChannelVisibility, type ChannelVisibility } from '../api.ts';

type Scope = (typeof channelHiddenScopes)[number];

/** The chip (and reason) while hidden: for those who may read the setting. */
export function ChannelVisibilityChip({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const visibility = useChannelVisibility(channelId, canCall('channelVisibilityGet'));
  const v = visibility.data;
  if (!v?.hidden) return null;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<VisibilityOffIcon fontSize="small" />}
      label={t(`analytics:visibility.chip.${v.scope ?? 'all'}`)}
      title={v.reason ?? undefined}
      sx={{ height: 22 }}
      data-testid="channel-hidden-chip"
    />
  );
}

/** The reason line under the summary, and the button that opens the dialog. */
export function ChannelVisibilityControl({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const { canCall } = useAccess();
  const visibility = useChannelVisibility(channelId, canCall('channelVisibilityGet'));
  const [open, setOpen] = useState(false);
  const v = visibility.data;
  if (!v) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      {v.hidden && v.reason && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}
          data-testid="channel-hidden-reason"
        >
          {t('analytics:visibility.reason', { reason: v.reason })}
        </Typography>
      )}
      {canCall('channelVisibilitySet') && (
        <Button
          size="small"
          variant="outlined"
          color={v.hidden ? 'primary' : 'warning'}
          startIcon={v.hidden ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
          onClick={() => setOpen(true)}
          sx={{ ml: 'auto' }}
          data-testid="channel-visibility-button"
        >
          {v.hidden ? t('analytics:visibility.show') : t('analytics:visibility.hide')}
        </Button>
      )}
      {open && <VisibilityDialog channelId={channelId} current={v} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

function VisibilityDialog({ channelId, current, onClose }: { channelId: string; current: ChannelVisibility; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSetChannelVisibility();
  const [scope, setScope] = useState<Scope>('all');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const hiding = !current.hidden;
  const trimmed = reason.trim();
  const reasonProblem = !trimmed
    ? t('messages:validation.hiddenReasonRequired')
    : trimmed.length > CHANNEL_HIDDEN_REASON_MAX
      ? t('messages:validation.hiddenReasonTooLong')
      : null;
  const reasonError = (checked && reasonProblem) || fieldErrors.reason || null;

  const confirm = async () => {
    setFieldErrors({});
    if (hiding) {
      setChecked(true);
      if (reasonProblem) return false;
    }
    try {
      await save.mutateAsync({ params: { channelId }, body: hiding ? { hidden: true, scope, reason: trimmed } : { hidden: false } });
    } catch (error) {
      return keepOpenOnFieldErrors(error, setFieldErrors);
    }
    toast(hiding ? t('analytics:visibility.hidden') : t('analytics:visibility.shown'));
  };

  return (
    <ConfirmDialog
      open
      title={hiding ? t('analytics:visibility.hideTitle') : t('analytics:visibility.showTitle')}
      body={hiding ? t('analytics:visibility.hideBody') : t('analytics:visibility.showBody')}
      confirmLabel={hiding ? t('analytics:visibility.hideConfirm') : t('analytics:visibility.showConfirm')}
      danger={hiding}
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
      testId="channel-visibility-dialog"
      confirmTestId="channel-visibility-confirm"
    >
      {hiding && (
        <>
          <RadioField
            label={t('analytics:visibility.scopeLabel')}
            value={scope}
            onChange={setScope}
            options={channelHiddenScopes.map((s) => ({ value: s, label: t(`analytics:visibility.scopes.${s}`), testId: `hidden-scope-${s}` }))}
            error={fieldErrors.scope}
          />
          <TextField
            label={t('analytics:visibility.reasonLabel')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            {...shownError(reasonError, t('analytics:visibility.reasonHelp', { length: trimmed.length, max: CHANNEL_HIDDEN_REASON_MAX }))}
            slotProps={{ htmlInput: { 'data-testid': 'hidden-reason-input' } }}
            autoFocus
          />
        </>
      )}
    </ConfirmDialog>
  );
}
