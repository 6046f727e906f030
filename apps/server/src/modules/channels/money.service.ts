// The analytics page (RPM, revenue by type, impressions and CTR) and the revenue-opportunity page
// (the past 365 days against the 365 before). Money stays in exact decimals (decimal.js) and
// travels as strings in USD.
import { changePercent, rpm, rpmChangePercent, revenueTypes, type Analytics, type DateRange, type Revenue, type RevenueType } from '@chorus/contract';
import { Decimal } from 'decimal.js';
import { revenueColumns, type MoneyDailyRow, type RevenueColumn, type YearSums } from './analytics.repository.ts';
import { daysOf, seriesSpan } from './analytics-windows.ts';
import type { ChannelMeta } from './channel-catalog.ts';
import { round } from './overview.service.ts';

const typeOfColumn = Object.fromEntries(revenueColumns.map((column, i) => [column, revenueTypes[i]!])) as Record<RevenueColumn, RevenueType>;

const money = (value: Decimal | null) => (value === null ? null : value.toFixed(4));
const addMoney = (sum: Decimal | null, value: string | null) => (value === null ? sum : (sum ?? new Decimal(0)).plus(value));

export function buildAnalytics(input: {
  meta: Pick<ChannelMeta, 'data_from' | 'data_through'>;
  period: DateRange;
  rows: readonly MoneyDailyRow[];
  hasRevenue: boolean;
}): Analytics {
  const { period, hasRevenue } = input;
  const byDay = new Map(input.rows.map((r) => [r.day, r]));
  const days = daysOf(seriesSpan(period, input.meta.data_from, input.meta.data_through));
  let views = 0;
  let gross: Decimal | null = null;
  const byType = new Map<RevenueColumn, Decimal | null>(revenueColumns.map((c) => [c, null]));
  let impressions: number | null = null;
  let clicks = 0; // impressions × CTR, for the impression-weighted CTR
  let ctrImpressions = 0;
  const series: Analytics['series'] = [];
  for (const day of days) {
    const row = byDay.get(day);
    const dayViews = row?.views ?? 0;
    const dayGross = hasRevenue && row ? row.gross_revenue : null;
    views += dayViews;
    gross = addMoney(gross, dayGross);
    if (hasRevenue && row) for (const column of revenueColumns) byType.set(column, addMoney(byType.get(column)!, row[column]));
    const dayImpressions = row?.impressions ?? null;
    const dayCtr = row?.impressions_ctr !== null && row?.impressions_ctr !== undefined ? Number(row.impressions_ctr) : null;
    if (dayImpressions !== null) {
      impressions = (impressions ?? 0) + dayImpressions;
      if (dayCtr !== null) {
        clicks += dayImpressions * dayCtr;
        ctrImpressions += dayImpressions;
      }
    }
    series.push({
      day,
      views: dayViews,
      gross_revenue: dayGross === null ? null : new Decimal(dayGross).toFixed(4),
      rpm: rpm(dayGross, dayViews),
      impressions: dayImpressions,
      ctr: dayCtr,
    });
  }
  const grossText = hasRevenue ? money(gross) : null;
  return {
    period,
    has_revenue: hasRevenue,
    views,
    gross_revenue: grossText,
    rpm: rpm(grossText, views),
    revenue_by_type: hasRevenue
      ? revenueColumns.filter((c) => byType.get(c) !== null).map((c) => ({ type: typeOfColumn[c], amount: byType.get(c)!.toFixed(4) }))
      : [],
    impressions,
    // Stored as YouTube reports it: a percentage. Weighted by impressions over the days that have both.
    impressions_ctr: ctrImpressions > 0 ? round(clicks / ctrImpressions, 2) : null,
    series,
  };
}

export function buildRevenue(input: {
  meta: ChannelMeta;
  current: DateRange;
  previous: DateRange;
  sums: { current: YearSums; previous: YearSums };
  hasRevenue: boolean;
}): Revenue {
  const year = (period: DateRange, sums: YearSums) => {
    const gross = input.hasRevenue && sums.revenue_days > 0 && sums.gross_revenue !== null ? new Decimal(sums.gross_revenue).toFixed(4) : null;
    return { period, views: sums.views, gross_revenue: gross, rpm: rpm(gross, sums.views) };
  };
  const current = year(input.current, input.sums.current);
  const previous = year(input.previous, input.sums.previous);
  const m = input.meta;
  return {
    has_revenue: input.hasRevenue,
    current,
    previous,
    rpm_change_percent: rpmChangePercent(current.rpm, previous.rpm),
    views_change_percent: changePercent(current.views, previous.views),
    midroll: { price: m.midroll_price, min: m.midroll_price_min, max: m.midroll_price_max },
    sponsored: { price: m.sponsored_price, min: m.sponsored_price_min, max: m.sponsored_price_max },
  };
}
