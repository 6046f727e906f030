// The performance part's demo (issue 11 "Demo data"), run last, after the deals part has opened its
// packages and cases: every agreed case of a package that reached matching complete gets one of its
// channel's own demo videos with daily figures, published within the data window (at least a week
// before its end, so the report has days to draw); two further agreed cases get a video scheduled in
// the coming weeks, for the upcoming calendar. Each is added by the demo staff member, with its
// collab_events row. Deterministic: the same demo gives the same picks.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export type PerformanceDemoOptions = { seedDay: Date; userIds: ReadonlyMap<string, number> };

const DAY_MS = 86_400_000;
const scheduledTitles = ['Sponsored review (scheduled)', 'Brand collaboration premiere (scheduled)'];

export async function seedPerformanceDemo(trx: Db, options: PerformanceDemoOptions): Promise<void> {
  const staff = options.userIds.get('staff') ?? null;
  const agreed = await trx
    .selectFrom('collab_cases as c')
    .innerJoin('collab_packages as p', 'p.id', 'c.package_id')
    .select(['c.id as case_id', 'c.package_id', 'c.channel_id', 'p.status as package_status'])
    .where('c.status', '=', 'creator_agreed')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('collab_case_videos as v').select('v.id').whereRef('v.case_id', '=', 'c.id'))))
    .orderBy('c.id')
    .execute();
  const used = new Set<string>();
  let scheduled = 0;
  for (const [index, c] of agreed.entries()) {
    if (c.package_status === 'matching_complete') {
      // The channel's videos with a figure on their publish day, at least 7 days before the data's end.
      const { rows } = await sql<{ video_id: string; title: string; published_at: Date }>`
        SELECT v.video_id, v.title, v.published_at
        FROM videos v
        WHERE v.channel_id = ${c.channel_id}
          AND v.kind <> 'live'
          AND (v.published_at AT TIME ZONE 'UTC')::date + 7 <= (SELECT max(day) FROM video_daily_metrics WHERE channel_id = ${c.channel_id})
          AND EXISTS (SELECT 1 FROM video_daily_metrics m WHERE m.video_id = v.video_id AND m.day = (v.published_at AT TIME ZONE 'UTC')::date)
        ORDER BY v.published_at DESC
        LIMIT 12`.execute(trx);
      const pick = rows.filter((r) => !used.has(r.video_id))[index % 3] ?? rows.find((r) => !used.has(r.video_id));
      if (!pick) continue;
      used.add(pick.video_id);
      await addDemoVideo(trx, c, { video_id: pick.video_id, title: pick.title, published_at: new Date(pick.published_at) }, staff, options.seedDay);
    } else if (scheduled < scheduledTitles.length) {
      const publishAt = new Date(
        Date.UTC(options.seedDay.getUTCFullYear(), options.seedDay.getUTCMonth(), options.seedDay.getUTCDate(), 11) + (5 + 9 * scheduled) * DAY_MS,
      );
      const videoId = `demoSched${String(c.case_id % 100).padStart(2, '0')}`;
      await addDemoVideo(trx, c, { video_id: videoId, title: scheduledTitles[scheduled]!, published_at: publishAt }, staff, options.seedDay);
      scheduled++;
    }
  }
}

async function addDemoVideo(
  trx: Db,
  c: { case_id: number; package_id: number },
  video: { video_id: string; title: string; published_at: Date },
  staff: number | null,
  seedDay: Date,
): Promise<void> {
  // Added the day before it went live, or on the seed day for a video still to come.
  const addedAt = new Date(Math.min(video.published_at.getTime() - DAY_MS, seedDay.getTime()));
  await trx
    .insertInto('collab_case_videos')
    .values({ case_id: c.case_id, video_id: video.video_id, title: video.title, published_at: video.published_at, added_by: staff, added_at: addedAt })
    .execute();
  await trx
    .insertInto('collab_events')
    .values({
      package_id: c.package_id,
      case_id: c.case_id,
      kind: 'case_video_added',
      details: JSON.stringify({ video_id: video.video_id, title: video.title, published_at: video.published_at.toISOString() }),
      actor_user_id: staff,
      at: addedAt,
    })
    .execute();
}
