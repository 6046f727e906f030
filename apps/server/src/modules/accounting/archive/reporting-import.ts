// The Reporting API's downloaded reports into the revenue import (issue 30 "The archive": "into the
// same import pipeline as the uploads (atomic month replacement, unmatched rows kept)"). The
// reports' CSVs differ from the CMS monthly files: snake_case columns, no title rows, and for the
// job-based types one file per day. Each report type that carries channel revenue is mapped to the
// importer's rows (reportingTargets): the system-managed monthly financial reports to the CMS report
// type they correspond to (the raw ad revenue report is the video summary's API form, and so on),
// imported by importReport itself (month swap, per-channel sums, unmatched rows, the month lock);
// the job-based daily estimated revenue reports, read by the same row reader (worker threads,
// streamed COPY), into reporting_estimated_revenue, kept apart from the final figures statements
// are made of. Report types without a channel (the network's ad revenue summaries) or without the
// partner's revenue (ad rates) stay archived only.
//
// A month of a report type is imported from its current files: per period (a day, a month) the
// file with the newest createTime. A backfill is a newer file for a period it covers, so the
// month is imported again from the new set and the backfilled data replaces the earlier one
// whole; nothing is added twice. reporting_imports keeps which files each month's import read.
import { Readable } from 'node:stream';
import type { RevenueReportType } from '@chorus/contract';
import { from as copyFrom } from 'pg-copy-streams';
import type { AppContext } from '../../../app-context.ts';
import { withClientTransaction } from '../../../db/bulk-load.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import { readHead } from '../imports/csv-head.ts';
import { importReport, type ImportDeps } from '../imports/import-report.ts';
import { mapColumns, type ColumnRole, type ReportLayout } from '../imports/report-layouts.ts';
import { ROW_COLUMNS, type RowRules } from '../imports/report-rows.ts';

/** Where a Reporting API report type's rows go. */
export type ReportingTarget = { kind: 'final'; reportType: RevenueReportType; layout: ReportLayout } | { kind: 'estimated'; layout: ReportLayout };

// Column names as the Reporting API writes them (data-formats.md 13; next-areas.md 1).
const videoRaw = { channel: ['channel_id'], video: ['video_id'], title: ['video_title'], adjustment: ['adjustment_type'] } as const;
const assetRaw = { channel: ['asset_channel_id', 'channel_id'], asset: ['asset_id'], title: ['asset_title'], adjustment: ['adjustment_type'] } as const;

export const reportingTargets: Readonly<Record<string, ReportingTarget>> = {
  // System-managed, monthly: the final figures, as the CMS files of the same report.
  content_owner_ad_revenue_raw_a1: {
    kind: 'final',
    reportType: 'video_summary',
    layout: { columns: { ...videoRaw, amount: ['partner_revenue'] }, required: ['channel', 'amount'], item: 'byAdjustment' },
  },
  content_owner_asset_ad_revenue_raw_a1: {
    kind: 'final',
    reportType: 'asset_ads',
    layout: { columns: { ...assetRaw, amount: ['partner_revenue'] }, required: ['channel', 'asset', 'amount'], item: 'asset_revenue' },
  },
  content_owner_non_music_asset_red_revenue_raw_a1: {
    kind: 'final',
    reportType: 'red_asset',
    layout: { columns: { ...assetRaw, amount: ['partner_revenue'] }, required: ['channel', 'asset', 'amount'], item: 'asset_revenue' },
  },
  content_owner_payments_summary_a1: {
    kind: 'final',
    reportType: 'payment_summary',
    layout: {
      columns: { revenueType: ['revenue_type'], adjustment: ['adjustment_type'], amount: ['partner_revenue_usd'] },
      required: ['revenueType', 'amount'],
      item: 'payment',
    },
  },
  content_owner_tax_withholding_a1: {
    kind: 'final',
    reportType: 'tax_summary',
    layout: { columns: { channel: ['channel_id'], amount: ['tax_withheld_amount'] }, required: ['channel', 'amount'], item: 'us_withholding_tax' },
  },
  // Job-based, daily: YouTube's estimates.
  content_owner_estimated_revenue_a1: {
    kind: 'estimated',
    layout: {
      columns: { channel: ['channel_id'], video: ['video_id'], amount: ['estimated_partner_revenue'] },
      required: ['channel', 'amount'],
      item: 'estimated',
    },
  },
  content_owner_asset_estimated_revenue_a1: {
    kind: 'estimated',
    layout: {
      columns: { channel: ['channel_id'], video: ['video_id'], asset: ['asset_id'], amount: ['estimated_partner_revenue'] },
      required: ['channel', 'asset', 'amount'],
      item: 'estimated',
    },
  },
};

export type ImportDepsOf = { db: Db; storage: FileStorage; rows: ImportDeps['rows']; audit: ImportDeps['audit'] };

/** A month of a report type and the archived files current for it, in period order. */
export type MonthFiles = { reportTypeId: string; yearMonth: string; files: { id: string; key: string; name: string }[] };

