// The archive part's reads (issue 30): a month's archived report files, one file as received, the
// listed reports about to expire unarchived, and the estimated / final / paid reconciliation with
// finance's threshold (docs/decisions/accounting.md says how each figure is read).
import type { Readable } from 'node:stream';
import { compareAmounts, multiply, normalize, subtract, type ArchiveItem, type ReconciliationCause, type ReconciliationItem } from '@chorus/contract';
import { sql } from 'kysely';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../errors/domain-error.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { gross } from '../imports/revenue-queries.ts';
import { monthPeriod, reportPeriod } from './archive-files.ts';

export type ArchiveDeps = { db: Db; storage: FileStorage; audit: AuditLog; now: () => Date };
export type ArchiveService = ReturnType<typeof archiveService>;

/** A listed report YouTube deletes within this many days and Chorus has not archived raises an alert. */
export const EXPIRY_WARNING_DAYS = 7;

/** The CMS adjustment types (data-formats.md, "Adjustment Type") by the cause they point to; the rest are adjustments. */
const causeOfAdjustment = `CASE
  WHEN adjustment_type ~* 'spam|invalid' THEN 'invalid_traffic'
  WHEN adjustment_type ~* 'conflict|dispute|claim' THEN 'claims'
  ELSE 'adjustments' END`;

