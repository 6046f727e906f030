// Months of the publish-date calendar, as YYYY-MM in UTC (the server's month filter and YouTube's days are UTC).
/** The month (YYYY-MM, UTC) a date falls in, and the one `step` months away. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
export function shiftMonth(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + step, 1)));
}
