// Precomputed channel-page answers (migration 0021, precomputed-answers.ts) against the computation:
// on the seeded demo network, every kept answer is byte for byte what a request computes, for
// several channels, both windows the pages open with, each page and both revenue visibilities; a
// write to anything the answers read (days, per-video days, videos, audience, the channel's row)
// stops the kept answers of that channel from being served until they are computed again, and an
// answer kept for an older generation is never served.
import { addDays, DATA_LAG_DAYS, presetWindow, previousWindow, toDay } from '@chorus/contract';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { until } from '../../../test/until.ts';
import type { PackedAnswer } from '../../cache/packed-answer.ts';
import { ChannelAnalyticsService } from './analytics.service.ts';
import { ChannelCatalog } from './channel-catalog.ts';
import { precomputeChannel, precomputeStale, PrecomputedReader, staleChannels, standardAnswers } from './precomputed-answers.ts';

let t: TestApp;
let channels: string[];
const noCache = { maxBytes: 0, maxAgeMs: 0 };
const today = () => toDay(t.clock.now());

/** A service without the in-process cache, reading the kept answers (or not). */
function service(precomputed: boolean) {
  const catalog = new ChannelCatalog(t.ctx.db, { ttlMs: 0 });
  return new ChannelAnalyticsService({ db: t.ctx.db, pool: t.ctx.pool, clock: t.ctx.clock, catalog, cache: noCache, precomputed });
}
const text = (answer: PackedAnswer) => answer.json.bytes.toString('utf8');

/** What the pages ask when they open: without dates (the API's default) and with the web's 30-day preset. */
function openingRequests() {
  const web = presetWindow('30', addDays(today(), -DATA_LAG_DAYS));
  const webComparison = previousWindow(web);
  const table = { sort: 'views', order: 'desc', page: 1, page_size: 10 } as const;
  return {
    overview: [{}, { start: web.start, end: web.end, compare_start: webComparison.start, compare_end: webComparison.end }],
    audience: [{}, { start: web.start, end: web.end }],
    content: [table, { ...table, start: web.start, end: web.end }, { ...table, start: webComparison.start, end: webComparison.end, page_size: 5 }],
  };
}

/** Each opening answer from both services; answers how many the first one served from the kept ones. */
async function compareAll(kept: ChannelAnalyticsService, computed: ChannelAnalyticsService, channelId: string): Promise<number> {
  const before = kept.precomputedHits;
  const requests = openingRequests();
  for (const request of requests.overview) expect(text(await kept.overview(channelId, request))).toBe(text(await computed.overview(channelId, request)));
  for (const request of requests.audience) expect(text(await kept.audience(channelId, request))).toBe(text(await computed.audience(channelId, request)));
  for (const request of requests.content) {
    for (const withRevenue of [true, false]) {
      expect(text(await kept.content(channelId, request, withRevenue))).toBe(text(await computed.content(channelId, request, withRevenue)));
    }
  }
  return kept.precomputedHits - before;
}
const OPENING_ANSWERS = 2 + 2 + 3 * 2;

