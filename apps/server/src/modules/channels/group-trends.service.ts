// Trend charts of a channel group: each channel's daily views and net subscribers on one shared
// axis of days, its totals against the comparison period, and the trend labels of its two daily
// series (spec 2 "channel trend charts", spec 4 labels).
import { changePercent, periodTrend, type DateRange, type GroupTrends, type PeriodTrend } from '@chorus/contract';
import type { GroupChannelRow, GroupDailyRow, GroupTotalRow } from './analytics.repository.ts';
import { daysOf } from './analytics-windows.ts';

/** The group's last day with data: the latest of its channels'. */
export function groupDataThrough(channels: readonly GroupChannelRow[]): string | null {
  let latest: string | null = null;
  for (const c of channels) if (c.data_through !== null && (latest === null || c.data_through > latest)) latest = c.data_through;
  return latest;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function buildGroupTrends(input: {
  period: DateRange;
  comparison: DateRange;
  channels: readonly GroupChannelRow[];
  rows: readonly GroupDailyRow[];
  /** Each channel's sums over the comparison period (channels without a row had none). */
  previous: readonly GroupTotalRow[];
}): GroupTrends {
  const { period, comparison, channels, rows } = input;
  const through = groupDataThrough(channels);
  // The shared axis runs from the first day any channel has data to the last, inside the window.
  let first: string | null = null;
  for (const r of rows) if (first === null || r.day < first) first = r.day;
  const span = first !== null && through !== null ? { start: first, end: through < period.end ? through : period.end } : null;
  const days = daysOf(span && span.start <= span.end ? span : null);
  const index = new Map(days.map((day, i) => [day, i]));
  const throughOf = new Map(channels.map((c) => [c.channel_id, c.data_through]));
  // Inside a channel's own days a day without a row counts as zero; after its own last complete day
  // (or for a channel without data) the days are not counted yet: null, a gap in the chart.
  const perChannel = new Map(
    channels.map((c) => {
      const empty = () => days.map((day): number | null => (c.data_through !== null && day <= c.data_through ? 0 : null));
      return [c.channel_id, { views: empty(), subscribers_net: empty() }];
    }),
  );
  for (const r of rows) {
    const i = index.get(r.day);
    const series = perChannel.get(r.channel_id);
    if (i === undefined || !series) continue;
    const own = throughOf.get(r.channel_id);
    if (own && r.day > own) continue;
    series.views[i] = r.views;
    series.subscribers_net[i] = r.subscribers_net;
  }
  const previousOf = new Map(input.previous.map((p) => [p.channel_id, p]));
  return {
    period,
    comparison,
    days,
    channels: channels.map((c) => {
      const series = perChannel.get(c.channel_id)!;
      // Only the channel's own days count for its totals and trends: a channel whose data ends
      // earlier is not judged on days it has no figures for yet.
      const views = counted(series.views);
      const subscribers = counted(series.subscribers_net);
      const totalViews = sum(views);
      const totalSubscribers = sum(subscribers);
      const previous = previousOf.get(c.channel_id) ?? { views: 0, subscribers_net: 0 };
      return {
        channel_id: c.channel_id,
        title: c.title,
        data_through: c.data_through,
        views: series.views,
        subscribers_net: series.subscribers_net,
        total_views: totalViews,
        total_subscribers_net: totalSubscribers,
        previous_views: previous.views,
        previous_subscribers_net: previous.subscribers_net,
        views_change_percent: changePercent(totalViews, previous.views),
        subscribers_change_percent: changePercent(totalSubscribers, previous.subscribers_net),
        ...trendFields(periodTrend(totalViews, previous.views, views), periodTrend(totalSubscribers, previous.subscribers_net, subscribers)),
      };
    }),
  };
}

const trendFields = (views: PeriodTrend, subscribers: PeriodTrend) => ({
  trend: views.trend,
  trend_within: views.within,
  subscribers_trend: subscribers.trend,
  subscribers_trend_within: subscribers.within,
});

const counted = (series: readonly (number | null)[]) => series.filter((v): v is number => v !== null);
