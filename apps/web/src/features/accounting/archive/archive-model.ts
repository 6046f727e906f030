// The revenue archive tab's pure part (issue 30): a month's archived report files as the table
// shows them (the report type's label key, never its code; the period as a month, a day or a
// range; the content hash shortened; the newest delivery of a period marked), and the warning
// about reports YouTube deletes before Chorus could archive them.
import { revenueJobReportTypes, revenueReportTypes, revenueSystemReportTypes, type ArchiveItem } from '@chorus/contract';

/** Report types with a label (CMS uploads and Reporting API downloads); any other reads "other report". */
export const labelledReportTypes = new Set<string>([...revenueReportTypes, ...revenueJobReportTypes, ...revenueSystemReportTypes]);

/** The i18n key of a report type's label. */
export const reportTypeLabel = (reportType: string) => `accounting:archive.types.${labelledReportTypes.has(reportType) ? reportType : 'other'}`;

/** A period as shown: the month (YYYY-MM) when it is one whole month, the day when one day, else "from – to". */
export function periodText(start: string, end: string): string {
  if (start === end) return start;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (start.endsWith('-01') && end === `${start.slice(0, 8)}${String(last).padStart(2, '0')}`) return start.slice(0, 7);
  return `${start} – ${end}`;
}

export type ArchiveRow = {
  id: string;
  typeLabel: string;
  version: string;
  period: string;
  source: ArchiveItem['source'];
  /** The first 12 hex digits of the SHA-256 (the whole one a hover away). */
  shaShort: string;
  sha256: string;
  receivedAt: string;
  fileName: string;
  bytes: number;
  /** A later delivery of the same report type and period replaced this one (a backfill). */
  superseded: boolean;
  /** Reporting API files: imported into their month, or refused (the reason's i18n key and parameters); null for uploads and files not imported. */
  imported: { ok: true } | { ok: false; reason: string; params: Record<string, string | number> } | null;
};

/** The table's rows: by period, then source (uploads first), report type and delivery; older deliveries of a period marked superseded. */
export function archiveRows(items: readonly ArchiveItem[]): ArchiveRow[] {
  const newest = new Map<string, string>();
  const stamp = (item: ArchiveItem) => item.youtube_create_time ?? item.received_at;
  for (const item of items) {
    const key = `${item.source} ${item.report_type} ${item.period_start} ${item.period_end}`;
    const seen = newest.get(key);
    if (seen === undefined || stamp(item) > seen) newest.set(key, stamp(item));
  }
  return [...items]
    .sort(
      (a, b) =>
        a.period_start.localeCompare(b.period_start) ||
        Number(a.source !== 'upload') - Number(b.source !== 'upload') ||
        a.report_type.localeCompare(b.report_type) ||
        stamp(a).localeCompare(stamp(b)) ||
        a.file_id.localeCompare(b.file_id),
    )
    .map((item) => ({
      id: item.file_id,
      typeLabel: reportTypeLabel(item.report_type),
      version: item.version,
      period: periodText(item.period_start, item.period_end),
      source: item.source,
      shaShort: item.sha256.slice(0, 12),
      sha256: item.sha256,
      receivedAt: item.received_at,
      fileName: item.file_name,
      bytes: item.bytes,
      superseded: newest.get(`${item.source} ${item.report_type} ${item.period_start} ${item.period_end}`) !== stamp(item),
      imported:
        item.import_status === 'done'
          ? { ok: true as const }
          : item.import_status === 'failed'
            ? { ok: false as const, reason: `messages:${item.import_error?.code ?? 'errors.generic'}`, params: item.import_error?.params ?? {} }
            : null,
    }));
}

export type ExpiringReport = { report_id: string; report_type: string; period_start: string; period_end: string; expires_at: string };

export type ExpiryWarning = {
  count: number;
  /** Already deleted by YouTube (lost unless someone has a copy). */
  deleted: number;
  /** The soonest deletion still ahead, in whole days from now (0: today), or null when all are past. */
  daysLeft: number | null;
  reports: { id: string; typeLabel: string; period: string; expiresAt: string; deleted: boolean }[];
};

/** The warning above the archive, or null when nothing is at risk. */
export function expiryWarning(items: readonly ExpiringReport[], now: Date): ExpiryWarning | null {
  if (items.length === 0) return null;
  const reports = [...items]
    .sort((a, b) => a.expires_at.localeCompare(b.expires_at))
    .map((r) => ({
      id: r.report_id,
      typeLabel: reportTypeLabel(r.report_type),
      period: periodText(r.period_start, r.period_end),
      expiresAt: r.expires_at,
      deleted: new Date(r.expires_at).getTime() <= now.getTime(),
    }));
  const ahead = reports.filter((r) => !r.deleted);
  const daysLeft = ahead.length === 0 ? null : Math.floor((new Date(ahead[0]!.expiresAt).getTime() - now.getTime()) / 86_400_000);
  return { count: reports.length, deleted: reports.length - ahead.length, daysLeft, reports };
}

/** A size as people read it (KB, MB, GB; 1024-based, one decimal past KB). */
export function sizeText(bytes: number): { key: 'B' | 'KB' | 'MB' | 'GB'; value: number } {
  if (bytes < 1024) return { key: 'B', value: bytes };
  if (bytes < 1024 ** 2) return { key: 'KB', value: Math.round(bytes / 1024) };
  if (bytes < 1024 ** 3) return { key: 'MB', value: Math.round((bytes / 1024 ** 2) * 10) / 10 };
  return { key: 'GB', value: Math.round((bytes / 1024 ** 3) * 10) / 10 };
}
