// HTTP of the live streams page. The route layer has already checked that the caller may see the
// channel (404 otherwise) and holds the videoStream page for it (403 otherwise).
import { sendPacked } from '../../../cache/packed-answer.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { LiveStreamsService } from './live.service.ts';

export function liveHandlers({ live }: { live: LiveStreamsService }): Handlers {
  return {
    channelLive: async ({ req, reply, params, query }) => sendPacked(req, reply, await live.live(params.channelId, query)),
  };
}
