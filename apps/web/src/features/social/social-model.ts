// What the igData and tiktokData pages show, as plain functions of the server's answers: which
// account is open, what its link's state asks of the reader, which cards a platform has, and each
// figure as a number or as "not available" with its reason (never a zero in place of a missing one).
import type { SocialAccount, SocialInsights, SocialMetricKey, SocialPlatform, SocialUnavailableReason } from '@chorus/contract';

export type SocialMedia = SocialInsights['media'][number];
export type SocialSeries = SocialInsights['series'][number];
export type SocialMetric = SocialInsights['metrics'][number];
export type MediaFigure = SocialMedia['unavailable'][number]['figure'];

/** The page of each platform (spec 2 singles). */
export const platformPage = { instagram: 'igData', tiktok: 'tiktokData' } as const satisfies Record<SocialPlatform, string>;

/**
 * The headline figures and the daily lines each platform's page draws, in order (issue 27: Instagram
 * followers and reach over time; TikTok followers, likes and videos from the daily snapshots).
 */
export const platformFigures: Record<SocialPlatform, { headline: SocialMetricKey[]; lines: SocialMetricKey[] }> = {
  instagram: { headline: ['followers', 'views', 'reach', 'accounts_engaged', 'profile_links_taps'], lines: ['followers', 'reach', 'views'] },
  tiktok: { headline: ['followers', 'likes', 'videos', 'following'], lines: ['followers', 'likes', 'videos'] },
};

/** The figures of a post or video, per platform (TikTok gives no reach or saves). */
export const mediaFigures: Record<SocialPlatform, MediaFigure[]> = {
  instagram: ['views', 'reach', 'likes', 'comments', 'saves', 'shares'],
  tiktok: ['views', 'likes', 'comments', 'shares'],
};

export function platformAccounts(accounts: readonly SocialAccount[], platform: SocialPlatform): SocialAccount[] {
  return accounts.filter((a) => a.platform === platform);
}

/**
 * The open account: the one the address names, if the reader may see it; else the current channel's;
 * else the first. Null when there is none.
 */
export function pickAccount(accounts: readonly SocialAccount[], requested: number | null, currentChannelId: string | null): SocialAccount | null {
  return accounts.find((a) => a.account_id === requested) ?? accounts.find((a) => a.channel_id === currentChannelId) ?? accounts[0] ?? null;
}

export type LinkWarning = { tone: 'warning' | 'error'; key: 'expiring' | 'expired' | 'revoked'; date: string | null };

/** What a link's state asks of the reader: nothing while it is active; renew it before it lapses; link again once it lapsed or was refused. */
export function linkWarning(account: Pick<SocialAccount, 'status' | 'token_expires_at'>): LinkWarning | null {
  switch (account.status) {
    case 'active':
      return null;
    case 'expiring':
      return { tone: 'warning', key: 'expiring', date: account.token_expires_at };
    case 'expired':
      return { tone: 'error', key: 'expired', date: account.token_expires_at };
    case 'revoked':
      return { tone: 'error', key: 'revoked', date: null };
  }
}

export type FigureState = { available: true; value: number } | { available: false; reason: SocialUnavailableReason };

/** A figure the server marks unavailable, or leaves null without a reason, reads "not collected yet", never zero. */
function figureState(value: number | null, availability: string, reason: SocialUnavailableReason | null): FigureState {
  if (availability === 'first_party' && value !== null) return { available: true, value };
  return { available: false, reason: reason ?? 'not_yet_collected' };
}

/** The platform's headline cards, in its order; a metric the answer lacks reads "not collected yet". */
export function headlineFigures(insights: SocialInsights): { metric: SocialMetricKey; aggregation: SocialMetric['aggregation']; state: FigureState }[] {
  const byMetric = new Map(insights.metrics.map((m) => [m.metric, m]));
  return platformFigures[insights.platform].headline.map((metric) => {
    const found = byMetric.get(metric);
    return {
      metric,
      aggregation: found?.aggregation ?? 'latest',
      state: found ? figureState(found.value, found.availability, found.reason) : { available: false, reason: 'not_yet_collected' },
    };
  });
}

