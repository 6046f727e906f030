// Overview (spec 2 channel page, creator data): KPI cards against the comparison period with the
// spec 4 trend label, daily trend charts with the comparison drawn over them, the channel dashboard
// of top videos, shorts and live streams, the top 4 videos, and what other areas add below (the
// linked Instagram and TikTok accounts' headline figures, issue 27).
import { videoKinds, type TrendLabel, type VideoKind } from '@chorus/contract';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NearView } from '../../../components/near-view.tsx';
import { ChannelHeaderExtras, ChannelOverviewExtras } from '../../../lib/channel-header-slot.tsx';
import { useOverview, type Overview } from '../api.ts';
import { ChannelPageFrame, SectionHeading, useChannelId } from '../components/channel-page-frame.tsx';
import { ChannelSummary } from '../components/channel-summary.tsx';
import { ChartCard, ChartGrid } from '../components/chart-card.tsx';
import { bars, comparisonLines } from '../components/chart-options.ts';
import type { TableData } from '../components/data-table.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { MetricSelect } from '../components/metric-select.tsx';
import { TopVideos } from '../components/top-videos.tsx';
import { videoTable } from '../components/video-columns.tsx';
import { useDrawnMark, useShownMark } from '../hooks/use-drawn-mark.ts';
import { useFormatters, type Formatters } from '../hooks/use-formatters.ts';
import { usePeriod } from '../hooks/use-period.ts';
import { useStages } from '../hooks/use-stages.ts';
import '../i18n.ts';

type Point = Overview['series'][number];
const trendMetrics = ['views', 'watch_hours', 'subscribers_net', 'likes', 'comments', 'shares', 'engagement_rate'] as const;
type TrendMetric = (typeof trendMetrics)[number];
const kpiOfTrend: Record<TrendMetric, string> = {
  views: 'views',
  watch_hours: 'watchHours',
  subscribers_net: 'subscribersNet',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
  engagement_rate: 'engagementRate',
};

function valueOf(point: Point, metric: TrendMetric): number | null {
  if (metric !== 'engagement_rate') return point[metric];
  return point.views > 0 ? Math.round(((point.likes + point.comments + point.shares) / point.views) * 10000) / 100 : null;
}

const kpiText = (metric: string, value: number, f: Formatters) => (metric === 'engagementRate' ? f.percent(value, 2) : f.count(value));
const kpiExact = (metric: string, value: number, f: Formatters) => (metric === 'engagementRate' ? f.percent(value, 2) : f.number(value, 1));

export function OverviewPage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const overview = useOverview(channelId, period.params);
  // The answer arrives through the query cache's store, whose updates React draws in one task; as a
  // deferred value the page is drawn in slices that leave the phone's main thread free between them.
  const data = useDeferredValue(overview.data);

  return (
    <ChannelPageFrame page="overview" period query={overview} actions={<ChannelHeaderExtras channelId={channelId} />}>
      {data ? <OverviewBody data={data} channelId={channelId} /> : <OverviewSkeleton />}
    </ChannelPageFrame>
  );
}

function OverviewSkeleton() {
  return (
    <>
      <Skeleton variant="rounded" height={104} sx={{ mb: 3 }} />
      <KpiGridSkeleton count={7} />
      <ChartsSkeleton />
    </>
  );
}

