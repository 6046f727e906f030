// HTTP for issue reports. Any signed-in user files and reads their own; answering is the managing
// roles' (policy canAnswerIssueReports, judged by the route layer), and the service lists everyone's
// for them (seesEveryIssueReport).
import type { Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { IssueReportsService, ReportCaller } from './issue-reports.service.ts';

const reportCaller = (principal: Principal): ReportCaller => ({
  userId: principal.userId,
  name: principal.profile.row.name,
  subject: principal.subject,
});

export function issueReportsHandlers({ service }: { service: IssueReportsService }): Handlers {
  return {
    problemReportCreate: async ({ principal, body }) => service.create(reportCaller(principal), body),
    problemReportList: async ({ principal, query }) => service.list(reportCaller(principal), query),
    problemReportUpdate: async ({ principal, params, body }) => service.update(reportCaller(principal), params.id, body),
  };
}
