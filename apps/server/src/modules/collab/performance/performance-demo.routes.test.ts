// The performance part's demo on the seeded demo network: after the deals part's packages (made here
// as the deals demo would), the agreed cases of completed packages hold one of their channel's own
// videos with daily figures, published at least a week before the data's end; two agreed cases of
// packages still under way hold a video scheduled in the coming weeks; each with its event.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedPerformanceDemo } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it('gives completed packages published videos with figures and a couple of agreed cases a date to come', async () => {
  const team = (await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow()).id;
  const channels = (await t.db.selectFrom('videos').select('channel_id').distinct().orderBy('channel_id').limit(4).execute()).map((c) => c.channel_id);
  expect(channels).toHaveLength(4);
  const done = await t.db
    .insertInto('collab_packages')
    .values({ advertiser_id: team, name: 'Done', status: 'matching_complete' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const going = await t.db
    .insertInto('collab_packages')
    .values({ advertiser_id: team, name: 'Going', status: 'officer_contacting' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('collab_cases')
    .values([
      { package_id: done.id, channel_id: channels[0]!, status: 'creator_agreed' },
      { package_id: done.id, channel_id: channels[1]!, status: 'creator_agreed' },
      { package_id: done.id, channel_id: channels[2]!, status: 'creator_disagreed' },
      { package_id: going.id, channel_id: channels[0]!, status: 'creator_agreed' },
      { package_id: going.id, channel_id: channels[1]!, status: 'creator_agreed' },
      { package_id: going.id, channel_id: channels[2]!, status: 'creator_agreed' },
      { package_id: going.id, channel_id: channels[3]!, status: 'officer_contacting' },
    ])
    .execute();
  const seedDay = new Date();
  const staff = (await t.db.selectFrom('users').select('id').where('email', '=', 'staff@demo.chorus.test').executeTakeFirstOrThrow()).id;
  await t.db.transaction().execute((trx) => seedPerformanceDemo(trx, { seedDay, userIds: new Map([['staff', staff]]) }));

  const rows = await t.db
    .selectFrom('collab_case_videos as v')
    .innerJoin('collab_cases as c', 'c.id', 'v.case_id')
    .select(['c.package_id', 'c.channel_id', 'c.status', 'v.video_id', 'v.published_at', 'v.added_by'])
    .orderBy('v.id')
    .execute();
  const published = rows.filter((r) => r.package_id === done.id);
  expect(published.map((r) => r.channel_id).sort()).toEqual([channels[0], channels[1]].sort());
  for (const r of published) {
    const video = await t.db.selectFrom('videos').select(['channel_id', 'published_at']).where('video_id', '=', r.video_id).executeTakeFirstOrThrow();
    expect(video.channel_id).toBe(r.channel_id);
    const { rows: days } = await sql<{ n: string; through: string }>`
      SELECT count(*)::text AS n, (SELECT max(day)::text FROM video_daily_metrics WHERE channel_id = ${r.channel_id}) AS through
      FROM video_daily_metrics WHERE video_id = ${r.video_id}`.execute(t.db);
    expect(Number(days[0]!.n)).toBeGreaterThanOrEqual(7);
    expect(new Date(r.published_at!).getTime()).toBeLessThanOrEqual(Date.parse(`${days[0]!.through}T00:00:00Z`) - 6 * 86_400_000);
  }
  const scheduled = rows.filter((r) => r.package_id === going.id);
  expect(scheduled).toHaveLength(2);
  for (const r of scheduled) expect(new Date(r.published_at!).getTime()).toBeGreaterThan(seedDay.getTime());
  expect(new Set(rows.map((r) => r.added_by))).toEqual(new Set([staff]));
  const events = await t.db.selectFrom('collab_events').select(['kind', 'actor_user_id']).execute();
  expect(events).toHaveLength(4);
  expect(events.every((e) => e.kind === 'case_video_added' && e.actor_user_id === staff)).toBe(true);
});
