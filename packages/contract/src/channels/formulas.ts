// The formulas and classes of spec 9, one place for server and web app. Money goes through the
// shared decimal helpers (core/money.ts).
import { compareAmounts, divide, multiply, subtract, type DecimalInput } from '../core/money.ts';

// ---- video length classes and content-strategy buckets ----

export const lengthClasses = ['veryShort', 'short', 'long', 'veryLong'] as const;
export type LengthClass = (typeof lengthClasses)[number];

/** Under 1 minute very short; 1 to under 8 short; 8 to 15 long; over 15 very long (docs/decisions.md). */
export function lengthClassOf(durationSeconds: number): LengthClass {
  if (durationSeconds < 60) return 'veryShort';
  if (durationSeconds < 8 * 60) return 'short';
  if (durationSeconds <= 15 * 60) return 'long';
  return 'veryLong';
}

export const strategyBuckets = ['upTo5', 'from5To8', 'over8'] as const;
export type StrategyBucket = (typeof strategyBuckets)[number];

/** 0 to under 5 minutes; 5 to 8; over 8. */
export function strategyBucketOf(durationSeconds: number): StrategyBucket {
  if (durationSeconds < 5 * 60) return 'upTo5';
  if (durationSeconds <= 8 * 60) return 'from5To8';
  return 'over8';
}

/** Videos published within the last 90 days are new; older ones are old (spec 9). */
export const NEW_VIDEO_DAYS = 90;
export function isNewVideo(publishedAt: Date, asOf: Date): boolean {
  return asOf.getTime() - publishedAt.getTime() < NEW_VIDEO_DAYS * 86_400_000;
}

// ---- rates ----

/** RPM = gross revenue / views × 1000, as an exact decimal string with 4 places; null without views. */
export function rpm(grossRevenue: DecimalInput | null, views: number): string | null {
  if (grossRevenue === null || views <= 0) return null;
  return divide(multiply(grossRevenue, 1000), views, 4);
}

/** Year-on-year RPM change in percent: (this year − last year) / last year × 100. */
export function rpmChangePercent(thisYear: string | null, lastYear: string | null): number | null {
  if (thisYear === null || lastYear === null) return null;
  if (compareAmounts(lastYear, 0) === 0) return null;
  return Number(divide(multiply(subtract(thisYear, lastYear), 100), lastYear, 1));
}

/** Videos per week = uploads / days × 7. */
export function videosPerWeek(uploads: number, days: number): number {
  if (days <= 0) return 0;
  return Math.round((uploads / days) * 7 * 100) / 100;
}

/** Subscribers gained per 1000 views from people who were not subscribed. */
export function subscribersPer1000NonSubscriberViews(gained: number, nonSubscriberViews: number): number | null {
  if (nonSubscriberViews <= 0) return null;
  return Math.round((gained / nonSubscriberViews) * 1000 * 100) / 100;
}

/** Engagement rate = (likes + comments + shares) / views, in percent. */
export function engagementRatePercent(likes: number, comments: number, shares: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round(((likes + comments + shares) / views) * 100 * 100) / 100;
}

/**
 * Change against the comparison period in percent, to one decimal; null when a percentage would say
 * nothing: no positive base (zero, or a negative net figure), or a figure that crossed from positive
 * to negative (a "−185.7 %"). The trend label (periodTrend) still gives the direction then.
 */
export function changePercent(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0 || current < 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

// ---- trend labels (spec 4) ----

export const trendLabels = ['indeterminate', 'steady', 'slowRise', 'slowDecline', 'noticeableRise', 'noticeableDecline', 'unknown'] as const;
export type TrendLabel = (typeof trendLabels)[number];

/**
 * The average step between consecutive points, as a percentage of the series' mean level, decides:
 * below 0.5 steady; 0.5 to 1.5 a slow rise or decline; above 1.5 a noticeable one. Fewer than two
 * points is indeterminate; a series without a level (all zero, or not numbers) is unknown.
 */
export function trendLabelOf(series: readonly number[]): TrendLabel {
  if (series.length < 2) return 'indeterminate';
  const mean = series.reduce((a, b) => a + b, 0) / series.length;
  if (!Number.isFinite(mean) || mean === 0) return 'unknown';
  let steps = 0;
  for (let i = 1; i < series.length; i++) steps += series[i]! - series[i - 1]!;
  const step = (steps / (series.length - 1) / Math.abs(mean)) * 100;
  return labelOfStep(step);
}

/**
 * How many steps the shift between the two periods is spread over, so that spec 4's thresholds read
 * as the change people see beside the label: under about 5 % steady, about 5 to 15 % slow, above
 * about 15 % noticeable (docs/decisions.md, issue 23).
 */
export const PERIOD_TREND_STEPS = 10;

/** The trend beside a figure: its label, and the period's own daily slope where that tells another story. */
export type PeriodTrend = { trend: TrendLabel; within: TrendLabel | null };

const directionOf = (label: TrendLabel): -1 | 0 | 1 | null =>
  label === 'slowRise' || label === 'noticeableRise' ? 1 : label === 'slowDecline' || label === 'noticeableDecline' ? -1 : label === 'steady' ? 0 : null;

/**
 * Spec 4's rule on the series [comparison figure, this period's figure] — the very two numbers the
 * change percent compares — so that the label never points against that change: the step is the
 * shift in percent of the two figures' mean magnitude, spread over PERIOD_TREND_STEPS steps.
 * `daily` is the period's daily series (under two days: indeterminate); its own spec 4 label comes back as `within` only when it
 * really differs (the opposite direction, or steady against noticeable), for the chip to say both.
 */
export function periodTrend(value: number, previous: number, daily: readonly number[]): PeriodTrend {
  // Spec 4: fewer than two points (a period without days of data) says nothing.
  if (daily.length < 2) return { trend: 'indeterminate', within: null };
  const trend = twoPointTrend(previous, value);
  const inside = trendLabelOf(daily);
  const [a, b] = [directionOf(trend), directionOf(inside)];
  const differs = a !== null && b !== null && (a * b === -1 || (a === 0 && inside.startsWith('noticeable')) || (b === 0 && trend.startsWith('noticeable')));
  return { trend, within: differs ? inside : null };
}

function twoPointTrend(previous: number, value: number): TrendLabel {
  if (!Number.isFinite(previous) || !Number.isFinite(value)) return 'unknown';
  const level = (Math.abs(previous) + Math.abs(value)) / 2;
  if (level === 0) return 'steady';
  const step = (((value - previous) / level) * 100) / PERIOD_TREND_STEPS;
  return labelOfStep(step);
}

function labelOfStep(step: number): TrendLabel {
  const size = Math.abs(step);
  if (!Number.isFinite(size)) return 'unknown';
  if (size < 0.5) return 'steady';
  if (size <= 1.5) return step > 0 ? 'slowRise' : 'slowDecline';
  return step > 0 ? 'noticeableRise' : 'noticeableDecline';
}
