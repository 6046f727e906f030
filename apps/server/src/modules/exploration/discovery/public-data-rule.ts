// The 30-day rule (issue 26; YouTube Developer Policies III.E.4): public data of channels outside
// the network is kept at most 30 days. Once a day, candidates read more than 30 days ago are read
// again (channels.list, 50 a call, from the shared allowance) and their figures queued to be read
// again; those YouTube no longer returns, and all of them when no API key is configured, are deleted
// with the stored searches older than 30 days. Prospects keep only the channel id and the team's own
// notes, so a prospect whose channel was deleted shows its id until the channel is found again.
import { PUBLIC_DATA_MAX_DAYS } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { registerDailyCleanup, type JobRegistry } from '../../../jobs/index.ts';
import { getPublicChannels, type ApiAccess } from '../../youtube/index.ts';
import { upsertCandidates } from './candidates.repository.ts';
import { candidateFrom } from './discovery.service.ts';
import { ENRICH_QUEUE } from './enrichment.job.ts';

export const PUBLIC_DATA_QUEUE = 'exploration.public-data';
/** Every day at 04:20 UTC. */
const PUBLIC_DATA_CRON = '20 4 * * *';
/** Channels read again in one run at most (50 a call); the rest wait for the next day only if still under 30 days, else they are deleted. */
const REFRESH_PER_RUN = 5000;
const DAY = 86_400_000;

type Deps = { db: Db; clock: Clock; jobs: JobRegistry; access: () => ApiAccess | null };

export type PublicDataOutcome = { refreshed: number; removed: number; searchesRemoved: number };

export async function applyPublicDataRule(deps: Deps): Promise<PublicDataOutcome> {
  const now = deps.clock.now();
  const limit = new Date(now.getTime() - PUBLIC_DATA_MAX_DAYS * DAY);
  const stale = await deps.db
    .selectFrom('exploration_channels')
    .select('channel_id')
    .where('fetched_at', '<', limit)
    .orderBy('fetched_at')
    .limit(REFRESH_PER_RUN)
    .execute();
  const ids = stale.map((r) => r.channel_id);
  const access = deps.access();
  const channels = access && ids.length > 0 ? await getPublicChannels(access, ids) : [];
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await upsertCandidates(trx, channels.map(candidateFrom), now);
    if (channels.length > 0)
      await deps.jobs.send(ENRICH_QUEUE, { channelIds: channels.map((c) => c.channelId) }, { label: 'jobs.explorationEnrich', within: trx });
    // Everything still older than 30 days (not returned, or past this run's share) goes.
    const removed = await trx.deleteFrom('exploration_channels').where('fetched_at', '<', limit).executeTakeFirst();
    const searches = await trx.deleteFrom('exploration_searches').where('searched_at', '<', limit).executeTakeFirst();
    return { refreshed: channels.length, removed: Number(removed.numDeletedRows), searchesRemoved: Number(searches.numDeletedRows) };
  });
  return outcome;
}

export function registerPublicDataRule(deps: Deps): void {
  registerDailyCleanup(deps.jobs, PUBLIC_DATA_QUEUE, PUBLIC_DATA_CRON, async (job) => {
    const outcome = await applyPublicDataRule(deps);
    job.log(`exploration public data: ${outcome.refreshed} channels read again, ${outcome.removed} removed, ${outcome.searchesRemoved} searches removed`);
  });
}
