// The quarter a send covers is read on Taiwan's calendar: the schedule fires at 02:00 there on the
// first day of a quarter, which is still the day before in UTC.
import { describe, expect, it } from 'vitest';
import { previousQuarter, taipeiDay } from './quarters.ts';

describe('previousQuarter', () => {
  it.each([
    // 02:00 on 1 January 2027 in Taiwan = 18:00 on 31 December 2026 UTC: the quarter that ended is 2026-Q4.
    ['2026-12-31T18:00:00Z', 2026, 4],
    // One hour earlier it is still 31 December in Taiwan: 2026-Q4 has not ended.
    ['2026-12-31T15:59:59Z', 2026, 3],
    ['2026-04-01T00:00:00Z', 2026, 1],
    ['2026-06-30T16:00:00Z', 2026, 2],
    ['2026-02-15T09:00:00Z', 2025, 4],
  ])('at %s → %i-Q%i', (at, year, quarter) => {
    expect(previousQuarter(new Date(at))).toEqual({ period: 'quarterly', year, index: quarter });
  });

  it('knows the day in Taiwan', () => {
    expect(taipeiDay(new Date('2026-09-30T16:00:00Z'))).toBe('2026-10-01');
    expect(taipeiDay(new Date('2026-09-30T15:59:59Z'))).toBe('2026-09-30');
  });
});
