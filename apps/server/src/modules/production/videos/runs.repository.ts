// The video data manager's runs (0073_production_video_runs.sql): a run with its videos' field
// changes, the results the job writes, and the history read.
import type { VideoFieldChange } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { StoredFieldChange } from '../../../db/schema.production.ts';

export type RunState = 'queued' | 'running' | 'done' | 'stopped_quota' | 'failed';
export type ItemState = 'pending' | 'applied' | 'failed' | 'not_sent';
export type RunRow = {
  id: number;
  channel_id: string;
  undo_of: number | null;
  state: RunState;
  quota_units: number;
  job_id: string | null;
  created_by: number | null;
  created_at: Date;
};
export type RunItem = { video_id: string; position: number; changes: VideoFieldChange[]; state: ItemState; error: string | null };

const stored = (rows: readonly VideoFieldChange[]): string =>
  JSON.stringify(rows.map(({ field, before, after }): StoredFieldChange => ({ field, before, after })));
const fromStored = (videoId: string, rows: StoredFieldChange[]): VideoFieldChange[] =>
  rows.map((r) => ({ video_id: videoId, field: r.field, before: r.before, after: r.after }) as VideoFieldChange);

/** A run and its videos (each with its field changes, in the preview's order). */
export async function insertRun(
  db: Db,
  run: { channelId: string; undoOf: number | null; quotaUnits: number; createdBy: number; now: Date },
  videos: readonly { videoId: string; changes: VideoFieldChange[] }[],
): Promise<number> {
  const { id } = await db
    .insertInto('production_video_runs')
    .values({ channel_id: run.channelId, undo_of: run.undoOf, quota_units: run.quotaUnits, created_by: run.createdBy, created_at: run.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('production_video_run_items')
    .values(videos.map((v, position) => ({ run_id: id, position, video_id: v.videoId, changes: stored(v.changes) })))
    .execute();
  return id;
}

export async function setRunJob(db: Db, runId: number, jobId: string): Promise<void> {
  await db.updateTable('production_video_runs').set({ job_id: jobId }).where('id', '=', runId).execute();
}

export async function findRun(db: Db, runId: number): Promise<RunRow | undefined> {
  return db
    .selectFrom('production_video_runs')
    .select(['id', 'channel_id', 'undo_of', 'state', 'quota_units', 'job_id', 'created_by', 'created_at'])
    .where('id', '=', runId)
    .executeTakeFirst();
}

/** A run of the channel that has not ended (one runs at a time per channel). */
export async function unfinishedRun(db: Db, channelId: string): Promise<number | null> {
  const row = await db
    .selectFrom('production_video_runs')
    .select('id')
    .where('channel_id', '=', channelId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function runItems(db: Db, runIds: readonly number[]): Promise<Map<number, RunItem[]>> {
  const byRun = new Map<number, RunItem[]>();
  if (runIds.length === 0) return byRun;
  const rows = await db
    .selectFrom('production_video_run_items')
    .select(['run_id', 'video_id', 'position', 'changes', 'state', 'error'])
    .where('run_id', 'in', runIds)
    .orderBy('run_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byRun.get(row.run_id) ?? [];
    list.push({ video_id: row.video_id, position: row.position, changes: fromStored(row.video_id, row.changes), state: row.state, error: row.error });
    byRun.set(row.run_id, list);
  }
  return byRun;
}

/** The channel's runs, newest first, with the run that undid each (if any). */
export async function listRuns(db: Db, channelId: string, limit: number): Promise<(RunRow & { undone_by: number | null })[]> {
  return db
    .selectFrom('production_video_runs as r')
    .leftJoin('production_video_runs as u', 'u.undo_of', 'r.id')
    .select(['r.id', 'r.channel_id', 'r.undo_of', 'r.state', 'r.quota_units', 'r.job_id', 'r.created_by', 'r.created_at', 'u.id as undone_by'])
    .where('r.channel_id', '=', channelId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function setRunState(db: Db, runId: number, state: RunState, now: Date | null = null): Promise<void> {
  await db
    .updateTable('production_video_runs')
    .set({ state, ...(now ? { finished_at: now } : {}) })
    .where('id', '=', runId)
    .execute();
}

export async function setItemResult(db: Db, runId: number, videoId: string, state: ItemState, error: string | null): Promise<void> {
  await db.updateTable('production_video_run_items').set({ state, error }).where('run_id', '=', runId).where('video_id', '=', videoId).execute();
}

/** Every video still pending: not sent (the quota ran out), with why. */
export async function markPendingNotSent(db: Db, runId: number, error: string): Promise<void> {
  await db.updateTable('production_video_run_items').set({ state: 'not_sent', error }).where('run_id', '=', runId).where('state', '=', 'pending').execute();
}
