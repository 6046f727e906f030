// The video data manager's use cases (issue 29): list a channel's videos, preview or start a bulk
// edit, the history of runs, and undo a run. Every run stores its preview (each field's before and
// after) before its job sends anything: the job sends exactly those after values, and undo is a new
// run that sends the before values back.
import {
  editsVideoData,
  previewBatch,
  readsVideoData,
  undoChanges,
  VIDEO_UPDATE_UNITS,
  type ProductionVideo,
  type Subject,
  type VideoBatchBody,
  type VideoBatchPreview,
  type VideoChange,
  type VideoFieldChange,
  type VideoRun,
} from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import type { JobRegistry } from '../../../jobs/job-registry.ts';
import { editable, fromStored, fromYoutube, storedVideos, videoApiRefusal, type VideoApi } from './video-source.ts';
import { readVideoSheet, videoWorkbook } from './video-sheet.ts';
import { gateChannel } from '../channel-gate.ts';
import { findRun, insertRun, listRuns, runItems, setRunJob, unfinishedRun } from './runs.repository.ts';

export const VIDEO_BATCH_JOB = 'production-video-batch';
export type VideoBatchJob = { run_id: number };
const HISTORY_RUNS = 50;

type Deps = { db: Db; clock: Clock; jobs: JobRegistry; api: VideoApi };
export type Accepted = { job_id: string; run_id: number; quota_units: number };

export class VideosService {
  private readonly deps: Deps;
  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** The channel exists and the caller reads its video data (else 404); with `edits`, may edit it (else 403). */
  private channel(subject: Subject, channelId: string, edits: boolean): Promise<void> {
    return gateChannel(this.deps.db, subject, channelId, readsVideoData, edits ? editsVideoData : null);
  }

  async list(subject: Subject, channelId: string): Promise<{ items: ProductionVideo[]; source: 'youtube' | 'stored' }> {
    await this.channel(subject, channelId, false);
    const stored = await storedVideos(this.deps.db, channelId);
    const access = await this.access(channelId, false);
    if (!access) return { items: stored.map(fromStored), source: 'stored' };
    const live = new Map(
      (
        await this.call(() =>
          this.deps.api.list(
            access,
            stored.map((v) => v.video_id),
          ),
        )
      ).map((m) => [m.videoId, m]),
    );
    return { items: stored.map((v) => (live.has(v.video_id) ? fromYoutube(live.get(v.video_id)!) : fromStored(v))), source: 'youtube' };
  }

  /** The channel's videos as an .xlsx to edit, its headings in the requester's language. */
  async sheet(subject: Subject, channelId: string, language: LocaleCode): Promise<Buffer> {
    return videoWorkbook((await this.list(subject, channelId)).items, language);
  }

  /** An edited .xlsx read back: its changes (to apply with `batch`) and their preview; nothing is sent. */
  async readSheet(subject: Subject, channelId: string, upload: () => Promise<Buffer>): Promise<VideoBatchPreview & { batch: VideoChange[] }> {
    await this.channel(subject, channelId, true);
    const batch = await readVideoSheet(await upload());
    try {
      return { ...(await this.preview(channelId, batch)), batch };
    } catch (error) {
      // A video of no row of this channel: say which line.
      const field = error instanceof DomainError ? Object.keys(error.fields ?? {})[0] : undefined;
      const index = field ? Number(/^changes\.(\d+)\./.exec(field)?.[1]) : NaN;
      if (Number.isNaN(index)) throw error;
      throw new DomainError('errors.videoSheetRow', { params: { row: index + 2 }, fields: { [`rows.${index + 2}.video_id`]: 'validation.videoNotInChannel' } });
    }
  }

  /** The preview (dry run), or the run stored with its preview and its job queued. */
  async batch(subject: Subject, body: VideoBatchBody): Promise<VideoBatchPreview | Accepted> {
    await this.channel(subject, body.channel_id, true);
    const preview = await this.preview(body.channel_id, body.changes);
    if (body.dry_run) return preview;
    return this.start(subject, body.channel_id, null, preview);
  }

