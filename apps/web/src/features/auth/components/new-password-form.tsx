// Choosing a password, twice, under the shared rules: accepting an invitation and resetting a
// password. The rules are checked here first; `onSubmit` sends them and throws when the server
// refuses. On success the form stays disabled: the page moves on.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError, translateAll } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { newPasswordErrors, PasswordRules } from '../../../components/password-rules.tsx';
import { useAction } from '../../../lib/use-action.ts';

type Props = {
  labels: { password: string; confirm: string; submit: string };
  /** The fields and the button are `<prefix>-password`, `<prefix>-confirm` and `<prefix>-submit`. */
  testIdPrefix: string;
  onSubmit: (password: string, confirm: string) => Promise<void>;
  /** Shown above the fields (and above a failure). */
  intro?: ReactNode;
  /** The account's address, for a password manager to file the new password under. */
  username?: string;
  /** Shown above the button. */
  note?: ReactNode;
};

export function NewPasswordForm({ labels, testIdPrefix, onSubmit, intro, username, note }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = translateAll(newPasswordErrors(password, confirm), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(() => onSubmit(password, confirm));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        {intro}
        {failure && <Alert severity="error">{failure}</Alert>}
        {username !== undefined && <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />}
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          {...shownError(errors.password)}
          testId={`${testIdPrefix}-password`}
        />
        <PasswordRules password={password} />
        <PasswordField
          label={labels.confirm}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          {...shownError(errors.confirm)}
          testId={`${testIdPrefix}-confirm`}
        />
        {note}
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid={`${testIdPrefix}-submit`}>
          {labels.submit}
        </Button>
      </Stack>
    </Box>
  );
}
