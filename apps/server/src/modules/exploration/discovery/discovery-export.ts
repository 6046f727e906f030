// The creator list as a file (issue 26 "results exportable (CSV, xlsx)"; the one export writer,
// storage/table-export.ts): one row per creator in the list's order, headings in the caller's
// language, counts and figures as numbers (the Shorts share as a percentage), the language and the
// data's origin in words, times as ISO 8601.
import type { DiscoveryItem } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import type { FastifyReply } from 'fastify';
import { kindedColumns, sendTableExport, type ExportCell, type ExportKind } from '../../../storage/table-export.ts';

const kinds = {
  channel_id: 'text',
  title: 'text',
  in_network: 'text',
  origin: 'text',
  subscribers: 'count',
  views: 'count',
  video_count: 'count',
  median_views_last10: 'count',
  shorts_share: 'percent',
  uploads_per_week: 'decimal',
  avg_duration_seconds: 'count',
  days_since_last_upload: 'count',
  language: 'text',
  country: 'text',
  topics: 'text',
  contact_email: 'text',
  fetched_at: 'text',
  figures_at: 'text',
} as const satisfies Record<string, ExportKind>;
type Column = keyof typeof kinds;
const columns = Object.keys(kinds) as Column[];

/** A share (0 to 1, four places at most) as the per-cent string the writer expects, without float noise. */
export function sharePercent(share: number | null): string | null {
  return share === null ? null : (Math.round(share * 10_000) / 100).toFixed(2);
}

export function discoveryRows(items: readonly DiscoveryItem[], language: LocaleCode): Record<Column, ExportCell>[] {
  const word = (key: string) => translate(language, 'exports', `exploration.${key}`);
  return items.map((c) => ({
    channel_id: c.channel_id,
    title: c.title,
    in_network: c.in_network,
    origin: word(`origins.${c.origin}`),
    subscribers: c.subscribers,
    views: c.views,
    video_count: c.video_count,
    median_views_last10: c.median_views_last10,
    shorts_share: sharePercent(c.shorts_share),
    uploads_per_week: c.uploads_per_week,
    avg_duration_seconds: c.avg_duration_seconds,
    days_since_last_upload: c.days_since_last_upload,
    language: c.language ? word(`languages.${c.language}`) : null,
    country: c.country,
    topics: c.topics.join(', '),
    contact_email: c.contact_email,
    fetched_at: c.fetched_at,
    figures_at: c.figures_at,
  }));
}

export async function sendDiscoveryExport(reply: FastifyReply, items: readonly DiscoveryItem[], format: 'csv' | 'xlsx', language: LocaleCode) {
  const sheet = {
    name: 'creators',
    columns: kindedColumns(kinds, columns, 'exploration', language),
    rows: discoveryRows(items, language),
  };
  return sendTableExport(reply, { name: 'creators', sheets: [sheet], format, language });
}
