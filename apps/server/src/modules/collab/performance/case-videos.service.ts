// A case's videos (spec 3 case video: video ID, title, publish time): listed, added by video ID or
// address and validated against the case's channel, removed. The title and publish time come from
// the channel's stored data, else from YouTube (Data API videos.list with the channel's grant); a
// video of another channel, or one neither knows, cannot be added (spec 8). Every add and remove is
// kept as a collab_events row with its actor and time (the package's timeline).
import { parseVideoRef, type CaseVideo, type Subject } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { LookedUpVideo } from '../../youtube/index.ts';
import { caseFor, type CaseInScope } from './package-scope.ts';

export type PerformanceCaller = { userId: number; realUserId: number | null; subject: Subject };
export type VideoLookup = (channelId: string, videoId: string) => Promise<LookedUpVideo | null>;

const INVALID = 'errors.caseVideoInvalid';
const invalid = () => new DomainError(INVALID, { fields: { video: 'validation.caseVideoId' } });

export class CaseVideosService {
  private readonly deps: { db: Db; clock: Clock; lookup: VideoLookup };
  constructor(deps: { db: Db; clock: Clock; lookup: VideoLookup }) {
    this.deps = deps;
  }

  async list(caller: PerformanceCaller, caseId: number): Promise<CaseVideo[]> {
    await caseFor(this.deps.db, caller.subject, caseId);
    return this.rows(caseId);
  }

  async add(caller: PerformanceCaller, caseId: number, reference: string): Promise<CaseVideo> {
    const { db, clock, lookup } = this.deps;
    const scope = await caseFor(db, caller.subject, caseId);
    const videoId = parseVideoRef(reference);
    if (!videoId) throw invalid();
    const stored = await db.selectFrom('videos').select(['channel_id', 'title', 'published_at']).where('video_id', '=', videoId).executeTakeFirst();
    let found: { title: string; publishedAt: Date } | null = null;
    if (stored) {
      if (stored.channel_id === scope.channelId) found = { title: stored.title, publishedAt: stored.published_at };
    } else {
      const remote = await lookup(scope.channelId, videoId);
      if (remote && remote.channelId === scope.channelId) found = { title: remote.title, publishedAt: remote.publishedAt };
    }
    if (!found) throw invalid();
    const video = found;
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('collab_case_videos')
        .values({ case_id: caseId, video_id: videoId, title: video.title, published_at: video.publishedAt, added_by: caller.userId, added_at: now })
        .onConflict((oc) => oc.columns(['case_id', 'video_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new DomainError('errors.caseVideoDuplicate');
      await recordVideoEvent(trx, caller, scope, 'case_video_added', { videoId, title: video.title, publishedAt: video.publishedAt }, now);
      return inserted.id;
    });
    return (await this.rows(caseId)).find((v) => v.id === id)!;
  }

  async remove(caller: PerformanceCaller, caseId: number, videoId: string): Promise<void> {
    const { db, clock } = this.deps;
    const scope = await caseFor(db, caller.subject, caseId);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('collab_case_videos')
        .where('case_id', '=', caseId)
        .where('video_id', '=', videoId)
        .returning(['title', 'published_at'])
        .executeTakeFirst();
      if (!removed) throw new DomainError('errors.notFound');
      await recordVideoEvent(trx, caller, scope, 'case_video_removed', { videoId, title: removed.title, publishedAt: removed.published_at }, now);
    });
  }

  private async rows(caseId: number): Promise<CaseVideo[]> {
    const rows = await this.deps.db
      .selectFrom('collab_case_videos as v')
      .leftJoin('users as u', 'u.id', 'v.added_by')
      .select(['v.id', 'v.case_id', 'v.video_id', 'v.title', 'v.published_at', 'v.added_at', 'u.name as added_by_name'])
      .where('v.case_id', '=', caseId)
      .orderBy('v.published_at', (ob) => ob.asc().nullsLast())
      .orderBy('v.id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      case_id: Number(r.case_id),
      video_id: r.video_id,
      title: r.title,
      published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
      added_at: new Date(r.added_at).toISOString(),
      added_by_name: r.added_by_name ?? null,
    }));
  }
}

/** The package's history line for a video added to or removed from a case: which video, by whom (and for whom, when switched). */
async function recordVideoEvent(
  trx: Db,
  caller: PerformanceCaller,
  scope: CaseInScope,
  kind: 'case_video_added' | 'case_video_removed',
  video: { videoId: string; title: string; publishedAt: Date | string | null },
  at: Date,
): Promise<void> {
  const details = {
    video_id: video.videoId,
    title: video.title,
    published_at: video.publishedAt ? new Date(video.publishedAt).toISOString() : null,
    ...(caller.realUserId !== null ? { real_user_id: caller.realUserId } : {}),
  };
  await trx
    .insertInto('collab_events')
    .values({ package_id: scope.packageId, case_id: scope.caseId, kind, details: JSON.stringify(details), actor_user_id: caller.userId, at })
    .execute();
}
