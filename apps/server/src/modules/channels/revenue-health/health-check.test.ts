// Revenue health's judgement of one channel day (issue 30): each driver injected alone is named;
// the artefacts (month start, data not yet final, a spike leaving YouTube's 28-day window) raise
// nothing; a one-off spike in the baseline does not move it; last year's season is allowed for.
import { describe, expect, it } from 'vitest';
import { checkDay, type CheckInput, type CountryFigures, type DayFigures } from './health-check.ts';
import { explainAlert } from './explain.ts';
import { addDays } from '@chorus/contract';

const DAY = '2026-11-17'; // a Tuesday
const TODAY = '2026-11-21';
// A usual day: 10,000 views, 20 % Shorts; 20 USD (Shorts 0.40 USD: RPM 0.2 against 2.45 for long videos).
const usual = (day: string, f: Partial<DayFigures> = {}): DayFigures => ({
  day,
  views: 10_000,
  shorts_views: 2_000,
  gross_revenue: '20.000000',
  shorts_ad_revenue: '0.400000',
  ...f,
});
// Countries: 88 % high or middle CPM, 12 % low CPM (a tenth of the RPM).
const MIX: [string, number, number][] = [
  ['TW', 0.6, 1],
  ['US', 0.28, 1.5],
  ['IN', 0.06, 0.1],
  ['ID', 0.06, 0.1],
];
const countries = (day: string, views: number, revenue: number, mix = MIX): CountryFigures[] => {
  const w = mix.reduce((n, [, s, i]) => n + s * i, 0);
  return mix.map(([country, s, i]) => ({ day, country, views: Math.round(views * s), estimated_revenue: ((revenue * s * i) / w).toFixed(6) }));
};
const BASE = [7, 14, 21, 28].map((n) => addDays(DAY, -n));

function input(
  today: Partial<DayFigures>,
  options: { day?: string; now?: string; base?: (day: string) => Partial<DayFigures>; extra?: DayFigures[]; todayMix?: typeof MIX } = {},
): CheckInput {
  const day = options.day ?? DAY;
  const baseDays = [7, 14, 21, 28].map((n) => addDays(day, -n));
  const rows = [usual(day, today), ...baseDays.map((d) => usual(d, options.base?.(d))), ...(options.extra ?? [])];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const current = byDay.get(day)!;
  return {
    day,
    today: options.now ?? TODAY,
    days: byDay,
    countries: [
      ...countries(day, current.views, Number(current.gross_revenue), options.todayMix),
      ...baseDays.map((d) => countries(d, byDay.get(d)!.views, Number(byDay.get(d)!.gross_revenue))).flat(),
    ],
    thresholdPercent: 30,
  };
}

describe('a drop injected into each driver is named', () => {
  it('views: half the audience, the same RPM', () => {
    const result = checkDay(input({ views: 5_000, shorts_views: 1_000, gross_revenue: '10.000000', shorts_ad_revenue: '0.200000' }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'revenue', change_percent: -50, driver: 'views' });
  });

  it('RPM: the same audience and mix, advertisers paying less', () => {
    const result = checkDay(input({ gross_revenue: '11.000000', shorts_ad_revenue: '0.220000' }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'revenue', change_percent: -45, driver: 'rpm' });
  });

  it('country mix: views steady, low-CPM viewers from 12 % to 60 %', () => {
    const shifted: typeof MIX = [
      ['TW', 0.6 * (0.4 / 0.88), 1],
      ['US', 0.28 * (0.4 / 0.88), 1.5],
      ['IN', 0.3, 0.1],
      ['ID', 0.3, 0.1],
    ];
    const w = (m: typeof MIX) => m.reduce((n, [, s, i]) => n + s * i, 0);
    const revenue = (20 * w(shifted)) / w(MIX);
    const result = checkDay(input({ gross_revenue: revenue.toFixed(6), shorts_ad_revenue: '0.400000' }, { todayMix: shifted }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'revenue', driver: 'country_mix' });
    if (result.kind !== 'alert') return;
    expect(result.change_percent).toBeLessThan(-40);
    expect(result.facts).toMatchObject({ low_cpm_share_before: 12, low_cpm_share_now: 60 });
    expect(explainAlert('en', { day: DAY, ...result })).toBe(
      `Revenue \u2212${Math.round(-result.change_percent)}% vs the usual Tuesday: views steady, RPM \u2212${Math.round(-Number(result.facts.rpm_change))}%: viewers in low-CPM countries rose from 12% to 60%.`,
    );
  });

  it('Shorts share: the same views, three quarters of them Shorts', () => {
    // Long videos 2,500 views at 2.45, Shorts 7,500 at 0.2.
    const result = checkDay(input({ shorts_views: 7_500, gross_revenue: '7.625000', shorts_ad_revenue: '1.500000' }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'revenue', driver: 'shorts_share' });
    if (result.kind === 'alert') expect(result.facts).toMatchObject({ shorts_share_before: 20, shorts_share_now: 75, shorts_rpm: '0.20', long_rpm: '2.45' });
  });

  it('monetisation: ads all but gone while people keep watching', () => {
    const result = checkDay(input({ gross_revenue: '0.900000', shorts_ad_revenue: '0.020000' }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'revenue', driver: 'monetisation' });
  });

  it('a rise is an alert too, named by its driver', () => {
    const result = checkDay(input({ views: 18_000, shorts_views: 3_600, gross_revenue: '36.000000', shorts_ad_revenue: '0.720000' }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'revenue', change_percent: 80, driver: 'views' });
  });

  it('views past the threshold with revenue and RPM within it is a views alert', () => {
    const result = checkDay(input({ views: 6_500, shorts_views: 1_300, gross_revenue: '15.000000', shorts_ad_revenue: '0.300000' }));
    expect(result).toMatchObject({ kind: 'alert', metric: 'views', change_percent: -35, driver: 'views' });
  });
});

