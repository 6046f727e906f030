// The live streams page's answer (issue 27) on the demo network: the gaming and VTuber-like channels
// have a year of streams with Super Chat, others none; figures nobody gave are null, never 0; the
// caller sees only channels they may (object scope), with the page (route × account type is in the
// route matrix); bad input is refused with a translated message.
import { addDays, compareAmounts, sum, type LiveAnswer, type LiveStream } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';

let t: TestApp;
/** Demo channel ids start with UC and the channel's position + 1 in base 36 (seed-demo.ts). */
const channelAt = async (index: number) =>
  (
    await t.db
      .selectFrom('channels')
      .select('channel_id')
      .where('channel_id', 'like', `UC${(index + 1).toString(36).padStart(4, '0')}%`)
      .executeTakeFirstOrThrow()
  ).channel_id;
let gaming: string; // user_owner's second channel: gaming, in the CMS
let food: string; // user_owner's first channel: no streams
let vtuber: string; // finance's channel: Japanese chatting (vlog)

beforeAll(async () => {
  t = await startTestApp();
  [food, gaming, vtuber] = [await channelAt(0), await channelAt(1), await channelAt(5)];
  await t.signInDemo(['user_owner', 'user_editor', 'viewer', 'assistant', 'intensive_cooperative_user_owner', 'finance', 'staff']);
});
afterAll(async () => {
  await t?.close();
});

/** The figures of a stream nobody measured: not sampled while live, no stored video, no CMS month. */
const unmeasured = [
  'views',
  'peak_concurrent_viewers',
  'avg_concurrent_viewers',
  'chat_messages',
  'super_chat_revenue',
  'super_sticker_revenue',
] as const satisfies readonly (keyof LiveStream)[];

const live = (key: string, channelId: string, query = '') => t.demoCall(key, 'GET', `/api/v1/channels/${channelId}/live${query}`);

