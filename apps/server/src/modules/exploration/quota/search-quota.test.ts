import { describe, expect, it } from 'vitest';
import { quotaDay, quotaResetsAt } from './search-quota.ts';

describe('the search quota day (midnight to midnight Pacific time)', () => {
  it.each([
    // Winter (PST, UTC−8): 07:59 UTC is still the day before in California.
    ['2026-01-15T07:59:00Z', '2026-01-14', '2026-01-15T08:00:00.000Z'],
    ['2026-01-15T08:00:00Z', '2026-01-15', '2026-01-16T08:00:00.000Z'],
    // Summer (PDT, UTC−7).
    ['2026-07-01T06:59:59Z', '2026-06-30', '2026-07-01T07:00:00.000Z'],
    ['2026-07-01T07:00:00Z', '2026-07-01', '2026-07-02T07:00:00.000Z'],
    // The day daylight saving time starts (8 March 2026, 2 a.m.): the next midnight is already PDT.
    ['2026-03-08T09:00:00Z', '2026-03-08', '2026-03-09T07:00:00.000Z'],
    // The night it ends (1 November 2026): midnight of the 2nd is PST again.
    ['2026-11-01T06:30:00Z', '2026-10-31', '2026-11-01T07:00:00.000Z'],
    ['2026-11-01T12:00:00Z', '2026-11-01', '2026-11-02T08:00:00.000Z'],
  ])('at %s the quota day is %s and it resets at %s', (at, day, resets) => {
    expect(quotaDay(new Date(at))).toBe(day);
    expect(quotaResetsAt(new Date(at)).toISOString()).toBe(resets);
  });
});