describe('no alert for artefacts', () => {
  const drop = { views: 4_000, shorts_views: 800, gross_revenue: '8.000000', shorts_ad_revenue: '0.160000' };

  it("the month's first days", () => {
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) expect(checkDay(input(drop, { day }))).toEqual({ kind: 'skipped', reason: 'month_start' });
    expect(checkDay(input(drop, { day: '2026-11-04' })).kind).toBe('alert');
  });

  it('data not yet final: the last three days', () => {
    expect(checkDay(input(drop, { now: addDays(DAY, 2) }))).toEqual({ kind: 'skipped', reason: 'not_final' });
    expect(checkDay(input(drop, { now: addDays(DAY, 3) })).kind).toBe('alert');
  });

  it("a viral day leaving YouTube's 28-day window: days are compared, never rolling 28-day sums", () => {
    const spike = (d: string) => (d === BASE[3] ? { views: 80_000, shorts_views: 16_000, gross_revenue: '160.000000', shorts_ad_revenue: '3.200000' } : {});
    expect(checkDay(input({}, { base: spike })).kind).toBe('steady');
  });

  it('a day without revenue figures, or a channel without revenue, is not judged', () => {
    expect(checkDay(input({ gross_revenue: null }))).toEqual({ kind: 'skipped', reason: 'no_data' });
    expect(checkDay(input({ gross_revenue: '0' }, { base: () => ({ gross_revenue: '0' }) }))).toEqual({ kind: 'skipped', reason: 'not_monetised' });
  });
});

describe('baselines', () => {
  it('ignore a one-off spike among the four weeks', () => {
    const spike = (d: string) => (d === BASE[1] ? { views: 40_000, shorts_views: 8_000, gross_revenue: '80.000000', shorts_ad_revenue: '1.600000' } : {});
    const result = checkDay(input({ views: 5_000, shorts_views: 1_000, gross_revenue: '10.000000', shorts_ad_revenue: '0.200000' }, { base: spike }));
    expect(result).toMatchObject({ kind: 'alert', change_percent: -50, driver: 'views' });
  });

  it("allow for last year's season where it exists", () => {
    // Last year the weeks around this date ran 40 % below the three weeks before: so does this year.
    const lastYear = [-392, -385, -378].map((n) => usual(addDays(DAY, n)));
    const lastYearNow = [-371, -364, -357].map((n) =>
      usual(addDays(DAY, n), { views: 6_000, shorts_views: 1_200, gross_revenue: '12.000000', shorts_ad_revenue: '0.240000' }),
    );
    const now = { views: 6_000, shorts_views: 1_200, gross_revenue: '12.000000', shorts_ad_revenue: '0.240000' };
    expect(checkDay(input(now)).kind).toBe('alert');
    expect(checkDay(input(now, { extra: [...lastYear, ...lastYearNow] })).kind).toBe('steady');
  });
});

describe('explanations', () => {
  it('are written in the reader language with the figures', () => {
    const result = checkDay(input({ gross_revenue: '11.000000', shorts_ad_revenue: '0.220000' }));
    if (result.kind !== 'alert') throw new Error('expected an alert');
    const alert = { day: DAY, ...result };
    expect(explainAlert('en', alert)).toBe(
      'Revenue \u221245% vs the usual Tuesday: views steady, RPM \u221245%: RPM fell from 2.00 to 1.10 USD with the same countries and Shorts share (advertisers are paying less).',
    );
    expect(explainAlert('ja', alert)).toContain('火曜日');
    expect(explainAlert('zh-TW', alert)).toContain('星期二');
    expect(explainAlert('zh-TW', alert)).toContain('RPM 從 2.00 USD 降到 1.10 USD');
  });
});