export function archiveService(deps: ArchiveDeps) {
  const { db, storage } = deps;

  return {
    async list(yearMonth: string): Promise<{ items: ArchiveItem[] }> {
      const { periodStart, periodEnd } = monthPeriod(yearMonth);
      const rows = await db
        .selectFrom('revenue_archive_files as f')
        // The month's import that read the file (reporting-import.ts), if any.
        .leftJoin('reporting_imports as i', (join) => join.on(sql<boolean>`f.id = ANY(i.file_ids)`))
        .selectAll('f')
        .select(['i.status as import_status', 'i.error_code', 'i.error_params'])
        .where('f.period_start', '<=', periodEnd)
        .where('f.period_end', '>=', periodStart)
        .orderBy('f.period_start')
        .orderBy('f.report_type')
        .orderBy('f.received_at')
        .execute();
      return {
        items: rows.map((r) => ({
          file_id: r.id,
          report_type: r.report_type,
          version: r.version,
          period_start: r.period_start,
          period_end: r.period_end,
          source: r.source,
          sha256: r.sha256,
          received_at: r.received_at.toISOString(),
          file_name: r.file_name,
          bytes: r.bytes,
          youtube_create_time: r.youtube_create_time ? new Date(r.youtube_create_time).toISOString() : null,
          import_status: r.import_status ?? null,
          import_error:
            r.import_status === 'failed' && r.error_code ? { code: r.error_code, params: (r.error_params ?? {}) as Record<string, string | number> } : null,
        })),
      };
    },

    /** The file as received, with its name and type. */
    async open(fileId: string): Promise<{ fileName: string; contentType: string; bytes: number; body: Readable }> {
      const row = await db
        .selectFrom('revenue_archive_files')
        .select(['file_name', 'content_type', 'bytes', 'storage_key'])
        .where('id', '=', fileId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { fileName: row.file_name, contentType: row.content_type, bytes: row.bytes, body: storage.read(row.storage_key) };
    },

    /** Listed reports not archived that YouTube deletes within EXPIRY_WARNING_DAYS (or has deleted). */
    async expiring() {
      const rows = await db
        .selectFrom('reporting_listed_reports')
        .selectAll()
        .where('archive_file_id', 'is', null)
        .where('expires_at', '<=', new Date(deps.now().getTime() + EXPIRY_WARNING_DAYS * 86_400_000))
        .orderBy('expires_at')
        .execute();
      const iso = (value: Date | string) => new Date(value).toISOString();
      return {
        items: rows.map((r) => ({
          report_id: r.report_id,
          report_type: r.report_type_id,
          // Pacific days, as the archive lists the report once downloaded.
          period_start: reportPeriod(r.start_time, r.end_time).periodStart,
          period_end: reportPeriod(r.start_time, r.end_time).periodEnd,
          create_time: iso(r.create_time),
          expires_at: iso(r.expires_at),
        })),
      };
    },

    async settings() {
      const row = await db.selectFrom('reconciliation_settings').select('threshold_percent').executeTakeFirstOrThrow();
      return { threshold_percent: normalize(row.threshold_percent) };
    },

    async setSettings(actor: AuditActor, thresholdPercent: string) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('reconciliation_settings')
          .set({ threshold_percent: thresholdPercent, updated_by: actor.userId, updated_at: new Date() })
          .returning('threshold_percent')
          .executeTakeFirstOrThrow();
        await deps.audit.record({ action: 'accounting.reconciliation_threshold', actor, details: { threshold_percent: row.threshold_percent } }, trx);
        return { threshold_percent: normalize(row.threshold_percent) };
      });
    },

    /**
     * Per network channel with any figure for the month: estimated (the daily Analytics
     * estimatedRevenue, channel_daily_metrics.gross_revenue, added up over the month's days), final
     * (the CMS reports' revenue items), paid (the payee's payment record, paid TWD at its rate, in
     * USD cents). Flagged when |final − estimated| exceeds the threshold's share of the estimate.
     */
    async reconciliation(yearMonth: string, channelId: string | undefined) {
      const { periodStart, periodEnd } = monthPeriod(yearMonth);
      const { threshold_percent } = await this.settings();
      const only = channelId ? sql`AND c.channel_id = ${channelId}` : sql``;
      const rows = (
        await sql<{
          channel_id: string;
          channel_title: string | null;
          estimated: string | null;
          final: string | null;
          paid: string | null;
          cause: ReconciliationCause | null;
        }>`
          WITH estimated AS (
            SELECT channel_id, sum(gross_revenue) AS amount FROM channel_daily_metrics
            WHERE day BETWEEN ${periodStart}::date AND ${periodEnd}::date AND gross_revenue IS NOT NULL GROUP BY channel_id),
          final AS (
            SELECT channel_id, sum(amount) AS amount FROM revenue_channel_months
            WHERE year_month = ${yearMonth} AND item IN (${sql.raw(gross)}) GROUP BY channel_id),
          paid AS (
            SELECT channel_id, round(paid_twd / rate, 2) AS amount FROM payment_records
            WHERE revenue_month = ${yearMonth} AND paid_twd IS NOT NULL AND rate > 0),
          causes AS (
            SELECT DISTINCT ON (channel_id) channel_id, cause FROM (
              SELECT channel_id, ${sql.raw(causeOfAdjustment)} AS cause, abs(sum(amount)) AS weight
              FROM revenue_video_months WHERE year_month = ${yearMonth} AND adjustment_type NOT IN ('', 'None')
              GROUP BY 1, 2
              UNION ALL
              SELECT channel_id, 'adjustments', abs(sum(amount)) FROM revenue_channel_months
              WHERE year_month = ${yearMonth} AND report_type = 'channel_adjustments' GROUP BY 1
            ) weighed WHERE weight > 0 ORDER BY channel_id, weight DESC, cause)
          SELECT c.channel_id, c.title AS channel_title, e.amount::text AS estimated, f.amount::text AS final, p.amount::text AS paid, k.cause
          FROM channels c
          LEFT JOIN estimated e ON e.channel_id = c.channel_id
          LEFT JOIN final f ON f.channel_id = c.channel_id
          LEFT JOIN paid p ON p.channel_id = c.channel_id
          LEFT JOIN causes k ON k.channel_id = c.channel_id
          WHERE (e.amount IS NOT NULL OR f.amount IS NOT NULL OR p.amount IS NOT NULL) ${only}
          ORDER BY c.channel_id`.execute(db)
      ).rows;
      const items: ReconciliationItem[] = rows.map((read) => {
        const present = (value: string | null) => (value === null ? null : normalize(value));
        const row = { ...read, estimated: present(read.estimated), final: present(read.final), paid: present(read.paid) };
        const difference = row.estimated !== null && row.final !== null ? subtract(row.final, row.estimated) : null;
        const flagged = difference !== null && overThreshold(difference, row.estimated!, threshold_percent);
        return {
          channel_id: row.channel_id,
          channel_title: row.channel_title,
          estimated: row.estimated,
          final: row.final,
          paid: row.paid,
          difference,
          flagged,
          cause: flagged ? row.cause : null,
        };
      });
      return { month: yearMonth, threshold_percent, items };
    },
  };
}

/** |difference| > threshold % of |estimated| (any difference at all when the estimate is zero). */
export function overThreshold(difference: string, estimated: string, thresholdPercent: string): boolean {
  const size = compareAmounts(difference, '0') < 0 ? multiply(difference, '-1') : difference;
  const base = compareAmounts(estimated, '0') < 0 ? multiply(estimated, '-1') : estimated;
  if (compareAmounts(base, '0') === 0) return compareAmounts(size, '0') !== 0;
  return compareAmounts(multiply(size, '100'), multiply(thresholdPercent, base)) > 0;
}
