// The job of a bulk-edit run (issue 29): for each video still pending, read it (videos.list, 50 a
// call), put the run's after values on it and send videos.update (50 units each); a result per
// video. The quota running out (403 quotaExceeded) stops the run cleanly: the videos not sent yet are
// marked so, with why, and the run ends `stopped_quota`. The job is never retried: a run is applied once.
import { applyFieldChanges } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { ProgressReporter } from '../../../jobs/job-registry.ts';
import { AuthorizationRevokedError, GoogleApiError, GoogleUnavailableError, QuotaExceededError } from '../../youtube/index.ts';
import { findRun, markPendingNotSent, runItems, setItemResult, setRunState } from './runs.repository.ts';
import { editable, updateBody, type VideoApi } from './video-source.ts';

export type ApplyDeps = { db: Db; clock: Clock; api: VideoApi };

/** Why YouTube refused one video's update, as a message key. */
export function refusalKey(error: GoogleApiError): string {
  if (error.status === 404 || error.reasons.includes('videonotfound')) return 'errors.videoNotOnYoutube';
  if (error.reasons.includes('invalidcategoryid')) return 'errors.videoCategoryInvalid';
  if (error.reasons.includes('defaultlanguagenotset')) return 'errors.videoDefaultLanguageMissing';
  if (error.status === 403) return 'errors.videoUpdateForbidden';
  return 'errors.videoUpdateRefused';
}

export async function applyRun(deps: ApplyDeps, runId: number, progress: ProgressReporter): Promise<void> {
  const { db, clock, api } = deps;
  const run = await findRun(db, runId);
  if (!run || (run.state !== 'queued' && run.state !== 'running')) return;
  await setRunState(db, runId, 'running');
  const all = (await runItems(db, [runId])).get(runId) ?? [];
  const pending = all.filter((i) => i.state === 'pending');
  const total = all.length;
  let done = total - pending.length;
  const stop = async (state: 'stopped_quota' | 'failed', error: string) => {
    await markPendingNotSent(db, runId, error);
    await setRunState(db, runId, state, clock.now());
  };
  try {
    const access = await api.access(run.channel_id);
    if (!access) return await stop('failed', 'errors.videoDataNotAuthorized');
    for (let i = 0; i < pending.length; i += 50) {
      const chunk = pending.slice(i, i + 50);
      const current = new Map(
        (
          await api.list(
            access,
            chunk.map((item) => item.video_id),
          )
        ).map((m) => [m.videoId, m]),
      );
      for (const item of chunk) {
        const meta = current.get(item.video_id);
        if (!meta || meta.channelId !== run.channel_id) {
          await setItemResult(db, runId, item.video_id, 'failed', 'errors.videoNotOnYoutube');
        } else {
          const after = applyFieldChanges(editable(meta), item.changes);
          const localizationsChanged = item.changes.some((c) => c.field.startsWith('localizations.'));
          try {
            await api.update(access, updateBody(meta, after, localizationsChanged));
            await setItemResult(db, runId, item.video_id, 'applied', null);
          } catch (error) {
            if (!(error instanceof GoogleApiError) || error instanceof QuotaExceededError || error instanceof AuthorizationRevokedError) throw error;
            await setItemResult(db, runId, item.video_id, 'failed', refusalKey(error));
          }
        }
        done += 1;
        progress.set(done, total, 'jobs.videoBatchProgress', { done, total });
      }
    }
    await setRunState(db, runId, 'done', clock.now());
  } catch (error) {
    if (error instanceof QuotaExceededError) return await stop('stopped_quota', 'errors.videoDataQuota');
    if (error instanceof AuthorizationRevokedError) return await stop('failed', 'errors.videoDataNotAuthorized');
    if (error instanceof GoogleUnavailableError || error instanceof GoogleApiError) return await stop('failed', 'errors.videoDataUnavailable');
    await stop('failed', 'errors.videoDataUnavailable');
    throw error;
  }
}
