// Routes of the issue-reports area. Issue reports (spec 2, 7): filed by anyone, answered by the managing roles.
import { signedIn, type Route } from '../core/route.ts';

export const issueReportsRoutes = {
  problemReportCreate: {
    method: 'POST',
    path: '/api/v1/set_problem_report',
    summary: 'File an issue report',
    permission: signedIn,
    policy: 'ownData',
    invalidates: ['problemReportList'],
  },
  problemReportList: {
    method: 'GET',
    path: '/api/v1/get_problem_report_list',
    summary: "One's issue reports (managing roles: everyone's), newest first",
    permission: signedIn,
    policy: 'seesEveryIssueReport',
  },
  problemReportUpdate: {
    method: 'PUT',
    path: '/api/v1/problem_reports/:id',
    summary: 'Answer an issue report: status, estimated completion date, response (managing roles)',
    permission: signedIn,
    policy: 'canAnswerIssueReports',
    invalidates: ['problemReportList'],
  },
} as const satisfies Record<string, Route>;
