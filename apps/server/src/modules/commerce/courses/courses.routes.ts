// HTTP for the courses part (contract commerce/courses.routes.ts). The route layer has checked the
// subject policies; object scope (a channel in reach, the catalogue's editors) is the service's.
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { incomingFiles } from '../../../http/streaming-upload.ts';
import type { LocaleCode } from '@chorus/i18n';
import type { CoursesCaller, CoursesService } from './courses.service.ts';

const callerOf = (principal: Principal, language: LocaleCode): CoursesCaller => ({
  subject: principal.subject,
  actor: { userId: principal.userId, realUserId: principal.realUserId },
  language,
});

export function coursesHandlers(service: CoursesService): Handlers {
  return {
    coursesList: async ({ principal, query }) => service.list(principal.subject, query.channel_id),
    coursesCreate: async ({ principal, body, language }) => service.create(callerOf(principal, language), body),
    coursesUpdate: async ({ principal, params, body, language }) => service.update(callerOf(principal, language), params.courseId, body),
    coursesSalesUpload: async ({ req, reply, principal, query, language }) => {
      const answer = await service.upload(incomingFiles(req), callerOf(principal, language), query, Number(req.headers['content-length'] ?? 0));
      if ('upload_id' in answer) reply.status(202);
      return answer;
    },
    coursesSalesUploadStatus: async ({ params }) => service.uploadStatus(params.uploadId),
    coursesSalesEnter: async ({ principal, body, language }) => service.enter(callerOf(principal, language), body),
    coursesRevenue: async ({ principal, query }) => service.revenue(principal.subject, query.month, query.channel_id),
    coursesRevenueMonths: async ({ principal, query }) => service.months(principal.subject, query.channel_id, query.from, query.to),
  };
}
