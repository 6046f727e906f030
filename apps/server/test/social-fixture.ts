// A linked Instagram or TikTok account written straight into the social tables, with the days and
// media a test names (for the areas that show the linked accounts' headlines: search, reports).
import type { Db } from '../src/db/database.ts';

export type SocialFixture = {
  channelId: string;
  platform: 'instagram' | 'tiktok';
  username: string;
  collectedThrough: string | null;
  days?: { day: string; followers: number | null; views?: number | null }[];
  media?: {
    id: string;
    kind: 'reel' | 'video' | 'story';
    postedAt: string;
    views: number | null;
    likes: number | null;
    comments?: number;
    shares?: number;
    saves?: number;
  }[];
};

/** Inserts the account with its figures; answers its id. */
export async function linkSocialFixture(db: Db, f: SocialFixture): Promise<number> {
  const { id } = await db
    .insertInto('social_accounts')
    .values({
      platform: f.platform,
      platform_user_id: `fixture-${f.platform}-${f.username}`,
      channel_id: f.channelId,
      username: f.username,
      linked_at: new Date('2026-01-01T00:00:00Z'),
      token_expires_at: new Date('2099-01-01T00:00:00Z'),
      collected_through: f.collectedThrough,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.days?.length)
    await db
      .insertInto('social_account_days')
      .values(f.days.map((d) => ({ account_id: id, day: d.day, followers: d.followers, views: d.views ?? null })))
      .execute();
  if (f.media?.length)
    await db
      .insertInto('social_media')
      .values(
        f.media.map((m) => ({
          account_id: id,
          media_id: m.id,
          kind: m.kind,
          posted_at: new Date(`${m.postedAt}T12:00:00Z`),
          expires_at: m.kind === 'story' ? new Date(Date.parse(`${m.postedAt}T12:00:00Z`) + 86_400_000) : null,
          views: m.views,
          reach: null,
          likes: m.likes,
          comments: m.comments ?? null,
          saves: m.saves ?? null,
          shares: m.shares ?? null,
        })),
      )
      .execute();
  return id;
}

/**
 * The headline fixture of the search and report tests: an Instagram account (followers 1,000 then
 * 1,200 on 2026-11-19/20, views 300 + 200; a reel of 1,000 views with 50 + 10 + 5 + 5 interactions:
 * engagement 7 %; a story, left out) and a TikTok one (followers 3,000, no account views, no video).
 */
export async function linkHeadlineFixture(db: Db, channelId: string, username: string): Promise<void> {
  await linkSocialFixture(db, {
    channelId,
    platform: 'instagram',
    username,
    collectedThrough: '2026-11-20',
    days: [
      { day: '2026-10-21', followers: 900, views: 5000 },
      { day: '2026-11-19', followers: 1000, views: 300 },
      { day: '2026-11-20', followers: 1200, views: 200 },
    ],
    media: [
      { id: `${username}-r1`, kind: 'reel', postedAt: '2026-11-10', views: 1000, likes: 50, comments: 10, shares: 5, saves: 5 },
      { id: `${username}-s1`, kind: 'story', postedAt: '2026-11-15', views: 400, likes: null },
    ],
  });
  await linkSocialFixture(db, {
    channelId,
    platform: 'tiktok',
    username: `${username}.tt`,
    collectedThrough: '2026-11-20',
    days: [{ day: '2026-11-20', followers: 3000 }],
  });
}
