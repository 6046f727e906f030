import { describe, expect, it } from 'vitest';
import { localToday, rangeProblems, resolvePeriod } from './use-period.ts';

const today = '2026-11-21'; // the last day with data is 4 days earlier (spec 9)
const at = (query: string) => resolvePeriod(new URLSearchParams(query), today);

describe('channel page periods from the address', () => {
  it('defaults to 30 days ending 4 days ago, compared with the 30 days before', () => {
    const p = at('');
    expect(p.preset).toBe('30');
    expect(p.range).toEqual({ start: '2026-10-19', end: '2026-11-17' });
    expect(p.comparison).toEqual({ start: '2026-09-19', end: '2026-10-18' });
    expect(p.days).toBe(30);
    expect(p.addressIgnored).toBe(false);
    expect(p.params).toEqual({ start: '2026-10-19', end: '2026-11-17', compare_start: '2026-09-19', compare_end: '2026-10-18' });
    expect(p.comparisonParams).toEqual({ start: '2026-09-19', end: '2026-10-18' });
  });

  it('knows today, 7 and 90 days', () => {
    expect(at('preset=today').range).toEqual({ start: '2026-11-17', end: '2026-11-17' });
    expect(at('preset=today').comparison).toEqual({ start: '2026-11-16', end: '2026-11-16' });
    expect(at('preset=7').range).toEqual({ start: '2026-11-11', end: '2026-11-17' });
    expect(at('preset=90').days).toBe(90);
  });

  it('compares with the same period a month earlier (spec 9) or a custom one', () => {
    expect(at('preset=7&compare=month').comparison).toEqual({ start: '2026-10-11', end: '2026-10-17' });
    expect(at('compare=custom&compare_start=2025-10-19&compare_end=2025-11-17').comparison).toEqual({ start: '2025-10-19', end: '2025-11-17' });
  });

  it('takes valid custom dates and ignores broken ones, saying so', () => {
    expect(at('preset=custom&start=2026-01-01&end=2026-01-31').range).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    for (const query of [
      'preset=custom&start=2026-02-30&end=2026-03-01',
      'preset=custom&start=2026-03-02&end=2026-03-01',
      'preset=custom',
      'preset=12',
      'compare=custom&compare_start=x',
    ]) {
      const p = at(query);
      expect(p.addressIgnored, query).toBe(true);
      expect(p.range.end).toBe('2026-11-17');
    }
  });

  it('checks custom date fields like the contract does (spec 5 bounds)', () => {
    expect(rangeProblems('', '2026-01-01')).toEqual({ start: 'analytics:period.dateRequired' });
    expect(rangeProblems('2026-13-01', '2026-01-01')).toEqual({ start: 'messages:validation.dateFormat' });
    expect(rangeProblems('1899-12-31', '2100-01-01')).toEqual({ start: 'messages:validation.dateRange', end: 'messages:validation.dateRange' });
    expect(rangeProblems('2026-03-10', '2026-03-01')).toEqual({ end: 'analytics:period.endBeforeStart' });
    expect(rangeProblems('1900-01-01', '2099-12-31')).toEqual({});
  });

  it('takes the base date where the user is', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
