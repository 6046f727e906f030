// A linked account's figures for a period: headline cards, daily lines, posts and videos, stories
// (Instagram) and the audience, each saying where its figures come from or why there are none.
import type { SocialAccount } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/charts/echart.tsx';
import { ChoiceToggle } from '../../components/choice-toggle.tsx';
import { formatCount, formatNumber } from '../../lib/format.ts';
import { useSocialInsights } from './api.ts';
import { AudienceCard } from './audience-card.tsx';
import { FigureText, formatDay } from './figure-text.tsx';
import { MediaTable } from './media-table.tsx';
import { SocialCard } from './social-card.tsx';
import { dailyLine } from './social-chart.ts';
import { dailyLines, headlineFigures, periodChoices, periodQuery, splitMedia, type FigureState, type PeriodChoice } from './social-model.ts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

function HeadlineCard({ label, state, testId }: { label: string; state: FigureState; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={state.available ? 'h5' : 'body1'} sx={{ mt: 0.5, flex: 1 }}>
        <FigureText state={state} testId={`${testId}-value`} />
      </Typography>
      {state.available && (
        <Typography variant="caption" color="success.main" sx={{ mt: 0.5 }}>
          {t('social:source.firstParty')}
        </Typography>
      )}
    </Card>
  );
}

export function InsightsView({ account }: { account: SocialAccount }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<PeriodChoice>('90');
  const insights = useSocialInsights(account.account_id, periodQuery(account.collected_through, period));
  const day = (d: string) => formatDay(d, i18n.language);

  if (insights.error) {
    return (
      <Alert severity="error" data-testid="social-insights-failed">
        {insights.error.message || t('messages:errors.generic')}
      </Alert>
    );
  }
  const data = insights.data;
  const platform = account.platform;
  const media = data ? splitMedia(data.media) : { posts: [], stories: [] };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" data-testid="social-collected">
          {account.collected_through
            ? t('social:collectedThrough', { date: day(account.collected_through), platform: t(`social:platforms.${platform}`) })
            : t('social:notCollectedYet')}
          {data && ` · ${t('social:period', { start: day(data.start), end: day(data.end) })}`}
        </Typography>
        <ChoiceToggle
          value={period}
          choices={periodChoices}
          onChange={setPeriod}
          label={(days) => t('social:lastDays', { count: Number(days) })}
          testId={(days) => `social-period-${days}`}
          ariaLabel={t('social:periodLabel')}
        />
      </Stack>
      {data && (
        <>
          <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(200px, 1fr))' } }}>
            {headlineFigures(data).map((f) => (
              <HeadlineCard
                key={f.metric}
                label={t(f.aggregation === 'sum' ? 'social:metricInPeriod' : 'social:metricLatest', { metric: t(`social:metrics.${f.metric}`) })}
                state={f.state}
                testId={`social-metric-${f.metric}`}
              />
            ))}
          </Box>
          <Box sx={grid}>
            {dailyLines(data).map((line) => (
              <SocialCard
                key={line.metric}
                title={t('social:overTime', { metric: t(`social:metrics.${line.metric}`) })}
                available={line.reason === null}
                testId={`social-line-${line.metric}`}
              >
                {line.reason === null ? (
                  <EChart
                    name={`social-${line.metric}`}
                    height={220}
                    label={t('social:overTime', { metric: t(`social:metrics.${line.metric}`) })}
                    option={dailyLine({
                      name: t(`social:metrics.${line.metric}`),
                      points: line.points,
                      formatValue: (v) => formatNumber(v, i18n.language, 0),
                      formatAxis: (v) => formatCount(v, i18n.language),
                      formatDay: day,
                    })}
                  />
                ) : (
                  <Typography color="text.secondary">{t(`social:reasons.${line.reason}`)}</Typography>
                )}
              </SocialCard>
            ))}
          </Box>
          <SocialCard title={t(`social:media.title.${platform}`)} available={media.posts.length > 0} testId="social-media">
            <MediaTable platform={platform} items={media.posts} empty={t(`social:media.empty.${platform}`)} testId="social-media-table" />
          </SocialCard>
          {platform === 'instagram' && (
            <SocialCard title={t('social:stories.title')} available={media.stories.length > 0} testId="social-stories">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('social:stories.window')}
              </Typography>
              <MediaTable platform={platform} items={media.stories} empty={t('social:stories.empty')} testId="social-stories-table" />
            </SocialCard>
          )}
          <AudienceCard platform={platform} audience={data.audience} />
        </>
      )}
    </Stack>
  );
}
