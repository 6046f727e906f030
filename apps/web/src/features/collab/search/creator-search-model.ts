// Creator search's logic, pure (issue 24: page = model + view): the query sent for the filters,
// sort and page; the sorts offered; the selection of creators carried to the wizard.
import { avgViewKinds, avgViewPeriods, type CreatorSort } from '@chorus/contract';

export type Filters = Record<string, string>;
export type SortOrder = 'desc' | 'asc';
type Selectable = { channel_id: string; channel_title: string };

const simpleSorts: CreatorSort[] = ['subscribers', 'views', 'engagements', 'update_frequency'];

/** The search's query (strings, as the address carries it): filters trimmed, empty ones left out; pages count from 1. */
export function creatorQuery(filters: Filters, sort: CreatorSort, order: SortOrder, pageIndex: number, pageSize: number): Record<string, string> {
  const q: Record<string, string> = { sort, order, page: String(pageIndex + 1), page_size: String(pageSize) };
  for (const [k, v] of Object.entries(filters)) if (v.trim() !== '') q[k] = v.trim();
  return q;
}

/** The sorts offered: the figures, every average of views, and the prices for those who see them. */
export const creatorSorts = (viewPrices: boolean): CreatorSort[] => [
  ...simpleSorts,
  ...avgViewKinds.flatMap((k) => avgViewPeriods.map((p) => `avg_views_${k}_${p}` as CreatorSort)),
  ...(viewPrices ? (['midroll_price', 'sponsored_price'] as CreatorSort[]) : []),
];

/** An average-of-views sort's kind and period (for its label); null for the others. */
export function averageSort(sort: CreatorSort): { kind: string; period: string } | null {
  const m = /^avg_views_(video|shorts|live)_(month|quarter|year)$/.exec(sort);
  return m ? { kind: m[1]!, period: m[2]! } : null;
}

/** A range field keeps digits only (and the decimal point where decimals are allowed). */
export const rangeInput = (typed: string, decimal: boolean) => typed.replace(decimal ? /[^0-9.]/g : /[^0-9]/g, '');

/** Whether all, or only some, of the page's creators are selected. */
export function pageSelection(items: readonly Selectable[], selected: ReadonlyMap<string, string>): { all: boolean; some: boolean } {
  const all = items.length > 0 && items.every((c) => selected.has(c.channel_id));
  return { all, some: !all && items.some((c) => selected.has(c.channel_id)) };
}

/** The selection with one creator added or removed (channel id → title, in the order chosen). */
export function toggleCreator(selected: ReadonlyMap<string, string>, creator: Selectable): Map<string, string> {
  const next = new Map(selected);
  if (next.has(creator.channel_id)) next.delete(creator.channel_id);
  else next.set(creator.channel_id, creator.channel_title);
  return next;
}

/** The page's checkbox: unselects the whole page when all of it is selected, else selects it all. */
export function togglePage(selected: ReadonlyMap<string, string>, items: readonly Selectable[]): Map<string, string> {
  const { all } = pageSelection(items, selected);
  const next = new Map(selected);
  for (const c of items) {
    if (all) next.delete(c.channel_id);
    else next.set(c.channel_id, c.channel_title);
  }
  return next;
}

/** Whether any filter holds a value (the "clear" button). */
export const hasFilters = (filters: Filters) => Object.values(filters).some((v) => v !== '');

/** The filters without the range of the average of views that is being left for another. */
export function withoutAverage(filters: Filters, avgKind: string): Filters {
  const next = { ...filters };
  delete next[`avg_views_${avgKind}_min`];
  delete next[`avg_views_${avgKind}_max`];
  return next;
}

/**
 * How a refused search is told: the server's message per query field beside the field; a 403
 * (no access to the search) as a warning above the table; any other failure in the table.
 */
export function searchFailure(error: (Error & { status?: number; fields?: Record<string, string> }) | null): {
  fields: Record<string, string>;
  warning: string | null;
  tableError: Error | null;
} {
  const fields = error?.fields ?? {};
  const forbidden = error?.status === 403;
  return { fields, warning: forbidden && Object.keys(fields).length === 0 ? error!.message : null, tableError: forbidden ? null : error };
}
