// The top four videos of the period (spec 9) as cards: thumbnail, title, views and reactions.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from './icons.tsx';
import type { VideoRow } from '../api.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { watchUrl } from '../../../lib/watch-url.ts';

function Thumbnail({ video }: { video: VideoRow }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [failed, setFailed] = useState(false);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200', overflow: 'hidden', background: 'linear-gradient(135deg, #e0e7ff, #f1f5f9)' }}>
      {!failed && (
        <Box
          component="img"
          src={`https://i.ytimg.com/vi/${encodeURIComponent(video.video_id)}/mqdefault.jpg`}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {failed && (
        <Stack
          sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', color: 'primary.main', gap: 0.5 }}
          title={t('messages:errors.thumbnailUnavailable')}
        >
          <PlayIcon sx={{ fontSize: 40 }} />
        </Stack>
      )}
      <Box
        sx={{
          position: 'absolute',
          right: 6,
          bottom: 6,
          bgcolor: 'rgba(15,23,42,.8)',
          color: '#fff',
          px: 0.75,
          borderRadius: 0.5,
          fontSize: 12,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {f.duration(video.duration_seconds)}
      </Box>
      <Box sx={{ position: 'absolute', left: 6, top: 6, bgcolor: 'rgba(255,255,255,.92)', px: 0.75, borderRadius: 0.5, fontSize: 12, fontWeight: 600 }}>
        {t(`analytics:videos.kinds.${video.kind}`)}
      </Box>
    </Box>
  );
}

export function TopVideos({ videos }: { videos: readonly VideoRow[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (videos.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {t('analytics:videos.none')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }} data-testid="top-videos">
      {videos.map((video, i) => (
        <Card key={video.video_id} variant="outlined" data-testid="top-video">
          <CardActionArea
            component="a"
            href={watchUrl(video.video_id)}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
          >
            <Thumbnail video={video} />
            <Box sx={{ p: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Typography sx={{ fontWeight: 800, color: 'primary.main', lineHeight: 1.4 }}>#{i + 1}</Typography>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 600,
                    lineHeight: 1.4,
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    minHeight: '2.8em',
                  }}
                  title={video.title}
                >
                  {video.title}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {f.date(video.published_at)}
              </Typography>
              <Stack direction="row" sx={{ gap: 2, mt: 'auto', flexWrap: 'wrap' }}>
                <Metric label={t('analytics:metrics.views')} value={f.count(video.views)} />
                <Metric label={t('analytics:metrics.likes')} value={f.count(video.likes)} />
                <Metric label={t('analytics:metrics.comments')} value={f.count(video.comments)} />
              </Stack>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.2 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}
