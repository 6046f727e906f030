// Analytics (spec 2 channel page; only for people with the cms flag): RPM, revenue by type,
// impressions and click-through rate. Spec 8 messages: no content-owner permission (403 from the
// API), no revenue data (with why and what to do), CTR unavailable (no impressions).
import Skeleton from '@mui/material/Skeleton';
import { compareAmounts } from '@chorus/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalytics, type Analytics } from '../api.ts';
import { ChannelPageFrame, useChannelId } from '../components/channel-page-frame.tsx';
import { ChartGrid } from '../components/chart-card.tsx';
import { bars, comparisonLines } from '../components/chart-options.ts';
import { DonutChart } from '../components/donut-chart.tsx';
import { CurrencySelect, RateNote } from '../components/currency-select.tsx';
import type { TableData } from '../components/data-table.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { MetricSelect } from '../components/metric-select.tsx';
import { NoRevenueNotice, noRevenueShort } from '../components/no-revenue-notice.tsx';
import { moneyVersus, versus } from '../hooks/change-percent.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import { useMoney, type Money } from '../hooks/use-money.ts';
import { usePeriod } from '../hooks/use-period.ts';
import '../i18n.ts';

const dailyMetrics = ['gross_revenue', 'rpm', 'views'] as const;
type DailyMetric = (typeof dailyMetrics)[number];

export function AnalyticsPage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const analytics = useAnalytics(channelId, period.params);
  const comparison = useAnalytics(channelId, period.comparisonParams, analytics.isSuccess);
  const money = useMoney();
  return (
    <ChannelPageFrame page="analytics" period={{ extra: <CurrencySelect money={money} /> }} query={analytics}>
      {analytics.data && money.ready ? (
        <AnalyticsBody data={analytics.data} previous={comparison.data ?? null} channelId={channelId} money={money} />
      ) : (
        <>
          <KpiGridSkeleton count={5} />
          <Skeleton variant="rounded" height={360} />
        </>
      )}
    </ChannelPageFrame>
  );
}

