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
    const staging = `revenue_staging_${++stagingCount}`;
    const names = Array.from({ length: width }, (_, i) => `c${i}`);
    await client.query(`CREATE TEMP TABLE ${staging} (n bigint GENERATED ALWAYS AS IDENTITY, ${names.map((c) => `${c} text`).join(', ')}) ON COMMIT DROP`);
    try {
      await pipeline(withoutTrailingBlanks(head.rest), client.query(copyFrom(`COPY ${staging} (${names.join(', ')}) FROM STDIN WITH (FORMAT csv)`)));
    } catch (error) {
      throw copyFailure(error, head.headerLine);
    }
    const col = (role: ColumnRole) => (found[role] === undefined ? 'NULL::text' : `nullif(btrim(c${found[role]}), '')`);
    // Wholly blank rows (a spreadsheet's trailing ",,,,") carry nothing and are skipped.
    const present = `(${col(layout.required[0]!)} IS NOT NULL OR ${col('amount')} IS NOT NULL)`;

    if (layout.item === 'payment') await checkPaymentRows(client, staging, col, present, head.headerLine);
    else await checkRows(client, staging, col, present, head.headerLine);

    // Two uploads of the same month and report type: the second waits, then replaces the first whole.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`revenue ${yearMonth} ${reportType}`]);
    const outcome =
      layout.item === 'payment'
        ? await replacePaymentLines(client, staging, col, present, yearMonth)
        : await replaceRevenueRows(client, staging, layout, col, present, yearMonth, reportType);
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
       FROM ${staging} WHERE ${present}
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
    `SELECT n, 'errors.revenueRowAmountInvalid' AS reason, ${col('amount')} AS value FROM ${staging}
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

function signedAmount(layout: ReportLayout, col: Col): string {
  const amount = `coalesce(${col('amount')}, '0')::numeric`;
  if (layout.sign === 'taxRefund') return `-${amount}`;
  if (layout.sign === 'yppCredit') return `CASE WHEN ${col('adjustment')} ~* 'credit' THEN -${amount} ELSE ${amount} END`;
  return amount;
}

async function replaceRevenueRows(
  client: pg.ClientBase,
  staging: string,
  layout: ReportLayout,
  col: Col,
  present: string,
  yearMonth: string,
  reportType: RevenueReportType,
): Promise<Omit<ImportOutcome, 'reportType' | 'yearMonth'>> {
  const key = [yearMonth, reportType];
  const replaced = await client.query('DELETE FROM revenue_video_months WHERE year_month = $1 AND report_type = $2', key);
  await client.query('DELETE FROM revenue_channel_months WHERE year_month = $1 AND report_type = $2', key);
  // Channel ids without UC get it (0.5); an id finance assigned to a network channel goes there.
  const source = `CASE WHEN ${col('channel')} LIKE 'UC%' THEN ${col('channel')} ELSE 'UC' || ${col('channel')} END`;
  const created = await client.query(
    `INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
     SELECT $1, $2, coalesce(a.channel_id, r.source), r.video_id, r.asset_id, r.adjustment_type, r.item, max(r.title), sum(r.amount)
     FROM (
       SELECT ${source} AS source, coalesce(${col('video')}, '') AS video_id, coalesce(${col('asset')}, '') AS asset_id,
         coalesce(${col('adjustment')}, 'None') AS adjustment_type, ${itemExpression(layout, col)} AS item,
         coalesce(${col('title')}, '') AS title, ${signedAmount(layout, col)} AS amount
       FROM ${staging} WHERE ${present}
     ) r LEFT JOIN revenue_channel_assignments a ON a.source_channel_id = r.source
     GROUP BY 3, 4, 5, 6, 7`,
    key,
  );
  await client.query(
    `INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
     SELECT year_month, report_type, channel_id, item, sum(amount) FROM revenue_video_months
     WHERE year_month = $1 AND report_type = $2 GROUP BY year_month, report_type, channel_id, item`,
    key,
  );
  const unmatched = await client.query<{ rows: string }>(
    `SELECT count(*) AS rows FROM revenue_video_months v
     WHERE v.year_month = $1 AND v.report_type = $2 AND NOT EXISTS (SELECT 1 FROM channels c WHERE c.channel_id = v.channel_id)`,
    key,
  );
  return { recordsCreated: created.rowCount ?? 0, recordsReplaced: replaced.rowCount ?? 0, unmatchedRows: Number(unmatched.rows[0]!.rows) };
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
     SELECT $1, n, ${paymentLabel(col)}, coalesce(${col('adjustment')}, 'None'), coalesce(nullif(${paymentAmount(col)}, ''), '0')::numeric
     FROM ${staging} WHERE ${present} AND ${col('revenueType')} IS NOT NULL AND ${paymentLabel(col)} !~* '^total$'`,
    [yearMonth],
  );
  return { recordsCreated: created.rowCount ?? 0, recordsReplaced: replaced.rowCount ?? 0, unmatchedRows: 0 };
}
