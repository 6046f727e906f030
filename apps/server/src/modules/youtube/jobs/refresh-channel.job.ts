// The refresh task (queue 'channel-refresh'): refreshes one channel from YouTube with the grant it
// is linked to. Reads everything first (token refresh, channel, videos, comments, metrics, audience), then
// writes it all in one transaction. Quota and outages are retried later with backoff; a channel
// without a live grant, or a grant Google no longer honours, ends the task with that error. The
// error is also kept on the channel's source (channel_sources.last_error) for its owner to see.
import type { AppContext } from '../../../app-context.ts';
import { JobFailure } from '../../../jobs/index.ts';
import { queueInsightAfterRefresh } from '../../../jobs/channel-analysis-queue.ts';
import { queueRevenueHealthCheck } from '../../../jobs/revenue-health-queue.ts';
import { readChannelSnapshot } from '../channel-snapshot.ts';
import { channelDataThrough, commentedVideos, knownVideos, writeChannelSnapshot } from '../channel-refresh.repository.ts';
import { AuthorizationRevokedError, GoogleApiError, GoogleUnavailableError, QuotaExceededError } from '../google-http.ts';
import { SCOPES, refreshAccessToken } from '../google-oauth.ts';
import { REFRESH_FAILED, REFRESH_QUEUE, type RefreshOutcome, type RefreshTask } from '../refresh-queue.ts';
import { tokenCipher } from '../token-cipher.ts';

import { findChannelSource, recordSourceError, storeAccessToken, type AuthorizationRow } from '../youtube.repository.ts';
import { addDays, toDay } from '@chorus/contract';

export const NOT_AUTHORIZED = 'errors.youtubeNotAuthorized';
export const AUTHORIZATION_REVOKED = 'errors.youtubeAuthorizationRevoked';
export const QUOTA = 'errors.youtubeQuota';
/** Google refuses this channel's data to this grant (spec 8: "Data not obtained; confirm the channel joined the creator CMS"). */
export const DATA_REFUSED = 'errors.dataNotObtained';

type Log = (message: string) => void;

/** Registers the refresh task's handler with the job registry (its worker runs where the process runs workers). */
export function registerRefreshJob(ctx: AppContext): void {
  ctx.jobs.register<RefreshTask>(
    REFRESH_QUEUE,
    async (task, job) => {
      let outcome: RefreshOutcome;
      try {
        outcome = await refreshChannel(ctx, task, job.log);
      } catch (error) {
        job.log(`refresh of ${task.channel_id} failed: ${(error as Error).message}`);
        outcome = { status: 'retry', error: REFRESH_FAILED };
      }
      if (outcome.status !== 'completed') throw new JobFailure(outcome.error, { retry: outcome.status === 'retry' });
    },
    {
      policy: 'exclusive',
      concurrency: ctx.config.youtube.refreshConcurrency,
      retryLimit: 8,
      retryDelaySeconds: ctx.config.youtube.refreshRetrySeconds,
      retryBackoff: true,
      retryDelayMaxSeconds: 6 * 3600,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 7 * 24 * 3600,
    },
  );
}

/** Starts this process's refresh worker. Polls every 2 s. */
export async function startRefreshWorker(ctx: AppContext, options: { pollingIntervalSeconds?: number; log?: Log } = {}): Promise<void> {
  await ctx.jobs.startWorkers({ names: [REFRESH_QUEUE], pollingIntervalSeconds: options.pollingIntervalSeconds, log: options.log });
}

