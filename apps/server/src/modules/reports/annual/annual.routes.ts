// HTTP for the group annual report. The route is open to signed-in callers; the group policies
// judge here, with the group in hand: a group the caller cannot see does not exist for them (404),
// one they see without downloadReport is refused (403, canDownloadGroupReport). Revenue figures
// are for the channels the caller has accounting access to (seesReportAccounting per channel).
import { canDownloadGroupReport, canSeeGroup, seesReportAccounting } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { forbidden, notFound } from '../../../http/app-error.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { findGroupInReach } from '../../groups/index.ts';
import { contentDisposition } from '../file-name.ts';
import type { GroupAnnualReports } from './group-annual.service.ts';

export function annualHandlers(annual: GroupAnnualReports, db: Db): Handlers {
  return {
    reportGroupAnnualDownload: async ({ principal, params, query, language, reply }) => {
      const subject = principal.subject;
      const group = await findGroupInReach(db, params.groupId, principal.userId);
      if (!group || !canSeeGroup(subject, group)) throw notFound();
      if (!canDownloadGroupReport(subject, group)) throw forbidden();
      const reportLanguage = query.language ?? language;
      const [report] = await annual.render(
        {
          groupId: group.id,
          year: query.year,
          language: reportLanguage,
          currency: query.currency,
          seesAccounting: (channelId) => seesReportAccounting(subject, channelId),
        },
        [query.format],
      );
      // The file name names the group, the year and the language; the ASCII fallback the group's id.
      const ascii = `group-${group.id}_annual-report_${report!.fileName.split('_').slice(-2).join('_')}`;
      return reply
        .header('content-type', report!.contentType)
        .header('content-disposition', contentDisposition(report!.fileName, ascii))
        .header('content-length', report!.body.length)
        .send(report!.body);
    },
  };
}
