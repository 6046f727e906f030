// The front door: sign in, and a note that registration is by invitation only (spec 1).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useUserInfo } from '../../../lib/session/user-info.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const user = useUserInfo();
  const signedIn = Boolean(user.data);
  return (
    <AuthLayout title={t('home.title')}>
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('home.tagline')}</Typography>
        {signedIn ? (
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large" data-testid="home-signin">
            {t('home.toDashboard')}
          </Button>
        ) : (
          // The sign-in page is a page of its own (login.html): a plain link.
          <Button href="/login" variant="contained" size="large" data-testid="home-signin">
            {t('home.signIn')}
          </Button>
        )}
        <Alert severity="info" data-testid="registration-closed">
          {t('home.registrationClosed')}
        </Alert>
      </Stack>
    </AuthLayout>
  );
}