/** The platform's daily lines, in its order: the days that have a figure, or why there are none. */
export function dailyLines(insights: SocialInsights): { metric: SocialMetricKey; points: SocialSeries['points']; reason: SocialUnavailableReason | null }[] {
  const byMetric = new Map(insights.series.map((s) => [s.metric, s]));
  return platformFigures[insights.platform].lines.map((metric) => {
    const found = byMetric.get(metric);
    if (!found) return { metric, points: [], reason: 'not_yet_collected' };
    const usable = found.availability === 'first_party' && found.points.length > 0;
    return { metric, points: usable ? found.points : [], reason: usable ? null : (found.reason ?? 'not_yet_collected') };
  });
}

/** One figure of a post, video or story: its number, or why there is none. */
export function mediaFigure(media: SocialMedia, figure: MediaFigure): FigureState {
  const value = media[figure];
  if (value !== null) return { available: true, value };
  return { available: false, reason: media.unavailable.find((u) => u.figure === figure)?.reason ?? 'not_yet_collected' };
}

/** Posts, reels and videos (most viewed first, as the server orders them) apart from the period's stories. */
export function splitMedia(media: readonly SocialMedia[]): { posts: SocialMedia[]; stories: SocialMedia[] } {
  return { posts: media.filter((m) => m.kind !== 'story'), stories: media.filter((m) => m.kind === 'story') };
}

/** A bucket's share of its breakdown, in percent units: age ranges youngest first, the other dimensions largest first. */
export function bucketShares(dimension: string, buckets: readonly { key: string; value: number }[]): { key: string; value: number; share: number }[] {
  const total = buckets.reduce((sum, b) => sum + b.value, 0);
  const order =
    dimension === 'age'
      ? (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key)
      : (a: { value: number }, b: { value: number }) => b.value - a.value;
  return [...buckets].sort(order).map((b) => ({ ...b, share: total > 0 ? (b.value / total) * 100 : 0 }));
}

/** The periods the page offers, in days up to the last collected day (the server's default is 90). */
export const periodChoices = ['30', '90', '365'] as const;
export type PeriodChoice = (typeof periodChoices)[number];

/** The query of a period: the `days` days up to the last collected day (none before the first collection: the server's default). */
export function periodQuery(collectedThrough: string | null, days: PeriodChoice): { start: string; end: string } | Record<string, never> {
  if (!collectedThrough) return {};
  const end = new Date(`${collectedThrough.slice(0, 10)}T00:00:00Z`);
  const start = new Date(end.getTime() - (Number(days) - 1) * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/** The headline period of the other areas (issue 27 "Across platforms": 30-day views). */
export const HEADLINE_DAYS: PeriodChoice = '30';

/**
 * Engagement of a period, in percent units: the interactions (likes, comments, shares, saves where the
 * platform gives them) per view of the period's posts, reels and videos, as the YouTube overview counts
 * its own; stories and posts without a view count stay out. Not available without a viewed post.
 */
export function engagement(media: readonly SocialMedia[]): FigureState {
  const viewed = media.filter((m) => m.kind !== 'story' && m.views !== null && m.views > 0);
  if (viewed.length === 0) return { available: false, reason: 'not_yet_collected' };
  const views = viewed.reduce((sum, m) => sum + m.views!, 0);
  const interactions = viewed.reduce((sum, m) => sum + (m.likes ?? 0) + (m.comments ?? 0) + (m.shares ?? 0) + (m.saves ?? 0), 0);
  return { available: true, value: (interactions / views) * 100 };
}

/** A linked account's headline figures for the other areas: followers (latest), views of the period, engagement. */
export function accountHeadline(insights: SocialInsights): { followers: FigureState; views: FigureState; engagement: FigureState } {
  const metric = (key: SocialMetricKey): FigureState => {
    const found = insights.metrics.find((m) => m.metric === key);
    return found ? figureState(found.value, found.availability, found.reason) : { available: false, reason: 'not_provided_by_platform' };
  };
  return { followers: metric('followers'), views: metric('views'), engagement: engagement(insights.media) };
}
