// Revenue opportunity (spec 2 channel page, spec 9): the past 365 days against the 365 before —
// revenue, views, RPM (gross revenue / views × 1000) and its year-on-year change — and the mid-roll
// and sponsored video prices with their reference ranges. Its windows are fixed, so instead of the
// period bar the page names them.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevenue, type Revenue } from '../api.ts';
import { ChannelPageFrame, useChannelId } from '../components/channel-page-frame.tsx';
import { ChartGrid } from '../components/chart-card.tsx';
import { bars, comparisonColor, palette } from '../components/chart-options.ts';
import { CurrencySelect, RateNote } from '../components/currency-select.tsx';
import type { TableData } from '../components/data-table.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { NoRevenueNotice, noRevenueShort } from '../components/no-revenue-notice.tsx';
import { PriceRangeView } from '../components/price-range.tsx';
import { useFormatters } from '../hooks/use-formatters.ts';
import { moneyChangePercent } from '../hooks/money-math.ts';
import { useMoney, type Money } from '../hooks/use-money.ts';
import '../i18n.ts';

export function RevenuePage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const channelId = useChannelId();
  const revenue = useRevenue(channelId);
  const money = useMoney();
  const data = revenue.data;
  return (
    <ChannelPageFrame
      page="revenue"
      actions={<CurrencySelect money={money} />}
      caption={
        data && (
          <Card variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="revenue-windows">
            <Typography variant="body2" color="text.secondary">
              {t('analytics:revenue.windows', { current: f.range(data.current.period), previous: f.range(data.previous.period) })} · <RateNote money={money} />
            </Typography>
          </Card>
        )
      }
      query={revenue}
    >
      {data && money.ready ? (
        <RevenueBody data={data} channelId={channelId} money={money} />
      ) : (
        <>
          <KpiGridSkeleton count={4} />
          <Skeleton variant="rounded" height={320} />
        </>
      )}
    </ChannelPageFrame>
  );
}

