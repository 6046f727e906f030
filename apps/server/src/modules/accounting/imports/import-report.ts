// One CMS report file into its month, atomically (issue 10 "Revenue uploads"). The file's rows after
// the header stream straight into PostgreSQL (COPY … FORMAT csv into a temporary staging table of
// text columns: PostgreSQL parses the CSV, never JavaScript), are checked there in one pass (the
// first bad row's line and reason), and replace the month's rows of that report type with set-based
// statements, all in one transaction: the month is wholly the old data or wholly the new, whatever
// fails or is killed on the way. A bad row anywhere changes nothing.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RevenueReportType } from '@chorus/contract';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { Db } from '../../../db/database.ts';
import { withClientTransaction } from '../../../db/bulk-load.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { classifyReportFile } from './classify-report.ts';
import { readHead, withoutTrailingBlanks } from './csv-head.ts';
import { mapColumns, purchaseTypeItems, reportLayouts, type ColumnRole, type ReportLayout } from './report-layouts.ts';

export type ReportFile = { name: string; open: () => Readable };
export type ImportDeps = { db: Db; audit: AuditLog };
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
/** Channel ids (with or without UC) and other ids: letters, digits, '-' and '_'. */
const CHANNEL = '^[0-9A-Za-z_-]{1,64}$';

const rowError = (code: string, line: number, params: Record<string, string | number> = {}) => new DomainError(code, { params: { line, ...params } });

let stagingCount = 0;

/** Classifies, reads and stores one file; throws a DomainError (with the line, for a row) when it cannot. */
export async function importReport(deps: ImportDeps, file: ReportFile, actor: AuditActor | null): Promise<ImportOutcome> {
  const classified = classifyReportFile(file.name);
  if (!classified.ok) throw new DomainError(classified.code, { params: { file: file.name } });
  const { reportType, yearMonth } = classified;
  const layout = reportLayouts[reportType];

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
    // The month's rows are grouped in memory: a million rows would spill to disk at the default 4 MB.
    await client.query("SET LOCAL work_mem = '128MB'");
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
    const present = `(${col(layout.required[0]!)} IS NOT NULL OR ${col('amount')} IS NOT NULL)`;

    // Two uploads of the same month and report type: the second waits, then replaces the first whole.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`revenue ${yearMonth} ${reportType}`]);
    // One pass over the staged rows checks and stores them; a bad row raises revenue_bad_row(), and
    // only then is the first bad row looked for, to name its line.
    await client.query('SAVEPOINT revenue_rows');
    let outcome: Omit<ImportOutcome, 'reportType' | 'yearMonth'>;
    try {
      outcome =
        layout.item === 'payment'
          ? await replacePaymentLines(client, staging, col, present, yearMonth)
          : await replaceRevenueRows(client, staging, layout, found, yearMonth, reportType);
    } catch (error) {
      // revenue_bad_row(), or a cast PostgreSQL refused on the fast path ('-', an overflow).
      if (!['CHR01', '22P02', '22003'].includes((error as pg.DatabaseError).code ?? '')) throw error;
      await client.query('ROLLBACK TO SAVEPOINT revenue_rows');
      if (layout.item === 'payment') await checkPaymentRows(client, staging, col, present, head.headerLine);
      else await checkRows(client, staging, col, present, head.headerLine);
      throw error;
    }
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
    await client.query(`DROP TABLE ${staging}`);
    return { reportType, yearMonth, ...outcome };
  });
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

