// Spec 2 profile: "channel authorization (as channel owner or content manager)". Lists one's YouTube
// grants and their channels, starts a new one (the server answers Google's consent address and the
// browser goes there; Google's answer comes back to this page as ?youtube=<outcome>) and withdraws
// one. A server without a Google client says so instead of offering buttons that cannot work.
import { youtubeRoles, type EndpointOutput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCallbackAnswer } from '../../../lib/use-callback-answer.ts';
import { useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';

type Role = (typeof youtubeRoles)[number];
type Grant = EndpointOutput<'youtubeAuthorizations'>['authorizations'][number];

/** What the callback can answer (youtube.routes.ts callbackLocation); anything else reads as failed. */
const outcomes = ['linked', 'denied', 'invalid', 'scope', 'noChannel', 'quota', 'failed'] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: string): value is Outcome => (outcomes as readonly string[]).includes(value);

export function YoutubeAuthorizations() {
  const { t, i18n } = useTranslation();
  const write = useEndpointWrite();
  const grants = useEndpointQuery('youtubeAuthorizations');
  const [starting, setStarting] = useState<Role | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Grant | null>(null);
  const toast = useToast();

  const start = async (role: Role) => {
    setStarting(role);
    setFailure(null);
    try {
      const { url } = await api('youtubeOauthStart', { query: { role } });
      window.location.assign(url);
    } catch (error) {
      setStarting(null);
      if (error instanceof ApiError && error.code === 'errors.oauthNotConfigured') setNotConfigured(true);
      else setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    }
  };

  const revoke = async (grant: Grant) => {
    await write('youtubeRevoke', { params: { id: grant.id } });
    toast(t('profile.youtube.revoked'));
  };

  const live = (grants.data?.authorizations ?? []).filter((g) => g.revoked_at === null);

  return (
    <SectionCard title={t('profile.youtube.title')} subtitle={t('profile.youtube.help')} testId="youtube-authorizations">
      <Stack spacing={2}>
        <CallbackOutcome />
        {notConfigured && (
          <Alert severity="info" data-testid="youtube-not-configured">
            {t('profile.youtube.notConfigured')}
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {grants.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : grants.isError ? (
          <Alert severity="error">{grants.error.message}</Alert>
        ) : live.length === 0 ? (
          <Typography color="text.secondary" data-testid="youtube-none">
            {t('profile.youtube.none')}
          </Typography>
        ) : (
          <List dense disablePadding data-testid="youtube-grants">
            {live.map((grant) => (
              <ListItem key={grant.id} disableGutters data-testid={`youtube-grant-${grant.id}`} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 200px', minWidth: 0 }}
                  primary={
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip size="small" color="primary" variant="outlined" label={t(`profile.youtube.roles.${grant.role}`)} />
                      <Typography variant="caption" color="text.secondary">
                        {t('profile.youtube.since', { date: formatDateTime(grant.created_at, i18n.language) })}
                      </Typography>
                    </Stack>
                  }
                  secondary={
                    <Stack component="span" sx={{ mt: 0.5 }}>
                      {grant.channels.length === 0 ? (
                        <span>{t('profile.youtube.noChannels')}</span>
                      ) : (
                        grant.channels.map((c) => (
                          <span key={c.channel_id} style={{ overflowWrap: 'anywhere' }}>
                            {c.title}
                            {c.last_error ? ` — ${t('profile.youtube.channelError')}` : ''}
                          </span>
                        ))
                      )}
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
                <Button size="small" color="error" onClick={() => setRevoking(grant)} data-testid={`youtube-revoke-${grant.id}`}>
                  {t('profile.youtube.revoke')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {youtubeRoles.map((role) => (
            <Button
              key={role}
              variant={role === 'channel_owner' ? 'contained' : 'outlined'}
              disabled={starting !== null || notConfigured}
              onClick={() => void start(role)}
              data-testid={`youtube-start-${role}`}
            >
              {t(`profile.youtube.start.${role}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
      {revoking && (
        <ConfirmDialog
          open
          title={t('profile.youtube.revokeTitle')}
          body={t('profile.youtube.revokeBody', { channels: revoking.channels.map((c) => c.title).join('、') || '—' })}
          confirmLabel={t('profile.youtube.revoke')}
          danger
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
          testId="youtube-revoke-dialog"
          confirmTestId="youtube-revoke-confirm"
        />
      )}
    </SectionCard>
  );
}

/** Google's answer, as the callback put it in the address; closing it takes it out of the address. */
function CallbackOutcome() {
  const { t } = useTranslation();
  const { params, dismiss } = useCallbackAnswer(['youtube', 'channels']);
  const raw = params.get('youtube');
  if (raw === null) return null;
  const outcome: Outcome = isOutcome(raw) ? raw : 'failed';
  const channels = Number(params.get('channels') ?? 0);
  return (
    <Alert severity={outcome === 'linked' ? 'success' : 'warning'} onClose={dismiss} data-testid="youtube-outcome" data-outcome={outcome}>
      {t(`profile.youtube.outcomes.${outcome}`, { count: channels })}
    </Alert>
  );
}
