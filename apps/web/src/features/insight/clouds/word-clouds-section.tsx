// The content word cloud (titles and tags) and the comment word cloud of the page's period, in one of
// the channel's languages or all of them; a click on a word lists the videos and comments behind it.
// Drawn as wrapping HTML buttons (cloud-layout.ts), not on a canvas: every word is focusable and
// readable by a screen reader, CJK text wraps, and the cloud never runs wider than a phone.
import type { CloudSource, InsightLanguage } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { layoutCloud, TONES } from './cloud-layout.ts';
import { useCloudWord, useWordClouds, type Period, type WordClouds } from './clouds-queries.ts';
import { watchUrl } from '../../../lib/watch-url.ts';

type Chosen = { source: CloudSource; term: string };

export function WordCloudsSection({ channelId, period }: { channelId: string; period: Period }) {
  const { t } = useTranslation('insight');
  const [language, setLanguage] = useState<InsightLanguage | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const clouds = useWordClouds(channelId, period, language);
  const languages = clouds.data?.languages ?? [];
  const choose = (next: InsightLanguage | null) => {
    setLanguage(next);
    setChosen(null);
  };

  return (
    <SectionCard title={t('insight:clouds.words.title')} subtitle={t('insight:clouds.words.subtitle')} testId="insight-word-clouds">
      {languages.length > 1 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} role="group" aria-label={t('insight:clouds.words.language')}>
          <Chip label={t('insight:clouds.words.allLanguages')} color={language === null ? 'primary' : 'default'} onClick={() => choose(null)} />
          {languages.map((l) => (
            <Chip
              key={l}
              label={t(`insight:clouds.languages.${l}`)}
              color={language === l ? 'primary' : 'default'}
              onClick={() => choose(l)}
              data-testid={`cloud-language-${l}`}
            />
          ))}
        </Stack>
      )}
      {clouds.isPending ? (
        <LinearProgress />
      ) : clouds.isError ? (
        <Alert severity="error">{clouds.error instanceof ApiError ? clouds.error.message : t('messages:errors.generic')}</Alert>
      ) : (
        <>
          {clouds.isFetching && <LinearProgress sx={{ mb: 1 }} />}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Cloud title={t('insight:clouds.words.content')} source="content" cloud={clouds.data.content} chosen={chosen} onChoose={setChosen} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Cloud title={t('insight:clouds.words.comments')} source="comments" cloud={clouds.data.comments} chosen={chosen} onChoose={setChosen} />
            </Grid>
          </Grid>
          {chosen && <WordDetail channelId={channelId} period={period} language={language} chosen={chosen} />}
        </>
      )}
    </SectionCard>
  );
}

function Cloud({
  title,
  source,
  cloud,
  chosen,
  onChoose,
}: {
  title: string;
  source: CloudSource;
  cloud: WordClouds['content'];
  chosen: Chosen | null;
  onChoose: (word: Chosen) => void;
}) {
  const { t, i18n } = useTranslation('insight');
  const theme = useTheme();
  const laid = useMemo(() => layoutCloud(cloud.words), [cloud.words]);
  const tones = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.dark,
    theme.palette.warning.dark,
    theme.palette.info.dark,
  ].slice(0, TONES);
  return (
    <Box data-testid={`cloud-${source}`}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(source === 'content' ? 'insight:clouds.words.videosAnalysed' : 'insight:clouds.words.commentsAnalysed', {
          count: cloud.items,
          n: formatCount(cloud.items, i18n.language),
        })}
      </Typography>
      {laid.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t(source === 'content' ? 'insight:clouds.words.noContent' : 'insight:clouds.words.noComments')}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 1,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            gap: '4px 12px',
            minHeight: 160,
          }}
        >
          {laid.map((word) => {
            const active = chosen?.source === source && chosen.term === word.term;
            return (
              <Box component="li" key={word.term} sx={{ maxWidth: '100%' }}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => onChoose({ source, term: word.term })}
                  aria-pressed={active}
                  title={t('insight:clouds.words.wordTitle', { term: word.term, n: formatCount(word.count, i18n.language) })}
                  data-testid="cloud-word"
                  sx={{
                    font: 'inherit',
                    fontSize: word.size,
                    lineHeight: 1.2,
                    fontWeight: word.size >= 24 ? 700 : 500,
                    color: tones[word.tone],
                    background: active ? theme.palette.action.selected : 'none',
                    border: 0,
                    borderRadius: 1,
                    px: 0.5,
                    cursor: 'pointer',
                    maxWidth: '100%',
                    overflowWrap: 'anywhere',
                    textAlign: 'center',
                    '&:hover, &:focus-visible': { textDecoration: 'underline' },
                  }}
                >
                  {word.term}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function WordDetail({ channelId, period, language, chosen }: { channelId: string; period: Period; language: InsightLanguage | null; chosen: Chosen }) {
  const { t, i18n } = useTranslation('insight');
  const word = useCloudWord(channelId, period, language, chosen);
  return (
    <Box sx={{ mt: 3 }} data-testid="cloud-word-detail" aria-live="polite">
      <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {t(chosen.source === 'content' ? 'insight:clouds.words.behindContent' : 'insight:clouds.words.behindComments', { term: chosen.term })}
      </Typography>
      {word.isPending ? (
        <LinearProgress />
      ) : word.isError ? (
        <Alert severity="error">{word.error instanceof ApiError ? word.error.message : t('messages:errors.generic')}</Alert>
      ) : (
        <Grid container spacing={3}>
          <WordList
            width={5}
            title={t('insight:clouds.words.videosList', { count: word.data.videos.length })}
            empty={word.data.videos.length === 0 && t('insight:clouds.words.noVideos')}
            testId="cloud-word-videos"
          >
            {word.data.videos.map((v) => (
              <ListItem key={v.video_id} disableGutters>
                <ListItemText
                  primary={
                    <Link href={watchUrl(v.video_id)} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                      {v.title}
                    </Link>
                  }
                  secondary={[
                    new Date(v.published_at).toLocaleDateString(i18n.language),
                    t('insight:clouds.words.views', { n: formatCount(v.views, i18n.language) }),
                    v.comments > 0 ? t('insight:clouds.words.commentsWithWord', { count: v.comments }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </WordList>
          <WordList
            width={7}
            title={t('insight:clouds.words.commentsList', { count: word.data.comments.length })}
            empty={word.data.comments.length === 0 && t('insight:clouds.words.noCommentsForWord')}
            testId="cloud-word-comments"
          >
            {word.data.comments.map((c) => (
              <ListItem key={c.comment_id} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {c.text}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[c.author, t('insight:clouds.words.likes', { n: formatCount(c.likes, i18n.language) }), c.video_title].join(' · ')}
                </Typography>
              </ListItem>
            ))}
          </WordList>
        </Grid>
      )}
    </Box>
  );
}

/** One of the word's two lists (its videos, its comments): a heading, then the rows or a line saying there are none. */
function WordList({ width, title, empty, testId, children }: { width: number; title: string; empty: string | false; testId: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: width }}>
      <Typography variant="subtitle2">{title}</Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding data-testid={testId}>
          {children}
        </List>
      )}
    </Grid>
  );
}
