// Accept an invitation (registration is closed, spec 1): the mailed link /accept-invitation?token&uid
// is checked first; the invitee then sets a password under the shared rules and lands, signed in,
// in the dashboard (a team invitation says which team they join, and as what).
import type { Language } from '@chorus/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CheckedLink } from '../components/dead-link.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { useEndpointCache, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export function AcceptInvitationPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('invitation.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cache = useEndpointCache();
  const token = params.get('token') ?? '';
  const userId = Number(params.get('uid') ?? '');
  const usable = Boolean(token) && Number.isInteger(userId) && userId > 0;
  const check = useEndpointQuery(
    'invitationCheck',
    { query: { token, uid: userId } },
    {
      enabled: usable,
      retry: false,
    },
  );

  const accept = async (password: string, confirm: string) => {
    await api('acceptInvitation', { body: { token, user_id: userId, password, confirm, language: i18n.language as Language } });
    // Signed in now: the dashboard must not reuse a cached "signed out".
    cache.forget('userInfo');
    navigate('/dashboard', { replace: true });
  };

  const invalid = !usable || check.isError || check.data?.valid === false;
  const invitation = check.data;

  return (
    <AuthLayout title={t('invitation.title')}>
      <CheckedLink
        checking={usable && check.isLoading}
        dead={invalid ? { message: t('invitation.invalid'), testId: 'invitation-invalid', to: '/login', action: t('invitation.toLogin') } : null}
      >
        <NewPasswordForm
          labels={{ password: t('invitation.password'), confirm: t('invitation.confirm'), submit: t('invitation.submit') }}
          testIdPrefix="invitation"
          onSubmit={accept}
          username={invitation?.email ?? ''}
          intro={
            <Box data-testid="invitation-welcome">
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('invitation.welcome', { name: invitation?.name ?? '' })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('invitation.intro', { email: invitation?.email ?? '', role: invitation?.account_type ? t(`nav:roles.${invitation.account_type}`) : '' })}
              </Typography>
              {invitation?.team && (
                <Typography variant="body2" color="text.secondary" data-testid="invitation-team">
                  {t('invitation.team', { team: invitation.team.name, role: t(`invitation.teamRoles.${invitation.team.role}`) })}
                </Typography>
              )}
            </Box>
          }
          note={
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
          }
        />
      </CheckedLink>
    </AuthLayout>
  );
}
