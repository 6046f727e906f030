// A linked account's headline figures for the other areas (issue 27 "Across platforms": the channel
// overview, the creator search, the quarterly report): followers (latest), views of the last 30
// collected days, engagement; each a number from the creator's own account or "not available" with
// its reason, never a zero in place of a missing one. One function of the insights answer, so the
// overview (on the web) and the search and report (on the server) say the same.
import { z } from 'zod';
import {
  socialAvailabilities,
  socialPlatformSchema,
  socialUnavailableReasons,
  type SocialInsights,
  type SocialMetricKey,
  type SocialUnavailableReason,
} from './schemas.ts';

/** The headline period: the 30 days up to the account's last collected day. */
export const SOCIAL_HEADLINE_DAYS = 30;

/** The query of a period of `days` days up to the last collected day (none before the first collection: the server's default). */
export function socialPeriodQuery(collectedThrough: string | null, days: number): { start: string; end: string } | Record<string, never> {
  if (!collectedThrough) return {};
  const end = new Date(`${collectedThrough.slice(0, 10)}T00:00:00Z`);
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

export const socialFigureSchema = z.object({
  value: z.number().nullable(),
  availability: z.enum(socialAvailabilities),
  reason: z.enum(socialUnavailableReasons).nullable(),
});
export type SocialFigure = z.infer<typeof socialFigureSchema>;

export const socialHeadlineSchema = z.object({
  account_id: z.number().int(),
  platform: socialPlatformSchema,
  username: z.string(),
  followers: socialFigureSchema,
  /** Views of the 30 days (Instagram's account views; TikTok gives none: not available). */
  views_30d: socialFigureSchema,
  /** Interactions per view of the period's posts, reels and videos, in percent units. */
  engagement: socialFigureSchema,
});
export type SocialHeadline = z.infer<typeof socialHeadlineSchema>;

const given = (value: number): SocialFigure => ({ value, availability: 'first_party', reason: null });
const missing = (reason: SocialUnavailableReason): SocialFigure => ({ value: null, availability: 'unavailable', reason });

/**
 * Engagement of a period, in percent units: the interactions (likes, comments, shares, saves where the
 * platform gives them) per view of the period's posts, reels and videos, as the YouTube overview counts
 * its own; stories and posts without a view count stay out. Not available without a viewed post.
 */
export function socialEngagement(media: SocialInsights['media']): SocialFigure {
  const viewed = media.filter((m) => m.kind !== 'story' && m.views !== null && m.views > 0);
  if (viewed.length === 0) return missing('not_yet_collected');
  const views = viewed.reduce((sum, m) => sum + m.views!, 0);
  const interactions = viewed.reduce((sum, m) => sum + (m.likes ?? 0) + (m.comments ?? 0) + (m.shares ?? 0) + (m.saves ?? 0), 0);
  return given((interactions / views) * 100);
}

/** The headline of an account from its insights answer (the headline period's). */
export function socialHeadlineOf(insights: SocialInsights): SocialHeadline {
  const metric = (key: SocialMetricKey): SocialFigure => {
    const found = insights.metrics.find((m) => m.metric === key);
    if (!found) return missing('not_provided_by_platform');
    return found.availability === 'first_party' && found.value !== null ? given(found.value) : missing(found.reason ?? 'not_yet_collected');
  };
  return {
    account_id: insights.account.account_id,
    platform: insights.platform,
    username: insights.account.username,
    followers: metric('followers'),
    views_30d: metric('views'),
    engagement: socialEngagement(insights.media),
  };
}
