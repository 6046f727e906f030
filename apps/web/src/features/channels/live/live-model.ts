// What the live streams page makes of the answer: the streams split into upcoming and recent, the
// recent ones sorted (a figure nobody gave goes last, whichever way), the live against on-demand
// split summed by month, and the notices that say why a figure is missing and what to do.
import { compareAmounts, sumPresent, type LiveAnswer, type LiveStream } from '@chorus/contract';

export const liveSorts = ['start', 'peak', 'average', 'views', 'chat', 'superChat'] as const;
export type LiveSort = (typeof liveSorts)[number];
export type SortOrder = 'asc' | 'desc';

type Value = number | string | null;
const valueOf: Record<LiveSort, (s: LiveStream) => Value> = {
  start: (s) => s.actual_start ?? s.scheduled_start,
  peak: (s) => s.peak_concurrent_viewers,
  average: (s) => s.avg_concurrent_viewers,
  views: (s) => s.views,
  chat: (s) => s.chat_messages,
  superChat: (s) => s.super_chat_revenue?.amount ?? null,
};

function compareValues(sort: LiveSort, a: Value, b: Value): number {
  if (sort === 'superChat') return compareAmounts(a as string, b as string);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return (a as number) - (b as number);
}

/** Upcoming streams soonest first; the others (live and completed) as the answer orders them. */
export function splitStreams(streams: readonly LiveStream[]): { upcoming: LiveStream[]; recent: LiveStream[] } {
  const upcoming = streams
    .filter((s) => s.status === 'upcoming')
    .sort((a, b) => (a.scheduled_start ?? '').localeCompare(b.scheduled_start ?? '') || a.video_id.localeCompare(b.video_id));
  return { upcoming, recent: streams.filter((s) => s.status !== 'upcoming') };
}

/** Sorted by one figure; streams without it come last in either order; ties newest first. */
export function sortStreams(streams: readonly LiveStream[], sort: LiveSort, order: SortOrder): LiveStream[] {
  const get = valueOf[sort];
  const start = valueOf.start;
  return [...streams].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const c = compareValues(sort, x, y);
      if (c !== 0) return order === 'asc' ? c : -c;
    }
    return String(start(b) ?? '').localeCompare(String(start(a) ?? '')) || a.video_id.localeCompare(b.video_id);
  });
}

type SplitDay = LiveAnswer['split']['days'][number];
/** A month of the split; revenue in USD, null when a day of the month has none (a partial sum would read as the whole). */
export type SplitMonth = Omit<SplitDay, 'day' | 'live_revenue' | 'on_demand_revenue'> & {
  month: string;
  live_revenue: string | null;
  on_demand_revenue: string | null;
};

export function splitByMonth(days: readonly SplitDay[]): SplitMonth[] {
  const months = new Map<string, SplitDay[]>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  const total = (list: SplitDay[], key: 'live_views' | 'on_demand_views' | 'live_watch_minutes' | 'on_demand_watch_minutes') =>
    list.reduce((n, d) => n + d[key], 0);
  const money = (list: SplitDay[], key: 'live_revenue' | 'on_demand_revenue') =>
    list.every((d) => d[key] !== null) ? sumPresent(list.map((d) => d[key]!.amount)) : null;
  return [...months].map(([month, list]) => ({
    month,
    live_views: total(list, 'live_views'),
    on_demand_views: total(list, 'on_demand_views'),
    live_watch_minutes: total(list, 'live_watch_minutes'),
    on_demand_watch_minutes: total(list, 'on_demand_watch_minutes'),
    live_revenue: money(list, 'live_revenue'),
    on_demand_revenue: money(list, 'on_demand_revenue'),
  }));
}

/** The live share of a split in percent (one decimal); null without any. */
export function liveShare(live: number, onDemand: number): number | null {
  return live + onDemand === 0 ? null : Math.round((live / (live + onDemand)) * 1000) / 10;
}

export type LiveNotice =
  { key: 'noStreams' } | { key: 'noBroadcasts'; reason: 'not_granted' | 'refused' | 'never' } | { key: 'noCms' } | { key: 'cmsPending'; month: string };

/** Why figures are missing, in the order the page shows them. */
export function liveNotices(answer: LiveAnswer): LiveNotice[] {
  const notices: LiveNotice[] = [];
  const started = answer.streams.filter((s) => s.status !== 'upcoming');
  if (answer.streams.length === 0) notices.push({ key: 'noStreams' });
  if (answer.streams.length > 0 && answer.sources.broadcasts !== 'read') notices.push({ key: 'noBroadcasts', reason: answer.sources.broadcasts });
  const latest = answer.sources.cms_latest_month;
  if (started.length > 0 && latest === null) notices.push({ key: 'noCms' });
  else if (latest !== null && started.some((s) => s.super_chat_revenue === null && s.actual_start !== null)) notices.push({ key: 'cmsPending', month: latest });
  return notices;
}
