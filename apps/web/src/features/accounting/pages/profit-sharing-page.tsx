// The profit-sharing page (spec 2, 6): a channel's ratios, for the accounting staff (any channel)
// and for owners, members and advertising partners (their channels). Owners read their statements
// on the accounting page.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { ChannelField } from '../ledger/channel-field.tsx';
import { RatiosPanel } from '../ledger/index.ts';

export function ProfitSharingPage() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [channelId, setChannelId] = useState<string | null>(user.channels[0]?.channel_id ?? null);
  return (
    <DashboardPage maxWidth={1100} title={t('ledger:pages.profitSharing.title')} subtitle={t('ledger:pages.profitSharing.subtitle')}>
      <Stack spacing={3}>
        <ChannelField value={channelId} onChange={setChannelId} testId="profit-sharing-channel" />
        {channelId ? <RatiosPanel channelId={channelId} /> : <Typography color="text.secondary">{t('ledger:pickChannel')}</Typography>}
      </Stack>
    </DashboardPage>
  );
}
