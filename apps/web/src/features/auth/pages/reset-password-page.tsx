// Reset password (spec 2): the link's token and user id, a new password twice, then back to sign-in
// after 10 seconds.
import { RESET_REDIRECT_SECONDS } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { translateAll } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { newPasswordErrors, PasswordRules } from '../../../components/password-rules.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userId = Number(params.get('uid') ?? '');
  const linkValid = useQuery({
    queryKey: ['verify', token, userId],
    queryFn: () => api('verify', { query: { token, user_id: userId } }),
    enabled: Boolean(token) && userId > 0,
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = translateAll(newPasswordErrors(password, confirm), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('resetPassword', { body: { token, user_id: userId, new_password: password, confirm_password: confirm } });
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const invalidLink = !token || !(userId > 0) || linkValid.data?.valid === false || linkValid.isError;

  return (
    <AuthLayout title={t('reset.title')}>
      {done ? (
        <ResetDone />
      ) : linkValid.isLoading ? (
        <CircularProgress />
      ) : invalidLink ? (
        <Stack spacing={2}>
          <Alert severity="error" data-testid="reset-invalid">
            {t('messages:errors.resetTokenInvalid')}
          </Alert>
          <Link component={RouterLink} to="/forgot-password">
            {t('reset.requestNew')}
          </Link>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <PasswordField
              label={t('reset.newPassword')}
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={Boolean(errors.password)}
              helperText={errors.password}
              testId="reset-password"
            />
            <PasswordRules password={password} />
            <PasswordField
              label={t('reset.confirmPassword')}
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
              error={Boolean(errors.confirm)}
              helperText={errors.confirm}
              testId="reset-confirm"
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}

function ResetDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(RESET_REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      navigate('/login', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return (
    <Stack spacing={2}>
      <Alert severity="success" data-testid="reset-done">
        {t('messages:success.passwordReset')} {t('reset.redirecting', { seconds: left })}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('reset.toLogin')}
      </Button>
    </Stack>
  );
}
