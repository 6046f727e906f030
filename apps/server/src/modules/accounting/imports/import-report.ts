// One CMS report file into its month, atomically (issue 10 "Revenue uploads"). Revenue reports: the
// rows after the header are read as they arrive (report-rows.ts: checked, channel ids normalised, the
// item and sign chosen, the per-channel sums kept) and streamed with `COPY … FROM STDIN (FORMAT csv)`
// into a fresh table made in the transaction, which then takes the place of the month's partition of
// that report type (0036: drop the old leaf, attach the new one). The payment summary (a few lines)
// still goes through a temporary staging table of text columns and one set-based statement. All in
// one transaction: the month is wholly the old data or wholly the new, whatever fails or is killed on
// the way. A bad row anywhere changes nothing. See docs/decisions.md ("Revenue upload speed").
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { REVENUE_FILE_EMPTY, yearMonthLabel, type RevenueReportType } from '@chorus/contract';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { UploadReadPool } from '../../../ports/upload-read-pool.ts';
import type { Db } from '../../../db/database.ts';
import { withClientTransaction } from '../../../db/bulk-load.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { noteSourceChange } from '../source-changes.ts';
import { classifyReportFile } from './classify-report.ts';
import { readHead, withoutTrailingBlanks } from './csv-head.ts';
import { mapColumns, numericColumns, reportLayouts, type ColumnRole, type NumericKind, type ReportLayout } from './report-layouts.ts';
import { decimalOf, ROW_COLUMNS, scaledAmount, type RowRules } from './report-rows.ts';
import type { RowsOutcome } from './read-rows.ts';
import { rowError } from '../../../errors/file-outcome.ts';

export type ReportFile = { name: string; open: () => Readable };
/**
 * What the file is when its name does not say it (a Reporting API download, issue 30): its report
 * type, month and layout (snake_case columns) given by the caller instead of classified by name.
 */
export type KnownReport = { reportType: RevenueReportType; yearMonth: string; layout: ReportLayout };
/** Finance confirmed that the file's month really has no rows of its report (a file with a header and no rows is refused otherwise). */
export type ImportOptions = { confirmEmpty: boolean };
/** `rows`: where the rows are read (worker threads). */
export type ImportDeps = { db: Db; audit: AuditLog; rows: Pick<UploadReadPool<RowRules, RowsOutcome>, 'read'> };
export type ImportOutcome = {
  reportType: RevenueReportType;
  yearMonth: string;
  recordsCreated: number;
  recordsReplaced: number;
  unmatchedRows: number;
};

/** The most columns a header may have (the widest CMS layout has about 30). */
const MAX_COLUMNS = 200;
/** An amount as YouTube writes it: plain decimal, dot, up to 12 places, perhaps negative. */
const AMOUNT = '^-?([0-9]{1,12}(\\.[0-9]{0,12})?|\\.[0-9]{1,12})$';
/** The payment summary's other numeric columns, as report-rows.ts checks them in the other reports. */
const NUMBER: Record<NumericKind, string> = {
  money: AMOUNT,
  count: '^-?([0-9]{1,18}(\\.[0-9]{0,12})?|\\.[0-9]{1,12})$',
  rate: '^-?([0-9]{1,18}(\\.[0-9]{0,12})?|\\.[0-9]{1,12}) ?%?$',
};

