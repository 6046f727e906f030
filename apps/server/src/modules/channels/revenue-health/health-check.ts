// Revenue health (issue 30): one channel day judged against baselines that ignore one-off spikes,
// and a change past the threshold decomposed into what caused it. Pure: the service reads the rows
// and writes the alert. Money is summed exactly (contract decimal helpers); the decomposition is a
// statistic on ratios and runs in floating point, and only rounded percentages and 2-place RPMs
// leave it. Rules and their reasons: docs/decisions/channels.md.
import { addDays, add, compareAmounts, divide, multiply, sum, type RevenueAlertDriver, type RevenueAlertMetric } from '@chorus/contract';

/** YouTube revises a day's figures for 2–3 days: a day is judged once it is this many days old. */
export const FINAL_AFTER_DAYS = 3;
/** The month's first days (advertisers' budgets restart; every month's and quarter's day 1 dips) are not judged. */
export const MONTH_START_DAYS = 3;
/** Baseline: the same weekday in each of the four weeks before. */
export const BASELINE_WEEKS = 4;
/** An RPM that falls to this share of its baseline or below is a monetisation change, not a market move. */
export const MONETISATION_RPM_SHARE = 0.15;
/** Below these a day's RPM is too noisy to judge. */
export const MIN_BASELINE_VIEWS = 500;
export const MIN_BASELINE_REVENUE = '0.5';
/** A country whose RPM is below this share of the channel's is a low-CPM country in the explanations. */
export const LOW_CPM_SHARE = 0.5;
/** A change smaller than this (percent) is described as steady. */
export const STEADY_PERCENT = 10;

export type DayFigures = {
  day: string;
  views: number;
  shorts_views: number;
  gross_revenue: string | null;
  shorts_ad_revenue: string | null;
};
export type CountryFigures = { day: string; country: string; views: number; estimated_revenue: string | null };

export type CheckInput = {
  /** The day judged (YYYY-MM-DD). */
  day: string;
  /** Today (UTC). */
  today: string;
  /** The channel's days around it: the day, the four weeks before, the same weeks a year before. */
  days: ReadonlyMap<string, DayFigures>;
  /** Per-country rows of the same days, where the store has them. */
  countries: readonly CountryFigures[];
  thresholdPercent: number;
};

export type SkipReason = 'not_final' | 'month_start' | 'no_data' | 'no_baseline' | 'not_monetised' | 'too_small';
export type AlertFacts = Record<string, string | number | null>;
export type CheckResult =
  | { kind: 'skipped'; reason: SkipReason }
  | { kind: 'steady'; changes: Record<RevenueAlertMetric, number> }
  | { kind: 'alert'; metric: RevenueAlertMetric; change_percent: number; driver: RevenueAlertDriver; facts: AlertFacts };

/** The days a check of `day` reads: the day, its baseline weeks, and last year's weeks around it and before it. */
export function daysToRead(day: string): string[] {
  return [day, ...baselineDays(day), ...seasonNow(day), ...seasonBefore(day)];
}
export const baselineDays = (day: string) => Array.from({ length: BASELINE_WEEKS }, (_, i) => addDays(day, -7 * (i + 1)));
/** Last year, the same weekday in the week of the same date and the weeks either side. */
const seasonNow = (day: string) => [addDays(day, -371), addDays(day, -364), addDays(day, -357)];
/** Last year, the same weekday in the three weeks before those. */
const seasonBefore = (day: string) => [addDays(day, -392), addDays(day, -385), addDays(day, -378)];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
function medianAmount(values: readonly string[]): string {
  const sorted = [...values].sort(compareAmounts);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : divide(add(sorted[mid - 1]!, sorted[mid]!), 2, 6);
}
const rpmOf = (revenue: string, views: number) => (views > 0 ? Number(divide(multiply(revenue, 1000), views, 6)) : 0);
const percent = (now: number, before: number) => (before === 0 ? 0 : Math.round(((now - before) / before) * 1000) / 10);
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const pct1 = (fraction: number) => Math.round(fraction * 1000) / 10;
const money2 = (value: number) => value.toFixed(2);

export type Monetised = DayFigures & { gross_revenue: string };
const withRevenue = (d: DayFigures | undefined): d is Monetised => d !== undefined && d.gross_revenue !== null;

/**
 * The seasonal factor for one metric: last year's level around this date against its level in the
 * weeks before, each a median of three same weekdays (so a spike last year moves neither); 1 where
 * last year's data is missing; held within 0.5–2.
 */
function seasonFactor(input: CheckInput, value: (d: Monetised) => number): { factor: number; used: boolean } {
  const now = seasonNow(input.day)
    .map((d) => input.days.get(d))
    .filter(withRevenue);
  const before = seasonBefore(input.day)
    .map((d) => input.days.get(d))
    .filter(withRevenue);
  if (now.length < 2 || before.length < 2) return { factor: 1, used: false };
  const base = median(before.map(value));
  if (!(base > 0)) return { factor: 1, used: false };
  return { factor: Math.min(2, Math.max(0.5, median(now.map(value)) / base)), used: true };
}

