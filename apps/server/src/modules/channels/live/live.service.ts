// The live streams page of a channel (issue 27): its streams with where each figure comes from, the
// CMS Super Chat / Super Sticker earnings, and the live against on-demand split. Nothing missing is
// answered as 0: a figure nobody gave is null, and `sources` says why.
//
// Answers are kept in memory, serialised and packed, per channel and window until the data they read
// changes: a refresh writes the streams, the split and the channel's row in one transaction, and a
// CMS import the revenue tables; the statement triggers of migration 0034 on `channels` and the
// revenue tables send `accounting` on the invalidation bus after either commits (to every process),
// which drops every kept answer, as does the bus's `channel` for that channel and `all`. Ten minutes
// bound an answer's age whatever happens (a write behind all of these).
import { addDays, sumPresent, toDay, type LiveAnswer, type LiveQuery, type LiveStream } from '@chorus/contract';
import { AnswerCache } from '../../../cache/answer-cache.ts';
import type { InvalidationBus } from '../../../cache/invalidation-bus.ts';
import { PackedAnswer } from '../../../cache/packed-answer.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { broadcastAccess, cmsMonths, paidFeaturesByVideo, splitDays, streamsOf, type SplitDay, type StreamRow } from './live.repository.ts';

/** Without dates: the 365 days up to today. */
export const DEFAULT_LIVE_DAYS = 365;

const usd = (amount: string | null) => (amount === null ? null : { amount, currency: 'USD' as const });
const monthOf = (day: string) => day.slice(0, 4) + day.slice(5, 7);

export const LIVE_ANSWER_MAX_AGE_MS = 10 * 60_000;

export type LiveStreamsService = { live: (channelId: string, query: LiveQuery) => Promise<PackedAnswer> };

export function liveStreamsService({ db, clock, bus, maxBytes }: { db: Db; clock: Clock; bus: InvalidationBus; maxBytes: number }): LiveStreamsService {
  const answers = new AnswerCache<PackedAnswer>({ maxBytes, maxAgeMs: LIVE_ANSWER_MAX_AGE_MS, sizeOf: (answer) => answer.bytes + 300 });
  // A channel's version, part of its keys: its kept answers are not served again once it moves.
  const channelVersions = new Map<string, number>();
  bus.subscribe((m) => {
    if (m.kind === 'accounting' || m.kind === 'all') {
      answers.clear();
      channelVersions.clear();
    } else if (m.kind === 'channel') channelVersions.set(m.id, (channelVersions.get(m.id) ?? 0) + 1);
  });
  return {
    live: (channelId, query) => {
      const end = query.end ?? toDay(clock.now());
      const start = query.start ?? addDays(end, -(DEFAULT_LIVE_DAYS - 1));
      const key = [channelId, channelVersions.get(channelId) ?? 0, start, end].join('\u0000');
      return answers.getOrCompute(key, async () => new PackedAnswer(await liveAnswer(db, channelId, start, end)));
    },
  };
}

async function liveAnswer(db: Db, channelId: string, start: string, end: string): Promise<LiveAnswer> {
  const [rows, paid, months, days, broadcasts] = await Promise.all([
    streamsOf(db, channelId, start, end),
    paidFeaturesByVideo(db, channelId),
    cmsMonths(db, channelId),
    splitDays(db, channelId, start, end),
    broadcastAccess(db, channelId),
  ]);
  const cms = new Set(months.map((m) => m.year_month));
  const inPeriod = months.filter((m) => m.year_month >= monthOf(start) && m.year_month <= monthOf(end));
  return {
    period: { start, end },
    streams: rows.map((row) => streamOf(row, paid.get(row.video_id), cms)),
    split: { days: days.map(splitDayOf), totals: splitTotals(days) },
    super_chat_total: inPeriod.length === 0 ? null : usd(sumPresent(inPeriod.map((m) => m.super_chat)) ?? '0'),
    super_sticker_total: inPeriod.length === 0 ? null : usd(sumPresent(inPeriod.map((m) => m.super_stickers)) ?? '0'),
    sources: { broadcasts, cms_months: inPeriod.length, cms_latest_month: months.at(-1)?.year_month ?? null },
  };
}

/**
 * A stream's paid features: the CMS amount when the month it started in has been imported (0 when
 * that month has none for the video); null when that month's reports are not in yet, or it has not started.
 */
function streamOf(row: StreamRow, paid: { super_chat: string | null; super_stickers: string | null } | undefined, cms: ReadonlySet<string>): LiveStream {
  const started = row.actual_start ?? null;
  const imported = started !== null && cms.has(monthOf(toDay(started)));
  const amount = (value: string | null | undefined) => (imported ? usd(value ?? '0') : null);
  return {
    video_id: row.video_id,
    title: row.title,
    status: row.status,
    scheduled_start: row.scheduled_start?.toISOString() ?? null,
    actual_start: row.actual_start?.toISOString() ?? null,
    actual_end: row.actual_end?.toISOString() ?? null,
    peak_concurrent_viewers: row.viewer_samples > 0 ? row.peak_concurrent_viewers : null,
    avg_concurrent_viewers: row.viewer_samples > 0 ? Math.round(row.viewer_sum / row.viewer_samples) : null,
    viewer_samples: row.viewer_samples,
    views: row.status === 'upcoming' ? null : row.views,
    chat_messages: row.chat_messages,
    super_chat_revenue: amount(paid?.super_chat),
    super_sticker_revenue: amount(paid?.super_stickers),
  };
}

function splitDayOf(day: SplitDay): LiveAnswer['split']['days'][number] {
  return { ...day, live_revenue: usd(day.live_revenue), on_demand_revenue: usd(day.on_demand_revenue) };
}

/** The period's sums; revenue only when every day has it (a sum over some days would read as the whole). */
function splitTotals(days: SplitDay[]): LiveAnswer['split']['totals'] {
  if (days.length === 0) return null;
  const total = (key: 'live_views' | 'on_demand_views' | 'live_watch_minutes' | 'on_demand_watch_minutes') => days.reduce((n, d) => n + d[key], 0);
  const money = (key: 'live_revenue' | 'on_demand_revenue') => (days.every((d) => d[key] !== null) ? usd(sumPresent(days.map((d) => d[key]))) : null);
  return {
    live_views: total('live_views'),
    on_demand_views: total('on_demand_views'),
    live_watch_minutes: total('live_watch_minutes'),
    on_demand_watch_minutes: total('on_demand_watch_minutes'),
    live_revenue: money('live_revenue'),
    on_demand_revenue: money('on_demand_revenue'),
  };
}
