import type { LiveAnswer, LiveStream } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { liveNotices, liveShare, sortStreams, splitByMonth, splitStreams } from './live-model.ts';

const stream = (id: string, over: Partial<LiveStream> = {}): LiveStream => ({
  video_id: id,
  title: id,
  status: 'completed',
  scheduled_start: null,
  actual_start: '2026-03-01T12:00:00.000Z',
  actual_end: '2026-03-01T14:00:00.000Z',
  peak_concurrent_viewers: null,
  avg_concurrent_viewers: null,
  viewer_samples: 0,
  views: null,
  chat_messages: null,
  super_chat_revenue: null,
  super_sticker_revenue: null,
  ...over,
});
const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const answer = (over: Partial<LiveAnswer> = {}): LiveAnswer => ({
  period: { start: '2025-03-02', end: '2026-03-01' },
  streams: [],
  split: { days: [], totals: null },
  super_chat_total: null,
  super_sticker_total: null,
  sources: { broadcasts: 'read', cms_months: 0, cms_latest_month: null },
  ...over,
});

describe('sortStreams', () => {
  const a = stream('a', { peak_concurrent_viewers: 50, super_chat_revenue: usd('10.5'), actual_start: '2026-03-03T00:00:00Z' });
  const b = stream('b', { peak_concurrent_viewers: 900, super_chat_revenue: usd('9.75'), actual_start: '2026-03-02T00:00:00Z' });
  const c = stream('c', { actual_start: '2026-03-04T00:00:00Z' });

  it('puts streams without the figure last, whichever the order', () => {
    expect(sortStreams([c, a, b], 'peak', 'desc').map((s) => s.video_id)).toEqual(['b', 'a', 'c']);
    expect(sortStreams([c, a, b], 'peak', 'asc').map((s) => s.video_id)).toEqual(['a', 'b', 'c']);
  });

  it('compares Super Chat as exact amounts, not as text', () => {
    // As text "9.75" > "10.5"; as money 10.5 is more.
    expect(sortStreams([b, a], 'superChat', 'desc').map((s) => s.video_id)).toEqual(['a', 'b']);
  });

  it('sorts by start, newest first by default', () => {
    expect(sortStreams([a, b, c], 'start', 'desc').map((s) => s.video_id)).toEqual(['c', 'a', 'b']);
  });
});

describe('splitStreams', () => {
  it('lists upcoming streams soonest first, apart from the others', () => {
    const later = stream('later', { status: 'upcoming', actual_start: null, scheduled_start: '2026-04-05T12:00:00Z' });
    const sooner = stream('sooner', { status: 'upcoming', actual_start: null, scheduled_start: '2026-04-02T12:00:00Z' });
    const done = stream('done');
    expect(splitStreams([later, done, sooner])).toEqual({ upcoming: [sooner, later], recent: [done] });
  });
});

describe('splitByMonth', () => {
  const day = (d: string, live: number, revenue: string | null) => ({
    day: d,
    live_views: live,
    on_demand_views: 100,
    live_watch_minutes: live * 3,
    on_demand_watch_minutes: 200,
    live_revenue: revenue === null ? null : usd(revenue),
    on_demand_revenue: revenue === null ? null : usd('0.1'),
  });

  it('sums the days of each month, revenue exactly', () => {
    expect(splitByMonth([day('2026-01-30', 10, '0.1'), day('2026-01-31', 5, '0.2'), day('2026-02-01', 1, '1')])).toEqual([
      {
        month: '2026-01',
        live_views: 15,
        on_demand_views: 200,
        live_watch_minutes: 45,
        on_demand_watch_minutes: 400,
        live_revenue: '0.3',
        on_demand_revenue: '0.2',
      },
      {
        month: '2026-02',
        live_views: 1,
        on_demand_views: 100,
        live_watch_minutes: 3,
        on_demand_watch_minutes: 200,
        live_revenue: '1',
        on_demand_revenue: '0.1',
      },
    ]);
  });

  it('gives no revenue for a month with a day without it', () => {
    expect(splitByMonth([day('2026-01-30', 10, '0.1'), day('2026-01-31', 5, null)])[0]).toMatchObject({ live_revenue: null, on_demand_revenue: null });
  });
});

describe('liveShare', () => {
  it('is the live part in percent, none without views', () => {
    expect(liveShare(25, 75)).toBe(25);
    expect(liveShare(1, 2)).toBe(33.3);
    expect(liveShare(0, 0)).toBeNull();
  });
});

describe('liveNotices', () => {
  it('says there are no streams, and nothing else, for a channel without any', () => {
    expect(liveNotices(answer({ sources: { broadcasts: 'never', cms_months: 0, cms_latest_month: null } }))).toEqual([{ key: 'noStreams' }]);
  });

  it('says why chat is missing and that the channel has no CMS revenue', () => {
    expect(liveNotices(answer({ streams: [stream('a')], sources: { broadcasts: 'not_granted', cms_months: 0, cms_latest_month: null } }))).toEqual([
      { key: 'noBroadcasts', reason: 'not_granted' },
      { key: 'noCms' },
    ]);
  });

  it('says which CMS month is the latest when newer streams have no Super Chat yet', () => {
    const imported = stream('old', { super_chat_revenue: usd('1') });
    const pending = stream('new');
    expect(liveNotices(answer({ streams: [imported, pending], sources: { broadcasts: 'read', cms_months: 2, cms_latest_month: '202602' } }))).toEqual([
      { key: 'cmsPending', month: '202602' },
    ]);
  });

  it('has nothing to say when every figure is there', () => {
    expect(
      liveNotices(
        answer({ streams: [stream('a', { super_chat_revenue: usd('0') })], sources: { broadcasts: 'read', cms_months: 1, cms_latest_month: '202603' } }),
      ),
    ).toEqual([]);
  });
});
