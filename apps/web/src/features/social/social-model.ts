// What the igData and tiktokData pages show, as plain functions of the server's answers: which
// account is open, what its link's state asks of the reader, which cards a platform has, and each
// figure as a number or as "not available" with its reason (never a zero in place of a missing one).
import {
  socialHeadlineOf,
  socialPeriodQuery,
  type SocialAccount,
  type SocialFigure,
  type SocialInsights,
  type SocialMetricKey,
  type SocialPlatform,
  type SocialUnavailableReason,
} from '@chorus/contract';

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
export const periodQuery = (collectedThrough: string | null, days: PeriodChoice) => socialPeriodQuery(collectedThrough, Number(days));

/** The headline period of the other areas (issue 27 "Across platforms": 30-day views). */
export const HEADLINE_DAYS: PeriodChoice = '30';

/** A figure of the wire's headline as the page's state. */
export const figureOfHeadline = (f: SocialFigure): FigureState => figureState(f.value, f.availability, f.reason);

/** A linked account's headline figures for the other areas (the contract's, shared with the server): followers (latest), views of the period, engagement. */
export function accountHeadline(insights: SocialInsights): { followers: FigureState; views: FigureState; engagement: FigureState } {
  const h = socialHeadlineOf(insights);
  return { followers: figureOfHeadline(h.followers), views: figureOfHeadline(h.views_30d), engagement: figureOfHeadline(h.engagement) };
}
