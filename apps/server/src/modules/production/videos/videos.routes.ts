// HTTP of the video data manager: parse, delegate, answer (202 when a run was started).
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { VideosService } from './videos.service.ts';

export function productionVideoHandlers({ videos }: { videos: VideosService }): Handlers {
  return {
    productionVideos: async ({ principal, query }) => videos.list(principal.subject, query.channel_id),
    productionVideoBatch: async ({ principal, body, reply }) => {
      const answer = await videos.batch(principal.subject, body);
      if ('job_id' in answer) reply.status(202);
      return answer;
    },
    productionVideoRuns: async ({ principal, query }) => videos.runs(principal.subject, query.channel_id),
    productionVideoRunUndo: async ({ principal, params, reply }) => {
      reply.status(202);
      return videos.undo(principal.subject, params.runId);
    },
  };
}