/** The (report type, month) pairs whose current files differ from those their last import read. */
export async function monthsToImport(db: Db): Promise<MonthFiles[]> {
  const types = Object.keys(reportingTargets);
  const rows = await db
    .with('current', (q) =>
      q
        .selectFrom('revenue_archive_files')
        .select(['id', 'storage_key', 'file_name', 'report_type', 'period_start', 'period_end'])
        .select((eb) => eb.fn<string>('to_char', [eb.ref('period_start'), eb.val('YYYYMM')]).as('year_month'))
        .distinctOn(['report_type', 'period_start', 'period_end'])
        .where('source', '=', 'reporting_api')
        .where('report_type', 'in', types)
        .orderBy('report_type')
        .orderBy('period_start')
        .orderBy('period_end')
        .orderBy('youtube_create_time', 'desc')
        .orderBy('received_at', 'desc'),
    )
    .selectFrom('current')
    .select(['id', 'storage_key', 'file_name', 'report_type', 'year_month'])
    .orderBy('year_month')
    .orderBy('report_type')
    .orderBy('period_start')
    .orderBy('period_end')
    .execute();
  const months = new Map<string, MonthFiles>();
  for (const row of rows) {
    const key = `${row.report_type} ${row.year_month}`;
    const month = months.get(key) ?? { reportTypeId: row.report_type, yearMonth: row.year_month, files: [] };
    month.files.push({ id: row.id, key: row.storage_key, name: row.file_name });
    months.set(key, month);
  }
  const done = await db.selectFrom('reporting_imports').select(['report_type_id', 'year_month', 'file_ids']).execute();
  const read = new Map(done.map((d) => [`${d.report_type_id} ${d.year_month}`, [...d.file_ids].join(',')]));
  return [...months.entries()].filter(([key, month]) => read.get(key) !== month.files.map((f) => f.id).join(',')).map(([, month]) => month);
}

export type ImportedMonth = { reportTypeId: string; yearMonth: string; status: 'done' | 'failed'; records: number; unmatched: number; code: string | null };

/**
 * Imports every month whose current files changed (new reports, backfills), oldest month first.
 * A month refused for its data (closed month, bad row) is recorded as failed and waits for other
 * files; any other failure (the database, the storage) is left for the next run.
 */
export async function importReportingMonths(ctx: AppContext, log: (message: string) => void = () => {}): Promise<ImportedMonth[]> {
  const deps: ImportDepsOf = {
    db: ctx.db,
    storage: ctx.storage,
    rows: ctx.uploadReads as ImportDeps['rows'],
    audit: auditLog({ db: ctx.db, clock: ctx.clock }),
  };
  const outcomes: ImportedMonth[] = [];
  for (const month of await monthsToImport(ctx.db)) {
    try {
      outcomes.push(await importMonth(deps, month));
    } catch (error) {
      log(`reporting import: ${month.reportTypeId} ${month.yearMonth} not imported: ${(error as Error).message}`);
    }
  }
  return outcomes;
}

/** One month of one report type from its current files; the outcome is recorded in reporting_imports. */
export async function importMonth(deps: ImportDepsOf, month: MonthFiles): Promise<ImportedMonth> {
  const target = reportingTargets[month.reportTypeId];
  if (!target) throw new Error(`no import for ${month.reportTypeId}`);
  const open = () => Readable.from(joinReports(month.files.map((file) => () => deps.storage.read(file.key))));
  let outcome: ImportedMonth;
  try {
    const counts =
      target.kind === 'final'
        ? await importReport(
            deps,
            { name: month.files.at(-1)!.name, open },
            null,
            // A Reporting API file without rows is YouTube saying the month has none.
            { confirmEmpty: true },
            { reportType: target.reportType, yearMonth: month.yearMonth, layout: target.layout },
          )
        : await importEstimated(deps, month, target.layout, open);
    outcome = { ...month, status: 'done', records: counts.recordsCreated, unmatched: counts.unmatchedRows, code: null };
    await record(deps.db, month, outcome, null);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    outcome = { ...month, status: 'failed', records: 0, unmatched: 0, code: error.code };
    await record(deps.db, month, outcome, error.params ?? null);
  }
  const { files: _files, ...rest } = { ...month, ...outcome };
  return rest;
}

async function record(db: Db, month: MonthFiles, outcome: ImportedMonth, params: Record<string, unknown> | null): Promise<void> {
  const values = {
    file_ids: month.files.map((f) => f.id),
    status: outcome.status,
    records: outcome.records,
    unmatched: outcome.unmatched,
    error_code: outcome.code,
    error_params: params ? JSON.stringify(params) : null,
    imported_at: new Date(),
  };
  await db
    .insertInto('reporting_imports')
    .values({ report_type_id: month.reportTypeId, year_month: month.yearMonth, ...values })
    .onConflict((oc) => oc.columns(['report_type_id', 'year_month']).doUpdateSet(values))
    .execute();
}