export async function refreshChannel(ctx: AppContext, task: RefreshTask, log: Log = () => {}): Promise<RefreshOutcome> {
  const channelId = task.channel_id;
  const now = ctx.clock.now();
  try {
    const channel = await channelDataThrough(ctx.db, channelId);
    if (!channel.exists) return { status: 'failed', error: 'errors.notFound' };
    const grant = await findChannelSource(ctx.db, channelId);
    if (!grant || !grant.refresh_token_encrypted) return { status: 'failed', error: NOT_AUTHORIZED };
    if (!ctx.config.youtube.clientId) return failure(ctx, channelId, { status: 'failed', error: 'errors.oauthNotConfigured' }, now);

    const accessToken = await accessTokenFor(ctx, grant, now);
    const today = toDay(now);
    const daysAgo = Math.max(1, Math.min(Number(task.days_ago) || 4, ctx.config.youtube.backfillDays));
    const earliest = addDays(today, -ctx.config.youtube.backfillDays);
    // Mode add: the last `days_ago` days again (YouTube fills them in late), and any gap since the last refresh.
    let start = channel.dataThrough === null ? earliest : addDays(channel.dataThrough, 1);
    if (start > addDays(today, -daysAgo)) start = addDays(today, -daysAgo);
    if (start < earliest) start = earliest;

    const snapshot = await readChannelSnapshot({
      channelId,
      role: grant.role,
      contentOwnerId: grant.content_owner_id,
      monetary: grant.scopes.includes(SCOPES.monetary),
      accessToken,
      urls: ctx.config.youtube,
      timeoutMs: ctx.config.youtube.requestTimeoutMs,
      start,
      end: today,
      knownVideos: await knownVideos(ctx.db, channelId),
      commentedVideos: await commentedVideos(ctx.db, channelId),
      comments: ctx.config.youtube.comments,
    });
    // The revenue health check of the refreshed days (issue 30) is queued with the write: a refresh
    // that commits always has its check.
    await writeChannelSnapshot(ctx.db, snapshot, now, (trx) => queueRevenueHealthCheck(ctx.jobs, channelId, trx));
    // Every process drops what it keeps of the channel's row (modules/channels/channel-catalog.ts).
    ctx.bus.publish({ kind: 'channel', id: channelId });
    // The insight pages' stored analysis and search keywords follow the refresh (issue 13). The refresh
    // stands even when they cannot be queued; the next refresh queues them again.
    await queueInsightAfterRefresh(ctx.jobs, channelId).catch((error: unknown) => log(`insight work of ${channelId} not queued: ${(error as Error).message}`));
    return { status: 'completed' };
  } catch (error) {
    log(`refresh of ${channelId}: ${(error as Error).message}`);
    return failure(ctx, channelId, outcomeOf(error), now);
  }
}

function outcomeOf(error: unknown): Exclude<RefreshOutcome, { status: 'completed' }> {
  if (error instanceof QuotaExceededError) return { status: 'retry', error: QUOTA };
  if (error instanceof AuthorizationRevokedError) return { status: 'failed', error: AUTHORIZATION_REVOKED };
  if (error instanceof GoogleUnavailableError) return { status: 'retry', error: REFRESH_FAILED };
  // Google refused the request itself (a channel the grant no longer covers, a forbidden report):
  // asking again will not help. Its own troubles (5xx) and an expired access token may pass.
  if (error instanceof GoogleApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408) {
    return { status: 'failed', error: DATA_REFUSED };
  }
  return { status: 'retry', error: REFRESH_FAILED };
}

async function failure(ctx: AppContext, channelId: string, outcome: Exclude<RefreshOutcome, { status: 'completed' }>, now: Date): Promise<RefreshOutcome> {
  await recordSourceError(ctx.db, channelId, outcome.error, now).catch(() => {});
  return outcome;
}

/** A live access token: the stored one while it has a minute left, else a new one from the refresh token. */
export async function accessTokenFor(ctx: AppContext, grant: AuthorizationRow, now: Date): Promise<string> {
  const cipher = await tokenCipher(ctx.config.youtube, ctx.config.dataDir);
  if (grant.access_token_encrypted && grant.access_token_expires_at && grant.access_token_expires_at.getTime() > now.getTime() + 60_000) {
    try {
      return cipher.decrypt(grant.access_token_encrypted, 'access', grant.user_id);
    } catch {
      // Unreadable (the key changed): fall through to a new one.
    }
  }
  let refreshToken: string;
  try {
    refreshToken = cipher.decrypt(grant.refresh_token_encrypted, 'refresh', grant.user_id);
  } catch {
    // Encrypted with another key: only a new authorization can help.
    throw new AuthorizationRevokedError('token', 0, ['undecryptable'], 'the stored refresh token cannot be read with the current key');
  }
  const tokens = await refreshAccessToken(ctx.config.youtube, refreshToken);
  await storeAccessToken(
    ctx.db,
    grant.id,
    cipher.encrypt(tokens.accessToken, 'access', grant.user_id),
    new Date(now.getTime() + tokens.expiresIn * 1000),
    tokens.refreshToken ? cipher.encrypt(tokens.refreshToken, 'refresh', grant.user_id) : null,
  );
  return tokens.accessToken;
}