export type Expectation = { views: number; rpm: number; revenue: number; seasonAdjusted: boolean; current: Monetised; base: Monetised[] };

/** The day's usual figures: medians of the same weekdays (a one-off spike is one of four and moves none), times last year's season. */
export function expectationOf(input: CheckInput): Expectation | SkipReason {
  const { day } = input;
  if (day > addDays(input.today, -FINAL_AFTER_DAYS)) return 'not_final';
  if (Number(day.slice(8, 10)) <= MONTH_START_DAYS) return 'month_start';
  const current = input.days.get(day);
  if (!withRevenue(current) || current.views <= 0) return 'no_data';
  const base = baselineDays(day)
    .map((d) => input.days.get(d))
    .filter(withRevenue)
    .filter((d) => d.views > 0);
  if (base.length < BASELINE_WEEKS - 1) return 'no_baseline';
  const baseRevenue = medianAmount(base.map((d) => d.gross_revenue));
  if (compareAmounts(baseRevenue, 0) <= 0) return 'not_monetised';
  const baseViews = median(base.map((d) => d.views));
  if (baseViews < MIN_BASELINE_VIEWS || compareAmounts(baseRevenue, MIN_BASELINE_REVENUE) < 0) return 'too_small';
  const baseRpm = median(base.map((d) => rpmOf(d.gross_revenue, d.views)));
  const viewsSeason = seasonFactor(input, (d) => d.views);
  const rpmSeason = seasonFactor(input, (d) => rpmOf(d.gross_revenue, d.views));
  const revenueSeason = seasonFactor(input, (d) => Number(d.gross_revenue));
  return {
    views: baseViews * viewsSeason.factor,
    rpm: baseRpm * rpmSeason.factor,
    revenue: Number(baseRevenue) * revenueSeason.factor,
    seasonAdjusted: viewsSeason.used || rpmSeason.used || revenueSeason.used,
    current,
    base,
  };
}

/** Judges one channel day. */
export function checkDay(input: CheckInput): CheckResult {
  const { day } = input;
  const expectation = expectationOf(input);
  if (typeof expectation === 'string') return { kind: 'skipped', reason: expectation };
  const { current, base } = expectation;
  const expViews = expectation.views;
  const expRpm = expectation.rpm;
  const expRevenue = expectation.revenue;

  const views = current.views;
  const revenue = Number(current.gross_revenue);
  const rpm = rpmOf(current.gross_revenue, views);
  const changes = { revenue: percent(revenue, expRevenue), rpm: percent(rpm, expRpm), views: percent(views, expViews) };
  const threshold = input.thresholdPercent;
  const metric: RevenueAlertMetric | null =
    Math.abs(changes.revenue) >= threshold ? 'revenue' : Math.abs(changes.rpm) >= threshold ? 'rpm' : Math.abs(changes.views) >= threshold ? 'views' : null;
  if (!metric) return { kind: 'steady', changes };

  const facts: AlertFacts = {
    weekday: new Date(`${day}T00:00:00Z`).getUTCDay(),
    revenue_change: changes.revenue,
    views_change: changes.views,
    rpm_change: changes.rpm,
    views_before: Math.round(expViews),
    views_now: views,
    rpm_before: money2(expRpm),
    rpm_now: money2(rpm),
    revenue_before: money2(expRevenue),
    revenue_now: money2(revenue),
    season_adjusted: expectation.seasonAdjusted ? 1 : 0,
  };

  // A monetisation change: ads all but gone while people still watch.
  if (metric !== 'views' && rpm <= expRpm * MONETISATION_RPM_SHARE) {
    return { kind: 'alert', metric, change_percent: changes[metric], driver: 'monetisation', facts };
  }

  // Revenue = views × RPM: (Vc − Vb)·RPMb + Vc·(RPMc − RPMb), the RPM part split by shift-share
  // into the Shorts share and the country mix (each mix change at the baseline's per-segment RPMs)
  // and what is left, the RPM of the segments themselves.
  const shorts = shortsMix(current, base);
  const countries = countryMix(input, base);
  const viewsPart = ((views - expViews) * expRpm) / 1000;
  const rpmPart = (views * (rpm - expRpm)) / 1000;
  const shortsPart = shorts ? (views * shorts.rpmEffect) / 1000 : 0;
  const countryPart = countries ? (views * countries.rpmEffect) / 1000 : 0;
  const parts: Record<Exclude<RevenueAlertDriver, 'monetisation'>, number> = {
    views: metric === 'rpm' ? 0 : viewsPart,
    shorts_share: shortsPart,
    country_mix: countryPart,
    rpm: rpmPart - shortsPart - countryPart,
  };
  const direction = Math.sign(changes[metric]);
  const ranked = (Object.entries(parts) as [Exclude<RevenueAlertDriver, 'monetisation'>, number][]).sort(
    (a, b) => b[1] * direction - a[1] * direction || driverOrder.indexOf(a[0]) - driverOrder.indexOf(b[0]),
  );
  const driver = metric === 'views' ? 'views' : ranked[0]![0];
  const expected = (expViews * expRpm) / 1000;
  for (const [key, value] of Object.entries(parts)) facts[`${key}_part`] = expected > 0 ? pct1(value / expected) : 0;
  if (shorts) Object.assign(facts, shorts.facts);
  if (countries) Object.assign(facts, countries.facts);
  return { kind: 'alert', metric, change_percent: changes[metric], driver, facts };
}

