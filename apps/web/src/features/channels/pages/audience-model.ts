// The audience page's shaping, pure (issue 24: page = model + view): age × gender, the countries
// (the eight of spec 9, then the rest as one) beside the comparison period, a share ring with its
// table, traffic sources by share, and the figures of the KPI cards. Texts come in as `t` and the
// number formats as `f`, so the same answer shapes the same way in every language.
import { ageGroups, audienceGenders } from '@chorus/contract';
import type { Audience } from '../api.ts';
import { bars, comparisonColor } from '../components/chart-options.ts';
import type { TableData } from '../components/data-table.tsx';
import { foldCountries, subscribedKey } from '../hooks/audience-shares.ts';
import type { Formatters } from '../hooks/use-formatters.ts';

export type Tr = (key: string, values?: Record<string, unknown>) => string;
type Share = Audience['countries'][number];
type F = Pick<Formatters, 'percent' | 'country'>;
const percentOf = (f: F) => (value: number) => f.percent(value, 1);

/** "18-24" as a range, "65-" as "65 and over". */
export function ageLabel(age: string, t: Tr) {
  const [from, to] = age.split('-');
  return to ? t('analytics:audience.ageRange', { from, to }) : t('analytics:audience.ageFrom', { from });
}

/** Ages in the contract's order (unknown ones after), genders present, as bars and a table. */
export function ageGenderChart(rows: Audience['age_gender'], t: Tr, f: F) {
  const ages = [
    ...ageGroups.filter((a) => rows.some((r) => r.age === a)),
    ...new Set(rows.map((r) => r.age).filter((a) => !(ageGroups as readonly string[]).includes(a))),
  ];
  const genders = [...audienceGenders.filter((g) => rows.some((r) => r.gender === g))];
  const percent = (age: string, gender: string) => rows.find((r) => r.age === age && r.gender === gender)?.percent ?? 0;
  const option = bars({
    categories: ages.map((a) => ageLabel(a, t)),
    series: genders.map((g, i) => ({
      name: t(`analytics:audience.genders.${g}`),
      values: ages.map((a) => percent(a, g)),
      color: ['#e11d48', '#4338ca', '#0f766e'][i],
    })),
    formatValue: percentOf(f),
  });
  const table: TableData = {
    columns: [
      { key: 'age', label: t('analytics:audience.age'), kind: 'text' },
      ...genders.map((g) => ({ key: g, label: `${t(`analytics:audience.genders.${g}`)} (%)`, kind: 'percent' as const })),
    ],
    rows: ages.map((a) => ({ age: ageLabel(a, t), ...Object.fromEntries(genders.map((g) => [g, percent(a, g)])) })),
  };
  return { option, table };
}

/** The folded countries, with the comparison period's beside them when it has enough views. */
export function countriesChart(data: Audience, previous: Audience | null, t: Tr, f: F) {
  const names = { period: t('analytics:chart.period'), comparison: t('analytics:chart.comparison') };
  const rows = foldCountries(data.countries);
  const before = previous && !previous.insufficient ? foldCountries(previous.countries) : null;
  const label = (key: string) => (key === 'others' ? t('analytics:audience.otherCountries') : f.country(key));
  const option = bars({
    categories: rows.map((r) => label(r.key)),
    series: [
      { name: names.period, values: rows.map((r) => r.percent) },
      ...(before ? [{ name: names.comparison, values: before.map((r) => r.percent), color: comparisonColor }] : []),
    ],
    formatValue: percentOf(f),
    horizontal: true,
    labelWidth: 110,
  });
  const table: TableData = {
    columns: [
      { key: 'country', label: t('analytics:audience.country'), kind: 'text' },
      { key: 'code', label: t('analytics:audience.countryCode'), kind: 'text' },
      { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
      { key: 'percent', label: `${names.period} (%)`, kind: 'percent' },
      ...(before ? [{ key: 'previous', label: `${names.comparison} (%)`, kind: 'percent' as const }] : []),
    ],
    rows: rows.map((r, i) => ({
      country: label(r.key),
      code: r.key === 'others' ? '' : r.key,
      views: r.views,
      percent: r.percent,
      previous: before?.[i]?.percent ?? null,
    })),
  };
  return { option, table };
}

/** Shares as a ring (name, share, its text) and a table of name, views and share. */
export function shareChart(items: readonly Share[], labelOf: (key: string) => string, t: Tr, f: F) {
  const ring = items.map((s) => ({ name: labelOf(s.key), value: s.percent, text: percentOf(f)(s.percent) }));
  const table: TableData = {
    columns: [
      { key: 'name', label: t('analytics:audience.item'), kind: 'text' },
      { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
      { key: 'percent', label: '%', kind: 'percent' },
    ],
    rows: items.map((s) => ({ name: labelOf(s.key), views: s.views, percent: s.percent })),
  };
  return { ring, table };
}

/** Traffic sources, largest share first, as horizontal bars and a table. */
export function sourcesChart(sources: readonly Share[], t: Tr, f: F) {
  const items = [...sources].sort((a, b) => b.percent - a.percent);
  const labelOf = (k: string) => t(`analytics:audience.sources.${k}`, { defaultValue: k });
  const option = bars({
    categories: items.map((s) => labelOf(s.key)),
    series: [{ name: t('analytics:audience.share'), values: items.map((s) => s.percent), color: '#0ea5e9' }],
    formatValue: percentOf(f),
    horizontal: true,
    legend: false,
    labelWidth: 130,
  });
  return { option, table: shareChart(items, labelOf, t, f).table };
}

/** The share of views from subscribers (every spelling of "subscribed" summed). */
export const subscribedShareOf = (subscribed: readonly Share[]) =>
  subscribed.filter((s) => subscribedKey(s.key) === 'subscribed').reduce((sum, s) => sum + s.percent, 0);

/** The largest share of a list (first of equals); none when the answer has too few views. */
export function topShare<T extends { percent: number }>(rows: readonly T[], insufficient: boolean): T | undefined {
  return insufficient ? undefined : [...rows].sort((a, b) => b.percent - a.percent)[0];
}
