// The caller's collaborations before and after their videos go live (spec 2 upcoming and past): the
// case videos of the packages the caller sees, split at the present moment by publish time, and, among
// the upcoming ones, the agreed cases whose video is not named yet (no date to put in a calendar).
// With a month, only the videos published (or to be published) in it, by UTC day.
import type { ScheduleAnswer, ScheduleItem, ScheduleWhen, Subject } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { shownChannels, visiblePackages } from './package-scope.ts';

/** Most items in one answer: a list of a team's collaborations, not an export. */
export const SCHEDULE_LIMIT = 500;

/** What the schedule shows of a case and its package, with or without a video yet. */
const CASE_COLUMNS = [
  'p.id as package_id',
  'p.name as package_name',
  'p.status as package_status',
  'c.id as case_id',
  'c.status as case_status',
  'c.channel_id',
  'ch.title as channel_title',
] as const;

export class ScheduleService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  async list(subject: Subject, when: ScheduleWhen, month: string | undefined): Promise<ScheduleAnswer> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const scope = visiblePackages(subject);
    const shown = shownChannels(subject);
    let videos = db
      .selectFrom('collab_case_videos as v')
      .innerJoin('collab_cases as c', 'c.id', 'v.case_id')
      .innerJoin('collab_packages as p', 'p.id', 'c.package_id')
      .innerJoin('channels as ch', 'ch.channel_id', 'c.channel_id')
      .select([...CASE_COLUMNS, 'v.video_id', 'v.title', 'v.published_at']);
    if (scope) videos = videos.where(scope);
    if (shown) videos = videos.where(shown);
    videos =
      when === 'past'
        ? videos.where('v.published_at', '<=', now)
        : videos.where((eb) => eb.or([eb('v.published_at', '>', now), eb('v.published_at', 'is', null)]));
    if (month) {
      const start = new Date(`${month}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      videos = videos.where('v.published_at', '>=', start).where('v.published_at', '<', end);
    }
    videos = videos
      .orderBy('v.published_at', (ob) => (when === 'past' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
      .orderBy('v.id')
      .limit(SCHEDULE_LIMIT);
    const rows: ScheduleItem[] = (await videos.execute()).map((r) =>
      scheduleItem(r, { video_id: r.video_id, title: r.title, published_at: r.published_at ? new Date(r.published_at).toISOString() : null }),
    );
    if (when === 'upcoming' && !month && rows.length < SCHEDULE_LIMIT) {
      let waiting = db
        .selectFrom('collab_cases as c')
        .innerJoin('collab_packages as p', 'p.id', 'c.package_id')
        .innerJoin('channels as ch', 'ch.channel_id', 'c.channel_id')
        .select(CASE_COLUMNS)
        .where('c.status', '=', 'creator_agreed')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('collab_case_videos as v').select('v.id').whereRef('v.case_id', '=', 'c.id'))));
      if (scope) waiting = waiting.where(scope);
      if (shown) waiting = waiting.where(shown);
      const agreed = await waiting
        .orderBy('p.id', 'desc')
        .orderBy('c.id')
        .limit(SCHEDULE_LIMIT - rows.length)
        .execute();
      for (const r of agreed) rows.push(scheduleItem(r, { video_id: null, title: null, published_at: null }));
    }
    return { when, month: month ?? null, items: rows };
  }
}

/** A schedule line: the case (its package and channel) and its video, or none yet. */
function scheduleItem(
  r: {
    package_id: number | string;
    package_name: string;
    package_status: ScheduleItem['package_status'];
    case_id: number | string;
    case_status: ScheduleItem['case_status'];
    channel_id: string;
    channel_title: string;
  },
  video: Pick<ScheduleItem, 'video_id' | 'title' | 'published_at'>,
): ScheduleItem {
  return {
    package_id: Number(r.package_id),
    package_name: r.package_name,
    package_status: r.package_status,
    case_id: Number(r.case_id),
    case_status: r.case_status,
    channel_id: r.channel_id,
    channel_title: r.channel_title,
    ...video,
  };
}
