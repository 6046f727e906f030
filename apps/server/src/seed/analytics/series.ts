// Shapes of the daily series: the calendar of the window, a channel's level over time (growth or
// decline with a breakpoint, slow wandering), the weekly rhythm (weekend lift), day-to-day noise,
// catalogue spikes that decay over days, and how a video's views fade after it is published.
import type { ChannelModel, VideoKind } from './model.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;

/** The days of the window, shared by every channel: day 0 is the first, days - 1 the data end date. */
export type Calendar = {
  length: number;
  days: string[];
  /** UTC day of the week, 0 Sunday. */
  weekday: Uint8Array;
  /** Index into `months` for each day. */
  month: Uint16Array;
  /** First days of the calendar months the window touches ('YYYY-MM-01'). */
  months: string[];
  /** 0 January … 11 December, for each day. */
  monthOfYear: Uint8Array;
  /** Midnight UTC of day 0, in milliseconds. */
  startMs: number;
  endDay: string;
};

export function dataEndDay(seedDay: Date, lagDays = 3): string {
  const day = Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate()) - lagDays * DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

export function buildCalendar(endDay: string, length: number): Calendar {
  const endMs = Date.parse(`${endDay}T00:00:00Z`);
  const startMs = endMs - (length - 1) * DAY_MS;
  const days: string[] = [];
  const weekday = new Uint8Array(length);
  const month = new Uint16Array(length);
  const monthOfYear = new Uint8Array(length);
  const months: string[] = [];
  for (let t = 0; t < length; t++) {
    const date = new Date(startMs + t * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    days.push(day);
    weekday[t] = date.getUTCDay();
    monthOfYear[t] = date.getUTCMonth();
    const first = `${day.slice(0, 8)}01`;
    if (months[months.length - 1] !== first) months.push(first);
    month[t] = months.length - 1;
  }
  return { length, days, weekday, month, months, monthOfYear, startMs, endDay };
}

/** Weekday multipliers (Sunday first) with a weekend lift, averaging 1 over a week. */
export function weeklyFactors(weekendLift: number): number[] {
  const raw = [weekendLift, 1, 1, 1, 1, 1 + (weekendLift - 1) * 0.35, weekendLift];
  const mean = raw.reduce((a, b) => a + b, 0) / 7;
  return raw.map((f) => f / mean);
}

export type ChannelSeries = {
  /** Typical views per day (before the weekly rhythm and noise), ending at the model's dailyViews. */
  level: Float64Array;
  /** Weekly rhythm times daily noise, for everything the channel gets on a day. */
  dayFactor: Float64Array;
  /** Multiplier of catalogue views: 1, or more after an old video takes off again. */
  catalogueSpike: Float64Array;
};

export function channelSeries(model: ChannelModel, calendar: Calendar, random: Random): ChannelSeries {
  const n = calendar.length;
  const level = new Float64Array(n);
  const dayFactor = new Float64Array(n);
  const catalogueSpike = new Float64Array(n).fill(1);
  const breakDay = Math.round(model.breakpoint * (n - 1));
  // Log level relative to the end: walk back from the last day with the slopes of each phase.
  const logTrend = new Float64Array(n);
  for (let t = n - 2; t >= 0; t--) logTrend[t] = logTrend[t + 1]! - (t + 1 > breakDay ? model.growthAfter : model.growthBefore) / 730;
  let wander = 0;
  const wanderLog = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    wander = 0.96 * wander + 0.035 * random.normal();
    wanderLog[t] = wander;
  }
  const endWander = wanderLog[n - 1]!;
  const weekly = weeklyFactors(model.weekendLift);
  for (let t = 0; t < n; t++) {
    level[t] = model.dailyViews * Math.exp(logTrend[t]! + wanderLog[t]! - endWander);
    dayFactor[t] = weekly[calendar.weekday[t]!]! * Math.exp(0.07 * random.normal() - 0.00245);
  }
  const spikes = random.poisson((n / 730) * 1.2);
  for (let s = 0; s < spikes; s++) {
    const start = random.int(0, n - 1);
    const amplitude = random.uniform(0.5, 4);
    const decay = random.uniform(0.6, 0.9);
    let boost = amplitude;
    for (let t = start; t < n && boost > 0.005; t++, boost *= decay) catalogueSpike[t] = catalogueSpike[t]! + boost;
  }
  return { level, dayFactor, catalogueSpike };
}

/**
 * How a video's views fade: share of its lifetime views on day k after publishing is
 * A·r1^k + B·r2^k — a fast first-days burst (r1) and a long tail (r2). It sums to 1 over all days.
 */
export type DecayKernel = { r1: number; r2: number; a: number; b: number; alpha: number };

const kernelShapes: Record<VideoKind, { alpha: number; r1: number; r2: number }> = {
  video: { alpha: 0.55, r1: 0.6, r2: 0.985 },
  short: { alpha: 0.7, r1: 0.75, r2: 0.97 },
  // A stream is watched mostly while it is live, then a little as a recording.
  live: { alpha: 0.75, r1: 0.25, r2: 0.98 },
};

export function decayKernel(kind: VideoKind): DecayKernel {
  const { alpha, r1, r2 } = kernelShapes[kind];
  return { r1, r2, alpha, a: alpha * (1 - r1), b: (1 - alpha) * (1 - r2) };
}

export function kernelAt(kernel: DecayKernel, age: number): number {
  return kernel.a * kernel.r1 ** age + kernel.b * kernel.r2 ** age;
}

/** Share of lifetime views in the first `days` days. */
export function kernelSum(kernel: DecayKernel, days: number): number {
  if (days <= 0) return 0;
  return kernel.alpha * (1 - kernel.r1 ** days) + (1 - kernel.alpha) * (1 - kernel.r2 ** days);
}

/** Seasonal ad rates (advertisers spend more before the holidays, little in January). */
export const adSeason = [0.78, 0.85, 0.95, 0.95, 1, 1, 0.95, 0.95, 1, 1.05, 1.2, 1.35] as const;