/** Classifies, reads and stores one file; throws a DomainError (with the line, for a row) when it cannot. */
export async function importReport(
  deps: ImportDeps,
  file: ReportFile,
  actor: AuditActor | null,
  options: ImportOptions,
  known?: KnownReport,
): Promise<ImportOutcome> {
  const classified = known ? ({ ok: true, ...known } as const) : classifyReportFile(file.name);
  if (!classified.ok) throw new DomainError(classified.code, { params: { file: file.name } });
  const { reportType, yearMonth } = classified;
  const layout = known?.layout ?? reportLayouts[reportType];

  let columns: Partial<Record<ColumnRole, number>> | null = null;
  const head = await readHead(file.open(), (cells) => {
    columns = cells.length <= MAX_COLUMNS ? mapColumns(layout, cells) : null;
    return columns !== null;
  });
  if (!head || !columns) {
    const names = layout.required.map((role) => layout.columns[role]![0]).join(', ');
    throw new DomainError('errors.revenueHeaderMissing', { params: { file: file.name, columns: names } });
  }
  const found: Partial<Record<ColumnRole, number>> = columns;
  const width = head.cells.length;

  return withClientTransaction(deps.db, async ({ client, db }) => {
    await assertMonthOpen(db, yearMonth);
    const outcome =
      layout.item === 'payment'
        ? await importPaymentSummary(client, head, found, width, yearMonth)
        : await importRevenueRows(client, deps.rows, head, found, width, yearMonth, reportType, layout);
    // A header and no rows would empty the month's report: only when finance says the month has none (REVENUE_FILE_EMPTY).
    if (outcome.recordsCreated === 0 && !options.confirmEmpty)
      throw new DomainError(REVENUE_FILE_EMPTY, { params: { file: file.name, month: yearMonthLabel(yearMonth) } });
    // The month's statements read the per-channel sums: when they moved, posted statements are out of date.
    if (outcome.sumsChanged) await noteSourceChange(db, yearMonth, reportType);
    await client.query(
      `INSERT INTO revenue_report_files (year_month, report_type, file_name, row_count, uploaded_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (year_month, report_type) DO UPDATE SET file_name = EXCLUDED.file_name, row_count = EXCLUDED.row_count,
         uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now()`,
      [yearMonth, reportType, file.name.slice(0, 500), outcome.recordsCreated, actor?.userId ?? null],
    );
    await deps.audit.record(
      {
        action: 'accounting.revenue_import',
        actor,
        target: { type: 'accounting_month', id: yearMonth },
        details: { report_type: reportType, file: file.name, created: outcome.recordsCreated, replaced: outcome.recordsReplaced },
      },
      db,
    );
    const { sumsChanged: _sumsChanged, ...counts } = outcome;
    return { reportType, yearMonth, ...counts };
  });
}

type Head = NonNullable<Awaited<ReturnType<typeof readHead>>>;
type Counts = Omit<ImportOutcome, 'reportType' | 'yearMonth'> & {
  /** The per-channel sums the statements read differ from the month's before (the payment summary: never). */
  sumsChanged: boolean;
};

/**
 * A revenue report's rows into a fresh table, swapped in for the month's leaf of the report type,
 * and the per-channel sums replaced. The table is made in this transaction (with wal_level minimal,
 * PostgreSQL writes its rows once, to the table, not also to the WAL) and has no index to keep.
 */
async function importRevenueRows(
  client: pg.ClientBase,
  reader: ImportDeps['rows'],
  head: Head,
  found: Partial<Record<ColumnRole, number>>,
  width: number,
  yearMonth: string,
  reportType: RevenueReportType,
  layout: ReportLayout,
): Promise<Counts> {
  const [assigned, network] = await Promise.all([
    client.query<{ source_channel_id: string; channel_id: string }>('SELECT source_channel_id, channel_id FROM revenue_channel_assignments'),
    client.query<{ channel_id: string }>('SELECT channel_id FROM channels'),
  ]);
  const rules: RowRules = {
    layout,
    found,
    width,
    headerLine: head.headerLine,
    assignments: new Map(assigned.rows.map((r) => [r.source_channel_id, r.channel_id])),
    network: new Set(network.rows.map((r) => r.channel_id)),
    numeric: numericColumns(head.cells, [found.amount!]),
  };
  // A fresh table made in this transaction (0036), no index to keep; its checks imply the leaf's partition constraint.
  const fresh = (await client.query<{ name: string }>('SELECT revenue_video_load($1, $2) AS name', [yearMonth, reportType])).rows[0]!.name;
  const rows = await reader.read(rules, head.rest, client.query(copyFrom(`COPY ${fresh} (${ROW_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT csv)`)));

  // The swap. Two uploads of the same month wait here for each other: the later replaces the first whole.
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`revenue ${yearMonth}`]);
  const swapped = await client.query<{ replaced: string }>('SELECT revenue_video_swap($1, $2, $3) AS replaced', [fresh, yearMonth, reportType]);
  const replaced = Number(swapped.rows[0]!.replaced);

  const before = await client.query<{ channel_id: string; item: string; amount: string }>(
    'DELETE FROM revenue_channel_months WHERE year_month = $1 AND report_type = $2 RETURNING channel_id, item, amount',
    [yearMonth, reportType],
  );
  const channels: string[] = [];
  const items: string[] = [];
  const amounts: string[] = [];
  for (const [key, amount] of rows.sums) {
    const [channel, item] = key.split('\u0000') as [string, string];
    channels.push(channel);
    items.push(item);
    amounts.push(decimalOf(amount));
  }
  if (rows.overflow) {
    // A file of more channels than the reader keeps sums for: summed here from the stored rows.
    await client.query(
      `INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
       SELECT $1, $2, channel_id, item, sum(amount) FROM revenue_video_months WHERE year_month = $1 AND report_type = $2 GROUP BY channel_id, item`,
      [yearMonth, reportType],
    );
  } else {
    await client.query(
      `INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
       SELECT $1, $2, channel_id, item, amount FROM unnest($3::text[], $4::text[], $5::numeric[]) AS s(channel_id, item, amount)`,
      [yearMonth, reportType, channels, items, amounts],
    );
  }
  const after = rows.sums;
  const sumsChanged =
    rows.overflow || before.rows.length !== after.size || before.rows.some((r) => after.get(`${r.channel_id}\u0000${r.item}`) !== scaledAmount(r.amount));
  return { recordsCreated: rows.rows, recordsReplaced: replaced, unmatchedRows: rows.unmatched, sumsChanged };
}

