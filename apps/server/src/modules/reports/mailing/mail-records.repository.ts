// The send records (report_mail_records): one per channel, recipient and period in a run. The send
// key (channel, recipient, period code among the sent ones, 0060/0061) makes a message go at most
// once across every run of the subscription; a report mailed from the page is outside it.
import type { Currency, Language, ReportFormat, ReportRecord } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export const RECORDS_PAGE_SIZE = 50;

export type NewRecord = { channelId: string; recipient: string; formats: ReportFormat[]; language: Language; currency: Currency };

export type RecordRow = {
  id: number;
  run_id: number;
  channel_id: string;
  recipient: string;
  period_code: string;
  formats: ReportFormat[];
  language: Language;
  currency: Currency;
  result: 'pending' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  at: Date | null;
  page: boolean;
};

/**
 * Pending records of a run, one per channel and recipient; subscription runs leave out the messages
 * already sent for the period (or waiting in another run). Answers the channels that got records.
 */
export async function insertRecords(
  db: Db,
  run: { id: number; periodCode: string; page: boolean; now: Date },
  records: readonly NewRecord[],
): Promise<string[]> {
  if (records.length === 0) return [];
  const col = <K extends keyof NewRecord>(key: K) => records.map((r) => r[key]);
  const { rows } = await sql<{ channel_id: string }>`
    INSERT INTO report_mail_records (run_id, channel_id, recipient, period_code, formats, language, currency, page, created_at)
    SELECT ${run.id}, n.channel_id, n.recipient, ${run.periodCode}, string_to_array(n.formats, ','), n.language, n.currency, ${run.page}, ${run.now}
    FROM unnest(${col('channelId')}::text[], ${col('recipient')}::text[], ${records.map((r) => r.formats.join(','))}::text[],
                ${col('language')}::text[], ${col('currency')}::text[]) AS n(channel_id, recipient, formats, language, currency)
    WHERE ${run.page} OR NOT EXISTS (
      SELECT 1 FROM report_mail_records o
      WHERE o.channel_id = n.channel_id AND o.recipient = n.recipient AND o.period_code = ${run.periodCode} AND NOT o.page
        AND (o.result = 'sent' OR (o.result = 'pending' AND o.run_id <> ${run.id}))
    )
    ORDER BY n.channel_id, n.recipient
    RETURNING channel_id`.execute(db);
  return [...new Set(rows.map((r) => r.channel_id))];
}

/** The messages of one channel in a run that are still to go. */
export async function pendingRecords(db: Db, runId: number, channelId: string): Promise<RecordRow[]> {
  return (await db
    .selectFrom('report_mail_records')
    .selectAll()
    .where('run_id', '=', runId)
    .where('channel_id', '=', channelId)
    .where('result', '=', 'pending')
    .orderBy('id')
    .execute()) as RecordRow[];
}

type Filter = { failedOnly?: boolean; runId?: number; channelId?: string; page: number };

export async function listRecords(db: Db, filter: Filter): Promise<{ items: ReportRecord[]; total: number }> {
  let query = db.selectFrom('report_mail_records as r');
  if (filter.failedOnly) query = query.where('r.result', '=', 'failed');
  if (filter.runId !== undefined) query = query.where('r.run_id', '=', filter.runId);
  if (filter.channelId !== undefined) query = query.where('r.channel_id', '=', filter.channelId);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('channels as c', 'c.channel_id', 'r.channel_id')
      .select([
        'r.id',
        'r.run_id',
        'r.channel_id',
        'c.title',
        'r.recipient',
        'r.period_code',
        'r.formats',
        'r.language',
        'r.result',
        'r.error',
        'r.attempts',
        'r.at',
        sql<boolean>`${resendable('r')}`.as('resendable'),
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(RECORDS_PAGE_SIZE)
      .offset((filter.page - 1) * RECORDS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: String(r.id),
      run_id: String(r.run_id),
      channel_id: r.channel_id,
      channel_title: r.title,
      recipient: r.recipient,
      period_code: r.period_code,
      formats: r.formats as ReportFormat[],
      language: r.language as Language,
      result: r.result,
      error: r.error,
      attempts: r.attempts,
      at: r.at ? r.at.toISOString() : null,
      resendable: r.resendable,
    })),
  };
}

/** Removes a record; false when there is none. */
export async function deleteRecord(db: Db, recordId: number): Promise<boolean> {
  const result = await db.deleteFrom('report_mail_records').where('id', '=', recordId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Whether the record under `alias` can be sent again: it failed, and its message has not gone out
 * since (nor waits in another run). The one rule behind the resend, the runs' and the records'
 * `resendable` (the "resend failed" buttons are offered from those).
 */
export const resendable = (alias: 'f' | 'rec' | 'r') => {
  const f = sql.table(alias);
  return sql`(${f}.result = 'failed'
      AND NOT EXISTS (
        SELECT 1 FROM report_mail_records o
        WHERE o.channel_id = ${f}.channel_id AND o.recipient = ${f}.recipient AND o.period_code = ${f}.period_code AND o.page = ${f}.page
          AND (o.result = 'pending' OR (o.result = 'sent' AND (NOT ${f}.page OR o.created_at > ${f}.created_at)))
      ))`;
};

/**
 * The failed records chosen (by id, or every failed one of a run) that can be sent again, one per
 * channel, recipient and period, with their run's period.
 */
export async function resendCandidates(db: Db, choice: { recordIds?: number[]; runId?: number }) {
  const chosen = choice.recordIds ? sql`f.id = ANY(${choice.recordIds}::bigint[])` : sql`f.run_id = ${choice.runId!}`;
  const { rows } = await sql<RecordRow & { period: 'weekly' | 'monthly' | 'quarterly'; year: number; period_index: number }>`
    SELECT DISTINCT ON (f.channel_id, f.recipient, f.period_code, f.page) f.*, run.period, run.year, run.period_index
    FROM report_mail_records f JOIN report_mail_runs run ON run.id = f.run_id
    WHERE ${chosen} AND ${resendable('f')}
    ORDER BY f.channel_id, f.recipient, f.period_code, f.page, f.id DESC`.execute(db);
  return rows;
}

/** Whether any record was chosen at all (the answer to a resend that finds nothing to send). */
export async function anyRecord(db: Db, choice: { recordIds?: number[]; runId?: number }): Promise<boolean> {
  let query = db.selectFrom('report_mail_records').select('id');
  query = choice.recordIds ? query.where('id', 'in', choice.recordIds) : query.where('run_id', '=', choice.runId!);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
