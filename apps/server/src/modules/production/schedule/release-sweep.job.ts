// The publishing calendar's minute sweep (issue 29): every due release is claimed for one step (a
// lease, so two workers never post it twice at once) and stepped: Instagram and TikTok publish (or
// come back next minute while the platform processes), YouTube is confirmed public. Each release
// ends with the platform's post id and address, or an error key with its params. A release still not
// out two hours after its time fails (errors.releaseTimedOut); a failure is mailed (release-mail.ts).
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import { RELEASE_FAILED_MAIL_JOB, type ReleaseFailedMail } from './release-mail.ts';
import { claimRelease, dueReleases } from './releases.repository.ts';
import { socialStep, type SocialPublishDeps, type Step } from './social-publish.ts';
import type { YoutubeSchedule } from './youtube-schedule.ts';

export const RELEASE_SWEEP_JOB = 'production-release-sweep';
const LEASE_MS = 5 * 60_000;
const POLL_MS = 60_000;
const GIVE_UP_MS = 2 * 3_600_000;
const PER_SWEEP = 100;

export type SweepDeps = SocialPublishDeps & { clock: Clock; youtube: YoutubeSchedule; jobs: JobRegistry };

/** Steps each due release once; answers how many ended published, failed, or are still waiting. */
export async function sweepReleases(deps: SweepDeps): Promise<{ published: number; failed: number; waiting: number }> {
  const counts = { published: 0, failed: 0, waiting: 0 };
  for (const id of await dueReleases(deps.db, deps.clock.now(), PER_SWEEP)) {
    const outcome = await stepRelease(deps, id);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}

export async function stepRelease(deps: SweepDeps, id: number): Promise<'published' | 'failed' | 'waiting' | null> {
  const now = deps.clock.now();
  const release = await claimRelease(deps.db, id, now, LEASE_MS);
  if (!release) return null;
  let step: Step;
  try {
    step =
      release.platform === 'youtube'
        ? await deps.youtube.confirm(release.channel_id, release.video_id!, release.publish_at, now)
        : await socialStep(deps, release.platform, release, now);
  } catch {
    step = { kind: 'waiting', ref: release.platform_ref };
  }
  if (step.kind === 'waiting' && now.getTime() - release.publish_at.getTime() > GIVE_UP_MS) step = { kind: 'failed', error: 'errors.releaseTimedOut' };
  await save(deps, id, step, now);
  return step.kind;
}

async function save({ db, jobs }: { db: Db; jobs: JobRegistry }, id: number, step: Step, now: Date): Promise<void> {
  const q = db.updateTable('production_releases').where('id', '=', id).where('state', '=', 'publishing');
  if (step.kind === 'published') {
    await q
      .set({
        state: 'published',
        post_id: step.postId,
        post_url: step.url,
        published_at: now,
        next_check_at: null,
        error: null,
        error_params: null,
        updated_at: now,
      })
      .execute();
  } else if (step.kind === 'failed') {
    await db.transaction().execute(async (trx) => {
      const failed = await trx
        .updateTable('production_releases')
        .where('id', '=', id)
        .where('state', '=', 'publishing')
        .set({ state: 'failed', error: step.error, error_params: step.params ? JSON.stringify(step.params) : null, next_check_at: null, updated_at: now })
        .executeTakeFirst();
      if (failed.numUpdatedRows > 0n) await jobs.send<ReleaseFailedMail>(RELEASE_FAILED_MAIL_JOB, { release_id: id }, { within: trx });
    });
  } else {
    await q.set({ platform_ref: step.ref, next_check_at: new Date(now.getTime() + POLL_MS), updated_at: now }).execute();
  }
}