// The sections' places before they are drawn (about their heights on a phone and on a wide screen).
function ChartsSkeleton() {
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

const videosSkeleton = <Skeleton variant="rounded" sx={{ mt: 3, height: { xs: 1100, lg: 850 } }} />;

function OverviewBody({ data, channelId }: { data: Overview; channelId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  // The KPI figures are on screen (scripts/bench/lighthouse.ts: "overview drawn").
  useShownMark('chorus:overview-drawn');
  // The KPI figures are drawn first; then the charts (and ECharts with them, channels/prefetch.ts),
  // the video sections and what other areas add, each in a render and commit of its own, so the
  // figures are not kept waiting behind them and no one task draws them all; and each only once the
  // reader comes near it (below the fold on a phone, the videos on a wide screen too: issue 24).
  const stage = useStages(3);
  const fileParts = [channelId, data.period.start, data.period.end];

  return (
    <>
      <ChannelSummary channel={data.channel} />
      <KpiGrid>
        {data.kpis.map((kpi) => (
          <KpiCard
            key={kpi.metric}
            testId={`kpi-${kpi.metric}`}
            label={t(`analytics:metrics.${kpi.metric}`)}
            value={kpiText(kpi.metric, kpi.value, f)}
            exact={kpiExact(kpi.metric, kpi.value, f)}
            change={kpi.change_percent}
            previous={kpiText(kpi.metric, kpi.previous, f)}
            trend={kpi.trend as TrendLabel}
            trendWithin={kpi.trend_within as TrendLabel | null}
          />
        ))}
      </KpiGrid>
      <NearView ready={stage >= 1} placeholder={<ChartsSkeleton />}>
        <OverviewCharts data={data} fileParts={fileParts} />
      </NearView>
      <NearView ready={stage >= 2} placeholder={videosSkeleton}>
        <OverviewVideos data={data} fileParts={fileParts} />
      </NearView>
      <NearView ready={stage >= 3} placeholder={<Box sx={{ height: 8 }} />}>
        <ChannelOverviewExtras channelId={channelId} />
      </NearView>
    </>
  );
}

type SectionProps = { data: Overview; fileParts: string[] };

function OverviewCharts({ data, fileParts }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [metric, setMetric] = useState<TrendMetric>('views');
  const drawn = useDrawnMark('chorus:overview-charts-drawn', 2);
  const names = { period: t('analytics:chart.period'), comparison: t('analytics:chart.comparison') };
  const metricLabel = (m: TrendMetric) => t(`analytics:metrics.${kpiOfTrend[m]}`);
  const formatMetric = (value: number) => (metric === 'engagement_rate' ? f.percent(value, 2) : f.count(value));

  const trend = useMemo(() => {
    const values = data.series.map((p) => valueOf(p, metric));
    const compareValues = data.comparison_series.map((p) => valueOf(p, metric));
    const option = comparisonLines({
      days: data.series.map((p) => p.day),
      values,
      compareDays: data.comparison_series.map((p) => p.day),
      compareValues,
      names,
      formatValue: formatMetric,
      formatDay: f.day,
    });
    const length = Math.max(values.length, compareValues.length);
    const table: TableData = {
      columns: [
        { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
        { key: 'value', label: `${metricLabel(metric)}（${names.period}）`, kind: metric === 'engagement_rate' ? 'percent' : 'number' },
        { key: 'compare_day', label: `${t('analytics:chart.day')}（${names.comparison}）`, kind: 'date' },
        { key: 'compare_value', label: `${metricLabel(metric)}（${names.comparison}）`, kind: metric === 'engagement_rate' ? 'percent' : 'number' },
      ],
      rows: Array.from({ length }, (_, i) => ({
        day: data.series[i]?.day ?? null,
        value: values[i] ?? null,
        compare_day: data.comparison_series[i]?.day ?? null,
        compare_value: compareValues[i] ?? null,
      })),
    };
    return { option, table };
  }, [data, metric, f, t]);

  const engagement = useMemo(() => {
    const series = [
      { name: t('analytics:metrics.likes'), values: data.series.map((p) => p.likes), stack: 'r' },
      { name: t('analytics:metrics.comments'), values: data.series.map((p) => p.comments), stack: 'r' },
      { name: t('analytics:metrics.shares'), values: data.series.map((p) => p.shares), stack: 'r' },
    ];
    const option = bars({ categories: data.series.map((p) => f.day(p.day)), series, formatValue: f.count });
    const table: TableData = {
      columns: [
        { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
        { key: 'likes', label: t('analytics:metrics.likes'), kind: 'number' },
        { key: 'comments', label: t('analytics:metrics.comments'), kind: 'number' },
        { key: 'shares', label: t('analytics:metrics.shares'), kind: 'number' },
      ],
      rows: data.series.map((p) => ({ day: p.day, likes: p.likes, comments: p.comments, shares: p.shares })),
    };
    return { option, table };
  }, [data, f, t]);

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

function OverviewVideos({ data, fileParts }: SectionProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [kind, setKind] = useState<VideoKind>('video');
  const dashboardVideos = data.top[kind];
  const dashboard = useMemo(() => {
    const table = videoTable(t, dashboardVideos, { rank: true });
    const option = bars({
      categories: dashboardVideos.map((v) => v.title),
      series: [{ name: t('analytics:metrics.views'), values: dashboardVideos.map((v) => v.views) }],
      formatValue: f.count,
      horizontal: true,
      legend: false,
      labelWidth: 180,
    });
    return { option, table };
  }, [dashboardVideos, f, t]);

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
        height={Math.max(220, dashboardVideos.length * 36 + 24)}
        defaultView="table"
        tableHeight={null}
        empty={dashboardVideos.length === 0 ? t('analytics:videos.noneOfKind') : null}
      />

      <SectionHeading title={t('analytics:overview.topTitle')} subtitle={t('analytics:overview.topSubtitle')} />
      <TopVideos videos={data.top_videos} />
    </>
  );
}
