// Date windows of spec 9: presets, the default window and the comparison period. Dates are plain
// YYYY-MM-DD strings in UTC.

export const datePresets = ['today', '7', '30', '90', 'custom'] as const;
export type DatePreset = (typeof datePresets)[number];

/** YouTube's figures arrive 2 to 4 days late: windows end 4 days before the base date (spec 9). */
export const DATA_LAG_DAYS = 4;

export type DateRange = { start: string; end: string };

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}
/** One calendar month earlier, clamped to the month's last day (03-31 → 02-28). */
export function minusOneMonth(day: string): string {
  const date = parseDay(day);
  const targetMonth = date.getUTCMonth() - 1;
  const result = new Date(Date.UTC(date.getUTCFullYear(), targetMonth, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(result);
}
export function daysBetween(range: DateRange): number {
  return Math.round((parseDay(range.end).getTime() - parseDay(range.start).getTime()) / 86_400_000) + 1;
}

/** Spec 9: ends at the base date minus 4 days and starts one month earlier. */
export function defaultWindow(baseDate: string): DateRange {
  const end = addDays(baseDate, -DATA_LAG_DAYS);
  return { start: minusOneMonth(end), end };
}

/** Spec 9: the second period ends one month before the first one ends, and lasts as long. */
export function comparisonWindow(range: DateRange): DateRange {
  const end = minusOneMonth(range.end);
  return { start: addDays(end, -(daysBetween(range) - 1)), end };
}

/** A preset's window, ending at the last day with data (today = that day alone). */
export function presetWindow(preset: Exclude<DatePreset, 'custom'>, lastDataDay: string): DateRange {
  const days = preset === 'today' ? 1 : Number(preset);
  return { start: addDays(lastDataDay, -(days - 1)), end: lastDataDay };
}

/** For a preset, the comparison is the same number of days just before. */
export function previousWindow(range: DateRange): DateRange {
  const end = addDays(range.start, -1);
  return { start: addDays(end, -(daysBetween(range) - 1)), end };
}

/** Spec 9: analytics periods compare the past 365 days with the 365 before them. */
export function yearWindows(lastDataDay: string): { current: DateRange; previous: DateRange } {
  const current = { start: addDays(lastDataDay, -364), end: lastDataDay };
  return { current, previous: previousWindow(current) };
}