beforeAll(async () => {
  t = await startTestApp();
  channels = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').execute()).map((r) => r.channel_id);
  await precomputeStale(t.ctx.pool, today, { concurrency: 2 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('precomputed channel answers', () => {
  it('keeps the opening answers of every channel and serves them exactly as computed', async () => {
    expect(channels.length).toBeGreaterThanOrEqual(12);
    expect(await staleChannels(t.ctx.pool, today(), 100)).toEqual([]);
    const kept = service(true);
    const computed = service(false);
    for (const channelId of channels.slice(0, 6)) {
      expect(await compareAll(kept, computed, channelId)).toBe(OPENING_ANSWERS);
    }
    // A revenue-visible and a hidden content answer differ somewhere on a channel with revenue,
    // so serving one for the other would show.
    const withRevenue = await t.db
      .selectFrom('channel_daily_metrics')
      .select('channel_id')
      .where('gross_revenue', 'is not', null)
      .groupBy('channel_id')
      .orderBy('channel_id')
      .executeTakeFirstOrThrow();
    const shown = text(await kept.content(withRevenue.channel_id, { sort: 'views', order: 'desc', page: 1, page_size: 10 }, true));
    const hidden = text(await kept.content(withRevenue.channel_id, { sort: 'views', order: 'desc', page: 1, page_size: 10 }, false));
    expect(shown).not.toBe(hidden);
  });

  it('keeps the same answers as its rows say, and computes other windows as before', async () => {
    const channelId = channels[1]!;
    const { rows } = await t.ctx.pool.query<{ key: string; gzipped: boolean; body: Buffer }>(
      'SELECT key, gzipped, body FROM channel_answers WHERE channel_id = $1 ORDER BY key',
      [channelId],
    );
    const meta = (await new ChannelCatalog(t.ctx.db).get(channelId))!;
    expect(rows.map((r) => r.key)).toEqual(
      standardAnswers(meta.data_through, today())
        .map((a) => a.key)
        .sort(),
    );
    for (const row of rows) expect(() => JSON.parse((row.gzipped ? gunzipSync(row.body) : row.body).toString('utf8'))).not.toThrow();
    const kept = service(true);
    const computed = service(false);
    const week = presetWindow('7', addDays(today(), -DATA_LAG_DAYS));
    const before = kept.precomputedHits;
    expect(text(await kept.overview(channelId, { start: week.start, end: week.end }))).toBe(
      text(await computed.overview(channelId, { start: week.start, end: week.end })),
    );
    expect(kept.precomputedHits).toBe(before);
  });

  const writes: [string, (channelId: string) => Promise<unknown>][] = [
    [
      'a day of the channel',
      (id) =>
        t.ctx.pool.query(
          'UPDATE channel_daily_metrics SET views = views + 1000 WHERE channel_id = $1 AND day = (SELECT max(day) FROM channel_daily_metrics WHERE channel_id = $1)',
          [id],
        ),
    ],
    [
      "a day of a video's",
      (id) =>
        t.ctx.pool.query(
          'UPDATE video_daily_metrics SET views = views + 1000 WHERE channel_id = $1 AND day = (SELECT max(day) FROM video_daily_metrics WHERE channel_id = $1)',
          [id],
        ),
    ],
    ['a video', (id) => t.ctx.pool.query("UPDATE videos SET title = title || ' (edited)' WHERE channel_id = $1", [id])],
    ['the audience', (id) => t.ctx.pool.query('UPDATE channel_audience SET views = views + 1000 WHERE channel_id = $1', [id])],
    ["the channel's row", (id) => t.ctx.pool.query("UPDATE channels SET title = title || ' (renamed)' WHERE channel_id = $1", [id])],
    [
      'deleting its days',
      (id) =>
        t.ctx.pool.query(
          'DELETE FROM channel_daily_metrics WHERE channel_id = $1 AND day >= (SELECT max(day) - 3 FROM channel_daily_metrics WHERE channel_id = $1)',
          [id],
        ),
    ],
  ];

  it.each(writes)('after a write of %s, the kept answers are not served until computed again', async (_what, write) => {
    const channelId = channels[2]!;
    const kept = service(true);
    const computed = service(false);
    expect(await compareAll(kept, computed, channelId)).toBe(OPENING_ANSWERS);
    const other = channels[3]!;
    await write(channelId);
    // Not served: the answers equal the computation on the new data; another channel's still are.
    expect(await compareAll(kept, computed, channelId)).toBe(0);
    expect(await compareAll(kept, computed, other)).toBe(OPENING_ANSWERS);
    expect(await staleChannels(t.ctx.pool, today(), 100)).toEqual([channelId]);
    await precomputeStale(t.ctx.pool, today);
    expect(await compareAll(kept, computed, channelId)).toBe(OPENING_ANSWERS);
  });

  it('a write that changes nothing in the channel row keeps the answers', async () => {
    const channelId = channels[4]!;
    await t.ctx.pool.query('UPDATE channels SET title = title WHERE channel_id = $1', [channelId]);
    expect(await staleChannels(t.ctx.pool, today(), 100)).toEqual([]);
  });

  it('never serves an answer kept for an older generation, even one written after the change', async () => {
    const channelId = channels[5]!;
    const kept = service(true);
    const computed = service(false);
    // As if a precomputation read the data just before a write and stored its answers just after.
    await t.ctx.pool.query(
      'UPDATE channel_daily_metrics SET views = views + 7 WHERE channel_id = $1 AND day = (SELECT max(day) FROM channel_daily_metrics WHERE channel_id = $1)',
      [channelId],
    );
    await t.ctx.pool.query('UPDATE channel_answers a SET gen = s.gen - 1 FROM channel_answer_state s WHERE s.channel_id = a.channel_id AND a.channel_id = $1', [
      channelId,
    ]);
    expect(await compareAll(kept, computed, channelId)).toBe(0);
    expect(await precomputeChannel(t.ctx.pool, channelId, today())).toMatchObject({ answers: OPENING_ANSWERS });
    expect(await compareAll(kept, computed, channelId)).toBe(OPENING_ANSWERS);
  });

  it('a new day moves the windows: the channels are stale for the new day until computed again', async () => {
    const tomorrow = addDays(today(), 1);
    expect((await staleChannels(t.ctx.pool, tomorrow, 100)).length).toBe(channels.length);
    expect(await staleChannels(t.ctx.pool, today(), 100)).toEqual([]);
  });

  it('reads lookups that arrive together in one statement, each answer in its place', async () => {
    const reader = new PrecomputedReader(t.ctx.pool, { inFlight: 1 });
    const rows = (await t.ctx.pool.query<{ channel_id: string; key: string }>('SELECT channel_id, key FROM channel_answers ORDER BY channel_id, key LIMIT 30'))
      .rows;
    const lookups = [...rows, { channel_id: channels[0]!, key: 'overview|no-such-window' }, ...rows.slice(0, 5)];
    const answers = await Promise.all(lookups.map((l) => reader.read(l.channel_id, l.key)));
    expect(reader.statements).toBeLessThan(lookups.length);
    for (const [i, l] of lookups.entries()) {
      const alone = await new PrecomputedReader(t.ctx.pool).read(l.channel_id, l.key);
      expect(answers[i] === null ? null : answers[i]!.body()).toEqual(alone === null ? null : alone.body());
    }
    expect(answers[rows.length]).toBeNull();
    expect(answers.filter((a) => a !== null)).toHaveLength(rows.length + 5);
  });

  it("a writer of a channel's days and a writer of its row do not deadlock", async () => {
    const channelId = channels[6]!;
    const refresh = await t.ctx.pool.connect();
    const edit = await t.ctx.pool.connect();
    try {
      // As a refresh: days first, then the channel's row; meanwhile an edit of the channel's row.
      await refresh.query('BEGIN');
      await refresh.query(
        'UPDATE channel_daily_metrics SET views = views + 1 WHERE channel_id = $1 AND day = (SELECT max(day) FROM channel_daily_metrics WHERE channel_id = $1)',
        [channelId],
      );
      await edit.query('BEGIN');
      const editPid = (await edit.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const editing = edit.query("UPDATE channels SET title = title || ' (edit)' WHERE channel_id = $1", [channelId]).then(() => edit.query('COMMIT'));
      // The edit waits for the refresh's locks before the refresh goes on to the channel's row.
      await until(
        async () => (await t.ctx.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = $2', [editPid, 'Lock'])).rowCount,
        (n) => n === 1,
      );
      await refresh.query('UPDATE channels SET refreshed_at = now() WHERE channel_id = $1', [channelId]);
      await refresh.query('COMMIT');
      await editing;
    } finally {
      refresh.release();
      edit.release();
    }
    expect(await staleChannels(t.ctx.pool, today(), 100)).toContain(channelId);
  });
});
