// How a KPI compares with the comparison period, for the cards that work it out from two values.

/** The change from `before` to `now` in percent, to one decimal; null without a base to compare with. */
export const changePercent = (now: number | null, before: number | null | undefined) =>
  now === null || before === null || before === undefined || before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;

/** A KPI card's change and earlier value; nothing while there is no comparison period. */
export function versus(compared: boolean, now: number | null, before: number | null | undefined, format: (value: number | null | undefined) => string) {
  return compared ? { change: changePercent(now, before), previous: format(before) } : {};
}
