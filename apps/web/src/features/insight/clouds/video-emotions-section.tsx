// Video emotion and summary (spec 2, 3, 8): per video of the period, its thumbnail ("Unable to get the
// video thumbnail" when it does not load), the spec 3 metrics (impressions and CTR, or "Unable to
// retrieve CTR data"), the emotion tags and direction (0 to 100 %), the most liked comments per
// emotion and the stored extractive summary of what viewers said.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount, formatPercent } from '../../../lib/format.ts';
import { useVideoEmotions, type Period, type VideoEmotions } from './clouds-queries.ts';

type Video = VideoEmotions['videos'][number];

export function VideoEmotionsSection({ channelId, period }: { channelId: string; period: Period }) {
  const { t } = useTranslation('insight');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const periodKey = `${period.start}|${period.end}`;
  const page = paging.key === periodKey ? paging.page : 1;
  const list = useVideoEmotions(channelId, period, page);
  const pages = list.data ? Math.ceil(list.data.total / list.data.page_size) : 0;
  return (
    <SectionCard title={t('insight:clouds.emotion.title')} subtitle={t('insight:clouds.emotion.subtitle')} testId="insight-video-emotions">
      {list.isPending ? (
        <LinearProgress />
      ) : list.isError ? (
        <Alert severity="error">{list.error instanceof ApiError ? list.error.message : t('messages:errors.generic')}</Alert>
      ) : list.data.videos.length === 0 ? (
        <Alert severity="info">{t('insight:clouds.emotion.none')}</Alert>
      ) : (
        <Stack sx={{ gap: 3 }}>
          {list.isFetching && <LinearProgress />}
          {list.data.videos.map((v) => (
            <VideoCard key={v.video_id} video={v} />
          ))}
          {pages > 1 && (
            <Pagination count={pages} page={page} onChange={(_, next) => setPaging({ key: periodKey, page: next })} sx={{ alignSelf: 'center' }} size="small" />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function Thumbnail({ video }: { video: Video }) {
  const { t } = useTranslation('insight');
  const [failed, setFailed] = useState(false);
  const box = { width: { xs: '100%', sm: 200 }, aspectRatio: '16 / 9', flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' };
  if (failed)
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', p: 1 }} data-testid="thumbnail-missing">
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('insight:clouds.emotion.noThumbnail')}
        </Typography>
      </Box>
    );
  return (
    <Box
      component="img"
      src={video.thumbnail_url}
      alt={video.title}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  );
}

function VideoCard({ video }: { video: Video }) {
  const { t, i18n } = useTranslation('insight');
  const n = (value: number) => formatCount(value, i18n.language);
  return (
    <Box component="article" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} data-testid="emotion-video">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Thumbnail video={video} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {new Date(video.published_at).toLocaleDateString(i18n.language)}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', m: 0, mt: 1, '& dt': { color: 'text.secondary', fontSize: 12 }, '& dd': { m: 0 } }}
          >
            <Metric label={t('insight:clouds.emotion.impressions')} value={video.impressions === null ? null : n(video.impressions)} />
            <Metric label={t('insight:clouds.emotion.ctr')} value={video.ctr_percent === null ? null : formatPercent(video.ctr_percent, i18n.language)} />
            <Metric label={t('insight:clouds.emotion.views')} value={n(video.views)} />
            <Metric label={t('insight:clouds.emotion.likes')} value={n(video.likes)} />
            <Metric label={t('insight:clouds.emotion.comments')} value={n(video.comments)} />
          </Box>
          {video.ctr_percent === null && (
            <Typography variant="caption" color="text.secondary" data-testid="ctr-missing">
              {t('insight:clouds.emotion.noCtr')}
            </Typography>
          )}
          <Direction video={video} />
        </Box>
      </Stack>
      {video.summary.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{t('insight:clouds.emotion.summary')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {video.summary.map((s) => (
              <Typography component="li" variant="body2" key={s.comment_id} sx={{ overflowWrap: 'anywhere' }}>
                {s.text}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {video.top_comments.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{t('insight:clouds.emotion.topComments')}</Typography>
          <Stack sx={{ gap: 1, mt: 0.5 }}>
            {video.top_comments.map((group) => (
              <Box key={group.emotion} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '7em minmax(0, 1fr)' }, gap: 1, alignItems: 'start' }}>
                <Chip size="small" label={t(`insight:clouds.emotions.${group.emotion}`)} sx={{ justifySelf: 'start' }} />
                <Box sx={{ minWidth: 0 }}>
                  {group.comments.map((c) => (
                    <Typography key={c.comment_id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {c.text}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {t('insight:clouds.emotion.byLikes', { author: c.author, n: n(c.likes) })}
                      </Typography>
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

function Metric({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('insight');
  return (
    <Box>
      <Box component="dt">{label}</Box>
      <Box component="dd">{value ?? t('insight:clouds.emotion.notAvailable')}</Box>
    </Box>
  );
}

function Direction({ video }: { video: Video }) {
  const { t } = useTranslation('insight');
  if (video.direction === null)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('insight:clouds.emotion.notAnalysed')}
      </Typography>
    );
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {video.emotion_tags.map((tag) => (
          <Chip key={tag} size="small" color="primary" variant="outlined" label={t(`insight:clouds.emotions.${tag}`)} data-testid="emotion-tag" />
        ))}
        <Typography variant="body2" data-testid="emotion-direction">
          {t('insight:clouds.emotion.direction', { n: video.direction })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('insight:clouds.emotion.analysed', { count: video.comments_analyzed })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={video.direction}
        aria-label={t('insight:clouds.emotion.direction', { n: video.direction })}
        sx={{ mt: 0.5, height: 8, borderRadius: 4, maxWidth: 320 }}
        color={video.direction >= 60 ? 'success' : video.direction >= 40 ? 'primary' : 'error'}
      />
    </Box>
  );
}
