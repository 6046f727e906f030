// video_weekly_metrics (migration 0020) against the daily rows it sums: after inserts, updates,
// deletes and truncation by any writer, the weekly rows equal the daily rows grouped by week, and per-video window totals read through the weeks equal the
// same totals summed day by day, for windows of every length and weekday.
import { addDays } from '@chorus/contract';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../../db/database.ts';
import { cloneTemplateDatabase, type ScratchDatabase } from '../../../test/scratch-database.ts';
import { storedWeeks, weeksFromDays } from '../../../test/video-weeks.ts';
import { findContentData, findOverviewData } from './analytics.repository.ts';

const CHANNEL = 'UCweeklyrollup00000001a';
const OTHER = 'UCweeklyrollup00000002a';
const FIRST_DAY = '2026-01-01';
const DAYS = 120;

let database: ScratchDatabase;
let pool: pg.Pool;
let db: Db;

/** A deterministic stream of numbers in [0, 1). */
function randomStream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const random = randomStream(20_261_125);
const int = (max: number) => Math.floor(random() * max);
/** Revenue with the columns' 12 places, or none on some days. */
const revenue = () => (random() < 0.3 ? null : `${int(50)}.${String(int(1e12)).padStart(12, '0')}`);

const videos = Array.from({ length: 8 }, (_, i) => ({
  video_id: `wkVideo${String(i).padStart(4, '0')}`,
  channel_id: i < 6 ? CHANNEL : OTHER,
  kind: (['video', 'short', 'live'] as const)[i % 3]!,
  title: `Video ${i}`,
  duration_seconds: 60 + i * 200,
  published_at: new Date(Date.UTC(2025, 11, 1 + i * 5)),
}));

function dailyRow(videoId: string, day: string) {
  return {
    video_id: videoId,
    day,
    views: int(5000),
    likes: int(300),
    comments: int(40),
    shares: int(20),
    subscribers_gained: int(15),
    gross_revenue: revenue(),
  };
}

/** Per-video totals of a window summed day by day (what the pages read before the weekly table). */
async function totalsFromDays(channelId: string, start: string, end: string, only: 'all' | 'withFigures') {
  const { rows } = await pool.query(
    `SELECT v.video_id, v.title, v.kind, v.published_at, v.duration_seconds,
            coalesce(t.days, 0)::int AS days, coalesce(t.views, 0)::bigint AS views, coalesce(t.likes, 0)::bigint AS likes,
            coalesce(t.comments, 0)::bigint AS comments, coalesce(t.shares, 0)::bigint AS shares,
            coalesce(t.subscribers, 0)::bigint AS subscribers, t.gross_revenue
       FROM videos v
       ${only === 'all' ? 'LEFT JOIN' : 'JOIN'} (
         SELECT m.video_id, count(*) AS days, sum(m.views) AS views, sum(m.likes) AS likes, sum(m.comments) AS comments,
                sum(m.shares) AS shares, sum(m.subscribers_gained) AS subscribers, sum(m.gross_revenue) AS gross_revenue
           FROM video_daily_metrics m WHERE m.channel_id = $1 AND m.day >= $2::date AND m.day <= $3::date GROUP BY m.video_id
       ) t ON t.video_id = v.video_id
      WHERE v.channel_id = $1 AND v.published_at < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')`,
    [channelId, start, end],
  );
  return rows;
}

const byVideo = <Row extends { video_id: string }>(rows: Row[]) => [...rows].sort((a, b) => (a.video_id < b.video_id ? -1 : 1));

/** Windows of 1 to 100 days starting on every weekday, some reaching past the data at either end. */
function windows(): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let i = 0; i < 60; i++) {
    const start = addDays(FIRST_DAY, int(DAYS + 20) - 10);
    out.push({ start, end: addDays(start, int(100)) });
  }
  return out;
}

async function expectWeeksMatchDays() {
  const expected = await weeksFromDays(db);
  expect(expected.length).toBeGreaterThan(0);
  expect(await storedWeeks(db)).toEqual(expected);
}

