// Sign in (spec 2 and 5): e-mail or account, password with a show toggle, language and currency,
// the 3-minute countdown, and a link to reset a forgotten password.
import { defaultCurrencyOf, loginCurrencies, looksLikeEmail, type Currency, type Language } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { TimerIcon } from '../../../components/icons.tsx';
import { InputField } from '../../../components/input-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { storeCurrency, storedCurrency } from '../../../lib/preferences.ts';
import { userInfoKey } from '../../../lib/session/user-info-key.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { mmss, useLoginWindow } from '../hooks/use-login-window.ts';

export function LoginPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { state: window, reopen, pause } = useLoginWindow();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState<Currency>(() => {
    const stored = storedCurrency();
    return (loginCurrencies as readonly string[]).includes(stored) ? stored : 'TWD';
  });
  // Switching the language proposes its currency (spec 1) until the user picks one themselves.
  const currencyPicked = useRef(false);
  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    const proposed = defaultCurrencyOf[i18n.language as Language];
    if (!currencyPicked.current && (loginCurrencies as readonly string[]).includes(proposed)) setCurrency(proposed);
  }, [i18n.language]);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const errors: Record<string, string> = {};
    if (!identifier.trim()) errors.identifier = t('messages:validation.emailOrAccountRequired');
    if (!password) errors.password = t('messages:validation.passwordRequired');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0 || window.phase !== 'open') return;
    setBusy(true);
    try {
      const typed = identifier.trim();
      await api('login', {
        body: {
          ...(looksLikeEmail(typed) ? { email: typed } : { account: typed }),
          password,
          challenge: window.challenge,
          language: i18n.language as Language,
        },
      });
      storeCurrency(currency);
      // Refetch even when nothing on this page observes it: a cached "signed out" (from the home
      // page, a redirect or a logout) would otherwise send the dashboard straight back here.
      await queryClient.invalidateQueries({ queryKey: userInfoKey, refetchType: 'all' });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/dashboard') ? from : '/dashboard', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'errors.loginWindowExpired' && failure.retryAfter) pause(failure.retryAfter);
      else if (failure instanceof ApiError && failure.code === 'errors.loginWindowMissing') void reopen();
      setError(failure instanceof Error ? failure.message : t('messages:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('login.title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
          {window.phase === 'paused' && (
            <Alert severity="warning" data-testid="login-paused">
              {t('login.paused', { time: mmss(window.secondsLeft) })}
            </Alert>
          )}
          {window.phase === 'failed' && <Alert severity="error">{window.message}</Alert>}
          <InputField
            label={t('login.identifier')}
            autoComplete="username"
            value={identifier}
            onChange={setIdentifier}
            error={Boolean(fieldErrors.identifier)}
            helperText={fieldErrors.identifier ?? t('login.identifierHelp')}
            autoFocus
            testId="login-identifier"
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
            testId="login-password"
          />
          <InputField
            size="small"
            label={t('currency')}
            value={currency}
            onChange={(value) => {
              currencyPicked.current = true;
              setCurrency(value as Currency);
            }}
            options={loginCurrencies.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
            testId="currency-select"
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              {t('login.forgot')}
            </Link>
            {window.phase === 'open' && (
              <Typography
                variant="body2"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: window.secondsLeft <= 30 ? 'warning.main' : 'text.secondary' }}
                data-testid="login-countdown"
              >
                <TimerIcon fontSize="small" />
                {t('login.countdown', { time: mmss(window.secondsLeft) })}
              </Typography>
            )}
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={busy || window.phase !== 'open'} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
