import { reads, withSchemas } from '../core/endpoint.ts';
import { jobsRoutes } from './routes.ts';
import * as schemas from './schemas.ts';

export const jobsEndpoints = withSchemas(jobsRoutes, {
  jobProgress: { ...reads(schemas.jobProgressSchema), params: schemas.jobParamsSchema },
});