async function expectTotalsMatchDays(channelId: string) {
  for (const window of windows()) {
    const all = byVideo(await totalsFromDays(channelId, window.start, window.end, 'all'));
    const withFigures = byVideo(await totalsFromDays(channelId, window.start, window.end, 'withFigures'));
    const since = addDays(window.start, -20);
    const content = await findContentData(pool, channelId, window, window, since);
    const sinceMs = Date.parse(`${since}T00:00:00Z`);
    const needed = all.filter((v) => v.days > 0 || v.published_at.getTime() >= sinceMs);
    expect(byVideo(content.videos), `${window.start}..${window.end} content`).toEqual(needed);
    expect(content.videoCount).toBe(all.length);
    expect(byVideo((await findOverviewData(pool, channelId, window, window)).videos), `${window.start}..${window.end} with figures`).toEqual(withFigures);
  }
}

beforeAll(async () => {
  database = await cloneTemplateDatabase();
  pool = createPool(database.url, 4);
  db = createDb(pool);
  await db
    .insertInto('channels')
    .values([
      { channel_id: CHANNEL, title: 'Weekly', source_type: 'YT', language: 'zh' },
      { channel_id: OTHER, title: 'Other', source_type: 'YT', language: 'en' },
    ])
    .execute();
  await db.insertInto('videos').values(videos).execute();
  // Several statements, some days missing, some videos without revenue at all.
  for (const video of videos) {
    const days = Array.from({ length: DAYS }, (_, d) => addDays(FIRST_DAY, d)).filter(() => random() < 0.85);
    const rows = days.map((day) => dailyRow(video.video_id, day));
    if (video.video_id.endsWith('3')) for (const row of rows) row.gross_revenue = null;
    await db.insertInto('video_daily_metrics').values(rows.slice(0, 50)).execute();
    await db.insertInto('video_daily_metrics').values(rows.slice(50)).execute();
  }
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('video_weekly_metrics', () => {
  it('holds the daily rows summed by week after inserts, and window totals read through it equal the daily sums', async () => {
    await expectWeeksMatchDays();
    await expectTotalsMatchDays(CHANNEL);
    await expectTotalsMatchDays(OTHER);
  });

  it('follows updates, including rows moved to another day, revenue cleared and set, and upserts', async () => {
    await sql`UPDATE video_daily_metrics SET views = views + 7, gross_revenue = NULL WHERE video_id = 'wkVideo0001' AND day < '2026-02-01'`.execute(db);
    await sql`UPDATE video_daily_metrics SET gross_revenue = 1.5 WHERE video_id = 'wkVideo0003' AND day BETWEEN '2026-03-02' AND '2026-03-04'`.execute(db);
    // Moves a day into a week that may have had no row of the video yet, and out of its own.
    await sql`DELETE FROM video_daily_metrics WHERE video_id = 'wkVideo0002' AND day BETWEEN '2026-02-09' AND '2026-02-15'`.execute(db);
    await sql`UPDATE video_daily_metrics SET day = day + 7 WHERE video_id = 'wkVideo0002' AND day BETWEEN '2026-02-02' AND '2026-02-08'`.execute(db);
    await db
      .insertInto('video_daily_metrics')
      .values([dailyRow('wkVideo0000', '2026-01-05'), dailyRow('wkVideo0000', '2026-06-01')])
      .onConflict((oc) =>
        oc.columns(['video_id', 'day']).doUpdateSet((eb) => ({ views: eb.ref('excluded.views'), gross_revenue: eb.ref('excluded.gross_revenue') })),
      )
      .execute();
    await expectWeeksMatchDays();
    await expectTotalsMatchDays(CHANNEL);
  });

  it('follows deletes: days, a whole week, and a video with all its days', async () => {
    await sql`DELETE FROM video_daily_metrics WHERE video_id = 'wkVideo0004' AND day BETWEEN '2026-01-12' AND '2026-01-18'`.execute(db);
    await sql`DELETE FROM video_daily_metrics WHERE day = '2026-03-10'`.execute(db);
    await db.deleteFrom('videos').where('video_id', '=', 'wkVideo0005').execute();
    expect(await storedWeeks(db)).not.toContainEqual(expect.objectContaining({ video_id: 'wkVideo0005' }));
    expect(await storedWeeks(db)).not.toContainEqual(expect.objectContaining({ video_id: 'wkVideo0004', week: '2026-01-12' }));
    await expectWeeksMatchDays();
    await expectTotalsMatchDays(CHANNEL);
  });

  it('is emptied with the daily rows', async () => {
    await sql`TRUNCATE video_daily_metrics`.execute(db);
    expect(await storedWeeks(db)).toEqual([]);
  });
});