let stagingCount = 0;

/** The payment summary: a temporary staging table of the file's columns, checked and stored set-based. */
async function importPaymentSummary(
  client: pg.ClientBase,
  head: Head,
  found: Partial<Record<ColumnRole, number>>,
  width: number,
  yearMonth: string,
): Promise<Counts> {
  const staging = `revenue_staging_${++stagingCount}`;
  const names = Array.from({ length: width }, (_, i) => `c${i}`);
  // Rows land in file order in a fresh temporary table, so ctid order is line order (diagnostics only).
  await client.query(`CREATE TEMP TABLE ${staging} (${names.map((c) => `${c} text`).join(', ')}) ON COMMIT DROP`);
  try {
    await pipeline(withoutTrailingBlanks(head.rest), client.query(copyFrom(`COPY ${staging} (${names.join(', ')}) FROM STDIN WITH (FORMAT csv)`)));
  } catch (error) {
    throw copyFailure(error, head.headerLine);
  }
  const col = (role: ColumnRole) => (found[role] === undefined ? 'NULL::text' : `nullif(btrim(c${found[role]}), '')`);
  // Wholly blank rows (a spreadsheet's trailing ",,,,") carry nothing and are skipped.
  const present = `(${col('revenueType')} IS NOT NULL OR ${col('amount')} IS NOT NULL)`;
  await checkPaymentNumbers(client, staging, head, found, present);
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`revenue ${yearMonth}`]);
  // A bad amount raises revenue_bad_row(); only then is the first bad row looked for, to name its line.
  await client.query('SAVEPOINT revenue_rows');
  try {
    const outcome = await replacePaymentLines(client, staging, col, present, yearMonth);
    await client.query(`DROP TABLE ${staging}`);
    return outcome;
  } catch (error) {
    if (!['CHR01', '22P02', '22003'].includes((error as pg.DatabaseError).code ?? '')) throw error;
    await client.query('ROLLBACK TO SAVEPOINT revenue_rows');
    await checkPaymentRows(client, staging, col, present, head.headerLine);
    throw error;
  }
}

/** PostgreSQL's own refusal of a row (field count, quoting, encoding) with the file's line. */
function copyFailure(error: unknown, headerLine: number): unknown {
  const pgError = error as pg.DatabaseError;
  const where = typeof pgError?.where === 'string' ? /line (\d+)/.exec(pgError.where) : null;
  if (!where || typeof pgError.code !== 'string') return error;
  const line = headerLine + Number(where[1]);
  if (pgError.code === '22021') return rowError('errors.revenueRowEncoding', line);
  return rowError('errors.revenueRowShape', line);
}

