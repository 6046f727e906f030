// The overview page's sections below the KPI figures, each drawn once the reader comes near it
// (overview-page.tsx): the trend and engagement charts, and the dashboard of top videos, shorts and
// live streams with the top 4 videos.
import { videoKinds, type VideoKind } from '@chorus/contract';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '../api.ts';
import { SectionHeading } from '../components/channel-page-frame.tsx';
import { ChartCard, ChartGrid } from '../components/chart-card.tsx';
import { MetricSelect } from '../components/metric-select.tsx';
import { TopVideos } from '../components/top-videos.tsx';
import { videoTable } from '../components/video-columns.tsx';
import { useDrawnMark } from '../hooks/use-drawn-mark.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import '../i18n.ts';
import { dashboardHeight, dashboardOption, engagementChart, kpiOfTrend, trendChart, trendMetrics, type TrendMetric } from './overview-model.ts';

// The sections' places before they are drawn (about their heights on a phone and on a wide screen).
export function ChartsSkeleton() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Skeleton variant="rounded" height={380} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Skeleton variant="rounded" height={380} />
      </Grid>
    </Grid>
  );
}

export const videosSkeleton = <Skeleton variant="rounded" sx={{ mt: 3, height: { xs: 1100, lg: 850 } }} />;

type SectionProps = { data: Overview; fileParts: string[] };

export function OverviewCharts({ data, fileParts }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [metric, setMetric] = useState<TrendMetric>('views');
  const drawn = useDrawnMark('chorus:overview-charts-drawn', 2);
  const metricLabel = (m: TrendMetric) => t(`analytics:metrics.${kpiOfTrend[m]}`);
  const trend = useMemo(() => trendChart(data, metric, t, f), [data, metric, f, t]);
  const engagement = useMemo(() => engagementChart(data.series, t, f), [data, f, t]);
  const empty = data.series.length === 0 ? t('analytics:chart.noData') : null;

  return (
    <ChartGrid
      fileParts={fileParts}
      charts={[
        {
          size: { xs: 12, lg: 7 },
          name: 'overview-trend',
          title: t('analytics:overview.trendTitle', { metric: metricLabel(metric) }),
          subtitle: t('analytics:overview.trendSubtitle', { period: f.range(data.period), comparison: f.range(data.comparison) }),
          ...trend,
          fileParts: [metricLabel(metric), ...fileParts],
          height: 320,
          empty,
          onDrawn: drawn,
          actions: <MetricSelect value={metric} metrics={trendMetrics} label={metricLabel} onChange={setMetric} minWidth={140} testId="trend-metric" />,
        },
        {
          size: { xs: 12, lg: 5 },
          name: 'overview-engagement',
          title: t('analytics:overview.engagementTitle'),
          subtitle: f.range(data.period),
          ...engagement,
          height: 320,
          empty,
          onDrawn: drawn,
        },
      ]}
    />
  );
}

export function OverviewVideos({ data, fileParts }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [kind, setKind] = useState<VideoKind>('video');
  const dashboardVideos = data.top[kind];
  const dashboard = useMemo(
    () => ({ table: videoTable(t, dashboardVideos, { rank: true }), option: dashboardOption(dashboardVideos, t, f) }),
    [dashboardVideos, f, t],
  );

  return (
    <>
      <SectionHeading title={t('analytics:overview.dashboardTitle')} subtitle={t('analytics:overview.dashboardSubtitle')} />
      <Tabs value={kind} onChange={(_, v: VideoKind) => setKind(v)} sx={{ mb: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}>
        {videoKinds.map((k) => (
          <Tab key={k} value={k} label={`${t(`analytics:videos.kindsTab.${k}`)} (${data.top[k].length})`} data-testid={`dashboard-tab-${k}`} />
        ))}
      </Tabs>
      <ChartCard
        key={kind}
        name="overview-dashboard"
        title={t('analytics:overview.dashboardCard', { kind: t(`analytics:videos.kindsPlural.${kind}`) })}
        subtitle={f.range(data.period)}
        option={dashboard.option}
        table={dashboard.table}
        fileParts={[t(`analytics:videos.kindsPlural.${kind}`), ...fileParts]}
        height={dashboardHeight(dashboardVideos.length)}
        defaultView="table"
        tableHeight={null}
        empty={dashboardVideos.length === 0 ? t('analytics:videos.noneOfKind') : null}
      />

      <SectionHeading title={t('analytics:overview.topTitle')} subtitle={t('analytics:overview.topSubtitle')} />
      <TopVideos videos={data.top_videos} />
    </>
  );
}
