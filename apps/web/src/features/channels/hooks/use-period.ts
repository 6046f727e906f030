// The period of a channel page and its comparison (spec 9), kept in the address so a reload or a
// shared link shows the same thing:
//   ?preset=today|7|30|90|custom  (&start=YYYY-MM-DD&end=YYYY-MM-DD with custom)
//   &compare=previous|month|custom (&compare_start=…&compare_end=… with custom)
// Presets end at the last day with data (the base date minus 4 days, spec 9). Without a preset the
// page shows 30 days; without a comparison, the same number of days just before.
import {
  addDays,
  comparisonWindow,
  DATA_LAG_DAYS,
  DATE_MAX,
  DATE_MIN,
  datePresets,
  daysBetween,
  presetWindow,
  previousWindow,
  type DatePreset,
  type DateRange,
} from '@chorus/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PeriodParams } from '../api.ts';
import { withParams } from '../../../lib/search-params.ts';
import { shownTimeZone } from '../../../lib/drawn-for.ts';

export const compareModes = ['previous', 'month', 'custom'] as const;
export type CompareMode = (typeof compareModes)[number];

const DEFAULT_PRESET: Exclude<DatePreset, 'custom'> = '30';

export type Period = {
  preset: DatePreset;
  range: DateRange;
  compare: CompareMode;
  comparison: DateRange;
  days: number;
  /** The address asked for dates that are not valid; the defaults are shown instead. */
  addressIgnored: boolean;
  params: PeriodParams;
  /** The comparison period asked as a period of its own (for pages whose answers carry no comparison). */
  comparisonParams: PeriodParams;
};

/** Today's date where the user is (the base date of spec 9). */
export function localToday(now = new Date()): string {
  const zone = shownTimeZone();
  // en-CA writes a day as YYYY-MM-DD.
  if (zone) return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest day YouTube has figures for (the "latest day" preset): the base date minus the delay. */
export const lastDataDay = (today = localToday()) => addDays(today, -DATA_LAG_DAYS);

/**
 * YYYY-MM-DD naming a real day (2024-02-30 is not), as the contract's dateOnlySchema checks — without
 * zod, so that this file can start a page's API call before the page's code has loaded.
 */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Per field, an i18n key for what is wrong with a start and end date; empty when both are fine. */
export function rangeProblems(start: string, end: string): { start?: string; end?: string } {
  const problems: { start?: string; end?: string } = {};
  const check = (value: string): string | undefined => {
    if (!value) return 'analytics:period.dateRequired';
    if (!isCalendarDay(value)) return 'messages:validation.dateFormat';
    if (value < DATE_MIN || value > DATE_MAX) return 'messages:validation.dateRange';
    return undefined;
  };
  problems.start = check(start);
  problems.end = check(end);
  if (!problems.start && !problems.end && start > end) problems.end = 'analytics:period.endBeforeStart';
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as { start?: string; end?: string };
}

const validRange = (start: string | null, end: string | null): DateRange | null =>
  start && end && Object.keys(rangeProblems(start, end)).length === 0 ? { start, end } : null;

/**
 * One choice read from the address: `name`'s value when it is one of `choices` (else `fallback`),
 * its window from `windowOf`, or with `custom` the dates under `startName` and `endName` (broken
 * ones fall back to `fallback`'s window). `ignored`: the address asked for something not shown.
 */
function addressChoice<C extends string>(
  search: URLSearchParams,
  name: string,
  choices: readonly C[],
  fallback: Exclude<C, 'custom'>,
  [startName, endName]: [string, string],
  windowOf: (choice: Exclude<C, 'custom'>) => DateRange,
): { choice: C; range: DateRange; ignored: boolean } {
  const param = search.get(name);
  const known = choices.find((c) => c === param);
  const ignored = param !== null && known === undefined;
  const choice = known ?? fallback;
  if (choice !== 'custom') return { choice, range: windowOf(choice as Exclude<C, 'custom'>), ignored };
  const custom = validRange(search.get(startName), search.get(endName));
  return custom ? { choice, range: custom, ignored } : { choice: fallback, range: windowOf(fallback), ignored: true };
}

export function resolvePeriod(search: URLSearchParams, today = localToday()): Period {
  const shown = addressChoice(search, 'preset', datePresets, DEFAULT_PRESET, ['start', 'end'], (preset) => presetWindow(preset, lastDataDay(today)));
  const range = shown.range;
  const compared = addressChoice(search, 'compare', compareModes, 'previous', ['compare_start', 'compare_end'], (mode) =>
    mode === 'month' ? comparisonWindow(range) : previousWindow(range),
  );
  const comparison = compared.range;

  return {
    preset: shown.choice,
    range,
    compare: compared.choice,
    comparison,
    days: daysBetween(range),
    addressIgnored: shown.ignored || compared.ignored,
    params: { start: range.start, end: range.end, compare_start: comparison.start, compare_end: comparison.end },
    comparisonParams: { start: comparison.start, end: comparison.end },
  };
}

export function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => resolvePeriod(search), [search]);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      // A new period starts the paged lists from their first page.
      setSearch(withParams({ ...changes, page: null })),
    [setSearch],
  );

  const choosePreset = useCallback((preset: Exclude<DatePreset, 'custom'>) => update({ preset, start: null, end: null }), [update]);
  const applyCustom = useCallback((range: DateRange) => update({ preset: 'custom', start: range.start, end: range.end }), [update]);
  const chooseCompare = useCallback(
    (compare: Exclude<CompareMode, 'custom'>) => update({ compare: compare === 'previous' ? null : compare, compare_start: null, compare_end: null }),
    [update],
  );
  const applyCompareCustom = useCallback((range: DateRange) => update({ compare: 'custom', compare_start: range.start, compare_end: range.end }), [update]);

  return { period, choosePreset, applyCustom, chooseCompare, applyCompareCustom };
}