type Col = (role: ColumnRole) => string;

/** The staged rows numbered in file order (1 = the first row after the header). */
const numbered = (staging: string) => `(SELECT row_number() OVER (ORDER BY ctid) AS n, * FROM ${staging}) numbered`;

async function firstBad(client: pg.ClientBase, sql: string, headerLine: number): Promise<void> {
  const bad = await client.query<{ n: string; reason: string; value: string | null }>(sql);
  const row = bad.rows[0];
  if (!row) return;
  const line = headerLine + Number(row.n);
  throw rowError(row.reason, line, { value: (row.value ?? '').slice(0, 80) });
}

/**
 * Payment summary amounts: S5 strips `$`, thousands commas and accounting parentheses (whether the
 * real file has them is unconfirmed), so they are accepted here and nothing else.
 */
const paymentAmount = (col: Col) => `CASE WHEN ${col('amount')} ~ '^\\(.*\\)$' THEN '-' ELSE '' END || regexp_replace(${col('amount')}, '[$,()\\s]', '', 'g')`;
const paymentLabel = (col: Col) =>
  `btrim(regexp_replace(replace(replace(replace(${col('revenueType')}, '&amp;', '&'), '&nbsp;', ' '), '&#160;', ' '), '[\\s\\u00a0]+', ' ', 'g'))`;

async function checkPaymentRows(client: pg.ClientBase, staging: string, col: Col, present: string, headerLine: number): Promise<void> {
  await firstBad(
    client,
    `SELECT n, 'errors.revenueRowAmountInvalid' AS reason, ${col('amount')} AS value FROM ${numbered(staging)}
     WHERE ${present} AND ${col('amount')} IS NOT NULL AND (${paymentAmount(col)}) !~ '${AMOUNT}' ORDER BY n LIMIT 1`,
    headerLine,
  );
}

/** Every other numeric column of the payment summary (local-currency totals and the like): the first non-number refuses the file. */
async function checkPaymentNumbers(
  client: pg.ClientBase,
  staging: string,
  head: Head,
  found: Partial<Record<ColumnRole, number>>,
  present: string,
): Promise<void> {
  for (const column of numericColumns(head.cells, [found.amount!])) {
    const cell = `nullif(btrim(c${column.index}), '')`;
    // Money cells may carry what the amount column may ($, thousands commas, accounting parentheses).
    const value = column.kind === 'money' ? `regexp_replace(${cell}, '[$,()\\s]', '', 'g')` : cell;
    const bad = await client.query<{ n: string; value: string }>(
      `SELECT n, ${cell} AS value FROM ${numbered(staging)} WHERE ${present} AND ${cell} IS NOT NULL AND ${value} !~ '${NUMBER[column.kind]}' ORDER BY n LIMIT 1`,
    );
    const row = bad.rows[0];
    if (row) throw rowError('errors.revenueRowNumberInvalid', head.headerLine + Number(row.n), { column: column.name, value: row.value.slice(0, 80) });
  }
}

async function replacePaymentLines(client: pg.ClientBase, staging: string, col: Col, present: string, yearMonth: string): Promise<Counts> {
  const replaced = await client.query('DELETE FROM revenue_payment_lines WHERE year_month = $1', [yearMonth]);
  // The trailing "Total" row repeats the lines' sum.
  const created = await client.query(
    `INSERT INTO revenue_payment_lines (year_month, line_no, revenue_type, adjustment_type, amount)
     SELECT $1, n, ${paymentLabel(col)}, coalesce(${col('adjustment')}, 'None'),
       CASE WHEN ${col('amount')} IS NULL THEN 0::numeric WHEN (${paymentAmount(col)}) ~ '${AMOUNT}' THEN (${paymentAmount(col)})::numeric ELSE revenue_bad_row() END
     FROM ${numbered(staging)} WHERE ${present} AND ${col('revenueType')} IS NOT NULL AND ${paymentLabel(col)} !~* '^total$'`,
    [yearMonth],
  );
  return { recordsCreated: created.rowCount ?? 0, recordsReplaced: replaced.rowCount ?? 0, unmatchedRows: 0, sumsChanged: false };
}
