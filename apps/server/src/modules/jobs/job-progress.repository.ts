// Reads job_progress (0016_job_progress.sql); the job registry (apps/server/src/jobs) writes it.
import type { JobProgress } from '@chorus/contract';
import type { Db } from '../../db/database.ts';

/** pg-boss job ids are UUIDs: any other text names no job (and must not reach a uuid column). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type JobProgressRow = JobProgress & { ownerId: number | null };

export async function findJobProgress(db: Db, jobId: string): Promise<JobProgressRow | null> {
  if (!uuidPattern.test(jobId)) return null;
  const row = await db.selectFrom('job_progress').selectAll().where('job_id', '=', jobId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.job_id,
    name: row.name,
    ownerId: row.owner_user_id,
    label: row.label,
    state: row.state,
    done: row.done,
    total: row.total,
    message: row.message_key === null ? null : { key: row.message_key, params: row.message_params },
    started_at: row.started_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
