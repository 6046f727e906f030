// Numbers, percentages, dates and durations in the chosen language (spec 9: short-scale counts).
import { parseDay, type DateRange } from '@chorus/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChange, formatCount, formatNumber, formatPercent } from '../../../lib/format.ts';

export const NO_VALUE = '—';

const cache = new Map<string, Intl.DateTimeFormat>();
function cached<T extends Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A day (YYYY-MM-DD) or a timestamp as a Date at UTC midnight of that day. */
const dayDate = (value: string) => parseDay(value.slice(0, 10));

function formattersFor(language: string) {
  const number = (value: number | null | undefined, digits = 0) => (value === null || value === undefined ? NO_VALUE : formatNumber(value, language, digits));
  const date = (value: string | null | undefined) =>
    value ? cached(`d|${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })).format(dayDate(value)) : NO_VALUE;
  return {
    language,
    /** Counts: full below 1,000, else 1.2K / 3.4M (spec 9). */
    count: (value: number | null | undefined) => (value === null || value === undefined ? NO_VALUE : formatCount(value, language)),
    /** A full number with grouping, e.g. for tables and tooltips. */
    number,
    /** Amounts given in percent units (12.5 → 12.5%). */
    percent: (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? NO_VALUE : formatPercent(value, language, digits)),
    /** A change in percent with its sign (+12.5%, −3%, 0%). */
    change: (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? NO_VALUE : formatChange(value, language, digits)),
    decimal: (value: number | null | undefined) => (value === null || value === undefined ? NO_VALUE : formatNumber(value, language)),
    date,
    /** A short day for chart axes: 1/5, 1月5日, Jan 5. */
    day: (value: string) =>
      cached(`s|${language}`, () => new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(dayDate(value)),
    range: (range: DateRange) => `${date(range.start)} – ${date(range.end)}`,
    /** Seconds as m:ss or h:mm:ss. */
    duration: (seconds: number | null | undefined) => {
      if (seconds === null || seconds === undefined) return NO_VALUE;
      const total = Math.round(seconds);
      const h = Math.floor(total / 3600);
      const m = Math.floor((total % 3600) / 60);
      const s = String(total % 60).padStart(2, '0');
      return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
    },
    /** A country's name in the chosen language, from its ISO code. */
    country: (code: string) => {
      try {
        let names = regionNames.get(language);
        if (!names) {
          names = new Intl.DisplayNames(language, { type: 'region' });
          regionNames.set(language, names);
        }
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
