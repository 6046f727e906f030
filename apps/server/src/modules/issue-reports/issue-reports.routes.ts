// HTTP for issue reports. Any signed-in user files and reads their own; the service lets managing
// roles read everyone's and answer them.
import { isManagingRole } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { IssueReportsService, type ReportCaller } from './issue-reports.service.ts';

const reportCaller = (principal: Principal): ReportCaller => ({
  userId: principal.userId,
  name: principal.profile.row.name,
  staff: isManagingRole(principal.profile.accountType),
});

export function issueReportsHandlers(ctx: AppContext): Handlers {
  const service = new IssueReportsService({ db: ctx.db, clock: ctx.clock });
  return {
    problemReportCreate: async ({ principal, body }) => service.create(reportCaller(principal), body),
    problemReportList: async ({ principal, query }) => service.list(reportCaller(principal), query),
    problemReportUpdate: async ({ principal, params, body }) => service.update(reportCaller(principal), params.id, body),
  };
}
