// The numbers behind the group trend charts, kept apart from the drawing so they can be tested:
// which channels stand out (colours by views), and the ways a daily series can be read — as it is,
// as a share of the group's day, as an index of the channel's own average, or added up.
import type { SortOrder } from '@chorus/contract';
import { palette, mutedColor } from '../components/chart-options.ts';

export type TrendChannel = {
  channel_id: string;
  title: string;
  total_views: number;
  views: (number | null)[];
  subscribers_net: (number | null)[];
};

export const viewModes = ['absolute', 'share', 'index'] as const;
export type ViewMode = (typeof viewModes)[number];
export const subscriberModes = ['absolute', 'cumulative'] as const;
export type SubscriberMode = (typeof subscriberModes)[number];

/** With more channels than colours, the channels with the most views keep colours; the rest are grey. */
export const HIGHLIGHTED = palette.length - 1;

type Styled = { channelId: string; color: string; muted: boolean; rank: number };

/**
 * Each channel's colour and rank (1 = most views in the period; ties by title). All channels are in
 * colour when there are no more of them than colours; else the top HIGHLIGHTED.
 */
export function channelStyles(channels: readonly TrendChannel[]): Map<string, Styled> {
  const ranked = [...channels].sort((a, b) => b.total_views - a.total_views || a.title.localeCompare(b.title) || a.channel_id.localeCompare(b.channel_id));
  const allColoured = channels.length <= palette.length;
  return new Map(
    ranked.map((c, i) => {
      const muted = !allColoured && i >= HIGHLIGHTED;
      return [c.channel_id, { channelId: c.channel_id, color: muted ? mutedColor : palette[i % palette.length]!, muted, rank: i + 1 }];
    }),
  );
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Every channel's share of the group's total on each day, in percent (null: no figure, or a day without views). */
export function shares(series: readonly (readonly (number | null)[])[]): (number | null)[][] {
  const length = Math.max(0, ...series.map((s) => s.length));
  const totals = Array.from({ length }, (_, i) => series.reduce((sum, s) => sum + Math.max(0, s[i] ?? 0), 0));
  return series.map((s) => s.map((v, i) => (v === null || totals[i]! <= 0 ? null : round((Math.max(0, v) / totals[i]!) * 100, 2))));
}

/** A series against its own average over the days it has figures for (average = 100); null without a level. */
export function indexed(series: readonly (number | null)[]): (number | null)[] {
  const known = series.filter((v): v is number => v !== null);
  const mean = known.length === 0 ? 0 : known.reduce((a, b) => a + b, 0) / known.length;
  if (mean === 0) return series.map(() => null);
  return series.map((v) => (v === null ? null : round((v / mean) * 100, 1)));
}

/** A running total; days without a figure stay empty and add nothing. */
export function cumulative(series: readonly (number | null)[]): (number | null)[] {
  let sum = 0;
  return series.map((v) => {
    if (v === null) return null;
    sum += v;
    return sum;
  });
}

/** The values the views chart draws for each channel (in the channels' order). */
export function viewValues(channels: readonly TrendChannel[], mode: ViewMode): (number | null)[][] {
  const raw = channels.map((c) => c.views);
  if (mode === 'share') return shares(raw);
  if (mode === 'index') return raw.map(indexed);
  return raw.map((s) => [...s]);
}

/** The values the subscribers chart draws for each channel (in the channels' order). */
export function subscriberValues(channels: readonly TrendChannel[], mode: SubscriberMode): (number | null)[][] {
  const raw = channels.map((c) => c.subscribers_net);
  return mode === 'cumulative' ? raw.map(cumulative) : raw.map((s) => [...s]);
}

/** Titles as column and legend names: a repeated title gets its channel id, so no two are the same. */
export function uniqueNames(channels: readonly TrendChannel[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const c of channels) count.set(c.title, (count.get(c.title) ?? 0) + 1);
  return new Map(channels.map((c) => [c.channel_id, count.get(c.title)! > 1 || c.title.trim() === '' ? `${c.title} (${c.channel_id})`.trim() : c.title]));
}

export type TotalsSort = 'title' | 'views' | 'views_change' | 'subscribers' | 'subscribers_change';

type Sortable = {
  title: string;
  total_views: number;
  views_change_percent: number | null;
  total_subscribers_net: number;
  subscribers_change_percent: number | null;
};

/** Rows in the order asked (names in the chosen language's order); a missing change sorts last either way. */
export function sortTotals<T extends Sortable>(rows: readonly T[], key: TotalsSort, order: SortOrder, locale?: string): T[] {
  const collator = new Intl.Collator(locale);
  const valueOf = (row: T): number | string | null => {
    switch (key) {
      case 'title':
        return row.title;
      case 'views':
        return row.total_views;
      case 'views_change':
        return row.views_change_percent;
      case 'subscribers':
        return row.total_subscribers_net;
      case 'subscribers_change':
        return row.subscribers_change_percent;
    }
  };
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) return x === y ? collator.compare(a.title, b.title) : x === null ? 1 : -1;
    const compared = typeof x === 'string' ? collator.compare(x, String(y)) : x - (y as number);
    return compared * sign || collator.compare(a.title, b.title);
  });
}
