// Change password (spec 2): old, new and confirmation; other sessions end on success.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateAll } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { newPasswordErrors, PasswordRules } from '../../../components/password-rules.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOldPassword('');
    setNewPassword('');
    setConfirm('');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the profile form around it.
    event.stopPropagation();
    const { password: newError, confirm: confirmError } = newPasswordErrors(newPassword, confirm);
    const found = translateAll({ old: oldPassword ? undefined : 'messages:validation.oldPasswordRequired', new: newError, confirm: confirmError }, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('changePassword', { body: { old_password: oldPassword, new_password: newPassword, confirm_password: confirm } });
      toast(t('messages:success.passwordChanged'));
      close();
    } catch (error) {
      if (error instanceof ApiError && error.fields.old_password) setErrors({ old: error.fields.old_password });
      else if (error instanceof ApiError && error.fields.new_password) setErrors({ new: error.fields.new_password });
      else setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('profile.changePassword')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <PasswordField label={t('profile.oldPassword')} autoComplete="current-password" value={oldPassword} onChange={setOldPassword} error={Boolean(errors.old)} helperText={errors.old} />
          <PasswordField label={t('profile.newPassword')} autoComplete="new-password" value={newPassword} onChange={setNewPassword} error={Boolean(errors.new)} helperText={errors.new} />
          <PasswordRules password={newPassword} />
          <PasswordField label={t('profile.confirmPassword')} autoComplete="new-password" value={confirm} onChange={setConfirm} error={Boolean(errors.confirm)} helperText={errors.confirm} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('profile.changePassword')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
