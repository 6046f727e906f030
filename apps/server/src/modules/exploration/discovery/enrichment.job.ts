// The enrichment job (issue 26): reads new candidates' recent uploads from YouTube's public data
// (playlistItems.list and videos.list, 1 unit each per page of 50, from the shared 10,000 a day, not
// the search allowance) and stores the figures of channel-figures.ts and the language detected from
// the channel's and its uploads' titles and descriptions. Queued by a search in the transaction that
// stores the candidates, with its progress row (GET /api/v1/jobs/{id}).
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import { detectLanguage } from '../../insight/index.ts';
import { GoogleApiError, getVideos, listUploads, QuotaExceededError, videoKind, type ApiAccess } from '../../youtube/index.ts';
import { saveFigures } from './candidates.repository.ts';
import { figuresOf, topicsOf, type RecentUpload } from './channel-figures.ts';

export const ENRICH_QUEUE = 'exploration.enrich';
const DAY = 86_400_000;

type Deps = { db: Db; clock: Clock; jobs: JobRegistry; access: () => ApiAccess | null };

/** Reads one channel's recent uploads and stores its figures; a channel YouTube no longer lists gets empty figures. */
export async function enrichChannel(deps: Pick<Deps, 'db' | 'clock'>, access: ApiAccess, channelId: string): Promise<void> {
  const now = deps.clock.now();
  const row = await deps.db
    .selectFrom('exploration_channels')
    .select(['title', 'description', 'topics'])
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  if (!row) return;
  let uploads: RecentUpload[] = [];
  let titles = '';
  try {
    const entries = await listUploads(access, `UU${channelId.slice(2)}`, new Date(now.getTime() - 90 * DAY));
    // The last 30 uploads, and any other of the last 90 days (for the cadence).
    const since = now.getTime() - 90 * DAY;
    const wanted = entries.filter((e, i) => i < 30 || (e.publishedAt !== null && Date.parse(e.publishedAt) >= since)).map((e) => e.videoId);
    const videos = await getVideos(access, wanted);
    uploads = videos.map((v) => ({
      publishedAt: new Date(v.publishedAt),
      durationSeconds: v.durationSeconds,
      views: v.views,
      kind: videoKind(v),
      tags: v.tags,
    }));
    titles = videos
      .slice(0, 30)
      .map((v) => `${v.title}\n${v.description.slice(0, 500)}`)
      .join('\n');
  } catch (error) {
    // No uploads playlist (404) or a channel gone: figures stay empty. Quota and outages fail the job (retried).
    if (error instanceof QuotaExceededError || !(error instanceof GoogleApiError) || error.status >= 500) throw error;
  }
  await saveFigures(
    deps.db,
    channelId,
    { ...figuresOf(uploads, now), language: detectLanguage(`${row.title}\n${row.description}\n${titles}`), topics: topicsOf(row.topics, uploads) },
    now,
  );
}

export function registerEnrichmentJob(deps: Deps): void {
  deps.jobs.register<{ channelIds: string[] }>(
    ENRICH_QUEUE,
    async ({ channelIds }, job) => {
      const access = deps.access();
      if (!access) return;
      job.progress.set(0, channelIds.length, 'jobs.explorationEnrichProgress', { done: 0, total: channelIds.length });
      for (const [i, channelId] of channelIds.entries()) {
        await enrichChannel(deps, access, channelId);
        job.progress.set(i + 1, channelIds.length, 'jobs.explorationEnrichProgress', { done: i + 1, total: channelIds.length });
      }
    },
    { concurrency: 1, retryLimit: 3, retryDelaySeconds: 600, retryBackoff: true, expireInSeconds: 30 * 60, deleteAfterSeconds: 7 * 24 * 3600 },
  );
}
