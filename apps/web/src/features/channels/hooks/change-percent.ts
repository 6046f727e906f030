// How a KPI compares with the comparison period, for the cards that work it out from two values.
// The change itself is the contract's (no percentage against a base that is not positive).
import { changePercent } from '@chorus/contract';
import { moneyChangePercent } from './money-math.ts';

export { changePercent };

/** A KPI card's change and earlier value; nothing while there is no comparison period. */
export function versus(compared: boolean, now: number | null, before: number | null | undefined, format: (value: number | null | undefined) => string) {
  return compared ? { change: changePercent(now, before), previous: format(before) } : {};
}

/** The same for amounts (decimal strings), the change worked out exactly. */
export function moneyVersus(compared: boolean, now: string | null, before: string | null | undefined, format: (amount: string | null | undefined) => string) {
  return compared ? { change: moneyChangePercent(now, before), previous: format(before) } : {};
}
