// The top 10 YouTube search keywords that bring viewers (spec 9), read from the cache; when there are
// none, the page says why and what to do. Staff (refreshCache) fetch them again from YouTube.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useFetchSearchKeywords, useSearchKeywords, type SearchKeywords } from './clouds-queries.ts';

export function SearchKeywordsSection({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation('insight');
  const { can } = useAccess();
  const keywords = useSearchKeywords(channelId);
  const fetchAgain = useFetchSearchKeywords(channelId);
  const data = keywords.data;
  const action = can('refreshCache') && (
    <Button variant="outlined" size="small" onClick={() => fetchAgain.mutate()} disabled={fetchAgain.isPending} data-testid="search-keywords-fetch">
      {t('insight:clouds.search.fetch')}
    </Button>
  );

  return (
    <SectionCard
      title={t('insight:clouds.search.title')}
      subtitle={data?.window ? t('insight:clouds.search.window', { start: data.window.start, end: data.window.end }) : t('insight:clouds.search.subtitle')}
      action={action}
      testId="insight-search-keywords"
    >
      {(keywords.isPending || fetchAgain.isPending) && <LinearProgress sx={{ mb: 1 }} />}
      {keywords.isError && <Alert severity="error">{keywords.error instanceof ApiError ? keywords.error.message : t('messages:errors.generic')}</Alert>}
      {fetchAgain.isError && <Alert severity="error">{fetchAgain.error instanceof ApiError ? fetchAgain.error.message : t('messages:errors.generic')}</Alert>}
      {data && <Missing data={data} canFetch={can('refreshCache')} />}
      {data && data.keywords.length > 0 && <KeywordBars keywords={data.keywords} />}
      {data?.fetched_at && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('insight:clouds.search.fetchedAt', { when: formatDateTime(data.fetched_at, i18n.language) })}
        </Typography>
      )}
    </SectionCard>
  );
}

/** Why there are no (fresh) keywords, and what to do about it. */
function Missing({ data, canFetch }: { data: SearchKeywords; canFetch: boolean }) {
  const { t } = useTranslation('insight');
  const todo = canFetch ? t('insight:clouds.search.todoStaff') : t('insight:clouds.search.todoOthers');
  if (data.state === 'notFetched')
    return (
      <Alert severity="info" data-testid="search-keywords-missing">
        {t('insight:clouds.search.notFetched')} {todo}
      </Alert>
    );
  if (data.state === 'empty')
    return (
      <Alert severity="info" data-testid="search-keywords-missing">
        {t('insight:clouds.search.empty')}
      </Alert>
    );
  if (data.state === 'failed')
    return (
      <Alert severity="warning" data-testid="search-keywords-missing" sx={{ mb: 2 }}>
        {t('insight:clouds.search.failed')} {data.error ? t(`messages:${data.error}`) : ''}{' '}
        {data.keywords.length > 0 ? t('insight:clouds.search.lastGood') : todo}
      </Alert>
    );
  return null;
}

function KeywordBars({ keywords }: { keywords: SearchKeywords['keywords'] }) {
  const { t, i18n } = useTranslation('insight');
  const top = Math.max(1, ...keywords.map((k) => k.views));
  return (
    <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }} data-testid="search-keywords-list">
      {keywords.map((k) => (
        <Box component="li" key={k.rank} sx={{ display: 'grid', gridTemplateColumns: '2em minmax(0, 1fr) auto', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            {k.rank}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {k.term}
            </Typography>
            <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'primary.main', opacity: 0.7, width: `${Math.max(2, (k.views / top) * 100)}%` }} />
          </Box>
          <Typography
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
            aria-label={t('insight:clouds.search.views', { n: formatNumber(k.views, i18n.language) })}
          >
            {formatNumber(k.views, i18n.language)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
