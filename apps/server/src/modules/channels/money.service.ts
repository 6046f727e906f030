// The analytics page (RPM, revenue by type, impressions and CTR) and the revenue-opportunity page
// (the past 365 days against the 365 before). Money stays in exact decimals (the contract's money
// helpers) and travels as strings in USD.
import {
  changePercent,
  roundTo,
  rpm,
  rpmChangePercent,
  revenueTypes,
  sumPresent,
  type Analytics,
  type DateRange,
  type NoRevenueReason,
  type Revenue,
  type RevenueType,
} from '@chorus/contract';
import { revenueColumns, type MoneyDailyRow, type RevenueColumn, type YearSums } from './analytics.repository.ts';
import { daysOf, seriesSpan } from './analytics-windows.ts';
import type { ChannelMeta } from './channel-catalog.ts';
import { round } from './overview.service.ts';

const typeOfColumn = Object.fromEntries(revenueColumns.map((column, i) => [column, revenueTypes[i]!])) as Record<RevenueColumn, RevenueType>;

const money = (value: string | null) => (value === null ? null : roundTo(value, 4));

/** Why the page shows no revenue, so it can say what to do (contract `noRevenueReasons`); nothing when it has some. */
function noRevenueReason(sourceType: ChannelMeta['source_type'], hasRevenue: boolean): { no_revenue_reason?: NoRevenueReason } {
  if (hasRevenue) return {};
  return { no_revenue_reason: sourceType === 'YT' ? 'noneReported' : 'notInCms' };
}

export function buildAnalytics(input: {
  meta: Pick<ChannelMeta, 'data_from' | 'data_through' | 'source_type'>;
  period: DateRange;
  rows: readonly MoneyDailyRow[];
  hasRevenue: boolean;
}): Analytics {
  const { period, hasRevenue } = input;
  const byDay = new Map(input.rows.map((r) => [r.day, r]));
  const days = daysOf(seriesSpan(period, input.meta.data_from, input.meta.data_through));
  let views = 0;
  const grossDays: (string | null)[] = [];
  const byType = new Map<RevenueColumn, (string | null)[]>(revenueColumns.map((c) => [c, []]));
  let impressions: number | null = null;
  let clicks = 0; // impressions × CTR, for the impression-weighted CTR
  let ctrImpressions = 0;
  const series: Analytics['series'] = [];
  for (const day of days) {
    const row = byDay.get(day);
    const dayViews = row?.views ?? 0;
    const dayGross = hasRevenue && row ? row.gross_revenue : null;
    views += dayViews;
    grossDays.push(dayGross);
    if (hasRevenue && row) for (const column of revenueColumns) byType.get(column)!.push(row[column]);
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
      gross_revenue: money(dayGross),
      rpm: rpm(dayGross, dayViews),
      impressions: dayImpressions,
      ctr: dayCtr,
    });
  }
  const grossText = hasRevenue ? money(sumPresent(grossDays)) : null;
  return {
    period,
    has_revenue: hasRevenue,
    ...noRevenueReason(input.meta.source_type, hasRevenue),
    views,
    gross_revenue: grossText,
    rpm: rpm(grossText, views),
    revenue_by_type: hasRevenue
      ? revenueColumns.flatMap((c) => {
          const amount = money(sumPresent(byType.get(c)!));
          return amount === null ? [] : [{ type: typeOfColumn[c], amount }];
        })
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
    const gross = input.hasRevenue && sums.revenue_days > 0 && sums.gross_revenue !== null ? money(sums.gross_revenue) : null;
    return { period, views: sums.views, gross_revenue: gross, rpm: rpm(gross, sums.views) };
  };
  const current = year(input.current, input.sums.current);
  const previous = year(input.previous, input.sums.previous);
  const m = input.meta;
  return {
    has_revenue: input.hasRevenue,
    ...noRevenueReason(input.meta.source_type, input.hasRevenue),
    current,
    previous,
    rpm_change_percent: rpmChangePercent(current.rpm, previous.rpm),
    views_change_percent: changePercent(current.views, previous.views),
    midroll: { price: m.midroll_price, min: m.midroll_price_min, max: m.midroll_price_max },
    sponsored: { price: m.sponsored_price, min: m.sponsored_price_min, max: m.sponsored_price_max },
  };
}
