import { describe, expect, it } from 'vitest';
import { isoWeekOf, isoWeeksInYear, latestEndedSelection, periodCode, periodHasEnded, periodHasStarted, previousSelection, reportRange } from './periods.ts';
import { reportQuerySchema } from './schemas.ts';

describe('report periods', () => {
  it('ISO weeks: 53 in 2026 and 2020, 52 in 2025; week 1 may start in December', () => {
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2020)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(reportRange({ period: 'weekly', year: 2026, index: 1 })).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(reportRange({ period: 'weekly', year: 2026, index: 53 })).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2026-11-27')).toEqual({ year: 2026, week: 48 });
  });

  it('months and quarters, leap February included', () => {
    expect(reportRange({ period: 'monthly', year: 2028, index: 2 })).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(reportRange({ period: 'quarterly', year: 2026, index: 4 })).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });

  it('the period before crosses the year; the latest ended period is spec 9’s previous quarter', () => {
    expect(previousSelection({ period: 'quarterly', year: 2026, index: 1 })).toEqual({ period: 'quarterly', year: 2025, index: 4 });
    expect(previousSelection({ period: 'weekly', year: 2027, index: 1 })).toEqual({ period: 'weekly', year: 2026, index: 53 });
    expect(latestEndedSelection('quarterly', '2026-11-27')).toEqual({ period: 'quarterly', year: 2026, index: 3 });
    expect(latestEndedSelection('quarterly', '2026-01-01')).toEqual({ period: 'quarterly', year: 2025, index: 4 });
    expect(latestEndedSelection('monthly', '2026-01-15')).toEqual({ period: 'monthly', year: 2025, index: 12 });
    expect(latestEndedSelection('weekly', '2026-11-27')).toEqual({ period: 'weekly', year: 2026, index: 47 });
    expect(periodCode({ period: 'weekly', year: 2026, index: 7 })).toBe('2026-W07');
  });

  it('begun and ended: the period holding today has begun but not ended; the next one has not begun', () => {
    const q4 = { period: 'quarterly', year: 2026, index: 4 } as const;
    expect([periodHasStarted(q4, '2026-11-27'), periodHasEnded(q4, '2026-11-27')]).toEqual([true, false]);
    expect([periodHasStarted(q4, '2026-09-30'), periodHasEnded(q4, '2026-12-31'), periodHasEnded(q4, '2027-01-01')]).toEqual([false, false, true]);
    expect(periodHasStarted({ period: 'weekly', year: 2027, index: 1 }, '2027-01-03')).toBe(false);
    expect(periodHasStarted({ period: 'weekly', year: 2027, index: 1 }, '2027-01-04')).toBe(true);
  });

  it('the query: a year goes with its quarter, month or week, and week 53 only in years that have it', () => {
    expect(reportQuerySchema.safeParse({ period: 'weekly', year: '2026', week: '53' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ period: 'weekly', year: '2025', week: '53' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ year: '2026' }).success).toBe(false);
    expect(reportQuerySchema.parse({})).toEqual({ period: 'quarterly', format: 'pdf' });
  });
});
