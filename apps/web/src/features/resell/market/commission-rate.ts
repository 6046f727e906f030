// A commission rate as the server keeps it (0 to 1, at most 4 places) and as people type it (a
// percentage, at most 2 places), converted with the contract's decimal helpers, never floats.
import { divide, multiply, normalize } from '@chorus/contract';

/** "0.125" → "12.5". */
export const percentOf = (rate: string) => normalize(multiply(rate, '100'));

/** "12.5" → "0.125"; anything that is not a percentage stays as typed, for the server's message. */
export const rateOf = (percent: string) => (/^\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) ? normalize(divide(percent.trim(), '100', 4)) : percent.trim());
