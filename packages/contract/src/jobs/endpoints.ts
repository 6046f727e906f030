import type { Endpoint } from '../core/route.ts';
import { jobsRoutes } from './routes.ts';
import { jobParamsSchema, jobProgressSchema } from './schemas.ts';

export const jobsEndpoints = {
  jobProgress: { ...jobsRoutes.jobProgress, params: jobParamsSchema, response: jobProgressSchema },
} as const satisfies { [K in keyof typeof jobsRoutes]: Endpoint };
