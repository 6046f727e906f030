// Accept an invitation (registration is closed, spec 1): the mailed link /accept-invitation?token&uid
// is checked first; the invitee then sets a password under the shared rules and lands, signed in,
// in the dashboard.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { translateAll } from '../../../components/field-errors.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { newPasswordErrors, PasswordRules } from '../../../components/password-rules.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { userInfoKey } from '../../../lib/session/user-info-key.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export function AcceptInvitationPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('invitation.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = params.get('token') ?? '';
  const userId = Number(params.get('uid') ?? '');
  const usable = Boolean(token) && Number.isInteger(userId) && userId > 0;
  const check = useQuery({
    queryKey: ['invitation', token, userId],
    queryFn: () => api('invitationCheck', { query: { token, uid: userId } }),
    enabled: usable,
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = translateAll(newPasswordErrors(password, confirm), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('acceptInvitation', { body: { token, user_id: userId, password, confirm, language: i18n.language as 'zh-TW' | 'ja' | 'en' } });
      // Signed in now: the dashboard must not reuse a cached "signed out".
      await queryClient.invalidateQueries({ queryKey: userInfoKey, refetchType: 'all' });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
      setBusy(false);
    }
  };

  const invalid = !usable || check.isError || check.data?.valid === false;
  const invitation = check.data;

  return (
    <AuthLayout title={t('invitation.title')}>
      {usable && check.isLoading ? (
        <CircularProgress />
      ) : invalid ? (
        <Stack spacing={2}>
          <Alert severity="error" data-testid="invitation-invalid">
            {t('invitation.invalid')}
          </Alert>
          <Link component={RouterLink} to="/login">
            {t('invitation.toLogin')}
          </Link>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            <Box data-testid="invitation-welcome">
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('invitation.welcome', { name: invitation?.name ?? '' })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('invitation.intro', { email: invitation?.email ?? '', role: invitation?.account_type ? t(`nav:roles.${invitation.account_type}`) : '' })}
              </Typography>
            </Box>
            {failure && <Alert severity="error">{failure}</Alert>}
            {/* Lets a password manager file the new password under the invited address. */}
            <input type="email" name="username" autoComplete="username" value={invitation?.email ?? ''} readOnly hidden />
            <PasswordField
              label={t('invitation.password')}
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={Boolean(errors.password)}
              helperText={errors.password}
              testId="invitation-password"
            />
            <PasswordRules password={password} />
            <PasswordField
              label={t('invitation.confirm')}
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
              error={Boolean(errors.confirm)}
              helperText={errors.confirm}
              testId="invitation-confirm"
            />
            <Typography variant="caption" color="text.secondary">
              {t('invitation.agree')}{' '}
              <Link component={RouterLink} to="/terms">
                {t('legal.termsTitle')}
              </Link>
              {' · '}
              <Link component={RouterLink} to="/privacy">
                {t('legal.privacyTitle')}
              </Link>
            </Typography>
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="invitation-submit">
              {t('invitation.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
