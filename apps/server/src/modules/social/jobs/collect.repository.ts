// SQL of the collection jobs: an account with its tokens, the day's snapshot, media and their daily
// figures, stories, demographics, and the link's state after a refusal.
import { socialMediaFigures } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { fromExcludedOrKept } from '../../../db/upsert.ts';
import { figuresOf, type MediaFigureValues } from '../media-figures.ts';

export type LinkedAccount = {
  id: number;
  platform: 'instagram' | 'tiktok';
  platform_user_id: string;
  channel_id: string;
  username: string;
  linked_by: number | null;
  status: 'active' | 'expiring' | 'expired' | 'revoked';
  access_token_encrypted: string | null;
  access_issued_at: Date | null;
  access_expires_at: Date | null;
  refresh_token_encrypted: string | null;
  refresh_expires_at: Date | null;
  token_expires_at: Date | null;
  expiry_warned_for: Date | null;
};

const linkedColumns = [
  'id',
  'platform',
  'platform_user_id',
  'channel_id',
  'username',
  'linked_by',
  'status',
  'access_token_encrypted',
  'access_issued_at',
  'access_expires_at',
  'refresh_token_encrypted',
  'refresh_expires_at',
  'token_expires_at',
  'expiry_warned_for',
] as const;

export async function linkedAccount(db: Db, id: number): Promise<LinkedAccount | undefined> {
  return db.selectFrom('social_accounts').select(linkedColumns).where('id', '=', id).executeTakeFirst();
}

/** Accounts whose link is live (not revoked, not lapsed): what the schedules work through. */
export async function liveAccountIds(db: Db, now: Date, platform?: 'instagram' | 'tiktok'): Promise<number[]> {
  let q = db
    .selectFrom('social_accounts')
    .select('id')
    .where('status', 'in', ['active', 'expiring'])
    .where((eb) => eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '>', now)]));
  if (platform) q = q.where('platform', '=', platform);
  return (await q.orderBy('id').execute()).map((r) => r.id);
}

export async function liveAccounts(db: Db, now: Date): Promise<LinkedAccount[]> {
  return db
    .selectFrom('social_accounts')
    .select(linkedColumns)
    .where('status', 'in', ['active', 'expiring'])
    .where((eb) => eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '>', now)]))
    .orderBy('id')
    .execute();
}

export async function saveTokens(
  db: Db,
  id: number,
  t: { accessEncrypted: string; issuedAt: Date; accessExpiresAt: Date; refreshEncrypted: string | null; refreshExpiresAt: Date | null },
): Promise<void> {
  await db
    .updateTable('social_accounts')
    .set({
      access_token_encrypted: t.accessEncrypted,
      access_issued_at: t.issuedAt,
      access_expires_at: t.accessExpiresAt,
      refresh_token_encrypted: t.refreshEncrypted,
      refresh_expires_at: t.refreshExpiresAt,
      token_expires_at: t.refreshExpiresAt ?? t.accessExpiresAt,
      status: 'active',
      expiry_warned_for: null,
    })
    .where('id', '=', id)
    .execute();
}

