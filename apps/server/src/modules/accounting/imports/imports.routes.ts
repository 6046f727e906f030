// HTTP for the imports part (contract accounting/imports.routes.ts). The route layer has checked
// the page and the subject policies; object scope (an owner's own channels) is the service's.
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { incomingFiles } from '../../../http/streaming-upload.ts';
import type { Caller, ImportsService } from './imports.service.ts';
import { sendTableExport } from '../../../storage/table-export.ts';
import { cmsChannelsSheet, cmsVideosSheet } from './summary-export.ts';

const callerOf = (principal: Principal): Caller => ({
  subject: principal.subject,
  hasCmsFlag: principal.profile.row.has_cms_permissions,
  actor: { userId: principal.userId, realUserId: principal.realUserId },
});

export function importsHandlers(service: ImportsService): Handlers {
  return {
    accountingUpload: async ({ req, reply, principal, language, query }) => {
      const answer = await service.upload(incomingFiles(req), callerOf(principal).actor, language, query.confirm_empty ?? false);
      if ('upload_id' in answer) reply.status(202);
      return answer;
    },
    accountingUploadStatus: async ({ params }) => service.uploadStatus(params.uploadId),
    accountingRevenue: async ({ query, principal }) => service.revenue(callerOf(principal), query.month, query.channel_id),
    accountingMonthStatus: async ({ query }) => service.monthStatus(query.month),
    accountingUnmatched: async ({ query }) => service.unmatched(query.month),
    accountingUnmatchedAssign: async ({ body, principal }) => service.assign(callerOf(principal).actor, body.source_channel_id, body.channel_id),
    accountingCmsChannels: async ({ query, principal }) => {
      const { items, total, sum_total } = await service.cmsChannels(callerOf(principal), query.month, query);
      return { month: query.month, items, total, sum_total, page: query.page, page_size: query.page_size };
    },
    accountingCmsVideos: async ({ query, principal }) => {
      const { items, total, sum_total } = await service.cmsVideos(callerOf(principal), query.month, query.channel_id, query);
      return { month: query.month, items, total, sum_total, page: query.page, page_size: query.page_size };
    },
    accountingCmsChannelsExport: async ({ query, principal, reply, language }) => {
      const { items } = await service.cmsChannels(callerOf(principal), query.month, null);
      const sheet = cmsChannelsSheet(query.month, items, language);
      return sendTableExport(reply, { name: sheet.name, sheets: [sheet], format: query.format, language });
    },
    accountingCmsVideosExport: async ({ query, principal, reply, language }) => {
      const { items } = await service.cmsVideos(callerOf(principal), query.month, query.channel_id, null);
      const sheet = cmsVideosSheet(query.month, items, language);
      return sendTableExport(reply, { name: sheet.name, sheets: [sheet], format: query.format, language });
    },
  };
}
