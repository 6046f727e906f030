// The igData and tiktokData pages (spec 2 singles, issue 27): a linked account's first-party figures.
// Which account: the address's (?account=), else the current channel's, else the first one the
// reader may see. Link and unlink are drawn for those the server lets do them (linksSocialAccount,
// the contract's policy); the viewer reads without them.
import { linksSocialAccount, type SocialPlatform } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../components/page-header.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';
import { AccountPicker } from './account-picker.tsx';
import { useSocialAccounts } from './api.ts';
import './i18n.ts';
import { InsightsView } from './insights-view.tsx';
import { LinkButton, LinkWarningNote, UnlinkButton } from './link-controls.tsx';
import { pickAccount, platformAccounts, platformPage } from './social-model.ts';

export const InstagramPage = () => <SocialPage platform="instagram" />;
export const TikTokPage = () => <SocialPage platform="tiktok" />;

export function SocialPage({ platform }: { platform: SocialPlatform }) {
  const { t } = useTranslation();
  const { subject, channel } = useAccess();
  const [params, setParams] = useSearchParams();
  const list = useSocialAccounts();
  const accounts = platformAccounts(list.data?.items ?? [], platform);
  const requested = Number(params.get('account')) || null;
  const account = pickAccount(accounts, requested, channel?.id ?? null);
  const currentChannelId = channel?.id ?? null;
  const linksHere = currentChannelId !== null && linksSocialAccount(subject, { channel_id: currentChannelId });
  const currentLinked = accounts.some((a) => a.channel_id === currentChannelId);

  return (
    <DashboardPage
      maxWidth={1400}
      page={platformPage[platform]}
      subtitle={t(`social:${platform}.subtitle`)}
      actions={linksHere && !currentLinked ? <LinkButton platform={platform} channelId={currentChannelId} channelName={channel?.name ?? ''} /> : undefined}
    >
      {list.error ? (
        <Alert severity="error" data-testid="social-load-failed">
          {list.error.message || t('messages:errors.generic')}
        </Alert>
      ) : list.isPending ? null : account === null ? (
        <Alert severity="info" data-testid="social-empty">
          {t(`social:empty.${platform}`)} {t(linksHere ? 'social:empty.linkAbove' : 'social:empty.askOwner')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <AccountPicker accounts={accounts} value={account} onChange={(id) => setParams((p) => (p.set('account', String(id)), p), { replace: true })} />
            {linksSocialAccount(subject, account) && <UnlinkButton account={account} />}
          </Stack>
          <LinkWarningNote account={account} canLink={linksSocialAccount(subject, account)} channelName={account.channel_title} />
          <InsightsView key={account.account_id} account={account} />
        </Stack>
      )}
    </DashboardPage>
  );
}
