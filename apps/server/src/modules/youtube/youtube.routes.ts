// HTTP for YouTube authorization and channel refresh: parse, delegate, answer.
import type { Handlers } from '../../http/register-endpoints.ts';
import type { RefreshQueue } from '../../ports/refresh-queue.ts';
import type { CallbackResult, YoutubeService } from './youtube.service.ts';

/** The profile page, where channel authorization lives, with the callback's result. */
export function callbackLocation(outcome: CallbackResult): string {
  const query = new URLSearchParams({ youtube: outcome.result });
  if (outcome.result === 'linked') query.set('channels', String(outcome.channels));
  return `/dashboard/info?${query.toString()}`;
}

export function youtubeHandlers({ youtube, refreshQueue }: { youtube: YoutubeService; refreshQueue: RefreshQueue }): Handlers {
  return {
    youtubeOauthStart: async ({ principal, query }) => youtube.start(principal.userId, query.role),
    youtubeOauthCallback: async ({ principal, query, reply, req }) => {
      const outcome = await youtube.callback(principal.userId, query, (m) => req.log.warn(m));
      return reply.header('cache-control', 'no-store').redirect(callbackLocation(outcome), 303);
    },
    youtubeAuthorizations: async ({ principal }) => youtube.list(principal.userId),
    youtubeRevoke: async ({ principal, params, req }) => {
      await youtube.revoke(principal.subject, params.id, (m) => req.log.warn(m));
      return { ok: true as const };
    },
    channelRefresh: async ({ params, principal }) => ({ task_id: await refreshQueue.enqueue(params.channelId, { ownerId: principal.userId }) }),
  };
}
