// The one report model (issue 14): everything a channel report says, assembled from the stored data
// (report-data.repository.ts) for one period, language and currency. The layout (report-layout.ts)
// turns it into blocks; the three writers only draw blocks.
import {
  convertAmount,
  divide,
  kpisOf,
  kpiTotals,
  MIN_AUDIENCE_VIEWS,
  multiply,
  roundToCurrency,
  sum,
  type Currency,
  type DateRange,
  type Kpi,
  type Language,
  type ReportSelection,
  type SocialHeadline,
} from '@chorus/contract';
import type { ReportData, ReportDay, ReportLedgerMonth, ReportRate, ReportVideoRow } from './report-data.repository.ts';

export type ReportVideo = ReportVideoRow & { emotionTags: string[] };
export type AudienceShare = { key: string; percent: number };

export type ReportAccountingMonth = { yearMonth: string; revenue: string | null; payout: string | null };
export type ReportAccounting = { currency: Currency; months: ReportAccountingMonth[]; revenue: string; payout: string; missingRates: string[] };

export type ReportModel = {
  language: Language;
  currency: Currency;
  selection: ReportSelection;
  /** The days the report covers: the period's, or up to the data's last day while it is in progress. */
  range: DateRange;
  /** The days compared with: the previous period's, as many as `range` has. */
  comparison: DateRange;
  /** The data stop before the period's end (a period in progress): its figures are to date. */
  toDate: boolean;
  generatedOn: string;
  channel: ReportData['channel'];
  kpis: Kpi[];
  series: { day: string; views: number; subscribersNet: number }[];
  comparisonSeries: { day: string; views: number; subscribersNet: number }[];
  audience: { insufficient: boolean; countries: AudienceShare[]; ages: AudienceShare[]; genders: AudienceShare[]; subscribed: number | null };
  latestVideos: ReportVideo[];
  latestShorts: ReportVideo[];
  topVideos: ReportVideo[];
  insight: { keywords: string[]; commentsAnalyzed: number; direction: number | null; emotions: AudienceShare[] } | null;
  /** Null: the reader has no accounting access to the channel (the section is left out). */
  accounting: ReportAccounting | null;
  /** The Instagram and TikTok accounts linked to the channel, their headline figures (issue 27); none: the section is left out. */
  social: SocialHeadline[];
};

/**
 * Like for like (a period in progress): the current days run to the data's last day, and the
 * comparison keeps only as many of its first days, so half a quarter never meets a whole one.
 */
export function comparedPeriods(input: {
  days: readonly ReportDay[];
  range: DateRange;
  comparisonDays: readonly ReportDay[];
  comparison: DateRange;
  through: string | null;
}): { current: ReportDay[]; previous: ReportDay[]; range: DateRange; comparison: DateRange; toDate: boolean } {
  const current = filled(input.days, input.range, input.through);
  const toDate = input.through !== null && input.through < input.range.end;
  const previous = toDate
    ? filled(input.comparisonDays, input.comparison, null).slice(0, current.length)
    : filled(input.comparisonDays, input.comparison, null);
  const lastOf = (days: ReportDay[], range: DateRange) => (toDate ? (days.at(-1)?.day ?? range.start) : range.end);
  return {
    current,
    previous,
    range: { start: input.range.start, end: lastOf(current, input.range) },
    comparison: { start: input.comparison.start, end: lastOf(previous, input.comparison) },
    toDate,
  };
}

/** The days of a range, each with the channel's row or zeros. */
export function filled(days: readonly ReportDay[], range: DateRange, through: string | null): ReportDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: ReportDay[] = [];
  const last = through !== null && through < range.end ? through : range.end;
  for (let t = Date.parse(`${range.start}T00:00:00Z`); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > last) break;
    out.push(byDay.get(day) ?? { day, views: 0, watch_minutes: 0, subscribers_gained: 0, subscribers_lost: 0, likes: 0, comments: 0, shares: 0 });
  }
  return out;
}

