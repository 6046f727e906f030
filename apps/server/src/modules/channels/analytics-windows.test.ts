import { describe, expect, it } from 'vitest';
import { daysOf, defaultPeriod, lastDataDay, resolvePeriods, seriesSpan } from './analytics-windows.ts';

describe('defaultPeriod', () => {
  it('ends 4 days before today when the data reaches that far', () => {
    expect(defaultPeriod('2024-06-30', '2024-06-30')).toEqual({ start: '2024-05-26', end: '2024-06-26' });
    expect(defaultPeriod('2024-06-26', '2024-06-30')).toEqual({ start: '2024-05-26', end: '2024-06-26' });
    expect(defaultPeriod(null, '2024-06-30')).toEqual({ start: '2024-05-26', end: '2024-06-26' });
  });
  it('moves back to the last day with data when that is earlier, one month long, clamped at month ends', () => {
    expect(defaultPeriod('2024-06-25', '2024-06-30')).toEqual({ start: '2024-05-25', end: '2024-06-25' });
    expect(defaultPeriod('2024-03-31', '2024-07-10')).toEqual({ start: '2024-02-29', end: '2024-03-31' });
  });
});

describe('resolvePeriods', () => {
  it('compares the default window with the month before (spec 9)', () => {
    expect(resolvePeriods({}, '2024-06-30', '2024-07-10')).toEqual({
      period: { start: '2024-05-30', end: '2024-06-30' },
      comparison: { start: '2024-04-29', end: '2024-05-30' },
    });
  });
  it('compares explicit dates with as many days just before', () => {
    expect(resolvePeriods({ start: '2024-06-01', end: '2024-06-07' }, null, '2024-07-10').comparison).toEqual({ start: '2024-05-25', end: '2024-05-31' });
  });
  it('takes an explicit comparison, also with the default window', () => {
    expect(resolvePeriods({ compare_start: '2023-01-01', compare_end: '2023-01-31' }, '2024-06-30', '2024-07-10')).toEqual({
      period: { start: '2024-05-30', end: '2024-06-30' },
      comparison: { start: '2023-01-01', end: '2023-01-31' },
    });
  });
});

describe('seriesSpan and daysOf', () => {
  it('keeps the days between the first and the last day with data', () => {
    expect(seriesSpan({ start: '2024-05-01', end: '2024-06-30' }, '2024-06-10', '2024-06-20')).toEqual({ start: '2024-06-10', end: '2024-06-20' });
    expect(seriesSpan({ start: '2024-05-01', end: '2024-05-31' }, '2024-01-01', '2024-06-20')).toEqual({ start: '2024-05-01', end: '2024-05-31' });
  });
  it('is empty outside the data or without data', () => {
    expect(seriesSpan({ start: '2024-07-01', end: '2024-07-31' }, '2024-01-01', '2024-06-20')).toBeNull();
    expect(seriesSpan({ start: '2024-07-01', end: '2024-07-31' }, null, null)).toBeNull();
    expect(daysOf(null)).toEqual([]);
  });
  it('lists every day, across months and leap days', () => {
    expect(daysOf({ start: '2024-02-28', end: '2024-03-01' })).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
  it('takes the default window end as the last data day of a channel without data', () => {
    expect(lastDataDay(null, '2024-07-10')).toBe('2024-07-06');
    expect(lastDataDay('2024-06-30', '2024-07-10')).toBe('2024-06-30');
  });
});
