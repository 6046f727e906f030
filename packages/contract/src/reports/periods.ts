// The periods a report covers (spec 2 "weekly, monthly, quarterly with year and quarter"; spec 9
// "the quarterly report covers the previous quarter"): ISO weeks (Monday to Sunday), calendar
// months and quarters, in UTC days as the analytics tables keep them.
import { toDay, type DateRange } from '../channels/periods.ts';

export const reportPeriods = ['weekly', 'monthly', 'quarterly'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** The query field that numbers a period of each kind within its year. */
export const periodPartOf = { quarterly: 'quarter', monthly: 'month', weekly: 'week' } as const satisfies Record<ReportPeriod, string>;

/** One period: its kind, year and the number within the year (ISO week 1–53, month 1–12, quarter 1–4). */
export type ReportSelection = { period: ReportPeriod; year: number; index: number };

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The Monday of ISO week 1 of `year` (the week holding 4 January). */
function isoWeekOneMonday(year: number): Date {
  const jan4 = utc(year, 0, 4);
  const weekday = (jan4.getUTCDay() + 6) % 7; // Monday 0
  return utc(year, 0, 4 - weekday);
}

/** How many ISO weeks `year` has: 53 when 1 January or (leap years) 31 December falls on a Thursday. */
export function isoWeeksInYear(year: number): number {
  const next = isoWeekOneMonday(year + 1).getTime();
  return Math.round((next - isoWeekOneMonday(year).getTime()) / (7 * 86_400_000));
}

/** The ISO week (year and number) holding a day. */
export function isoWeekOf(day: string): { year: number; week: number } {
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const year = thursday.getUTCFullYear();
  return { year, week: Math.floor((thursday.getTime() - isoWeekOneMonday(year).getTime()) / (7 * 86_400_000)) + 1 };
}

/** The days a period covers, first and last included. */
export function reportRange(s: ReportSelection): DateRange {
  switch (s.period) {
    case 'weekly': {
      // Week one may start in December of the year before.
      const first = new Date(isoWeekOneMonday(s.year).getTime() + (s.index - 1) * 7 * 86_400_000);
      return { start: toDay(first), end: toDay(new Date(first.getTime() + 6 * 86_400_000)) };
    }
    case 'monthly':
      return { start: `${s.year}-${pad(s.index)}-01`, end: toDay(utc(s.year, s.index, 0)) };
    case 'quarterly':
      return { start: `${s.year}-${pad(s.index * 3 - 2)}-01`, end: toDay(utc(s.year, s.index * 3, 0)) };
  }
}

/** A period is reported once it has begun; one in progress is reported to date. */
export function periodHasStarted(s: ReportSelection, today: string): boolean {
  return reportRange(s).start <= today;
}

/** Its last day is behind `today` (a quarterly mailing covers only such quarters). */
export function periodHasEnded(s: ReportSelection, today: string): boolean {
  return reportRange(s).end < today;
}

/** The period before, of the same kind (the KPIs' comparison). */
export function previousSelection(s: ReportSelection): ReportSelection {
  if (s.index > 1) return { ...s, index: s.index - 1 };
  const year = s.year - 1;
  const last = s.period === 'weekly' ? isoWeeksInYear(year) : s.period === 'monthly' ? 12 : 4;
  return { period: s.period, year, index: last };
}

/** The latest period of the kind that has ended by `today` (spec 9: the previous quarter). */
export function latestEndedSelection(period: ReportPeriod, today: string): ReportSelection {
  const [y, m] = today.split('-').map(Number) as [number, number];
  if (period === 'quarterly') return previousSelection({ period, year: y, index: Math.floor((m - 1) / 3) + 1 });
  if (period === 'monthly') return previousSelection({ period, year: y, index: m });
  const { year, week } = isoWeekOf(today);
  return previousSelection({ period, year, index: week });
}

/** How a file name and the report's title write a period: 2026-Q3, 2026-09, 2026-W38. */
export function periodCode(s: ReportSelection): string {
  if (s.period === 'quarterly') return `${s.year}-Q${s.index}`;
  if (s.period === 'monthly') return `${s.year}-${pad(s.index)}`;
  return `${s.year}-W${pad(s.index)}`;
}