/**
 * The estimated revenue of a month: the rows read by the importer's reader into a temporary table
 * (COPY, streamed), then the month's rows of the report type replaced by their sums per channel,
 * video and asset, in one transaction.
 */
async function importEstimated(
  deps: ImportDepsOf,
  month: MonthFiles,
  layout: ReportLayout,
  open: () => Readable,
): Promise<{ recordsCreated: number; unmatchedRows: number }> {
  let found: Partial<Record<ColumnRole, number>> | null = null;
  const head = await readHead(open(), (cells) => (found = mapColumns(layout, cells)) !== null);
  if (!head || !found) {
    const names = layout.required.map((role) => layout.columns[role]![0]).join(', ');
    throw new DomainError('errors.revenueHeaderMissing', { params: { file: month.files[0]?.name ?? '', columns: names } });
  }
  const columns: Partial<Record<ColumnRole, number>> = found;
  return withClientTransaction(deps.db, async ({ client }) => {
    const [assigned, network] = await Promise.all([
      client.query<{ source_channel_id: string; channel_id: string }>('SELECT source_channel_id, channel_id FROM revenue_channel_assignments'),
      client.query<{ channel_id: string }>('SELECT channel_id FROM channels'),
    ]);
    const rules: RowRules = {
      layout,
      found: columns,
      width: head.cells.length,
      headerLine: head.headerLine,
      assignments: new Map(assigned.rows.map((r) => [r.source_channel_id, r.channel_id])),
      network: new Set(network.rows.map((r) => r.channel_id)),
    };
    await client.query(
      `CREATE TEMP TABLE reporting_estimated_load (channel_id text, video_id text, asset_id text, adjustment_type text, item text, title text, amount numeric(24, 12)) ON COMMIT DROP`,
    );
    const rows = await deps.rows.read(
      rules,
      head.rest,
      client.query(copyFrom(`COPY reporting_estimated_load (${ROW_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT csv)`)),
    );
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`estimated ${month.reportTypeId} ${month.yearMonth}`]);
    await client.query('DELETE FROM reporting_estimated_revenue WHERE year_month = $1 AND report_type_id = $2', [month.yearMonth, month.reportTypeId]);
    await client.query(
      `INSERT INTO reporting_estimated_revenue (year_month, report_type_id, channel_id, video_id, asset_id, amount)
       SELECT $1, $2, channel_id, video_id, asset_id, sum(amount) FROM reporting_estimated_load GROUP BY channel_id, video_id, asset_id`,
      [month.yearMonth, month.reportTypeId],
    );
    await client.query('DROP TABLE reporting_estimated_load');
    return { recordsCreated: rows.rows, unmatchedRows: rows.unmatched };
  });
}

const LF = 0x0a;
const CR = 0x0d;

/** The first line of a report (its header), without BOM and line break. */
const headerText = (line: Buffer) => {
  const text = line.toString('utf8').replace(/^\ufeff/, '');
  return text.endsWith('\r') ? text.slice(0, -1) : text;
};

/**
 * Reports of one type as one CSV, streamed: the first header, then each file's rows (its header
 * checked against the first: a type whose columns changed within a month is refused), each file's
 * trailing line breaks made one.
 */
export async function* joinReports(files: readonly (() => AsyncIterable<Buffer | string>)[]): AsyncGenerator<Buffer> {
  let header: string | null = null;
  for (const [index, open] of files.entries()) {
    let head: Buffer | null = Buffer.alloc(0);
    let held: Buffer = Buffer.alloc(0);
    let wrote = false;
    for await (const piece of open()) {
      let chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      if (head !== null) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(LF);
        if (end < 0) {
          if (head.length > 1024 * 1024) throw new DomainError('errors.revenueRowTooLong', { params: { line: 1, limit: '1 MB' } });
          continue;
        }
        const line = headerText(head.subarray(0, end));
        chunk = head.subarray(end + 1);
        head = null;
        if (index === 0) {
          header = line;
          yield Buffer.from(`${line}\n`);
        } else if (line !== header) throw new DomainError('errors.reportingLayoutChanged', { params: { file: String(index + 1) } });
      }
      let last = chunk.length - 1;
      while (last >= 0 && (chunk[last] === LF || chunk[last] === CR)) last--;
      if (last < 0) {
        held = Buffer.concat([held, chunk]);
        continue;
      }
      if (held.length > 0) yield held;
      yield chunk.subarray(0, last + 1);
      held = chunk.subarray(last + 1);
      wrote = true;
    }
    if (head !== null && head.length > 0) {
      // A file of a header without a line break.
      const line = headerText(head);
      if (index === 0) {
        header = line;
        yield Buffer.from(`${line}\n`);
      } else if (line !== header) throw new DomainError('errors.reportingLayoutChanged', { params: { file: String(index + 1) } });
    }
    if (wrote) yield Buffer.from('\n');
  }
}