function shares(views: Map<string, number>, limit: number): AudienceShare[] {
  const total = [...views.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return [];
  return [...views.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([key, v]) => ({ key, percent: Math.round((v / total) * 1000) / 10 }));
}

function audienceOf(data: ReportData, periodViews: number): ReportModel['audience'] {
  const countries = new Map<string, number>();
  const ages = new Map<string, number>();
  const genders = new Map<string, number>();
  let subscribed = 0;
  let notSubscribed = 0;
  for (const row of data.audience) {
    const key = row.key.trim();
    if (row.dimension === 'country') countries.set(key.toUpperCase(), (countries.get(key.toUpperCase()) ?? 0) + row.views);
    else if (row.dimension === 'age_gender') {
      const m = /^(?:age)?(\d{2}-(?:\d{2})?)[|:_](\w+)$/i.exec(key);
      if (!m) continue;
      const gender = m[2]!.toLowerCase() === 'female' || m[2]!.toLowerCase() === 'male' ? m[2]!.toLowerCase() : 'other';
      ages.set(m[1]!, (ages.get(m[1]!) ?? 0) + row.views);
      genders.set(gender, (genders.get(gender) ?? 0) + row.views);
    } else if (row.dimension === 'subscribed') {
      if (key.toLowerCase() === 'subscribed') subscribed += row.views;
      else notSubscribed += row.views;
    }
  }
  // Spec 8 "Insufficient audience data": below the threshold no shares are shown.
  const insufficient = periodViews < MIN_AUDIENCE_VIEWS;
  if (insufficient) return { insufficient, countries: [], ages: [], genders: [], subscribed: null };
  return {
    insufficient,
    countries: shares(countries, 5),
    ages: shares(ages, 3),
    genders: shares(genders, 3),
    subscribed: subscribed + notSubscribed > 0 ? Math.round((subscribed / (subscribed + notSubscribed)) * 1000) / 10 : null,
  };
}

/**
 * The period's revenue (the revenue items' gross) and payout (the creator's share after tax and
 * deductions) in the chosen currency at the frozen rates: each statement line keeps the TWD rate it
 * was posted with; JPY uses the month's accounting rate (units per USD). A month without the rate
 * it needs is named and left out of the totals.
 */
function accountingOf(data: ReportData, currency: Currency): ReportAccounting | null {
  return data.ledger === null ? null : accountingFrom(data.ledger, data.rates, currency);
}

/** One channel's statement months in `currency` (the annual report calls it per channel). */
export function accountingFrom(ledger: readonly ReportLedgerMonth[], rates: readonly ReportRate[], currency: Currency): ReportAccounting {
  const jpy = new Map(rates.filter((r) => r.currency === 'JPY').map((r) => [r.year_month, r.rate]));
  const twd = new Map(rates.filter((r) => r.currency === 'TWD').map((r) => [r.year_month, r.rate]));
  const missingRates: string[] = [];
  const months = ledger.map((m): ReportAccountingMonth => {
    const twdRate = m.rate_twd ?? twd.get(m.year_month) ?? null;
    const usdPayout = twdRate === null ? null : divide(m.payout_twd, twdRate, 12);
    let revenue: string | null;
    let payout: string | null;
    if (currency === 'USD') {
      revenue = roundToCurrency(m.gross_usd, 'USD');
      payout = usdPayout === null ? null : roundToCurrency(usdPayout, 'USD');
    } else if (currency === 'TWD') {
      revenue = twdRate === null ? null : convertAmount(m.gross_usd, twdRate, 'TWD');
      payout = roundToCurrency(m.payout_twd, 'TWD');
    } else {
      const rate = jpy.get(m.year_month) ?? null;
      revenue = rate === null ? null : convertAmount(m.gross_usd, rate, 'JPY');
      payout = rate === null || usdPayout === null ? null : roundToCurrency(multiply(usdPayout, rate), 'JPY');
    }
    if (revenue === null || payout === null) missingRates.push(m.year_month);
    return { yearMonth: m.year_month, revenue, payout };
  });
  return {
    currency,
    months,
    revenue: roundToCurrency(sum(months.flatMap((m) => (m.revenue === null ? [] : [m.revenue]))), currency),
    payout: roundToCurrency(sum(months.flatMap((m) => (m.payout === null ? [] : [m.payout]))), currency),
    missingRates,
  };
}

export function buildReportModel(input: {
  data: ReportData;
  social?: SocialHeadline[];
  language: Language;
  currency: Currency;
  selection: ReportSelection;
  range: DateRange;
  comparison: DateRange;
  today: string;
}): ReportModel {
  const { data } = input;
  const { current, previous, range, comparison, toDate } = comparedPeriods({
    days: data.periodDays,
    range: input.range,
    comparisonDays: data.comparisonDays,
    comparison: input.comparison,
    through: data.channel.data_through,
  });
  const tags = new Map(data.insightVideos.map((v) => [v.video_id, v.emotion_tags]));
  const withTags = (v: ReportVideoRow): ReportVideo => ({ ...v, emotionTags: tags.get(v.video_id) ?? [] });
  const ic = data.insightChannel;
  const emotionCounts = new Map(Object.entries(ic?.emotions ?? {}).map(([k, v]) => [k, Number(v)]));
  return {
    language: input.language,
    currency: input.currency,
    selection: input.selection,
    range,
    comparison,
    toDate,
    generatedOn: input.today,
    channel: data.channel,
    kpis: kpisOf(current, previous),
    series: current.map((d) => ({ day: d.day, views: d.views, subscribersNet: d.subscribers_gained - d.subscribers_lost })),
    comparisonSeries: previous.map((d) => ({ day: d.day, views: d.views, subscribersNet: d.subscribers_gained - d.subscribers_lost })),
    audience: audienceOf(data, kpiTotals(current).views),
    latestVideos: data.latest.filter((v) => v.kind === 'video').map(withTags),
    latestShorts: data.latest.filter((v) => v.kind === 'short').map(withTags),
    topVideos: data.top.map(withTags),
    insight:
      ic === null
        ? null
        : {
            keywords: (Array.isArray(ic.keywords) ? ic.keywords : []).slice(0, 10).map((k) => k.term),
            commentsAnalyzed: Number(ic.comments_analyzed),
            direction: ic.direction === null ? null : Number(ic.direction),
            emotions: shares(emotionCounts, 4),
          },
    accounting: accountingOf(data, input.currency),
    social: input.social ?? [],
  };
}
