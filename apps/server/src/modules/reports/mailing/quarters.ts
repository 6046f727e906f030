// Which quarter a send covers (spec 9: the previous quarter), read on the calendar of Taiwan, where
// the schedule fires (02:00 Asia/Taipei on the first day of a quarter is still the day before in UTC).
import { latestEndedSelection, periodCode, type ReportSelection } from '@chorus/contract';

const TAIPEI_OFFSET_MS = 8 * 3600_000;

/** Today in Taiwan (no daylight saving there), as YYYY-MM-DD. */
export function taipeiDay(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The quarter that ended last, as of `now` in Taiwan. */
export function previousQuarter(now: Date): ReportSelection {
  return latestEndedSelection('quarterly', taipeiDay(now));
}

export function quarterSelection(year: number, quarter: number): ReportSelection {
  return { period: 'quarterly', year, index: quarter };
}

export { periodCode };
