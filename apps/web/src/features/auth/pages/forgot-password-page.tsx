// Forgot password (spec 2): the registered e-mail gets a reset link. The answer never says whether
// the address is registered.
import { emailSchema, type Language } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, shownError } from '../../../components/field-errors.ts';
import { InputField } from '../../../components/input-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useAction } from '../../../lib/use-action.ts';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, failure: error, setFailure: setError, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldErrors(emailSchema, email)._;
    if (invalid) {
      setError(t(invalid));
      return;
    }
    if (await run(() => api('forgetPassword', { query: { email: email.trim(), language: i18n.language as Language } }))) setSent(true);
  };

  return (
    <AuthLayout title={t('forgot.title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {sent ? (
            <Alert severity="success" data-testid="forgot-sent">
              {t('messages:success.resetMailSent')}
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary">{t('forgot.help')}</Typography>
              <InputField
                label={t('forgot.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                {...shownError(error)}
                autoFocus
                testId="forgot-email"
              />
              <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="forgot-submit">
                {t('forgot.submit')}
              </Button>
            </>
          )}
          {/* The sign-in page is a page of its own (login.html): a plain link. */}
          <Link href="/login" variant="body2">
            {t('forgot.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
