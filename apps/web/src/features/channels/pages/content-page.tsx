// Content strategy (spec 2 channel page, spec 9 classes): length classes, strategy buckets (with
// revenue when the answer has it), old against new videos, videos per week, the 90-day engagement
// rate and the top 50 videos. The comparison period is asked as a period of its own.
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContent, type Content } from '../api.ts';
import { ChannelPageFrame, SectionHeading, useChannelId } from '../components/channel-page-frame.tsx';
import { ChartGrid } from '../components/chart-card.tsx';
import { bars, comparisonColor } from '../components/chart-options.ts';
import { CurrencySelect, RateNote } from '../components/currency-select.tsx';
import type { Column, TableData } from '../components/data-table.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { TopVideosTable, useTableParams } from '../components/top-videos-table.tsx';
import { versus } from '../hooks/change-percent.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { useMoney, type Money } from '../hooks/use-money.ts';
import { usePeriod, type Period } from '../hooks/use-period.ts';
import '../i18n.ts';

type Bucket = Content['length_classes'][number];
type Stat = Content['old_vs_new']['old'];

export function ContentPage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const { sort, order, page, pageSize } = useTableParams();
  const content = useContent(channelId, { start: period.range.start, end: period.range.end, sort, order, page, page_size: pageSize });
  const comparison = useContent(
    channelId,
    { start: period.comparison.start, end: period.comparison.end, sort: 'views', order: 'desc', page: 1, page_size: 5 },
    content.isSuccess,
  );
  const money = useMoney();
  const hasRevenue = Boolean(content.data?.strategy_buckets.some((b) => b.revenue !== undefined && b.revenue !== null));
  return (
    <ChannelPageFrame page="content" period={hasRevenue ? { extra: <CurrencySelect money={money} /> } : true} query={content}>
      {content.data && money.ready ? (
        <ContentBody data={content.data} previous={comparison.data ?? null} channelId={channelId} period={period} money={money} hasRevenue={hasRevenue} />
      ) : (
        <>
          <KpiGridSkeleton count={4} />
          <Skeleton variant="rounded" height={340} />
        </>
      )}
    </ChannelPageFrame>
  );
}

