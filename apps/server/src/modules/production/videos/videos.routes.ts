// HTTP of the video data manager: parse, delegate, answer (202 when a run was started).
import { VIDEO_SHEET_MAX_BYTES } from '@chorus/contract';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { readSmallUpload, sendXlsx } from '../../../http/small-upload.ts';
import type { VideosService } from './videos.service.ts';

export function productionVideoHandlers({ videos }: { videos: VideosService }): Handlers {
  return {
    productionVideos: async ({ principal, query }) => videos.list(principal.subject, query.channel_id),
    productionVideoBatch: async ({ principal, body, reply }) => {
      const answer = await videos.batch(principal.subject, body);
      if ('job_id' in answer) reply.status(202);
      return answer;
    },
    productionVideosXlsx: async ({ principal, query, reply, language }) =>
      sendXlsx(reply, `videos-${query.channel_id}.xlsx`, await videos.sheet(principal.subject, query.channel_id, language)),
    productionVideosXlsxUpload: async ({ principal, query, req }) =>
      videos.readSheet(principal.subject, query.channel_id, () => readSmallUpload(req, VIDEO_SHEET_MAX_BYTES)),
    productionVideoRuns: async ({ principal, query }) => videos.runs(principal.subject, query.channel_id),
    productionVideoRunUndo: async ({ principal, params, reply }) => {
      reply.status(202);
      return videos.undo(principal.subject, params.runId);
    },
  };
}
