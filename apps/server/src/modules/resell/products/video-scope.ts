// Which videos a caller reaches (contract resell/products.policies.ts; stores: ../store-scope.ts).
// Videos for resale products: the network's product managers any channel video; everyone else the
// case videos of their teams' packages (and those they opened). Anything outside answers 404.
import { seesEveryStore, storeTeamsOf, type Subject } from '@chorus/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../errors/domain-error.ts';

/** SQL on `p` (collab_packages) and `ca` (collab_cases): the packages whose case videos the subject may put products on. */
function ownPackages(subject: Subject) {
  const teams = storeTeamsOf(subject);
  return sql<SqlBool>`(p.created_by = ${subject.id} or p.advertiser_id = any(${teams}::bigint[]))`;
}

export type VideoInScope = { videoId: string; channelId: string; title: string; publishedAt: Date | null };

/**
 * A video the subject may put resale products on (or read the products of): for the network roles
 * any channel video (stored in `videos`) or case video; for everyone else a case video of their
 * teams' packages. Otherwise 404.
 */
export async function videoFor(db: Db, subject: Subject, videoId: string): Promise<VideoInScope> {
  const every = seesEveryStore(subject);
  if (every) {
    const stored = await db.selectFrom('videos').select(['video_id', 'channel_id', 'title', 'published_at']).where('video_id', '=', videoId).executeTakeFirst();
    if (stored) return { videoId: stored.video_id, channelId: stored.channel_id, title: stored.title, publishedAt: new Date(stored.published_at) };
  }
  let query = db
    .selectFrom('collab_case_videos as cv')
    .innerJoin('collab_cases as ca', 'ca.id', 'cv.case_id')
    .innerJoin('collab_packages as p', 'p.id', 'ca.package_id')
    .select(['cv.video_id', 'ca.channel_id', 'cv.title', 'cv.published_at'])
    .where('cv.video_id', '=', videoId)
    .orderBy('cv.id')
    .limit(1);
  if (!every) query = query.where(ownPackages(subject));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return { videoId: row.video_id, channelId: row.channel_id, title: row.title, publishedAt: row.published_at ? new Date(row.published_at) : null };
}

/** The case videos the subject may put products on, newest publish first (at most 300). */
export async function caseVideosInScope(db: Db, subject: Subject) {
  let query = db
    .selectFrom('collab_case_videos as cv')
    .innerJoin('collab_cases as ca', 'ca.id', 'cv.case_id')
    .innerJoin('collab_packages as p', 'p.id', 'ca.package_id')
    .leftJoin('advertisers as a', 'a.id', 'p.advertiser_id')
    .innerJoin('channels as ch', 'ch.channel_id', 'ca.channel_id')
    .select(['cv.video_id', 'ca.channel_id', 'ch.title as channel_title', 'cv.title', 'cv.published_at', 'p.name as package_name'])
    .orderBy('cv.published_at', (ob) => ob.desc().nullsLast())
    .orderBy('cv.id', 'desc')
    .limit(300);
  // The network sees the reseller teams' packages' videos here (any channel video may take products by its ID).
  query = seesEveryStore(subject) ? query.where('a.kind', '=', 'reseller') : query.where(ownPackages(subject));
  return query.execute();
}
