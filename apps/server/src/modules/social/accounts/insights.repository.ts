// Reads of one account's collected figures for a period.
import type { Db } from '../../../db/database.ts';

export async function accountDays(db: Db, accountId: number, start: string, end: string) {
  return db
    .selectFrom('social_account_days')
    .select(['day', 'followers', 'following', 'views', 'reach', 'accounts_engaged', 'profile_links_taps', 'likes', 'videos', 'media_count'])
    .where('account_id', '=', accountId)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('day')
    .execute();
}
export type DayRow = Awaited<ReturnType<typeof accountDays>>[number];

const MEDIA_LIMIT = 50;
const mediaColumns = [
  'media_id',
  'kind',
  'caption',
  'permalink',
  'thumbnail_url',
  'posted_at',
  'expires_at',
  'views',
  'reach',
  'likes',
  'comments',
  'saves',
  'shares',
] as const;

/** Posts, reels and videos published in the period, most viewed first; then its stories, newest first. */
export async function periodMedia(db: Db, accountId: number, start: string, end: string) {
  const from = new Date(`${start}T00:00:00Z`);
  const until = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000);
  const inPeriod = db
    .selectFrom('social_media')
    .select(mediaColumns)
    .where('account_id', '=', accountId)
    .where('posted_at', '>=', from)
    .where('posted_at', '<', until);
  const [posts, stories] = await Promise.all([
    inPeriod
      .where('kind', '!=', 'story')
      .orderBy('views', (o) => o.desc().nullsLast())
      .orderBy('posted_at', 'desc')
      .limit(MEDIA_LIMIT)
      .execute(),
    inPeriod.where('kind', '=', 'story').orderBy('posted_at', 'desc').limit(MEDIA_LIMIT).execute(),
  ]);
  return [...posts, ...stories];
}
export type MediaRow = Awaited<ReturnType<typeof periodMedia>>[number];

export async function demographics(db: Db, accountId: number) {
  return db.selectFrom('social_demographics').select(['dimension', 'as_of', 'withheld', 'buckets']).where('account_id', '=', accountId).execute();
}
