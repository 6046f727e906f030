// The revenue page's parts, plain: the caption naming the two windows, the skeleton, and the body —
// the no-revenue notice, the KPI cards, the revenue and views charts and the sponsorship rates.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Revenue } from '../api.ts';
import { ChartGrid } from '../components/chart-card.tsx';
import { RateNote } from '../components/currency-select.tsx';
import { KpiCard, KpiGrid, KpiGridSkeleton } from '../components/kpi-card.tsx';
import { NoRevenueNotice, noRevenueShort } from '../components/no-revenue-notice.tsx';
import { PriceRangeView } from '../components/price-range.tsx';
import { moneyVersus } from '../hooks/change-percent.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import type { Money } from '../hooks/use-money.ts';
import '../i18n.ts';
import { pricesTable, viewsChart, yearChart } from './revenue-model.ts';

export function RevenueWindows({ data, money }: { data: Revenue; money: Money }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Card variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="revenue-windows">
      <Typography variant="body2" color="text.secondary">
        {t('analytics:revenue.windows', { current: f.range(data.current.period), previous: f.range(data.previous.period) })} · <RateNote money={money} />
      </Typography>
    </Card>
  );
}

export function RevenueSkeleton() {
  return (
    <>
      <KpiGridSkeleton count={4} />
      <Skeleton variant="rounded" height={320} />
    </>
  );
}

export function RevenueView({ data, channelId, money }: { data: Revenue; channelId: string; money: Money }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const fileParts = [channelId, data.current.period.start, data.current.period.end];
  const years = useMemo(() => yearChart(data, t, money), [data, money, t]);
  const views = useMemo(() => viewsChart(data, t, f), [data, f, t]);

  return (
    <>
      {!data.has_revenue && <NoRevenueNotice reason={data.no_revenue_reason} testId="revenue-no-data" />}
      <KpiGrid min={200}>
        <KpiCard
          testId="kpi-grossRevenue"
          label={t('analytics:revenue.revenue365')}
          value={money.format(data.current.gross_revenue)}
          {...moneyVersus(data.has_revenue, data.current.gross_revenue, data.previous.gross_revenue, money.format)}
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
            ...years,
            height: 300,
            empty: !data.has_revenue ? noRevenueShort(t, data.no_revenue_reason) : null,
          },
          {
            size: { xs: 12, lg: 5 },
            name: 'revenue-views',
            title: t('analytics:revenue.viewsTitle'),
            subtitle: t('analytics:revenue.viewsSubtitle'),
            ...views,
            height: 300,
          },
          {
            size: 12,
            name: 'revenue-prices',
            title: t('analytics:revenue.pricesTitle'),
            subtitle: t('analytics:revenue.pricesSubtitle'),
            table: pricesTable(data, t, money),
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
