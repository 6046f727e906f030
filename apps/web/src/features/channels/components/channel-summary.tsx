// The channel at a glance, above the overview: icon, title, source, totals and how fresh the data is;
// for the managing roles, whether it is hidden from advertisers and the control to change that.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Overview } from '../api.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { ChannelTransferControl } from './channel-transfer.tsx';
import { ChannelVisibilityChip, ChannelVisibilityControl } from './channel-visibility.tsx';

export function ChannelSummary({ channel }: { channel: Overview['channel'] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const stats = [
    { key: 'subscribers', label: t('analytics:summary.subscribers'), value: channel.subscribers },
    { key: 'views', label: t('analytics:summary.views'), value: channel.views },
    { key: 'videos', label: t('analytics:summary.videos'), value: channel.video_count },
  ];
  return (
    <Card variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="channel-summary">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={channel.icon_url ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>
          {[...channel.title][0]}
        </Avatar>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap title={channel.title} data-testid="channel-summary-title">
            {channel.title}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            {channel.handle && (
              <Typography variant="body2" color="text.secondary">
                {channel.handle}
              </Typography>
            )}
            <Chip size="small" label={t(`analytics:summary.sources.${channel.source_type}`)} sx={{ height: 22 }} />
            <Chip size="small" variant="outlined" label={t(`analytics:summary.languages.${channel.language}`)} sx={{ height: 22 }} />
            <ChannelVisibilityChip channelId={channel.channel_id} />
          </Stack>
        </Box>
        <Stack direction="row" sx={{ gap: { xs: 2, md: 4 }, flexWrap: 'wrap' }}>
          {stats.map((s) => (
            <Box key={s.key} sx={{ minWidth: 88 }}>
              <Typography variant="caption" color="text.secondary">
                {s.label}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                title={f.number(s.value)}
                data-testid={`channel-summary-${s.key}`}
              >
                {f.count(s.value)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {channel.data_through ? t('analytics:summary.dataThrough', { date: f.date(channel.data_through) }) : t('analytics:summary.noData')}
      </Typography>
      <ChannelVisibilityControl channelId={channel.channel_id} />
      <ChannelTransferControl channelId={channel.channel_id} title={channel.title} />
    </Card>
  );
}
