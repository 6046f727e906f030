// One video of the search: its title (to YouTube) and channel (to the channel's discovery card when
// the caller may open the discovery page, otherwise to YouTube), publish date, length, figures and language, and the way to a collaboration
// package with its channel (given by the page's composer).
import type { VideoSearchItem } from '@chorus/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/paged-table.tsx';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { watchUrl } from '../../../lib/watch-url.ts';
import { formatLength } from './video-search-model.ts';

export function videoColumns(t: (key: string) => string, collab: boolean): Column[] {
  return [
    { label: t('videos:columns.video'), sx: { minWidth: 260 } },
    { label: t('videos:columns.published') },
    { label: t('videos:columns.length'), align: 'right' },
    { label: t('videos:columns.views'), align: 'right' },
    { label: t('videos:columns.viewsPerDay'), align: 'right' },
    { label: t('videos:columns.engagement'), align: 'right' },
    { label: t('videos:columns.language') },
    collab && { label: t('videos:columns.actions'), align: 'right' },
  ];
}

/** `proposeHref`: where a collaboration package with the video's channel starts (none: no such action). */
type Props = { video: VideoSearchItem; channelHref: string | null; proposeHref: string | null };

export function VideoRow({ video, channelHref, proposeHref }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <TableRow hover data-testid="video-row">
      <TableCell>
        <Link href={watchUrl(video.video_id)} target="_blank" rel="noreferrer" underline="hover" sx={{ fontWeight: 500 }}>
          {video.title}
        </Link>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          {channelHref ? (
            <Link component={RouterLink} to={channelHref} variant="body2" aria-label={t('videos:openChannel', { title: video.channel_title })}>
              {video.channel_title}
            </Link>
          ) : (
            <Link href={`https://www.youtube.com/channel/${encodeURIComponent(video.channel_id)}`} target="_blank" rel="noreferrer" variant="body2">
              {video.channel_title}
            </Link>
          )}
          {video.in_network && <Chip size="small" variant="outlined" label={t('videos:inNetwork')} />}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(video.published_at))}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {video.is_short && <Chip size="small" color="secondary" label={t('videos:short')} sx={{ mr: 1 }} />}
        {formatLength(video.duration_seconds)}
      </TableCell>
      <TableCell align="right">{formatCount(video.views, language)}</TableCell>
      <TableCell align="right">{formatNumber(video.views_per_day, language)}</TableCell>
      <TableCell align="right">{percent.format(video.engagement_rate / 100)}</TableCell>
      <TableCell>{video.language ? t(`videos:languages.${video.language}`) : '—'}</TableCell>
      {proposeHref !== null && (
        <TableCell align="right">
          <Button size="small" component={RouterLink} to={proposeHref} sx={{ whiteSpace: 'nowrap' }}>
            {t('videos:proposeCollab')}
          </Button>
        </TableCell>
      )}
    </TableRow>
  );
}