function ContentBody({
  data,
  previous,
  channelId,
  period,
  money,
  hasRevenue,
}: {
  data: Content;
  previous: Content | null;
  channelId: string;
  period: Period;
  money: Money;
  hasRevenue: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const fileParts = [channelId, data.period.start, data.period.end];
  const names = { period: t('analytics:chart.period'), comparison: t('analytics:chart.comparison') };
  const moneyLabel = (label: string) => `${label} (${money.currency})`;

  const statColumns = (first: Column, withRevenue: boolean): Column[] => [
    first,
    { key: 'videos', label: t('analytics:content.videos'), kind: 'number' },
    { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
    { key: 'average_views', label: t('analytics:content.averageViews'), kind: 'number' },
    { key: 'engagement_rate', label: t('analytics:metrics.engagementRate'), kind: 'percent' },
    ...(withRevenue
      ? [
          {
            key: 'revenue',
            label: moneyLabel(t('analytics:content.revenue')),
            kind: 'money' as const,
            format: (v: unknown) => money.formatConverted(v as string | null),
          },
        ]
      : []),
  ];
  const statRow = (name: string, s: Stat) => ({
    name,
    videos: s.videos,
    views: s.views,
    average_views: Math.round(s.average_views),
    engagement_rate: s.engagement_rate,
    revenue: money.convert(s.revenue ?? null),
  });

  const lengthClasses = useMemo(() => {
    const label = (b: Bucket) => t(`analytics:content.lengthClasses.${b.key}`);
    const axisLabel = (b: Bucket) => `${t(`analytics:content.lengthNames.${b.key}`)}\n${t(`analytics:content.lengthRanges.${b.key}`)}`;
    const before = previous?.length_classes;
    const option = bars({
      categories: data.length_classes.map(axisLabel),
      series: [
        { name: names.period, values: data.length_classes.map((b) => Math.round(b.average_views)) },
        ...(before
          ? [
              {
                name: names.comparison,
                values: data.length_classes.map((b) => Math.round(before.find((p) => p.key === b.key)?.average_views ?? 0)),
                color: comparisonColor,
              },
            ]
          : []),
      ],
      formatValue: f.count,
    });
    const table: TableData = {
      columns: statColumns({ key: 'name', label: t('analytics:content.lengthClass'), kind: 'text' }, false),
      rows: data.length_classes.map((b) => statRow(label(b), b)),
    };
    return { option, table };
  }, [data, previous, f, t]);

  const strategy = useMemo(() => {
    const label = (key: string) => t(`analytics:content.strategyBuckets.${key}`);
    const option = bars({
      categories: data.strategy_buckets.map((b) => label(b.key)),
      series: [
        { name: t('analytics:content.averageViews'), values: data.strategy_buckets.map((b) => Math.round(b.average_views)) },
        ...(hasRevenue
          ? [
              {
                name: moneyLabel(t('analytics:content.revenue')),
                values: data.strategy_buckets.map((b) => money.plot(b.revenue ?? null)),
                color: '#f59e0b',
                axis: 1 as const,
              },
            ]
          : []),
      ],
      formatValue: f.count,
      formatSecond: hasRevenue ? (v: number) => money.formatPlotted(v) : undefined,
      formatSecondAxis: money.formatAxis,
    });
    const table: TableData = {
      columns: statColumns({ key: 'name', label: t('analytics:content.strategyBucket'), kind: 'text' }, hasRevenue),
      rows: data.strategy_buckets.map((b) => statRow(label(b.key), b)),
    };
    return { option, table };
  }, [data, hasRevenue, money, f, t]);

  const oldNew = useMemo(() => {
    const rows = [
      { key: 'new', stat: data.old_vs_new.new },
      { key: 'old', stat: data.old_vs_new.old },
    ];
    const option = bars({
      categories: rows.map((r) => `${t(`analytics:content.${r.key}Name`)}\n${t(`analytics:content.${r.key}Range`)}`),
      series: [
        { name: t('analytics:content.averageViews'), values: rows.map((r) => Math.round(r.stat.average_views)) },
        { name: t('analytics:metrics.engagementRate'), values: rows.map((r) => r.stat.engagement_rate), color: '#0f766e', axis: 1 as const },
      ],
      formatValue: f.count,
      formatSecond: (v: number) => f.percent(v, 2),
    });
    const table: TableData = {
      columns: statColumns({ key: 'name', label: t('analytics:content.age'), kind: 'text' }, false),
      rows: rows.map((r) => statRow(t(`analytics:content.${r.key}Videos`), r.stat)),
    };
    return { option, table };
  }, [data, f, t]);

  const published = data.length_classes.reduce((s, b) => s + b.videos, 0);
  const previousPublished = previous?.length_classes.reduce((s, b) => s + b.videos, 0);
  const views = data.length_classes.reduce((s, b) => s + b.views, 0);
  const previousViews = previous?.length_classes.reduce((s, b) => s + b.views, 0);
  const average = published > 0 ? Math.round(views / published) : null;
  const previousAverage = previousPublished ? Math.round((previousViews ?? 0) / previousPublished) : null;

  return (
    <>
      <KpiGrid>
        <KpiCard
          testId="kpi-videosPerWeek"
          label={t('analytics:content.videosPerWeek')}
          value={f.decimal(data.videos_per_week)}
          {...versus(previous !== null, data.videos_per_week, previous?.videos_per_week, f.decimal)}
          hint={t('analytics:content.videosPerWeekHelp')}
        />
        <KpiCard
          testId="kpi-published"
          label={t('analytics:content.videos')}
          value={f.number(published)}
          {...versus(previous !== null, published, previousPublished, f.number)}
        />
        <KpiCard
          testId="kpi-averageViews"
          label={t('analytics:content.averageViews')}
          value={f.count(average)}
          exact={f.number(average)}
          {...versus(previous !== null, average, previousAverage, f.count)}
        />
        <KpiCard
          testId="kpi-engagement90"
          label={t('analytics:content.engagement90')}
          value={f.percent(data.engagement_rate_90d, 2)}
          hint={t('analytics:content.engagement90Help')}
        />
      </KpiGrid>
      <ChartGrid
        fileParts={fileParts}
        charts={[
          {
            size: 12,
            name: 'content-length',
            title: t('analytics:content.lengthTitle'),
            subtitle: t('analytics:content.lengthSubtitle'),
            ...lengthClasses,
            height: 280,
          },
          {
            size: { xs: 12, md: 6 },
            name: 'content-strategy',
            title: t('analytics:content.strategyTitle'),
            subtitle: hasRevenue ? (
              <>
                {t('analytics:content.strategySubtitleRevenue')} · <RateNote money={money} />
              </>
            ) : (
              t('analytics:content.strategySubtitle')
            ),
            ...strategy,
            height: 300,
          },
          {
            size: { xs: 12, md: 6 },
            name: 'content-old-new',
            title: t('analytics:content.oldNewTitle'),
            subtitle: t('analytics:content.oldNewSubtitle'),
            ...oldNew,
            height: 300,
          },
        ]}
      />
      <SectionHeading title={t('analytics:content.topSection')} />
      <TopVideosTable channelId={channelId} period={period} />
    </>
  );
}
