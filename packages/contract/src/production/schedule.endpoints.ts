// The publishing calendar's routes with their schemas, by route id (merged in endpoints.ts).
import { noBodySchema } from '../core/common.ts';
import * as schemas from './schedule.schemas.ts';

export const productionScheduleSchemas = {
  productionSchedule: { query: schemas.releaseScheduleQuerySchema, response: schemas.releaseScheduleSchema },
  productionScheduleCreate: { body: schemas.releaseCreateSchema, response: schemas.releaseSchema },
  productionScheduleReschedule: { params: schemas.releaseParamsSchema, body: schemas.releaseRescheduleSchema, response: schemas.releaseSchema },
  productionScheduleCancel: { params: schemas.releaseParamsSchema, body: noBodySchema, response: schemas.releaseSchema },
} as const;
