// A resumable upload can be paused and picked up again from another browser session; one that is
// never finished (the editor gave up, the laptop was lost) would keep its partial bytes forever.
// Once a day a scheduled job removes the uploads that did not finish within ABANDONED_UPLOAD_HOURS of
// being started: the row and the tus store's two files (`<key>` and its `<key>.json` sidecar).
// A finished upload is never touched (its row has `completed_at`).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import { registerDailyCleanup } from '../../../jobs/index.ts';
import { uploadStore } from './edit-uploads.ts';

export const ABANDONED_UPLOADS_QUEUE = 'production.abandoned-uploads-cleanup';
/** Two days: an upload paused overnight or over a long day of shooting still resumes. */
export const ABANDONED_UPLOAD_HOURS = 48;
/** Every day at 04:40 UTC (a quiet hour in Taiwan and Japan). */
const CLEANUP_CRON = '40 4 * * *';

/** Removes the uploads started before `now` minus ABANDONED_UPLOAD_HOURS and never finished; answers how many. */
export async function removeAbandonedUploads(deps: { db: Db; dataDir: string }, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3600_000);
  const removed = await deps.db
    .deleteFrom('production_edit_files')
    .where('completed_at', 'is', null)
    .where('created_at', '<', before)
    .returning('upload_key')
    .execute();
  const store = uploadStore(deps.dataDir);
  // An upload whose bytes are already gone (removed by hand) counts as removed all the same.
  for (const { upload_key } of removed) await store.remove(upload_key).catch(() => undefined);
  return removed.length;
}

/** Registers the daily cleanup; each process that works its queue sets up the schedule first. */
export function registerAbandonedUploadsCleanup({ db, clock, jobs, config }: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>): void {
  registerDailyCleanup(jobs, ABANDONED_UPLOADS_QUEUE, CLEANUP_CRON, async (job) => {
    const removed = await removeAbandonedUploads({ db, dataDir: config.dataDir }, clock.now());
    job.log(`production uploads: ${removed} started over ${ABANDONED_UPLOAD_HOURS} hours ago and never finished removed`);
  });
}
