// Spec 9 windows: the default window, its comparison, presets and the 365-day periods.
import { describe, expect, it } from 'vitest';
import { addDays, comparisonWindow, DATA_LAG_DAYS, daysBetween, defaultWindow, minusOneMonth, presetWindow, previousWindow, yearWindows } from './periods.ts';

describe('minusOneMonth (clamped to the month end)', () => {
  it.each([
    ['2024-01-15', '2023-12-15'],
    ['2024-03-31', '2024-02-29'], // leap year
    ['2023-03-31', '2023-02-28'],
    ['2024-05-31', '2024-04-30'],
    ['2024-03-30', '2024-02-29'],
    ['2024-03-29', '2024-02-29'],
    ['2024-03-28', '2024-02-28'],
    ['2024-01-31', '2023-12-31'],
    ['2024-02-29', '2024-01-29'],
  ])('%s → %s', (day, expected) => expect(minusOneMonth(day)).toBe(expected));
});

describe('defaultWindow (ends 4 days before the base date, starts one month earlier)', () => {
  it('lags 4 days', () => expect(DATA_LAG_DAYS).toBe(4));
  it.each([
    ['2024-06-20', { start: '2024-05-16', end: '2024-06-16' }],
    ['2024-04-04', { start: '2024-02-29', end: '2024-03-31' }], // month-end clamping, leap year
    ['2023-04-04', { start: '2023-02-28', end: '2023-03-31' }],
    ['2024-01-05', { start: '2023-12-01', end: '2024-01-01' }], // across the year
    ['2024-03-02', { start: '2024-01-27', end: '2024-02-27' }],
    ['2024-03-04', { start: '2024-01-29', end: '2024-02-29' }],
  ])('base %s → %o', (base, expected) => expect(defaultWindow(base)).toEqual(expected));
});

describe('comparisonWindow (ends one month before the first ends, same length)', () => {
  it('shifts a month-long window by one month', () => {
    expect(comparisonWindow({ start: '2024-05-16', end: '2024-06-16' })).toEqual({ start: '2024-04-15', end: '2024-05-16' });
  });
  it('clamps at month ends and keeps the length', () => {
    const window = { start: '2024-02-29', end: '2024-03-31' };
    const comparison = comparisonWindow(window);
    expect(comparison).toEqual({ start: '2024-01-29', end: '2024-02-29' });
    expect(daysBetween(comparison)).toBe(daysBetween(window));
  });
  it('keeps a one-day window one day long', () => {
    expect(comparisonWindow({ start: '2024-03-31', end: '2024-03-31' })).toEqual({ start: '2024-02-29', end: '2024-02-29' });
  });
});

describe('presetWindow and previousWindow', () => {
  it('ends presets at the last day with data', () => {
    expect(presetWindow('today', '2024-06-16')).toEqual({ start: '2024-06-16', end: '2024-06-16' });
    expect(presetWindow('7', '2024-06-16')).toEqual({ start: '2024-06-10', end: '2024-06-16' });
    expect(presetWindow('30', '2024-06-16')).toEqual({ start: '2024-05-18', end: '2024-06-16' });
    expect(presetWindow('90', '2024-03-01')).toEqual({ start: '2023-12-03', end: '2024-03-01' });
  });
  it('compares with the same number of days just before', () => {
    expect(previousWindow({ start: '2024-06-10', end: '2024-06-16' })).toEqual({ start: '2024-06-03', end: '2024-06-09' });
    expect(previousWindow({ start: '2024-03-01', end: '2024-03-01' })).toEqual({ start: '2024-02-29', end: '2024-02-29' });
  });
});

describe('yearWindows (past 365 days against the 365 before)', () => {
  it('covers 365 days each, back to back', () => {
    const { current, previous } = yearWindows('2024-12-31');
    expect(current).toEqual({ start: '2024-01-02', end: '2024-12-31' });
    expect(previous).toEqual({ start: '2023-01-02', end: '2024-01-01' });
    expect(daysBetween(current)).toBe(365);
    expect(daysBetween(previous)).toBe(365);
  });
});

describe('day arithmetic', () => {
  it('adds days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });
  it('counts both ends', () => {
    expect(daysBetween({ start: '2024-06-16', end: '2024-06-16' })).toBe(1);
    expect(daysBetween({ start: '2024-01-01', end: '2024-12-31' })).toBe(366);
  });
});
