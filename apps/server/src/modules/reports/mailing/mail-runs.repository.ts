// Runs (report_mail_runs) and their progress, read from the records: a run's channels are the
// channels it has records for; a channel is done when none of its messages is pending, failed when
// it is done with at least one failed message. A run is finished when no message of it is pending.
// The starter's name comes with the run in the same query (a join on users, not a read per run).
import type { ReportRun, ReportRunKind, ReportSelection } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { resendable } from './mail-records.repository.ts';

export const RUNS_LISTED = 20;

export type RunRow = {
  id: number;
  kind: ReportRunKind;
  period: ReportSelection['period'];
  year: number;
  period_index: number;
  period_code: string;
  created_at: Date;
  created_by: number | null;
  finished_at: Date | null;
};

/** A new run; a scheduled run that exists for the period already answers null (0060 report_mail_runs_scheduled_once). */
export async function createRun(
  db: Db,
  run: { kind: ReportRunKind; selection: ReportSelection; periodCode: string; createdBy: number | null; now: Date },
): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO report_mail_runs (kind, period, year, period_index, period_code, created_by, created_at)
    VALUES (${run.kind}, ${run.selection.period}, ${run.selection.year}, ${run.selection.index}, ${run.periodCode}, ${run.createdBy}, ${run.now})
    ON CONFLICT (period_code) WHERE kind = 'scheduled' DO NOTHING
    RETURNING id`.execute(db);
  return rows[0]?.id ?? null;
}

export async function findRun(db: Db, runId: number): Promise<RunRow | null> {
  const row = await db.selectFrom('report_mail_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  return (row as RunRow | undefined) ?? null;
}

type ProgressRow = RunRow & {
  created_by_name: string | null;
  channels_total: number;
  channels_done: number;
  channels_failed: number;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  resendable: number;
};

const progressQuery = (where: ReturnType<typeof sql>, limit: number) => sql<ProgressRow>`
  SELECT r.*, u.name AS created_by_name, coalesce(c.channels_total, 0) AS channels_total, coalesce(c.channels_done, 0) AS channels_done,
         coalesce(c.channels_failed, 0) AS channels_failed, coalesce(c.total, 0) AS total, coalesce(c.sent, 0) AS sent,
         coalesce(c.failed, 0) AS failed, coalesce(c.pending, 0) AS pending, coalesce(c.resendable, 0) AS resendable
  FROM report_mail_runs r
  LEFT JOIN users u ON u.id = r.created_by
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS channels_total,
           count(*) FILTER (WHERE ch.pending = 0)::int AS channels_done,
           count(*) FILTER (WHERE ch.pending = 0 AND ch.failed > 0)::int AS channels_failed,
           sum(ch.total)::int AS total, sum(ch.sent)::int AS sent, sum(ch.failed)::int AS failed, sum(ch.pending)::int AS pending,
           sum(ch.resendable)::int AS resendable
    FROM (
      SELECT count(*) AS total, count(*) FILTER (WHERE rec.result = 'sent') AS sent,
             count(*) FILTER (WHERE rec.result = 'failed') AS failed, count(*) FILTER (WHERE rec.result = 'pending') AS pending,
             count(*) FILTER (WHERE ${resendable('rec')}) AS resendable
      FROM report_mail_records rec WHERE rec.run_id = r.id GROUP BY rec.channel_id
    ) ch
  ) c ON true
  WHERE ${where}
  ORDER BY r.created_at DESC, r.id DESC
  LIMIT ${limit}`;

function toRun(row: ProgressRow): ReportRun {
  return {
    id: String(row.id),
    kind: row.kind,
    period: row.period,
    period_code: row.period_code,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by === null ? null : String(row.created_by),
    created_by_name: row.created_by === null ? null : row.created_by_name,
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    channels: { total: row.channels_total, done: row.channels_done, failed: row.channels_failed },
    messages: { total: row.total, sent: row.sent, failed: row.failed, pending: row.pending, resendable: row.resendable },
  };
}

export async function runProgress(db: Db, runId: number): Promise<ReportRun | null> {
  const { rows } = await progressQuery(sql`r.id = ${runId}`, 1).execute(db);
  return rows[0] ? toRun(rows[0]) : null;
}

export async function listRuns(db: Db): Promise<ReportRun[]> {
  const { rows } = await progressQuery(sql`true`, RUNS_LISTED).execute(db);
  return rows.map(toRun);
}

/** Marks the run finished once none of its messages is pending (each channel job calls it as it ends). */
export async function finishRunIfSettled(db: Db, runId: number, now: Date): Promise<void> {
  await sql`
    UPDATE report_mail_runs SET finished_at = ${now}
    WHERE id = ${runId} AND finished_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM report_mail_records WHERE run_id = ${runId} AND result = 'pending')`.execute(db);
}

/** A resumed run is not finished until its channels end again. */
export async function reopenRun(db: Db, runId: number): Promise<void> {
  await db.updateTable('report_mail_runs').set({ finished_at: null }).where('id', '=', runId).execute();
}

/** The channels of a run that still have pending messages. */
export async function pendingChannels(db: Db, runId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('report_mail_records')
    .select('channel_id')
    .distinct()
    .where('run_id', '=', runId)
    .where('result', '=', 'pending')
    .orderBy('channel_id')
    .execute();
  return rows.map((r) => r.channel_id);
}
