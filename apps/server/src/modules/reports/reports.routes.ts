// HTTP for channel reports: the route layer has checked the channel scope (unseen: 404) and the
// report page on the channel; the object policy canDownloadChannelReport (downloadReport there) is
// judged here, with the channel in hand.
import { canDownloadChannelReport, periodPartOf, seesReportAccounting } from '@chorus/contract';
import { forbidden } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { contentDisposition } from './file-name.ts';
import type { FastifyReply } from 'fastify';
import type { RenderedReport, ReportService } from './report.service.ts';

/** The file with its name (UTF-8 and an ASCII fallback naming the channel, the period or day, the language). */
function send(reply: FastifyReply, report: RenderedReport, channelId: string) {
  const ascii = `report_${channelId}_${report.fileName.split('_').slice(-2).join('_')}`;
  return reply
    .header('content-type', report.contentType)
    .header('content-disposition', contentDisposition(report.fileName, ascii))
    .header('content-length', report.body.length)
    .send(report.body);
}

export function reportsHandlers(reports: ReportService): Handlers {
  return {
    reportChannelDownload: async ({ principal, params, query, language, reply }) => {
      const subject = principal.subject;
      if (!canDownloadChannelReport(subject, params.channelId)) throw forbidden();
      const index = query[periodPartOf[query.period]];
      const report = await reports.renderChannelReport({
        channelId: params.channelId,
        period: query.period,
        year: query.year,
        index,
        format: query.format,
        language: query.language ?? language,
        currency: query.currency,
        includeAccounting: seesReportAccounting(subject, params.channelId),
      });
      return send(reply, report, params.channelId);
    },
    reportLatestVideoDownload: async ({ principal, params, query, language, reply }) => {
      if (!canDownloadChannelReport(principal.subject, params.channelId)) throw forbidden();
      const report = await reports.renderLatestVideoReport({ channelId: params.channelId, format: query.format, language: query.language ?? language });
      return send(reply, report, params.channelId);
    },
  };
}