function AnalyticsBody({ data, previous, channelId, money }: { data: Analytics; previous: Analytics | null; channelId: string; money: Money }) {
  const { t } = useTranslation();
  const f = useFormatters();
  // Without revenue data the daily chart starts on views, which every channel has.
  const [metric, setMetric] = useState<DailyMetric>(data.has_revenue ? 'gross_revenue' : 'views');
  const fileParts = [channelId, data.period.start, data.period.end];
  const names = { period: t('analytics:chart.period'), comparison: t('analytics:chart.comparison') };
  const metricLabel = (m: DailyMetric) =>
    m === 'views' ? t('analytics:metrics.views') : m === 'rpm' ? t('analytics:money.rpm') : t('analytics:money.grossRevenue');
  const typeLabel = (type: string) => t(`analytics:money.types.${type}`, { defaultValue: type });

  const daily = useMemo(() => {
    const isMoney = metric !== 'views';
    const plot = (p: Analytics['series'][number]) => (metric === 'views' ? p.views : money.plot(p[metric]));
    const raw = (p: Analytics['series'][number] | undefined) =>
      p === undefined ? null : metric === 'views' ? p.views : metric === 'rpm' ? money.convertPrecise(p.rpm) : money.convert(p.gross_revenue);
    const compare = previous?.series ?? [];
    const option = comparisonLines({
      days: data.series.map((p) => p.day),
      values: data.series.map(plot),
      compareDays: compare.map((p) => p.day),
      compareValues: compare.map(plot),
      names,
      formatValue: isMoney ? money.formatPlotted : f.count,
      formatAxis: isMoney ? money.formatAxis : undefined,
      formatDay: f.day,
    });
    const label = isMoney ? `${metricLabel(metric)} (${money.currency})` : metricLabel(metric);
    const format = isMoney ? (v: unknown) => money.formatConverted(v as string | null) : undefined;
    const length = Math.max(data.series.length, compare.length);
    const table: TableData = {
      columns: [
        { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
        { key: 'value', label: `${label}（${names.period}）`, kind: isMoney ? 'money' : 'number', format },
        { key: 'compare_day', label: `${t('analytics:chart.day')}（${names.comparison}）`, kind: 'date' },
        { key: 'compare_value', label: `${label}（${names.comparison}）`, kind: isMoney ? 'money' : 'number', format },
      ],
      rows: Array.from({ length }, (_, i) => ({
        day: data.series[i]?.day ?? null,
        value: raw(data.series[i]),
        compare_day: compare[i]?.day ?? null,
        compare_value: raw(compare[i]),
      })),
    };
    return { option, table };
  }, [data, previous, metric, money, f, t]);

  const byType = useMemo(() => {
    const positive = data.revenue_by_type.filter((r) => compareAmounts(r.amount, 0) > 0);
    const ring = positive.map((r) => ({ name: typeLabel(r.type), value: money.plot(r.amount) ?? 0, text: money.format(r.amount) }));
    const table: TableData = {
      columns: [
        { key: 'type', label: t('analytics:money.type'), kind: 'text' },
        { key: 'amount', label: `${t('analytics:money.amount')} (${money.currency})`, kind: 'money', format: (v) => money.formatConverted(v as string | null) },
      ],
      rows: data.revenue_by_type.map((r) => ({ type: typeLabel(r.type), amount: money.convert(r.amount) })),
    };
    return { ring, table };
  }, [data, money, t]);

  const impressions = useMemo(() => {
    const option = bars({
      categories: data.series.map((p) => f.day(p.day)),
      series: [
        { name: t('analytics:money.impressions'), values: data.series.map((p) => p.impressions) },
        { name: t('analytics:money.ctr'), values: data.series.map((p) => p.ctr), color: '#f59e0b', axis: 1, line: true },
      ],
      formatValue: f.count,
      formatSecond: (v: number) => f.percent(v, 2),
    });
    const table: TableData = {
      columns: [
        { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
        { key: 'impressions', label: t('analytics:money.impressions'), kind: 'number' },
        { key: 'ctr', label: `${t('analytics:money.ctr')} (%)`, kind: 'percent' },
        { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
      ],
      rows: data.series.map((p) => ({ day: p.day, impressions: p.impressions, ctr: p.ctr, views: p.views })),
    };
    return { option, table };
  }, [data, f, t]);

  const noImpressions = data.impressions === null;
  return (
    <>
      {!data.has_revenue && <NoRevenueNotice reason={data.no_revenue_reason} testId="analytics-no-revenue" />}
      <KpiGrid>
        <KpiCard
          testId="kpi-views"
          label={t('analytics:metrics.views')}
          value={f.count(data.views)}
          exact={f.number(data.views)}
          {...versus(previous !== null, data.views, previous?.views, f.count)}
        />
        <KpiCard
          testId="kpi-grossRevenue"
          label={t('analytics:money.grossRevenue')}
          value={money.format(data.gross_revenue)}
          {...moneyVersus(previous !== null && data.has_revenue, data.gross_revenue, previous?.gross_revenue, money.format)}
        />
        <KpiCard
          testId="kpi-rpm"
          label={t('analytics:money.rpm')}
          value={money.format(data.rpm)}
          {...moneyVersus(previous !== null && data.has_revenue, data.rpm, previous?.rpm, money.format)}
          hint={t('analytics:money.rpmHelp')}
        />
        <KpiCard
          testId="kpi-impressions"
          label={t('analytics:money.impressions')}
          value={f.count(data.impressions)}
          exact={f.number(data.impressions)}
          {...versus(previous !== null, data.impressions, previous?.impressions, f.count)}
        />
        <KpiCard
          testId="kpi-ctr"
          label={t('analytics:money.ctr')}
          value={f.percent(data.impressions_ctr, 2)}
          {...versus(previous !== null, data.impressions_ctr, previous?.impressions_ctr, (value) => f.percent(value, 2))}
        />
      </KpiGrid>
      <ChartGrid
        fileParts={fileParts}
        charts={[
          {
            size: { xs: 12, lg: 7 },
            name: 'analytics-daily',
            title: t('analytics:money.dailyTitle', { metric: metricLabel(metric) }),
            subtitle: <RateNote money={money} />,
            ...daily,
            fileParts: [metricLabel(metric), ...fileParts],
            height: 320,
            empty:
              data.series.length === 0
                ? t('analytics:chart.noData')
                : metric !== 'views' && !data.has_revenue
                  ? noRevenueShort(t, data.no_revenue_reason)
                  : null,
            actions: <MetricSelect value={metric} metrics={dailyMetrics} label={metricLabel} onChange={setMetric} minWidth={130} testId="analytics-metric" />,
          },
          {
            size: { xs: 12, lg: 5 },
            name: 'analytics-types',
            title: t('analytics:money.byTypeTitle'),
            subtitle: f.range(data.period),
            custom: <DonutChart name="analytics-types" label={t('analytics:money.byTypeTitle')} items={byType.ring} height={320} />,
            table: byType.table,
            height: 320,
            empty: !data.has_revenue ? noRevenueShort(t, data.no_revenue_reason) : data.revenue_by_type.length === 0 ? t('analytics:chart.noData') : null,
          },
          {
            size: 12,
            name: 'analytics-impressions',
            title: t('analytics:money.impressionsTitle'),
            subtitle: t('analytics:money.impressionsSubtitle'),
            ...impressions,
            height: 300,
            empty: noImpressions ? t('messages:errors.ctrUnavailable') : data.series.length === 0 ? t('analytics:chart.noData') : null,
          },
        ]}
      />
    </>
  );
}
