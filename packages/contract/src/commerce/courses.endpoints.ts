// The commerce area's courses routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema } from '../core/common.ts';
import {
  courseCreateAnswerSchema,
  courseCreateBodySchema,
  courseIdParamsSchema,
  courseUpdateBodySchema,
  courseRevenueAnswerSchema,
  courseRevenueMonthsAnswerSchema,
  courseRevenueMonthsQuerySchema,
  courseRevenueQuerySchema,
  courseSalesEnterAnswerSchema,
  courseSalesEnterBodySchema,
  coursesAnswerSchema,
  coursesQuerySchema,
  courseUploadIdParamsSchema,
  courseUploadQuerySchema,
  courseUploadQueuedSchema,
  courseUploadResultsSchema,
  courseUploadStatusSchema,
} from './courses.schemas.ts';

export const coursesSchemas = {
  coursesList: { query: coursesQuerySchema, response: coursesAnswerSchema },
  coursesCreate: { body: courseCreateBodySchema, response: courseCreateAnswerSchema },
  coursesUpdate: { params: courseIdParamsSchema, body: courseUpdateBodySchema, response: courseCreateAnswerSchema },
  coursesSalesUpload: { query: courseUploadQuerySchema, response: courseUploadResultsSchema, accepted: courseUploadQueuedSchema },
  coursesSalesUploadStatus: { query: emptyQuerySchema, params: courseUploadIdParamsSchema, response: courseUploadStatusSchema },
  coursesSalesEnter: { body: courseSalesEnterBodySchema, response: courseSalesEnterAnswerSchema },
  coursesRevenue: { query: courseRevenueQuerySchema, response: courseRevenueAnswerSchema },
  coursesRevenueMonths: { query: courseRevenueMonthsQuerySchema, response: courseRevenueMonthsAnswerSchema },
} as const;
