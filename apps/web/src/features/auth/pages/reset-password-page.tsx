// Reset password (spec 2): the link's token and user id, a new password twice, then back to sign-in
// after 10 seconds.
import { RESET_REDIRECT_SECONDS } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CheckedLink } from '../components/dead-link.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userId = Number(params.get('uid') ?? '');
  const linkValid = useEndpointQuery('verify', { query: { token, user_id: userId } }, { enabled: Boolean(token) && userId > 0, retry: false });
  const [done, setDone] = useState(false);
  const reset = async (password: string, confirm: string) => {
    await api('resetPassword', { body: { token, user_id: userId, new_password: password, confirm_password: confirm } });
    setDone(true);
  };

  const invalidLink = !token || !(userId > 0) || linkValid.data?.valid === false || linkValid.isError;

  return (
    <AuthLayout title={t('reset.title')}>
      {done ? (
        <ResetDone />
      ) : (
        <CheckedLink
          checking={linkValid.isLoading}
          dead={
            invalidLink
              ? { message: t('messages:errors.resetTokenInvalid'), testId: 'reset-invalid', to: '/forgot-password', action: t('reset.requestNew') }
              : null
          }
        >
          <NewPasswordForm
            labels={{ password: t('reset.newPassword'), confirm: t('reset.confirmPassword'), submit: t('reset.submit') }}
            testIdPrefix="reset"
            onSubmit={reset}
          />
        </CheckedLink>
      )}
    </AuthLayout>
  );
}

function ResetDone() {
  const { t } = useTranslation();
  const [left, setLeft] = useState(RESET_REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      // The sign-in page is a page of its own (login.html): a full navigation.
      window.location.replace('/login');
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Stack spacing={2}>
      <Alert severity="success" data-testid="reset-done">
        {t('messages:success.passwordReset')} {t('reset.redirecting', { seconds: left })}
      </Alert>
      <Button href="/login" variant="contained">
        {t('reset.toLogin')}
      </Button>
    </Stack>
  );
}
