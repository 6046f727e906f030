// Windows read as whole weeks plus days: the per-video sums of a window come from
// video_weekly_metrics (migration 0020) for its whole weeks and from the daily rows for the rest.
import { addDays, parseDay, type DateRange } from '@chorus/contract';

/** A window as its whole weeks (Monday to Sunday; `weeks` spans their Mondays) and the days before and after them. */
export type WeekSplit = { head: DateRange; weeks: DateRange; tail: DateRange };

/**
 * Splits a window for reading per-video weekly sums (video_weekly_metrics): the whole weeks inside
 * it, and the days outside those (`head`, `tail`) to read day by day. An empty part has its start
 * after its end; without a whole week, `head` is the whole window.
 */
export function splitIntoWeeks(window: DateRange): WeekSplit {
  const startWeekday = parseDay(window.start).getUTCDay(); // 0 Sunday, 1 Monday, …
  const endWeekday = parseDay(window.end).getUTCDay();
  const firstMonday = addDays(window.start, (8 - startWeekday) % 7);
  // The Monday of the week that ends on the last Sunday of the window.
  const lastMonday = addDays(window.end, -endWeekday - 6);
  const afterEnd = addDays(window.end, 1);
  if (lastMonday < firstMonday) {
    return { head: window, weeks: { start: afterEnd, end: window.end }, tail: { start: afterEnd, end: window.end } };
  }
  return {
    head: { start: window.start, end: addDays(firstMonday, -1) },
    weeks: { start: firstMonday, end: lastMonday },
    tail: { start: addDays(lastMonday, 7), end: window.end },
  };
}
