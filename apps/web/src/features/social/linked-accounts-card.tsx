// The profile's card of linked Instagram and TikTok accounts (issue 27: the creator or channel owner
// links from the profile): per channel the reader may link on (linksSocialAccount), each platform's
// account with its state and unlink, or the link button.
import { linksSocialAccount, socialPlatforms, type SocialPlatform } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionCard } from '../../components/section-card.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';
import { useSocialAccounts } from './api.ts';
import './i18n.ts';
import { LinkButton, LinkWarningNote, UnlinkButton } from './link-controls.tsx';

type OwnChannel = { channel_id: string; channel_title: string };

/** What the platform's return to the profile says (the server's callback: ?social=<outcome>&platform=). */
const outcomes = { linked: 'success', denied: 'info', invalid: 'error', scope: 'warning', failed: 'error', busy: 'warning' } as const;
type Outcome = keyof typeof outcomes;

function LinkOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('social') as Outcome | null;
  const platform = params.get('platform') as SocialPlatform | null;
  if (!outcome || !(outcome in outcomes) || !platform || !socialPlatforms.includes(platform)) return null;
  const close = () => setParams((p) => (p.delete('social'), p.delete('platform'), p), { replace: true });
  return (
    <Alert severity={outcomes[outcome]} onClose={close} sx={{ mb: 2 }} data-testid="social-link-outcome">
      {t(`social:profile.outcomes.${outcome}`, { platform: t(`social:platforms.${platform}`) })}
    </Alert>
  );
}

/** Nothing for those who link on no channel of their own (their profile asks nothing of the social area). */
export function LinkedAccountsCard() {
  const { user, subject } = useAccess();
  const channels = user.channels.filter((c) => linksSocialAccount(subject, c));
  return channels.length > 0 ? <LinkedAccounts channels={channels} /> : null;
}

function LinkedAccounts({ channels }: { channels: readonly OwnChannel[] }) {
  const { t } = useTranslation();
  const list = useSocialAccounts();
  const accounts = list.data?.items ?? [];
  return (
    <SectionCard title={t('social:profile.title')} subtitle={t('social:profile.help')} testId="social-profile">
      <LinkOutcome />
      {list.error && (
        <Typography color="error" data-testid="social-load-failed">
          {list.error.message || t('messages:errors.generic')}
        </Typography>
      )}
      <Stack divider={<Divider />} spacing={2}>
        {channels.map((channel) => (
          <Box key={channel.channel_id} data-testid={`social-profile-${channel.channel_id}`}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {channel.channel_title}
            </Typography>
            <Stack spacing={1}>
              {socialPlatforms.map((platform) => {
                const account = accounts.find((a) => a.channel_id === channel.channel_id && a.platform === platform);
                return (
                  <Fragment key={platform}>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={`social-profile-row-${platform}`}>
                      <Typography sx={{ minWidth: 96, fontWeight: 500 }}>{t(`social:platforms.${platform}`)}</Typography>
                      {account ? (
                        <>
                          <Typography data-testid={`social-profile-account-${platform}`}>@{account.username}</Typography>
                          <UnlinkButton account={account} />
                        </>
                      ) : list.data ? (
                        <LinkButton platform={platform} channelId={channel.channel_id} channelName={channel.channel_title} />
                      ) : null}
                    </Stack>
                    {account && <LinkWarningNote account={account} canLink channelName={channel.channel_title} />}
                  </Fragment>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
