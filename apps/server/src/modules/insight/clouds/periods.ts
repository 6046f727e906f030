// The period a clouds answer covers: the dates asked for, or spec 9's default window (ending 4 days
// before today, one month long). Instants from the first day's midnight to the day after the last (UTC).
import { addDays, defaultWindow, toDay, type DateRange } from '@chorus/contract';

export function resolvePeriod(query: { start?: string; end?: string }, now: Date): DateRange {
  if (query.start !== undefined && query.end !== undefined) return { start: query.start, end: query.end };
  return defaultWindow(toDay(now));
}

export function periodInstants(period: DateRange): { from: Date; until: Date } {
  return { from: new Date(`${period.start}T00:00:00Z`), until: new Date(`${addDays(period.end, 1)}T00:00:00Z`) };
}
