// The profit-sharing page (spec 2, 6): a channel's ratios, for the accounting staff (any channel)
// and for owners, members and advertising partners (their channels). Owners also see their own
// statements here until the accounting page's shell (which lists CreatorStatements) is merged.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { ChannelField } from '../ledger/channel-field.tsx';
import { CreatorStatements, RatiosPanel } from '../ledger/index.ts';

export function ProfitSharingPage() {
  const { t } = useTranslation();
  const { user, canSeePage } = useAccess();
  const [channelId, setChannelId] = useState<string | null>(user.channels[0]?.channel_id ?? null);
  const ownsChannels = user.channels.some((c) => c.member_type === 'owner');
  return (
    <DashboardPage maxWidth={1100} title={t('ledger:pages.profitSharing.title')} subtitle={t('ledger:pages.profitSharing.subtitle')}>
      <Stack spacing={3}>
        <ChannelField value={channelId} onChange={setChannelId} testId="profit-sharing-channel" />
        {channelId ? <RatiosPanel channelId={channelId} /> : <Typography color="text.secondary">{t('ledger:pickChannel')}</Typography>}
        {ownsChannels && canSeePage('accounting') && <CreatorStatements />}
      </Stack>
    </DashboardPage>
  );
}