  async runs(subject: Subject, channelId: string): Promise<{ items: VideoRun[] }> {
    await this.channel(subject, channelId, false);
    const runs = await listRuns(this.deps.db, channelId, HISTORY_RUNS);
    const items = await runItems(
      this.deps.db,
      runs.map((r) => r.id),
    );
    return {
      items: runs.map((run) => ({
        run_id: run.id,
        channel_id: run.channel_id,
        job_id: run.job_id,
        undo_of: run.undo_of,
        undone_by: run.undone_by,
        state: run.state,
        quota_units: run.quota_units,
        created_at: run.created_at.toISOString(),
        created_by: run.created_by,
        results: (items.get(run.id) ?? []).map((i) => ({ video_id: i.video_id, state: i.state, error: i.error, changes: i.changes })),
      })),
    };
  }

  /** A new run putting back the before values of every video the run updated. */
  async undo(subject: Subject, runId: number): Promise<Accepted> {
    const run = await findRun(this.deps.db, runId);
    if (!run) throw notFound();
    await this.channel(subject, run.channel_id, true);
    const undone = await this.deps.db.selectFrom('production_video_runs').select('id').where('undo_of', '=', runId).executeTakeFirst();
    const applied = ((await runItems(this.deps.db, [runId])).get(runId) ?? []).filter((i) => i.state === 'applied');
    if (run.state === 'queued' || run.state === 'running' || undone || applied.length === 0) throw new DomainError('errors.videoRunNotUndoable');
    const preview = await this.preview(run.channel_id, undoChanges(applied.flatMap((i) => i.changes)));
    return this.start(subject, run.channel_id, runId, preview);
  }

  private async preview(channelId: string, changes: readonly VideoChange[]): Promise<VideoBatchPreview> {
    const access = await this.access(channelId, true);
    const found = await this.call(() =>
      this.deps.api.list(
        access!,
        changes.map((c) => c.video_id),
      ),
    );
    const current = new Map(found.filter((m) => m.channelId === channelId).map((m) => [m.videoId, editable(m)]));
    const fields: Record<string, string> = {};
    changes.forEach((change, i) => {
      if (!current.has(change.video_id)) fields[`changes.${i}.video_id`] = 'validation.videoNotInChannel';
    });
    if (Object.keys(fields).length > 0) throw new DomainError('errors.invalidInput', { fields });
    return previewBatch(current, changes);
  }

  private async start(subject: Subject, channelId: string, undoOf: number | null, preview: VideoBatchPreview): Promise<Accepted> {
    if (preview.changes.length === 0) throw new DomainError('validation.nothingToChange');
    const byVideo = new Map<string, VideoFieldChange[]>();
    for (const row of preview.changes) byVideo.set(row.video_id, [...(byVideo.get(row.video_id) ?? []), row]);
    const videos = [...byVideo].map(([videoId, changes]) => ({ videoId, changes }));
    const quotaUnits = videos.length * VIDEO_UPDATE_UNITS;
    return this.deps.db.transaction().execute(async (trx) => {
      // One run per channel at a time: the lock orders two starts of the same channel.
      await trx.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).forUpdate().execute();
      if ((await unfinishedRun(trx, channelId)) !== null) throw new DomainError('errors.videoRunBusy');
      const runId = await insertRun(trx, { channelId, undoOf, quotaUnits, createdBy: subject.id, now: this.deps.clock.now() }, videos);
      const jobId = await this.deps.jobs.send<VideoBatchJob>(
        VIDEO_BATCH_JOB,
        { run_id: runId },
        { ownerId: subject.id, label: 'jobs.videoBatch', within: trx },
      );
      if (!jobId) throw new DomainError('errors.videoRunBusy');
      await setRunJob(trx, runId, jobId);
      return { job_id: jobId, run_id: runId, quota_units: quotaUnits };
    });
  }

  private async access(channelId: string, required: boolean) {
    const access = await this.call(() => this.deps.api.access(channelId));
    if (!access && required) throw new DomainError('errors.videoDataNotAuthorized');
    return access;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw videoApiRefusal(error);
    }
  }
}