describe('GET /api/v1/channels/{channelId}/live', () => {
  it("answers a gaming channel's year of streams, upcoming first, with the figures and their sources", async () => {
    const answer = await t.demoOk<LiveAnswer>('user_owner', 'GET', `/api/v1/channels/${gaming}/live`);
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.period).toEqual({ start: addDays(today, -364), end: today });
    const upcoming = answer.streams.filter((s) => s.status === 'upcoming');
    const completed = answer.streams.filter((s) => s.status === 'completed');
    expect(upcoming).toHaveLength(2);
    expect(completed.length).toBeGreaterThan(10);
    // Upcoming: scheduled, not started, nothing measured yet.
    for (const s of upcoming) {
      expect(s.scheduled_start).not.toBeNull();
      expect(s.actual_start).toBeNull();
      for (const key of unmeasured) expect(s[key], key).toBeNull();
    }
    for (const s of completed) {
      expect(Date.parse(s.actual_end!)).toBeGreaterThan(Date.parse(s.actual_start!));
      expect(s.actual_start!.slice(0, 10) >= answer.period.start).toBe(true);
      expect(s.peak_concurrent_viewers!).toBeGreaterThanOrEqual(s.avg_concurrent_viewers!);
      expect(s.viewer_samples).toBeGreaterThan(0);
      expect(s.views).toBeGreaterThan(0);
      // The owner's grant read liveBroadcasts: chat messages are known.
      expect(s.chat_messages).not.toBeNull();
    }
    // Newest first, after the upcoming ones.
    const starts = completed.map((s) => s.actual_start!);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(answer.streams.slice(0, 2).every((s) => s.status === 'upcoming')).toBe(true);
    expect(answer.sources.broadcasts).toBe('read');
    expect(answer.sources.cms_months).toBeGreaterThan(0);
  });

  it('spreads each CMS month of Super Chat over its streams, exactly, and says "not available" for months not imported', async () => {
    const answer = await t.demoOk<LiveAnswer>('user_owner', 'GET', `/api/v1/channels/${gaming}/live`);
    const latest = answer.sources.cms_latest_month!;
    const month = (iso: string) => iso.slice(0, 4) + iso.slice(5, 7);
    const completed = answer.streams.filter((s) => s.status === 'completed');
    const imported = completed.filter((s) => month(s.actual_start!) <= latest);
    const notYet = completed.filter((s) => month(s.actual_start!) > latest);
    expect(imported.length).toBeGreaterThan(0);
    expect(notYet.length).toBeGreaterThan(0);
    for (const s of notYet) expect([s.super_chat_revenue, s.super_sticker_revenue]).toEqual([null, null]);
    for (const s of imported) {
      expect(s.super_chat_revenue?.currency).toBe('USD');
      expect(s.super_chat_revenue!.amount).toMatch(/^\d+(\.\d+)?$/);
    }
    // The streams of the period's imported months add up to the channel's Super Chat over those months
    // (the whole first month is counted by the channel total: compare from the second month on).
    const first = month(answer.period.start);
    const byMonth = imported.filter((s) => month(s.actual_start!) > first);
    const months = new Set(byMonth.map((s) => month(s.actual_start!)));
    const channelTotal = await sql<{ total: string }>`
      SELECT coalesce(sum(amount), 0)::text AS total FROM revenue_channel_months
      WHERE channel_id = ${gaming} AND item = 'super_chat' AND year_month = ANY(${[...months]}::text[])`.execute(t.db);
    expect(compareAmounts(sum(byMonth.map((s) => s.super_chat_revenue!.amount)), channelTotal.rows[0]!.total)).toBe(0);
    expect(compareAmounts(answer.super_chat_total!.amount, 0)).toBe(1);
  });

  it('answers the live against on-demand split per day with totals, views adding up to the channel days', async () => {
    const answer = await t.demoOk<LiveAnswer>('user_owner', 'GET', `/api/v1/channels/${gaming}/live?start=2000-01-01&end=2099-12-31`);
    expect(answer.split.days.length).toBeGreaterThan(300);
    const day = answer.split.days.at(-1)!;
    const metrics = await t.db
      .selectFrom('channel_daily_metrics')
      .select(['views', 'live_views'])
      .where('channel_id', '=', gaming)
      .where('day', '=', day.day)
      .executeTakeFirstOrThrow();
    expect(day.live_views + day.on_demand_views).toBe(metrics.views);
    expect(day.live_views).toBe(metrics.live_views);
    const totals = answer.split.totals!;
    expect(totals.live_views).toBe(answer.split.days.reduce((n, d) => n + d.live_views, 0));
    expect(totals.live_revenue?.currency).toBe('USD');
  });

  it('says why there is nothing: a channel without streams, never refreshed for liveBroadcasts, with no live days', async () => {
    const answer = await t.demoOk<LiveAnswer>('user_owner', 'GET', `/api/v1/channels/${food}/live`);
    expect(answer.streams).toEqual([]);
    expect(answer.split).toEqual({ days: [], totals: null });
    expect(answer.sources.broadcasts).toBe('never');
  });

  it('answers null, never 0, for viewers, chat and revenue nobody measured', async () => {
    const start = new Date(Date.now() - 3 * 3_600_000);
    await t.db
      .insertInto('live_streams')
      .values({
        video_id: 'unmeasured1',
        channel_id: food,
        title: 'Nobody watched the numbers',
        status: 'completed',
        scheduled_start: null,
        actual_start: start,
        actual_end: new Date(start.getTime() + 3_600_000),
      })
      .execute();
    // Written behind the app's back: the answer kept for the channel stands until the bus says the
    // channel changed, as the refresh does after its transaction.
    expect((await t.demoOk<LiveAnswer>('user_owner', 'GET', `/api/v1/channels/${food}/live`)).streams).toEqual([]);
    t.ctx.bus.publish({ kind: 'channel', id: food });
    const answer = await t.demoOk<LiveAnswer>('user_owner', 'GET', `/api/v1/channels/${food}/live`);
    expect(answer.streams.map((s) => s.video_id)).toEqual(['unmeasured1']);
    const stream = answer.streams[0]!;
    for (const key of unmeasured) expect(stream[key], key).toBeNull();
    expect([stream.scheduled_start, stream.viewer_samples]).toEqual([null, 0]);
  });

  it('keeps to the channels the caller may see: their own, or every one for the network roles', async () => {
    // A member of the channel's team (user_editor) and the network's staff and read-only viewer see it.
    expect((await live('user_editor', gaming)).statusCode).toBe(200);
    expect((await live('viewer', vtuber)).statusCode).toBe(200);
    expect((await live('staff', vtuber)).statusCode).toBe(200);
    // Another owner's channel is refused with nothing of it: 403 where the caller holds no such page
    // there, 404 where they hold it on their own channels and may not see this one (the route layer's order).
    for (const [key, channelId, status] of [
      ['user_owner', vtuber, 403],
      ['intensive_cooperative_user_owner', gaming, 404],
    ] as const) {
      const refused = await live(key, channelId);
      expect(refused.statusCode).toBe(status);
      expect(refused.json()).not.toHaveProperty('streams');
    }
    // The assistant sees every channel but not this page; finance owns the VTuber-like channel without it.
    expect((await live('assistant', gaming)).statusCode).toBe(403);
    expect((await live('finance', vtuber)).statusCode).toBe(403);
  });

  it('refuses a half or reversed window with a translated message and changes nothing', async () => {
    const before = await t.db.selectFrom('live_streams').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const half = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/${gaming}/live?start=2025-01-01`,
      headers: { ...t.demoHeaders('user_owner'), 'x-chorus-language': 'ja' },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields.end).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const reversed = await live('user_owner', gaming, '?start=2025-02-01&end=2025-01-01');
    expect(reversed.statusCode).toBe(400);
    const after = await t.db.selectFrom('live_streams').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
  it('keeps the answer until the CMS revenue changes, then answers the new amounts', async () => {
    const url = `/api/v1/channels/${gaming}/live`;
    const before = await t.demoOk<LiveAnswer>('user_owner', 'GET', url);
    const stream = before.streams.find((s) => s.super_chat_revenue !== null && s.status === 'completed')!;
    const month = stream.actual_start!.slice(0, 4) + stream.actual_start!.slice(5, 7);
    // What an import of that month's paid-features report writes (the accounting tables' triggers
    // tell every process once it commits).
    await sql`UPDATE revenue_video_months SET amount = amount + 1
      WHERE year_month = ${month} AND report_type = 'paid_features' AND channel_id = ${gaming}
        AND video_id = ${stream.video_id} AND item = 'super_chat'`.execute(t.db);
    const expected = sum([stream.super_chat_revenue!.amount, '1']);
    const after = await until(
      () => t.demoOk<LiveAnswer>('user_owner', 'GET', url),
      (answer) => compareAmounts(answer.streams.find((s) => s.video_id === stream.video_id)!.super_chat_revenue!.amount, expected) === 0,
    );
    expect(after.streams.map((s) => s.video_id)).toEqual(before.streams.map((s) => s.video_id));
  });
});