function RevenueBody({ data, channelId, money }: { data: Revenue; channelId: string; money: Money }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const fileParts = [channelId, data.current.period.start, data.current.period.end];
  const years = [
    { key: 'previous', label: t('analytics:revenue.previousYear'), figures: data.previous },
    { key: 'current', label: t('analytics:revenue.currentYear'), figures: data.current },
  ];

  const yearChart = useMemo(() => {
    const option = bars({
      categories: years.map((y) => y.label),
      series: [
        { name: `${t('analytics:money.grossRevenue')} (${money.currency})`, values: years.map((y) => money.plot(y.figures.gross_revenue)), color: palette[0] },
        { name: `${t('analytics:money.rpm')} (${money.currency})`, values: years.map((y) => money.plot(y.figures.rpm)), color: '#f59e0b', axis: 1 },
      ],
      formatValue: money.formatPlotted,
      formatSecond: money.formatPlotted,
      formatAxis: money.formatAxis,
      formatSecondAxis: money.formatAxis,
    });
    const table: TableData = {
      columns: [
        { key: 'period', label: t('analytics:revenue.year'), kind: 'text' },
        { key: 'start', label: t('analytics:period.start'), kind: 'date' },
        { key: 'end', label: t('analytics:period.end'), kind: 'date' },
        { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
        {
          key: 'revenue',
          label: `${t('analytics:money.grossRevenue')} (${money.currency})`,
          kind: 'money',
          format: (v) => money.formatConverted(v as string | null),
        },
        { key: 'rpm', label: `${t('analytics:money.rpm')} (${money.currency})`, kind: 'money', format: (v) => money.formatConverted(v as string | null) },
      ],
      rows: years.map((y) => ({
        period: y.label,
        start: y.figures.period.start,
        end: y.figures.period.end,
        views: y.figures.views,
        revenue: money.convert(y.figures.gross_revenue),
        rpm: money.convertPrecise(y.figures.rpm),
      })),
    };
    return { option, table };
  }, [data, money, t]);

  const viewsChart = useMemo(() => {
    const option = bars({
      categories: years.map((y) => y.label),
      series: [{ name: t('analytics:metrics.views'), values: years.map((y) => y.figures.views) }],
      formatValue: f.count,
      legend: false,
    });
    option.series = [
      { ...(option.series as object[])[0], data: [{ value: data.previous.views, itemStyle: { color: comparisonColor } }, { value: data.current.views }] },
    ];
    const table: TableData = {
      columns: [
        { key: 'period', label: t('analytics:revenue.year'), kind: 'text' },
        { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
      ],
      rows: years.map((y) => ({ period: y.label, views: y.figures.views })),
    };
    return { option, table };
  }, [data, f, t]);

  const prices: TableData = {
    columns: [
      { key: 'kind', label: t('analytics:revenue.priceKind'), kind: 'text' },
      {
        key: 'price',
        label: `${t('analytics:revenue.price')} (${money.currency})`,
        kind: 'money',
        format: (v) => money.formatConvertedWhole(v as string | null),
      },
      {
        key: 'min',
        label: `${t('analytics:revenue.rangeMin')} (${money.currency})`,
        kind: 'money',
        format: (v) => money.formatConvertedWhole(v as string | null),
      },
      {
        key: 'max',
        label: `${t('analytics:revenue.rangeMax')} (${money.currency})`,
        kind: 'money',
        format: (v) => money.formatConvertedWhole(v as string | null),
      },
    ],
    rows: [
      {
        kind: t('analytics:revenue.midroll'),
        price: money.convertWhole(data.midroll.price),
        min: money.convertWhole(data.midroll.min),
        max: money.convertWhole(data.midroll.max),
      },
      {
        kind: t('analytics:revenue.sponsored'),
        price: money.convertWhole(data.sponsored.price),
        min: money.convertWhole(data.sponsored.min),
        max: money.convertWhole(data.sponsored.max),
      },
    ],
  };

  return (
    <>
      {!data.has_revenue && <NoRevenueNotice reason={data.no_revenue_reason} testId="revenue-no-data" />}
      <KpiGrid min={200}>
        <KpiCard
          testId="kpi-grossRevenue"
          label={t('analytics:revenue.revenue365')}
          value={money.format(data.current.gross_revenue)}
          change={data.has_revenue ? moneyChangePercent(data.current.gross_revenue, data.previous.gross_revenue) : undefined}
          previous={data.has_revenue ? money.format(data.previous.gross_revenue) : undefined}
        />
        <KpiCard
          testId="kpi-views"
          label={t('analytics:revenue.views365')}
          value={f.count(data.current.views)}
          exact={f.number(data.current.views)}
          change={data.views_change_percent}
          previous={f.count(data.previous.views)}
        />
        <KpiCard
          testId="kpi-rpm"
          label={t('analytics:money.rpm')}
          value={money.format(data.current.rpm)}
          change={data.has_revenue ? data.rpm_change_percent : undefined}
          previous={data.has_revenue ? money.format(data.previous.rpm) : undefined}
          hint={t('analytics:money.rpmHelp')}
        />
        <KpiCard
          testId="kpi-rpmChange"
          label={t('analytics:revenue.rpmChange')}
          value={f.change(data.rpm_change_percent)}
          hint={t('analytics:revenue.rpmChangeHelp')}
        />
      </KpiGrid>
      <ChartGrid
        fileParts={fileParts}
        charts={[
          {
            size: { xs: 12, lg: 7 },
            name: 'revenue-years',
            title: t('analytics:revenue.yearsTitle'),
            subtitle: <RateNote money={money} />,
            ...yearChart,
            height: 300,
            empty: !data.has_revenue ? noRevenueShort(t, data.no_revenue_reason) : null,
          },
          {
            size: { xs: 12, lg: 5 },
            name: 'revenue-views',
            title: t('analytics:revenue.viewsTitle'),
            subtitle: t('analytics:revenue.viewsSubtitle'),
            ...viewsChart,
            height: 300,
          },
          {
            size: 12,
            name: 'revenue-prices',
            title: t('analytics:revenue.pricesTitle'),
            subtitle: t('analytics:revenue.pricesSubtitle'),
            table: prices,
            fileParts: [channelId],
            height: 180,
            custom: (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
                {(['midroll', 'sponsored'] as const).map((kind) => (
                  <PriceRangeView
                    key={kind}
                    testId={`price-${kind}`}
                    label={t(`analytics:revenue.${kind}`)}
                    help={t(`analytics:revenue.${kind}Help`)}
                    range={data[kind]}
                    money={money}
                  />
                ))}
              </Box>
            ),
          },
        ]}
      />
    </>
  );
}
