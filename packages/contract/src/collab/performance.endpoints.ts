// The collab area's performance routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import { emptyQuerySchema, noBodySchema, okSchema } from '../core/common.ts';
import { caseParamsSchema, packageParamsSchema } from './deals.schemas.ts';
import {
  caseVideoAddBodySchema,
  caseVideoParamsSchema,
  caseVideoSchema,
  caseVideosAnswerSchema,
  performanceExportQuerySchema,
  performancePackagesSchema,
  performanceReportSchema,
  scheduleAnswerSchema,
  scheduleQuerySchema,
} from './performance.schemas.ts';

export const performanceSchemas = {
  collabCaseVideos: { query: emptyQuerySchema, params: caseParamsSchema, response: caseVideosAnswerSchema },
  collabCaseVideoAdd: { params: caseParamsSchema, body: caseVideoAddBodySchema, response: caseVideoSchema },
  collabCaseVideoRemove: { params: caseVideoParamsSchema, body: noBodySchema, response: okSchema },
  collabSchedule: { query: scheduleQuerySchema, response: scheduleAnswerSchema },
  collabPerformancePackages: reads(performancePackagesSchema),
  collabPerformanceReport: { query: emptyQuerySchema, params: packageParamsSchema, response: performanceReportSchema },
  collabPerformanceExport: { query: performanceExportQuerySchema, params: packageParamsSchema },
} as const;
