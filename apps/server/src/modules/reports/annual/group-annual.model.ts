// The group annual report's model (issue 14; spec 2 "group annual report"): a channel group's year
// per channel and in total, from the stored data (group-annual.repository.ts), in one language and
// currency. Totals are the channels' sums (engagement from the summed likes, comments, shares and
// views; watch hours from the summed minutes). The group's key figures against the year before, and
// the revenue at the frozen accounting rates, use the channel report's own helpers.
import { engagementRatePercent, roundToCurrency, sum, type Currency, type DateRange, type Language, kpisOf, type Kpi } from '@chorus/contract';
import { accountingFrom, comparedPeriods } from '../report-model.ts';
import type { AnnualVideoRow, GroupAnnualData } from './group-annual.repository.ts';

export type AnnualFigures = {
  views: number;
  watchMinutes: number;
  subscribersGained: number;
  subscribersNet: number;
  likes: number;
  comments: number;
  shares: number;
  /** Videos published in the span, every kind (regular videos, Shorts, live). */
  published: number;
  shorts: number;
  /** Percent; null without views. */
  engagementRate: number | null;
};

export type AnnualChannelModel = {
  channelId: string;
  title: string;
  year: AnnualFigures & { subscribersEnd: number };
  /** January to December. */
  months: AnnualFigures[];
  /** Revenue in the report's currency; null: the reader has no accounting access to the channel (no figure shown). */
  revenue: string | null;
};

export type AnnualRevenue = {
  currency: Currency;
  /** The channels that have a revenue figure (those the reader has accounting access to), of all the group's. */
  shown: number;
  of: number;
  total: string;
  /** Months whose rate is missing (left out of the figures), as YYYYMM. */
  missingRates: string[];
};

export type GroupAnnualModel = {
  language: Language;
  currency: Currency;
  year: number;
  range: DateRange;
  previousRange: DateRange;
  generatedOn: string;
  group: { id: number; name: string };
  dataThrough: string | null;
  channels: AnnualChannelModel[];
  total: AnnualFigures & { subscribersEnd: number };
  months: AnnualFigures[];
  kpis: Kpi[];
  /** The year is in progress: its key figures run to the data's last day, against the same days of the year before (to `comparedThrough`). */
  toDate: boolean;
  comparedThrough: string;
  top: (AnnualVideoRow & { channelTitle: string })[];
  /** What the top videos are ranked by: views within the year, or (no per-video days) the year's uploads by views to date. */
  topBasis: GroupAnnualData['topBasis'];
  /** Null: the reader has accounting access to none of the channels (the section is left out). */
  revenue: AnnualRevenue | null;
};

const empty = (): AnnualFigures => ({
  views: 0,
  watchMinutes: 0,
  subscribersGained: 0,
  subscribersNet: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  published: 0,
  shorts: 0,
  engagementRate: null,
});

function add(into: AnnualFigures, from: Omit<AnnualFigures, 'engagementRate'>): void {
  into.views += from.views;
  into.watchMinutes += from.watchMinutes;
  into.subscribersGained += from.subscribersGained;
  into.subscribersNet += from.subscribersNet;
  into.likes += from.likes;
  into.comments += from.comments;
  into.shares += from.shares;
  into.published += from.published;
  into.shorts += from.shorts;
}

const withEngagement = <T extends AnnualFigures>(f: T): T => ({ ...f, engagementRate: engagementRatePercent(f.likes, f.comments, f.shares, f.views) });

/** The calendar year as a date range. */
export function yearRange(year: number): DateRange {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** Spec 9's default for the annual report: the latest year that has ended. */
export function latestEndedYear(today: string): number {
  return Number(today.slice(0, 4)) - 1;
}

export function buildGroupAnnualModel(input: {
  data: GroupAnnualData;
  language: Language;
  currency: Currency;
  year: number;
  today: string;
  /** The channels the reader has accounting access to (read for these only). */
  accountingChannels: ReadonlySet<string>;
}): GroupAnnualModel {
  const { data, currency } = input;
  const range = yearRange(input.year);
  const previousRange = yearRange(input.year - 1);
  const months = new Map<string, AnnualFigures[]>(data.channels.map((c) => [c.channel_id, Array.from({ length: 12 }, empty)]));
  for (const m of data.months) {
    const slot = months.get(m.channel_id)?.[m.month - 1];
    if (!slot) continue;
    add(slot, {
      views: m.views,
      watchMinutes: m.watch_minutes,
      subscribersGained: m.subscribers_gained,
      subscribersNet: m.subscribers_gained - m.subscribers_lost,
      likes: m.likes,
      comments: m.comments,
      shares: m.shares,
      published: 0,
      shorts: 0,
    });
  }
  for (const p of data.published) {
    const slot = months.get(p.channel_id)?.[p.month - 1];
    if (!slot) continue;
    slot.published += p.videos + p.shorts + p.lives;
    slot.shorts += p.shorts;
  }

  const ledgerOf = new Map<string, GroupAnnualData['ledger']>();
  for (const l of data.ledger) ledgerOf.set(l.channel_id, [...(ledgerOf.get(l.channel_id) ?? []), l]);
  const missingRates = new Set<string>();

  const channels = data.channels.map((c): AnnualChannelModel => {
    const byMonth = months.get(c.channel_id)!.map(withEngagement);
    const year = empty();
    for (const m of byMonth) add(year, m);
    let revenue: string | null = null;
    if (input.accountingChannels.has(c.channel_id)) {
      const accounting = accountingFrom(ledgerOf.get(c.channel_id) ?? [], data.rates, currency);
      revenue = accounting.revenue;
      for (const m of accounting.missingRates) missingRates.add(m);
    }
    return {
      channelId: c.channel_id,
      title: c.title,
      year: withEngagement({ ...year, subscribersEnd: c.subscribers - c.net_after }),
      months: byMonth,
      revenue,
    };
  });

  const total = { ...empty(), subscribersEnd: 0 };
  for (const c of channels) {
    add(total, c.year);
    total.subscribersEnd += c.year.subscribersEnd;
  }
  const groupMonths = Array.from({ length: 12 }, (_, i) => {
    const month = empty();
    for (const c of channels) add(month, c.months[i]!);
    return withEngagement(month);
  });

  // The group's days, the year's against the year before's, as the channel report's key figures.
  const dataThrough = data.channels.reduce<string | null>(
    (latest, c) => (c.data_through !== null && (latest === null || c.data_through > latest) ? c.data_through : latest),
    null,
  );
  const { current, previous, toDate, comparison } = comparedPeriods({
    days: data.days,
    range,
    comparisonDays: data.previousDays,
    comparison: previousRange,
    through: dataThrough,
  });

  const withRevenue = channels.filter((c) => c.revenue !== null);
  const titles = new Map(data.channels.map((c) => [c.channel_id, c.title]));
  return {
    language: input.language,
    currency,
    year: input.year,
    range,
    previousRange,
    generatedOn: input.today,
    group: data.group,
    dataThrough,
    channels,
    total: withEngagement(total),
    months: groupMonths,
    kpis: kpisOf(current, previous),
    toDate,
    comparedThrough: comparison.end,
    top: data.top.map((v) => ({ ...v, channelTitle: titles.get(v.channel_id) ?? v.channel_id })),
    topBasis: data.topBasis,
    revenue:
      withRevenue.length === 0
        ? null
        : {
            currency,
            shown: withRevenue.length,
            of: channels.length,
            total: roundToCurrency(sum(withRevenue.map((c) => c.revenue!)), currency),
            missingRates: [...missingRates].sort(),
          },
  };
}
