// The demo analytics in a real PostgreSQL: a small network is seeded into a fresh database cloned
// from the migrated template, then the invariants are checked in SQL. The seed needs no HTTP app,
// so the test drives the database directly.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../db/database.ts';
import { cloneTemplateDatabase } from '../../test/scratch-database.ts';
import { seedDemoNetwork, type SeedResult } from './seed-demo.ts';

const SEED_DAY = new Date('2026-11-21T06:00:00Z');
const CHANNELS = 12;

type Scratch = { db: Db; drop: () => Promise<void> };

async function scratchDatabase(): Promise<Scratch> {
  const database = await cloneTemplateDatabase();
  const db = createDb(createPool(database.url, 2));
  return {
    db,
    drop: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

let scratch: Scratch;
let db: Db;
let seeded: SeedResult;
let seconds = 0;
beforeAll(async () => {
  scratch = await scratchDatabase();
  db = scratch.db;
  const started = performance.now();
  seeded = await seedDemoNetwork(db, { password: 'Chorus-demo-2026!', channels: CHANNELS, seedDay: SEED_DAY });
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => scratch?.drop());

const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]!.n);

describe('seeded demo analytics', () => {
  it('writes the counted rows for every channel, two years through the seed day minus 3 days', async () => {
    const a = seeded.analytics!;
    expect(a.dataThrough).toBe('2026-11-18');
    expect(a.channelDays).toBe(CHANNELS * 730);
    expect(await count(sql`SELECT count(*) AS n FROM channel_daily_metrics`)).toBe(a.channelDays);
    expect(await count(sql`SELECT count(*) AS n FROM videos`)).toBe(a.videos);
    expect(await count(sql`SELECT count(*) AS n FROM video_daily_metrics`)).toBe(a.videoDays);
    expect(await count(sql`SELECT count(*) AS n FROM channel_audience`)).toBe(a.audienceRows);
    expect(await count(sql`SELECT count(*) AS n FROM video_comments`)).toBe(a.comments);
    expect(a.videos).toBeGreaterThan(CHANNELS * 40);
    expect(a.comments).toBeGreaterThan(CHANNELS * 5);
    const perChannel = await sql<{ n: string; first: string; last: string }>`
      SELECT count(*) AS n, min(day)::text AS first, max(day)::text AS last FROM channel_daily_metrics GROUP BY channel_id`.execute(db);
    expect(perChannel.rows).toHaveLength(CHANNELS);
    for (const row of perChannel.rows) expect(row).toEqual({ n: 730, first: '2024-11-19', last: '2026-11-18' });
    expect(await count(sql`SELECT count(*) AS n FROM channels WHERE data_through <> '2026-11-18' OR refreshed_at IS NULL OR handle IS NULL`)).toBe(0);
    console.log(`seeded ${CHANNELS} channels with analytics in ${seconds.toFixed(2)} s`);
  });

  it('adds views by type up to views and gross revenue up to the sum of its types', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM channel_daily_metrics WHERE views <> video_views + shorts_views + live_views OR non_subscriber_views > views`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM channel_daily_metrics WHERE gross_revenue <> ad_revenue + shorts_ad_revenue + premium_revenue + transaction_revenue
        + membership_revenue + super_chat_revenue + super_thanks_revenue + super_stickers_revenue`),
    ).toBe(0);
    // Revenue exactly for the YT channels; Freedom and Little_Five have none.
    const revenue = await sql<{ source_type: string; with_revenue: string; without: string }>`
      SELECT c.source_type, count(*) FILTER (WHERE d.gross_revenue IS NOT NULL) AS with_revenue, count(*) FILTER (WHERE d.gross_revenue IS NULL) AS without
      FROM channel_daily_metrics d JOIN channels c USING (channel_id) GROUP BY 1 ORDER BY 1`.execute(db);
    for (const row of revenue.rows) {
      if (row.source_type === 'YT') expect(Number(row.without)).toBe(0);
      else expect(Number(row.with_revenue)).toBe(0);
    }
    const rpm = await sql<{ rpm: string }>`
      SELECT sum(gross_revenue) / sum(views) * 1000 AS rpm FROM channel_daily_metrics WHERE gross_revenue IS NOT NULL GROUP BY channel_id`.execute(db);
    for (const row of rpm.rows) {
      expect(Number(row.rpm)).toBeGreaterThan(0.3);
      expect(Number(row.rpm)).toBeLessThan(10);
    }
    expect(await count(sql`SELECT count(*) AS n FROM channel_daily_metrics WHERE impressions_ctr < 2 OR impressions_ctr > 10`)).toBe(0);
  });

  it('keeps channel days at or above the sum of their videos’ days, and video totals at or above their days', async () => {
    expect(
      await count(sql`
        SELECT count(*) AS n FROM (
          SELECT v.channel_id, m.day, sum(m.views) AS views, sum(m.watch_minutes) AS watch, sum(m.likes) AS likes, sum(m.comments) AS comments,
                 sum(m.shares) AS shares, sum(m.subscribers_gained) AS gained
          FROM video_daily_metrics m JOIN videos v USING (video_id) GROUP BY 1, 2) x
        JOIN channel_daily_metrics d USING (channel_id, day)
        WHERE d.views < x.views OR d.watch_minutes < x.watch OR d.likes < x.likes OR d.comments < x.comments OR d.shares < x.shares OR d.subscribers_gained < x.gained`),
    ).toBe(0);
    expect(
      await count(sql`
        SELECT count(*) AS n FROM videos v JOIN (SELECT video_id, sum(views) AS views, sum(likes) AS likes FROM video_daily_metrics GROUP BY 1) m USING (video_id)
        WHERE v.views < m.views OR v.likes < m.likes`),
    ).toBe(0);
    // Daily rows only for videos of the last 180 days, and only their first 90 days.
    expect(
      await count(sql`
        SELECT count(*) AS n FROM video_daily_metrics m JOIN videos v USING (video_id) JOIN channels c ON c.channel_id = v.channel_id
        WHERE m.day < v.published_at::date OR m.day >= v.published_at::date + 90 OR v.published_at::date < c.data_through - 179 OR m.day > c.data_through`),
    ).toBe(0);
  });

  it('has channel totals that agree with the daily figures and the videos', async () => {
    expect(
      await count(sql`
        SELECT count(*) AS n FROM channels c
        JOIN (SELECT channel_id, sum(subscribers_gained - subscribers_lost) AS net, sum(views) AS views FROM channel_daily_metrics GROUP BY 1) d USING (channel_id)
        JOIN (SELECT channel_id, count(*) AS videos, sum(views) AS views FROM videos GROUP BY 1) v USING (channel_id)
        WHERE c.subscribers < d.net OR c.views < d.views OR c.views < v.views OR c.video_count <> v.videos`),
    ).toBe(0);
    const sizes = await sql<{ low: number; high: number }>`SELECT min(subscribers) AS low, max(subscribers) AS high FROM channels`.execute(db);
    expect(sizes.rows[0]!.low).toBeGreaterThanOrEqual(1000);
    expect(sizes.rows[0]!.high).toBeLessThanOrEqual(2_000_000 * 1.01);
    expect(
      await count(sql`
        SELECT count(*) AS n FROM channels c
        WHERE update_frequency <> round((SELECT count(*) FROM videos v WHERE v.channel_id = c.channel_id AND v.published_at::date > c.data_through - 90) / 90.0 * 7, 2)`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM channels WHERE is_new`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM channels WHERE hidden AND hidden_scope IS NOT NULL AND hidden_reason IS NOT NULL`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM channels WHERE sponsored_price_min > sponsored_price OR sponsored_price_max < sponsored_price OR midroll_price_min > midroll_price`,
      ),
    ).toBe(0);
  });

  it('gives every channel each length class, shorts and live streams, with valid ids', async () => {
    expect(
      await count(sql`
        SELECT count(*) AS n FROM (
          SELECT channel_id, bool_or(duration_seconds < 60) AS very_short, bool_or(duration_seconds >= 60 AND duration_seconds < 480) AS short,
                 bool_or(duration_seconds >= 480 AND duration_seconds <= 900) AS long, bool_or(duration_seconds > 900) AS very_long,
                 bool_or(kind = 'short') AS shorts, bool_or(kind = 'live') AS live
          FROM videos GROUP BY 1) x
        WHERE NOT (very_short AND short AND long AND very_long AND shorts AND live)`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM videos WHERE video_id !~ '^[A-Za-z0-9_-]{11}$' OR (kind = 'short' AND duration_seconds >= 60)`)).toBe(0);
    expect(await count(sql`SELECT count(DISTINCT channel_id) AS n FROM videos`)).toBe(CHANNELS);
  });

  it('splits each month’s views exactly by every audience dimension, with small channels below the audience threshold', async () => {
    expect(
      await count(sql`
        SELECT count(*) AS n FROM (SELECT channel_id, month, dimension, sum(views) AS views, sum(watch_minutes) AS watch FROM channel_audience GROUP BY 1, 2, 3) a
        JOIN (SELECT channel_id, date_trunc('month', day)::date AS month, sum(views) AS views, sum(watch_minutes) AS watch FROM channel_daily_metrics GROUP BY 1, 2) d
          USING (channel_id, month)
        WHERE a.views <> d.views OR a.watch <> d.watch`),
    ).toBe(0);
    expect(await count(sql`SELECT count(DISTINCT (channel_id, month)) AS n FROM channel_audience WHERE dimension = 'device'`)).toBe(CHANNELS * 25);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM channels c WHERE (SELECT sum(views) FROM channel_daily_metrics d WHERE d.channel_id = c.channel_id AND d.day > c.data_through - 30) < 1000`,
      ),
    ).toBeGreaterThan(0);
    const japanese = await sql<{ share: string }>`
      SELECT sum(a.views) FILTER (WHERE a.key = 'JP') / sum(a.views)::numeric AS share FROM channel_audience a JOIN channels c USING (channel_id)
      WHERE c.language = 'ja' AND a.dimension = 'country'`.execute(db);
    expect(Number(japanese.rows[0]!.share)).toBeGreaterThan(0.75);
  });

  it('stores comments in the language of their text', async () => {
    const comments = await db.selectFrom('video_comments').select(['text', 'language']).execute();
    expect(comments.length).toBeGreaterThan(0);
    for (const { text, language } of comments) {
      if (language === 'ja') expect(text).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      else if (language === 'zh') expect(text).toMatch(/^[^\p{Script=Hiragana}\p{Script=Katakana}]*\p{Script=Han}/u);
      else expect(text).toMatch(/^[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*$/u);
    }
    expect(
      await count(
        sql`SELECT count(*) AS n FROM (SELECT video_id, count(*) AS c FROM video_comments GROUP BY 1) x JOIN videos v USING (video_id) WHERE x.c > v.comments`,
      ),
    ).toBe(0);
  });

  it('sets exchange rates and two channel groups for staff and user_owner', async () => {
    const rates = Object.fromEntries(
      (await db.selectFrom('exchange_rates').select(['currency', 'per_usd']).execute()).map((r) => [r.currency, Number(r.per_usd)]),
    );
    expect(rates.USD).toBe(1);
    expect(rates.TWD).toBeGreaterThan(32);
    expect(rates.TWD).toBeLessThan(33);
    expect(rates.JPY).toBeGreaterThan(150);
    expect(rates.JPY).toBeLessThan(151);
    const groups = await sql<{ name: string; channels: string; account: string; role: string }>`
      SELECT g.name, count(DISTINCT gc.channel_id) AS channels, u.account, m.role
      FROM channel_groups g JOIN channel_group_channels gc ON gc.group_id = g.id JOIN channel_group_members m ON m.group_id = g.id JOIN users u ON u.id = m.user_id
      GROUP BY g.name, u.account, m.role ORDER BY u.account`.execute(db);
    expect(groups.rows.map((r) => [r.account, r.role])).toEqual([
      ['staff', 'admin'],
      ['user_owner', 'user'],
    ]);
    for (const row of groups.rows) expect(Number(row.channels)).toBeGreaterThanOrEqual(2);
  });

  it('seeds the same data into another database on the same day', async () => {
    // Two more networks with a short window (the demo needs 11 channels) keep this quick.
    const [first, second] = [await scratchDatabase(), await scratchDatabase()];
    try {
      const fingerprint = async (target: Db) => {
        await seedDemoNetwork(target, { password: 'Chorus-demo-2026!', channels: 11, days: 60, seedDay: SEED_DAY });
        return (
          await sql<{ daily: string; videos: string; video_days: string; audience: string; comments: string; channels: string }>`
            SELECT (SELECT md5(string_agg(d::text, ',' ORDER BY channel_id, day)) FROM channel_daily_metrics d) AS daily,
                   (SELECT md5(string_agg(v::text, ',' ORDER BY video_id)) FROM videos v) AS videos,
                   (SELECT md5(string_agg(m::text, ',' ORDER BY video_id, day)) FROM video_daily_metrics m) AS video_days,
                   (SELECT md5(string_agg(a::text, ',' ORDER BY channel_id, month, dimension, key)) FROM channel_audience a) AS audience,
                   (SELECT md5(string_agg(c::text, ',' ORDER BY comment_id)) FROM video_comments c) AS comments,
                   (SELECT md5(string_agg(concat_ws('|', channel_id, subscribers, views, engagements, video_count, update_frequency, tags, sponsored_price, handle), ',' ORDER BY channel_id))
                      FROM channels) AS channels`.execute(target)
        ).rows[0];
      };
      const a = await fingerprint(first.db);
      expect(a?.daily).toBeTruthy();
      expect(await fingerprint(second.db)).toEqual(a);
    } finally {
      await first.drop();
      await second.drop();
    }
  });
});
