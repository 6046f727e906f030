// HTTP for case videos, the schedule and the performance report. The route layer has checked the
// permission and the subject policies (canManageCaseVideos, canSeeCollabSchedule); the services
// apply the package scope (canSeePackage) to what they load.
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { CaseVideosService, PerformanceCaller } from './case-videos.service.ts';
import { sendPerformanceExport } from './report-export.ts';
import type { PerformanceReportService } from './report.service.ts';
import type { ScheduleService } from './schedule.service.ts';

const caller = (principal: Principal, _req: FastifyRequest): PerformanceCaller => ({
  userId: principal.userId,
  realUserId: principal.realUserId,
  subject: principal.subject,
});

export function performanceHandlers(s: { caseVideos: CaseVideosService; schedule: ScheduleService; reports: PerformanceReportService }): Handlers {
  return {
    collabCaseVideos: async ({ req, principal, params }) => ({ videos: await s.caseVideos.list(caller(principal, req), params.caseId) }),
    collabCaseVideoAdd: async ({ req, principal, params, body }) => s.caseVideos.add(caller(principal, req), params.caseId, body.video),
    collabCaseVideoRemove: async ({ req, principal, params }) => {
      await s.caseVideos.remove(caller(principal, req), params.caseId, params.videoId);
      return { ok: true as const };
    },
    collabSchedule: async ({ principal, query }) => s.schedule.list(principal.subject, query.when, query.month),
    collabPerformancePackages: async ({ principal }) => s.reports.packages(principal.subject),
    collabPerformanceReport: async ({ principal, params }) => s.reports.report(principal.subject, params.packageId),
    collabPerformanceExport: async ({ principal, params, query, reply }) =>
      sendPerformanceExport(reply, await s.reports.report(principal.subject, params.packageId), query.format),
  };
}
