import type { Endpoint } from '../core/route.ts';
import {
  createProblemReportInputSchema,
  problemReportListQuerySchema,
  problemReportListSchema,
  problemReportParamsSchema,
  problemReportSchema,
  updateProblemReportInputSchema,
} from './schemas.ts';
import { issueReportsRoutes } from './routes.ts';

export const issueReportsEndpoints = {
  problemReportCreate: { ...issueReportsRoutes.problemReportCreate, body: createProblemReportInputSchema, response: problemReportSchema },
  problemReportList: { ...issueReportsRoutes.problemReportList, query: problemReportListQuerySchema, response: problemReportListSchema },
  problemReportUpdate: {
    ...issueReportsRoutes.problemReportUpdate,
    params: problemReportParamsSchema,
    body: updateProblemReportInputSchema,
    response: problemReportSchema,
  },
} as const satisfies { [K in keyof typeof issueReportsRoutes]: Endpoint };
