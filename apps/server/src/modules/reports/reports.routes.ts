// HTTP for channel reports: the route layer has checked the channel scope (unseen: 404) and the
// report page on the channel; the object policy canDownloadChannelReport (downloadReport there) is
// judged here, with the channel in hand.
import { canDownloadChannelReport, seesReportAccounting } from '@chorus/contract';
import { forbidden } from '../../http/app-error.ts';
import { callerSubject } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { contentDisposition } from './file-name.ts';
import type { ReportService } from './report.service.ts';

export function reportsHandlers(reports: ReportService): Handlers {
  return {
    reportChannelDownload: async ({ principal, params, query, language, reply }) => {
      const subject = callerSubject(principal);
      if (!canDownloadChannelReport(subject, params.channelId)) throw forbidden();
      const index = query.period === 'quarterly' ? query.quarter : query.period === 'monthly' ? query.month : query.week;
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
      const ascii = `report_${params.channelId}_${report.fileName.split('_').slice(-2).join('_')}`;
      return reply
        .header('content-type', report.contentType)
        .header('content-disposition', contentDisposition(report.fileName, ascii))
        .header('content-length', report.body.length)
        .send(report.body);
    },
  };
}
