// Change password (spec 2): old, new and confirmation; other sessions end on success.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { shownError, translateAll } from '../../../components/field-errors.ts';
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

  const close = () => {
    setOldPassword('');
    setNewPassword('');
    setConfirm('');
    setErrors({});
    onClose();
  };

  const change = async () => {
    const { password: newError, confirm: confirmError } = newPasswordErrors(newPassword, confirm);
    const found = translateAll({ old: oldPassword ? undefined : 'messages:validation.oldPasswordRequired', new: newError, confirm: confirmError }, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    try {
      await api('changePassword', { body: { old_password: oldPassword, new_password: newPassword, confirm_password: confirm } });
    } catch (error) {
      // A wrong old password or a refused new one belongs under its field; anything else above them.
      if (error instanceof ApiError && error.fields.old_password) setErrors({ old: error.fields.old_password });
      else if (error instanceof ApiError && error.fields.new_password) setErrors({ new: error.fields.new_password });
      else throw error;
      return false;
    }
    toast(t('messages:success.passwordChanged'));
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('profile.changePassword')}
      confirmLabel={t('profile.changePassword')}
      onConfirm={change}
      onClose={close}
      testId="change-password-dialog"
      confirmTestId="change-password-submit"
    >
      <PasswordField
        label={t('profile.oldPassword')}
        autoComplete="current-password"
        value={oldPassword}
        onChange={setOldPassword}
        {...shownError(errors.old)}
      />
      <PasswordField label={t('profile.newPassword')} autoComplete="new-password" value={newPassword} onChange={setNewPassword} {...shownError(errors.new)} />
      <PasswordRules password={newPassword} />
      <PasswordField label={t('profile.confirmPassword')} autoComplete="new-password" value={confirm} onChange={setConfirm} {...shownError(errors.confirm)} />
    </ConfirmDialog>
  );
}
