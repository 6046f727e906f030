// Which days an answer covers (spec 9 windows), from the request and how far the channel's data reaches.
import { addDays, comparisonWindow, DATA_LAG_DAYS, defaultWindow, minusOneMonth, parseDay, previousWindow, type DateRange } from '@chorus/contract';

export type PeriodRequest = { start?: string; end?: string; compare_start?: string; compare_end?: string };
export type ResolvedPeriods = { period: DateRange; comparison: DateRange };

/**
 * The default window ends 4 days before today (spec 9); when the channel's data ends earlier, the
 * window moves back to end on its last day with data, still one month long, so that a channel whose
 * refresh is late does not show a month with empty days at its end.
 */
export function defaultPeriod(dataThrough: string | null, today: string): DateRange {
  const window = defaultWindow(today);
  if (dataThrough !== null && dataThrough < window.end) return { start: minusOneMonth(dataThrough), end: dataThrough };
  return window;
}

/**
 * Explicit dates are used as given. Without a comparison, an explicit window compares with the
 * same number of days just before it; the default window with spec 9's comparison (ending one
 * month before it ends).
 */
export function resolvePeriods(request: PeriodRequest, dataThrough: string | null, today: string): ResolvedPeriods {
  const explicit = request.start !== undefined && request.end !== undefined;
  const period = explicit ? { start: request.start!, end: request.end! } : defaultPeriod(dataThrough, today);
  if (request.compare_start !== undefined && request.compare_end !== undefined) {
    return { period, comparison: { start: request.compare_start, end: request.compare_end } };
  }
  return { period, comparison: explicit ? previousWindow(period) : comparisonWindow(period) };
}

/** The last day with data when the channel has none: the default window's end. */
export function lastDataDay(dataThrough: string | null, today: string): string {
  return dataThrough ?? addDays(today, -DATA_LAG_DAYS);
}

/**
 * The days of a window that a daily series shows: from the channel's first day with data (or the
 * window's start, whichever is later) to its last (or the window's end, whichever is earlier).
 * Days without a row inside that span count as zero; days the channel has no data for yet are not
 * shown as zeros. Null when no day of the window has data.
 */
export function seriesSpan(window: DateRange, dataFrom: string | null, dataThrough: string | null): DateRange | null {
  if (dataFrom === null || dataThrough === null) return null;
  const start = window.start > dataFrom ? window.start : dataFrom;
  const end = window.end < dataThrough ? window.end : dataThrough;
  return start <= end ? { start, end } : null;
}

/** Every day of a span, in order. */
export function daysOf(span: DateRange | null): string[] {
  if (!span) return [];
  const days: string[] = [];
  // Days in UTC are 86,400,000 ms apart; stepping the instant spares a parse per day.
  const end = parseDay(span.end).getTime();
  for (let ms = parseDay(span.start).getTime(); ms <= end; ms += 86_400_000) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}