async function checkRows(client: pg.ClientBase, staging: string, col: Col, present: string, headerLine: number): Promise<void> {
  await firstBad(
    client,
    `SELECT n, reason, value FROM (
       SELECT n,
         CASE
           WHEN ${col('channel')} IS NULL THEN 'errors.revenueRowChannelMissing'
           WHEN ${col('channel')} !~ '${CHANNEL}' THEN 'errors.revenueRowChannelInvalid'
           WHEN ${col('amount')} IS NOT NULL AND ${col('amount')} !~ '${AMOUNT}' THEN 'errors.revenueRowAmountInvalid'
         END AS reason,
         CASE WHEN ${col('channel')} IS NULL OR ${col('channel')} !~ '${CHANNEL}' THEN ${col('channel')} ELSE ${col('amount')} END AS value
       FROM ${numbered(staging)} WHERE ${present}
     ) checked WHERE reason IS NOT NULL ORDER BY n LIMIT 1`,
    headerLine,
  );
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

function itemExpression(layout: ReportLayout, col: Col): string {
  if (layout.item === 'byAdjustment') return `CASE WHEN coalesce(${col('adjustment')}, 'None') ILIKE 'none' THEN 'ad_revenue' ELSE 'adjustments' END`;
  if (layout.item === 'byPurchaseType') {
    const cases = purchaseTypeItems.map(([pattern, item]) => `WHEN ${col('purchase')} ~* '${pattern.source}' THEN '${item}'`).join(' ');
    return `CASE ${cases} ELSE 'transaction_other' END`;
  }
  return `'${layout.item}'`;
}

/**
 * The amount, checked on the fast path: digits with at most one point (an unbounded pattern, which
 * PostgreSQL matches much faster than the bounded one the diagnostics use), at most 12 places, less
 * than 10^12; anything else raises revenue_bad_row().
 */
const checkedAmount = (col: Col) => {
  const amount = col('amount');
  return `CASE WHEN ${amount} IS NULL THEN 0::numeric
    WHEN ${amount} ~ '^-?[0-9]*[.]?[0-9]*$' AND length(${amount}) <= 40 AND scale(${amount}::numeric) <= 12 AND abs(${amount}::numeric) < 1e12
    THEN ${amount}::numeric ELSE revenue_bad_row() END`;
};

function signedAmount(layout: ReportLayout, col: Col): string {
  const amount = `(${checkedAmount(col)})`;
  if (layout.sign === 'taxRefund') return `-${amount}`;
  if (layout.sign === 'yppCredit') return `CASE WHEN ${col('adjustment')} ~* 'credit' THEN -${amount} ELSE ${amount} END`;
  return amount;
}

async function replaceRevenueRows(
  client: pg.ClientBase,
  staging: string,
  layout: ReportLayout,
  found: Partial<Record<ColumnRole, number>>,
  yearMonth: string,
  reportType: RevenueReportType,
): Promise<Omit<ImportOutcome, 'reportType' | 'yearMonth'>> {
  const key = [yearMonth, reportType];
  const replaced = await client.query('DELETE FROM revenue_video_months WHERE year_month = $1 AND report_type = $2', key);
  await client.query('DELETE FROM revenue_channel_months WHERE year_month = $1 AND report_type = $2', key);
  // Each role's cell trimmed once per row (OFFSET 0 keeps PostgreSQL from repeating it in every use).
  const roles = Object.keys(found) as ColumnRole[];
  const base = roles.map((role) => `nullif(btrim(c${found[role]}), '') AS ${role}`).join(', ');
  const col: Col = (role) => (found[role] === undefined ? 'NULL::text' : `b.${role}`);
  // Channel ids without UC get it (0.5); a bad id raises revenue_bad_row().
  const source = `CASE WHEN ${col('channel')} IS NULL OR ${col('channel')} !~ '^[0-9A-Za-z_-]+$' OR length(${col('channel')}) > 64 THEN revenue_bad_row()::text
    WHEN left(${col('channel')}, 2) = 'UC' THEN ${col('channel')} ELSE 'UC' || ${col('channel')} END`;
  // One statement: the month's rows summed per video (and asset, adjustment type, item), those rows
  // summed per channel and item, and the count of rows whose channel is not in the network. An id
  // finance assigned to a network channel goes there.
  const statement = `WITH staged AS (
       SELECT ${source} AS source, coalesce(${col('video')}, '') AS video_id, coalesce(${col('asset')}, '') AS asset_id,
         coalesce(${col('adjustment')}, 'None') AS adjustment_type, ${itemExpression(layout, col)} AS item,
         coalesce(${col('title')}, '') AS title, ${signedAmount(layout, col)} AS amount
       FROM (SELECT ${base} FROM ${staging} OFFSET 0) b
       WHERE ${col('channel')} IS NOT NULL OR ${col('amount')} IS NOT NULL
     ), detail AS MATERIALIZED (
       SELECT coalesce(a.channel_id, r.source) AS channel_id, r.video_id, r.asset_id, r.adjustment_type, r.item, max(r.title) AS title, sum(r.amount) AS amount
       FROM staged r LEFT JOIN revenue_channel_assignments a ON a.source_channel_id = r.source
       GROUP BY 1, 2, 3, 4, 5
     ), stored AS (
       INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
       SELECT $1, $2, channel_id, video_id, asset_id, adjustment_type, item, title, amount FROM detail
     ), per_channel AS (
       SELECT channel_id, item, sum(amount) AS amount, count(*) AS rows FROM detail GROUP BY 1, 2
     ), channel_sums AS (
       INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
       SELECT $1, $2, channel_id, item, amount FROM per_channel
     )
     SELECT (SELECT count(*) FROM detail) AS created,
       (SELECT coalesce(sum(p.rows), 0) FROM per_channel p WHERE NOT EXISTS (SELECT 1 FROM channels c WHERE c.channel_id = p.channel_id)) AS unmatched`;
  const result = await client.query<{ created: string; unmatched: string }>(statement, key);
  const row = result.rows[0]!;
  return { recordsCreated: Number(row.created), recordsReplaced: replaced.rowCount ?? 0, unmatchedRows: Number(row.unmatched) };
}

async function replacePaymentLines(
  client: pg.ClientBase,
  staging: string,
  col: Col,
  present: string,
  yearMonth: string,
): Promise<Omit<ImportOutcome, 'reportType' | 'yearMonth'>> {
  const replaced = await client.query('DELETE FROM revenue_payment_lines WHERE year_month = $1', [yearMonth]);
  // The trailing "Total" row repeats the lines' sum.
  const created = await client.query(
    `INSERT INTO revenue_payment_lines (year_month, line_no, revenue_type, adjustment_type, amount)
     SELECT $1, n, ${paymentLabel(col)}, coalesce(${col('adjustment')}, 'None'),
       CASE WHEN ${col('amount')} IS NULL THEN 0::numeric WHEN (${paymentAmount(col)}) ~ '${AMOUNT}' THEN (${paymentAmount(col)})::numeric ELSE revenue_bad_row() END
     FROM ${numbered(staging)} WHERE ${present} AND ${col('revenueType')} IS NOT NULL AND ${paymentLabel(col)} !~* '^total$'`,
    [yearMonth],
  );
  return { recordsCreated: created.rowCount ?? 0, recordsReplaced: replaced.rowCount ?? 0, unmatchedRows: 0 };
}