/** The platform refused the token: revoked (or lapsed); nothing is called for it again until the creator links again. */
export async function markRefused(db: Db, id: number, status: 'revoked' | 'expired', error: string, now: Date): Promise<void> {
  await db
    .updateTable('social_accounts')
    .set({ status, last_error: error.slice(0, 500), last_error_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markWarned(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db.updateTable('social_accounts').set({ status: 'expiring', expiry_warned_for: expiresAt }).where('id', '=', id).execute();
}

export type DaySnapshot = {
  followers: number | null;
  following: number | null;
  views: number | null;
  reach: number | null;
  accounts_engaged: number | null;
  profile_links_taps: number | null;
  likes: number | null;
  videos: number | null;
  media_count: number | null;
};

export type MediaSnapshot = {
  media_id: string;
  kind: 'image' | 'video' | 'reel' | 'carousel' | 'story';
  caption: string | null;
  permalink: string | null;
  thumbnail_url: string | null;
  posted_at: Date;
  expires_at: Date | null;
} & MediaFigureValues;

const figureColumns = socialMediaFigures;

/** The day's account figures, media and their figures of the day, in one transaction. */
export async function saveDay(db: Db, accountId: number, day: string, snapshot: DaySnapshot | null, media: MediaSnapshot[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (snapshot) {
      await trx
        .insertInto('social_account_days')
        .values({ account_id: accountId, day, ...snapshot })
        .onConflict((oc) => oc.columns(['account_id', 'day']).doUpdateSet(snapshot))
        .execute();
    }
    await saveMedia(trx, accountId, day, media, now);
    if (snapshot) {
      await trx
        .updateTable('social_accounts')
        .set({ collected_through: sql<string>`greatest(collected_through, ${day}::date)`, last_error: null, last_error_at: null })
        .where('id', '=', accountId)
        .execute();
    }
  });
}

export async function saveMedia(db: Db, accountId: number, day: string, media: MediaSnapshot[], now: Date): Promise<void> {
  if (media.length === 0) return;
  await db
    .insertInto('social_media')
    .values(media.map((m) => ({ account_id: accountId, ...m, figures_at: now })))
    .onConflict((oc) =>
      oc.columns(['account_id', 'media_id']).doUpdateSet((eb) => ({
        caption: eb.ref('excluded.caption'),
        permalink: eb.ref('excluded.permalink'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        // A figure the platform stopped giving keeps the last one read.
        ...fromExcludedOrKept(eb, 'social_media', figureColumns),
        figures_at: eb.ref('excluded.figures_at'),
      })),
    )
    .execute();
  await db
    .insertInto('social_media_days')
    .values(
      media.map((m) => ({
        account_id: accountId,
        media_id: m.media_id,
        day,
        ...figuresOf(m),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'media_id', 'day']).doUpdateSet((eb) => Object.fromEntries(figureColumns.map((c) => [c, eb.ref(`excluded.${c}`)])) as never),
    )
    .execute();
}

/** Media already stored that were posted before `before` and not read since `staleBefore`: their figures still move a little. */
export async function storedMediaIds(db: Db, accountId: number): Promise<Map<string, Date | null>> {
  const rows = await db
    .selectFrom('social_media')
    .select(['media_id', 'figures_at'])
    .where('account_id', '=', accountId)
    .where('kind', '!=', 'story')
    .execute();
  return new Map(rows.map((r) => [r.media_id, r.figures_at]));
}

export async function latestDemographicsDay(db: Db, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('social_demographics')
    .select(sql<string | null>`max(as_of)`.as('as_of'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.as_of ?? null;
}

export async function saveDemographics(
  db: Db,
  accountId: number,
  day: string,
  rows: { dimension: 'age' | 'gender' | 'country' | 'city'; withheld: boolean; buckets: Record<string, number> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('social_demographics')
    .values(rows.map((r) => ({ account_id: accountId, dimension: r.dimension, as_of: day, withheld: r.withheld, buckets: JSON.stringify(r.buckets) })))
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'dimension'])
        .doUpdateSet((eb) => ({ as_of: eb.ref('excluded.as_of'), withheld: eb.ref('excluded.withheld'), buckets: eb.ref('excluded.buckets') })),
    )
    .execute();
}

/** The most viewed videos stored but older than the list window (TikTok's /v2/video/query/ refreshes them). */
export async function topOlderMedia(db: Db, accountId: number, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('social_media')
    .select('media_id')
    .where('account_id', '=', accountId)
    .where('posted_at', '<', before)
    .where('kind', '!=', 'story')
    .orderBy('views', (o) => o.desc().nullsLast())
    .limit(limit)
    .execute();
  return rows.map((r) => r.media_id);
}
