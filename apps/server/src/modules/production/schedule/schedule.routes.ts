// HTTP of the publishing calendar: parse, delegate, answer.
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ScheduleService } from './schedule.service.ts';

export function productionScheduleHandlers({ schedule }: { schedule: ScheduleService }): Handlers {
  return {
    productionSchedule: async ({ principal, query }) => schedule.list(principal.subject, query),
    productionScheduleCreate: async ({ principal, body, reply }) => {
      reply.status(201);
      return schedule.create(principal.subject, body);
    },
    productionScheduleReschedule: async ({ principal, params, body }) => schedule.reschedule(principal.subject, params.releaseId, body.publish_at),
    productionScheduleCancel: async ({ principal, params }) => schedule.cancel(principal.subject, params.releaseId),
  };
}