const driverOrder: RevenueAlertDriver[] = ['views', 'rpm', 'country_mix', 'shorts_share', 'monetisation'];

/** The baseline days' Shorts share of views and the RPM of Shorts and of the rest; null without Shorts figures. */
export function baselineShorts(base: readonly DayFigures[]): { share: number; shortsRpm: number; longRpm: number } | null {
  if (base.some((d) => d.shorts_ad_revenue === null || d.gross_revenue === null)) return null;
  const views = base.reduce((n, d) => n + d.views, 0);
  const shortsViews = base.reduce((n, d) => n + d.shorts_views, 0);
  const revenue = sum(base.map((d) => d.gross_revenue!));
  const shortsRevenue = sum(base.map((d) => d.shorts_ad_revenue!));
  if (shortsViews <= 0 || views - shortsViews <= 0) return null;
  return {
    share: share(shortsViews, views),
    shortsRpm: rpmOf(shortsRevenue, shortsViews),
    longRpm: rpmOf(add(revenue, multiply(shortsRevenue, -1)), views - shortsViews),
  };
}

/** Shorts against long-form (and everything else): the change of the Shorts share at the baseline's per-format RPMs. */
function shortsMix(current: Monetised, base: readonly Monetised[]): { rpmEffect: number; facts: AlertFacts } | null {
  const usual = current.shorts_ad_revenue === null ? null : baselineShorts(base);
  if (!usual) return null;
  const { shortsRpm, longRpm } = usual;
  const before = usual.share;
  const now = share(current.shorts_views, current.views);
  return {
    rpmEffect: (now - before) * (shortsRpm - longRpm),
    facts: { shorts_share_before: pct1(before), shorts_share_now: pct1(now), shorts_rpm: money2(shortsRpm), long_rpm: money2(longRpm) },
  };
}

/**
 * Viewer countries: the change of each country's share of views at its baseline RPM (a country
 * new to the channel at its RPM of the day). Needs the day's rows and three baseline days' rows.
 */
function countryMix(input: CheckInput, base: readonly Monetised[]): { rpmEffect: number; facts: AlertFacts } | null {
  const baseDays = new Set(base.map((d) => d.day));
  const rows = input.countries.filter((r) => r.estimated_revenue !== null);
  const today = rows.filter((r) => r.day === input.day);
  const before = rows.filter((r) => baseDays.has(r.day));
  if (today.length === 0 || new Set(before.map((r) => r.day)).size < BASELINE_WEEKS - 1) return null;
  const totals = (list: typeof rows) => {
    const byCountry = new Map<string, { views: number; revenue: string }>();
    for (const r of list) {
      const entry = byCountry.get(r.country) ?? { views: 0, revenue: '0' };
      entry.views += r.views;
      entry.revenue = add(entry.revenue, r.estimated_revenue!);
      byCountry.set(r.country, entry);
    }
    return byCountry;
  };
  const then = totals(before);
  const now = totals(today);
  const thenViews = [...then.values()].reduce((n, c) => n + c.views, 0);
  const nowViews = [...now.values()].reduce((n, c) => n + c.views, 0);
  if (thenViews <= 0 || nowViews <= 0) return null;
  const channelRpm = rpmOf(sum([...then.values()].map((c) => c.revenue)), thenViews);
  let rpmEffect = 0;
  let lowThen = 0;
  let lowNow = 0;
  for (const country of new Set([...then.keys(), ...now.keys()])) {
    const a = then.get(country);
    const b = now.get(country);
    const rate = a && a.views > 0 ? rpmOf(a.revenue, a.views) : b && b.views > 0 ? rpmOf(b.revenue, b.views) : channelRpm;
    const shareThen = share(a?.views ?? 0, thenViews);
    const shareNow = share(b?.views ?? 0, nowViews);
    rpmEffect += (shareNow - shareThen) * rate;
    if (rate < channelRpm * LOW_CPM_SHARE) {
      lowThen += shareThen;
      lowNow += shareNow;
    }
  }
  return { rpmEffect, facts: { low_cpm_share_before: pct1(lowThen), low_cpm_share_now: pct1(lowNow) } };
}
