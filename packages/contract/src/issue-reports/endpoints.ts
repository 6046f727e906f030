import { withSchemas } from '../core/endpoint.ts';
import * as schemas from './schemas.ts';
import { issueReportsRoutes } from './routes.ts';

export const issueReportsEndpoints = withSchemas(issueReportsRoutes, {
  problemReportCreate: { body: schemas.createProblemReportInputSchema, response: schemas.problemReportSchema },
  problemReportList: { query: schemas.problemReportListQuerySchema, response: schemas.problemReportListSchema },
  problemReportUpdate: { params: schemas.problemReportParamsSchema, body: schemas.updateProblemReportInputSchema, response: schemas.problemReportSchema },
});
