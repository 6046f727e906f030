// YouTube Analytics API v2, reports.query: GET /v2/reports?ids&startDate&endDate&metrics&dimensions&filters.
// The answer is a table: columnHeaders (dimensions in request order, then metrics) and rows of
// JSON values. `rows` is left out entirely when there is no data; the newest days are missing
// (data lag).
import { googleJson, withQuery } from './google-http.ts';

export type ReportQuery = {
  /** channel==UC… for an owner, contentOwner==… for a CMS (then filter on channel==). */
  ids: string;
  startDate: string;
  endDate: string;
  metrics: string[];
  dimensions?: string[];
  filters?: string;
  sort?: string;
  maxResults?: number;
  currency?: string;
};

export type ReportRow = Record<string, string | number | null>;

type ResultTable = { columnHeaders?: { name?: string }[]; rows?: unknown[][] };

export async function queryReport(access: { baseUrl: string; accessToken: string; timeoutMs: number }, query: ReportQuery): Promise<ReportRow[]> {
  const table = await googleJson<ResultTable>({
    api: 'analytics:reports',
    url: withQuery(`${access.baseUrl}/v2/reports`, {
      ids: query.ids,
      startDate: query.startDate,
      endDate: query.endDate,
      metrics: query.metrics.join(','),
      dimensions: query.dimensions?.join(','),
      filters: query.filters,
      sort: query.sort,
      maxResults: query.maxResults,
      currency: query.currency,
    }),
    accessToken: access.accessToken,
    timeoutMs: access.timeoutMs,
  });
  return tableRows(table);
}

/** The rows keyed by column name; none when `rows` is absent. */
export function tableRows(table: ResultTable): ReportRow[] {
  const names = (table.columnHeaders ?? []).map((h) => h.name ?? '');
  if (!Array.isArray(table.rows)) return [];
  return table.rows
    .filter((row): row is unknown[] => Array.isArray(row))
    .map((row) =>
      Object.fromEntries(
        names.map((name, i) => {
          const value = row[i];
          return [name, typeof value === 'number' || typeof value === 'string' ? value : null];
        }),
      ),
    );
}
