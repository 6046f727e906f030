// SQL of the publishing calendar: releases in a window with their channel and account, the accounts
// of channels, the instants counted against an account's posting limit, and the sweep's claims.
import type { Release, ReleaseAccount } from '@chorus/contract';
import { RELEASE_DAILY_LIMITS } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';

export type ReleaseRow = {
  id: number;
  channel_id: string;
  channel_title: string;
  platform: 'youtube' | 'instagram' | 'tiktok';
  account_id: number | null;
  account_username: string | null;
  video_id: string | null;
  media_url: string | null;
  media_type: 'image' | 'reel' | 'video' | null;
  caption: string | null;
  publish_at: Date;
  state: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
  platform_ref: string | null;
  post_id: string | null;
  post_url: string | null;
  published_at: Date | null;
  error: string | null;
  error_params: Record<string, string | number> | null;
  created_at: Date;
};

function selectReleases(db: Db) {
  return db
    .selectFrom('production_releases as r')
    .innerJoin('channels as c', 'c.channel_id', 'r.channel_id')
    .leftJoin('social_accounts as a', 'a.id', 'r.account_id')
    .select([
      'r.id',
      'r.channel_id',
      'c.title as channel_title',
      'r.platform',
      'r.account_id',
      'a.username as account_username',
      'r.video_id',
      'r.media_url',
      'r.media_type',
      'r.caption',
      'r.publish_at',
      'r.state',
      'r.platform_ref',
      'r.post_id',
      'r.post_url',
      'r.published_at',
      'r.error',
      'r.error_params',
      'r.created_at',
    ]);
}

/** Releases from `start` (inclusive) to `end` (exclusive) of the channels given (all when null). */
export async function releasesBetween(db: Db, start: Date, end: Date, channelIds: readonly string[] | null): Promise<ReleaseRow[]> {
  if (channelIds !== null && channelIds.length === 0) return [];
  let q = selectReleases(db).where('r.publish_at', '>=', start).where('r.publish_at', '<', end);
  if (channelIds !== null) q = q.where('r.channel_id', 'in', channelIds);
  return q.orderBy('r.publish_at').orderBy('r.id').execute();
}

export async function findRelease(db: Db, id: number): Promise<ReleaseRow | undefined> {
  return selectReleases(db).where('r.id', '=', id).executeTakeFirst();
}

export function toRelease(row: ReleaseRow, conflicts: number[]): Release {
  return {
    release_id: row.id,
    channel_id: row.channel_id,
    channel_title: row.channel_title,
    platform: row.platform,
    account_id: row.account_id,
    account_username: row.account_username,
    video_id: row.video_id,
    media_url: row.media_url,
    media_type: row.media_type,
    caption: row.caption,
    publish_at: row.publish_at.toISOString(),
    state: row.state,
    result:
      row.state === 'published' && row.post_id
        ? { post_id: row.post_id, url: row.post_url, published_at: (row.published_at ?? row.publish_at).toISOString() }
        : null,
    error: row.error,
    error_params: row.error_params,
    conflicts,
    created_at: row.created_at.toISOString(),
  };
}

/** The Instagram and TikTok accounts linked to the channels given (all when null). */
export async function accountsOf(db: Db, channelIds: readonly string[] | null): Promise<ReleaseAccount[]> {
  if (channelIds !== null && channelIds.length === 0) return [];
  let q = db
    .selectFrom('social_accounts as a')
    .innerJoin('channels as c', 'c.channel_id', 'a.channel_id')
    .select(['a.id', 'a.platform', 'a.username', 'a.channel_id', 'c.title as channel_title', 'a.status']);
  if (channelIds !== null) q = q.where('a.channel_id', 'in', channelIds);
  const rows = await q.orderBy('a.channel_id').orderBy('a.platform').orderBy('a.id').execute();
  return rows.map((r) => ({
    account_id: r.id,
    platform: r.platform,
    username: r.username,
    channel_id: r.channel_id,
    channel_title: r.channel_title,
    status: r.status,
    daily_limit: RELEASE_DAILY_LIMITS[r.platform],
  }));
}

/** The publish times of an account's releases that hold a place, within a day of `at` (not counting `except`). */
export async function accountTimesNear(db: Db, accountId: number, at: Date, except: number | null): Promise<number[]> {
  let q = db
    .selectFrom('production_releases')
    .select('publish_at')
    .where('account_id', '=', accountId)
    .where('state', 'in', ['scheduled', 'publishing', 'published'])
    .where('publish_at', '>', new Date(at.getTime() - 86_400_000))
    .where('publish_at', '<', new Date(at.getTime() + 86_400_000));
  if (except !== null) q = q.where('id', '<>', except);
  return (await q.execute()).map((r) => r.publish_at.getTime());
}

/** Releases of the channel that hold a place within `gapMs` of `at` (for the conflicts of one release). */
export async function channelReleasesNear(db: Db, channelId: string, at: Date, gapMs: number): Promise<ReleaseRow[]> {
  return selectReleases(db)
    .where('r.channel_id', '=', channelId)
    .where('r.publish_at', '>', new Date(at.getTime() - gapMs))
    .where('r.publish_at', '<', new Date(at.getTime() + gapMs))
    .execute();
}

/** Due releases the sweep may step now (time passed, not claimed or their claim over). */
export async function dueReleases(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('production_releases')
    .select('id')
    .where('state', 'in', ['scheduled', 'publishing'])
    .where('publish_at', '<=', now)
    .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '<=', now)]))
    .orderBy('publish_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Claims a due release for one step (a lease of `leaseMs`); undefined when another worker has it or it moved on. */
export async function claimRelease(db: Db, id: number, now: Date, leaseMs: number) {
  return db
    .updateTable('production_releases')
    .set({ state: 'publishing', next_check_at: new Date(now.getTime() + leaseMs), updated_at: now })
    .where('id', '=', id)
    .where('state', 'in', ['scheduled', 'publishing'])
    .where('publish_at', '<=', now)
    .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}
