// One creator of the discovery list: the channel (to its overview when the caller may open it,
// otherwise to YouTube), in the network or not, the contact e-mail and topics, where its figures
// come from and how old they are; then every figure the agency checks, and saving to a list.
import { pagePath, type DiscoveryItem } from '@chorus/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/paged-table.tsx';
import { formatCount, formatNumber, formatRatio } from '../../../lib/format.ts';
import { formatLength } from '../videos/video-search-model.ts';
import { ageInDays, figuresState } from './discovery-model.ts';

export function candidateColumns(t: (key: string) => string, actions: boolean): Column[] {
  const figure = (key: string): Column => ({ label: t(`exploration:columns.${key}`), align: 'right' });
  return [
    { label: t('exploration:columns.channel'), sx: { minWidth: 280 } },
    figure('subscribers'),
    figure('views'),
    figure('videos'),
    figure('median'),
    figure('shorts'),
    figure('cadence'),
    figure('length'),
    figure('lastUpload'),
    { label: t('exploration:columns.language') },
    actions && { label: t('exploration:columns.actions'), align: 'right' },
  ];
}

export const youtubeChannelUrl = (channelId: string) => `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;

type Props = {
  item: DiscoveryItem;
  /** Whether the caller may open the channel's overview in the dashboard. */
  canOpen: boolean;
  now: Date;
  /** The save button (or "saved"), when the caller may save prospects. */
  action: ReactNode | null;
};

export function CandidateRow({ item, canOpen, now, action }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const days = ageInDays(item.fetched_at, now);
  const age = days === null ? t('exploration:age.never') : days === 0 ? t('exploration:age.now') : t('exploration:age.days', { count: days });
  const pending = figuresState(item) === 'pending';
  const count = (value: number | null) => (value === null ? '—' : formatCount(value, language));
  const perVideo = (text: string | null) => (pending ? '…' : (text ?? '—'));
  return (
    <TableRow hover data-testid="candidate-row" data-channel={item.channel_id}>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={item.icon_url ?? undefined} alt="" sx={{ width: 36, height: 36 }} />
          <Box sx={{ minWidth: 0 }}>
            {canOpen ? (
              <Link
                component={RouterLink}
                to={pagePath('overview', item.channel_id)}
                underline="hover"
                sx={{ fontWeight: 500 }}
                aria-label={t('exploration:openChannel', { title: item.title })}
              >
                {item.title}
              </Link>
            ) : (
              <Link
                href={youtubeChannelUrl(item.channel_id)}
                target="_blank"
                rel="noreferrer"
                underline="hover"
                sx={{ fontWeight: 500 }}
                aria-label={t('exploration:openYoutube', { title: item.title })}
              >
                {item.title}
              </Link>
            )}
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
              {item.in_network && <Chip size="small" color="primary" variant="outlined" label={t('exploration:inNetwork')} />}
              {item.country && <Chip size="small" variant="outlined" label={item.country} />}
              {item.topics.slice(0, 3).map((topic) => (
                <Chip key={topic} size="small" label={topic} />
              ))}
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} color={item.contact_email ? 'text.primary' : 'text.secondary'}>
              {item.contact_email ?? t('exploration:noEmail')}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="candidate-origin">
              {t(`exploration:origin.${item.origin}`, { age })}
              {pending && ` · ${t('exploration:figuresPending')}`}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell align="right">{count(item.subscribers)}</TableCell>
      <TableCell align="right">{count(item.views)}</TableCell>
      <TableCell align="right">{item.video_count === null ? '—' : formatNumber(item.video_count, language)}</TableCell>
      <TableCell align="right">{perVideo(item.median_views_last10 === null ? null : count(item.median_views_last10))}</TableCell>
      <TableCell align="right">{perVideo(item.shorts_share === null ? null : formatRatio(item.shorts_share, language, 0))}</TableCell>
      <TableCell align="right">{perVideo(item.uploads_per_week === null ? null : formatNumber(item.uploads_per_week, language, 2))}</TableCell>
      <TableCell align="right">{perVideo(item.avg_duration_seconds === null ? null : formatLength(item.avg_duration_seconds))}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {perVideo(
          item.days_since_last_upload === null
            ? null
            : item.days_since_last_upload === 0
              ? t('exploration:today')
              : t('exploration:daysAgo', { count: item.days_since_last_upload }),
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {item.language ? (
          <Tooltip title={t('exploration:languageEstimate')}>
            <span>{t(`exploration:languages.${item.language}`)}</span>
          </Tooltip>
        ) : (
          '—'
        )}
      </TableCell>
      {action !== null && <TableCell align="right">{action}</TableCell>}
    </TableRow>
  );
}
