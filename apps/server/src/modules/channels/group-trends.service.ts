// Trend charts of a channel group: each channel's daily views and net subscribers on one shared
// axis of days, with the trend label of its views (spec 2 "channel trend charts", spec 4 labels).
import { trendLabelOf, type DateRange, type GroupTrends } from '@chorus/contract';
import type { GroupChannelRow, GroupDailyRow } from './analytics.repository.ts';
import { daysOf } from './analytics-windows.ts';

/** The group's last day with data: the latest of its channels'. */
export function groupDataThrough(channels: readonly GroupChannelRow[]): string | null {
  let latest: string | null = null;
  for (const c of channels) if (c.data_through !== null && (latest === null || c.data_through > latest)) latest = c.data_through;
  return latest;
}

export function buildGroupTrends(input: { period: DateRange; channels: readonly GroupChannelRow[]; rows: readonly GroupDailyRow[] }): GroupTrends {
  const { period, channels, rows } = input;
  const through = groupDataThrough(channels);
  // The shared axis runs from the first day any channel has data to the last, inside the window.
  let first: string | null = null;
  for (const r of rows) if (first === null || r.day < first) first = r.day;
  const span = first !== null && through !== null ? { start: first, end: through < period.end ? through : period.end } : null;
  const days = daysOf(span && span.start <= span.end ? span : null);
  const index = new Map(days.map((day, i) => [day, i]));
  const throughOf = new Map(channels.map((c) => [c.channel_id, c.data_through]));
  const perChannel = new Map(channels.map((c) => [c.channel_id, { views: days.map(() => 0), subscribers_net: days.map(() => 0) }]));
  for (const r of rows) {
    const i = index.get(r.day);
    const series = perChannel.get(r.channel_id);
    if (i === undefined || !series) continue;
    // A channel's days after its own last complete day are not counted yet.
    const own = throughOf.get(r.channel_id);
    if (own && r.day > own) continue;
    series.views[i] = r.views;
    series.subscribers_net[i] = r.subscribers_net;
  }
  return {
    period,
    days,
    channels: channels.map((c) => {
      const series = perChannel.get(c.channel_id)!;
      return {
        channel_id: c.channel_id,
        title: c.title,
        views: series.views,
        subscribers_net: series.subscribers_net,
        total_views: series.views.reduce((a, b) => a + b, 0),
        trend: trendLabelOf(series.views),
      };
    }),
  };
}
