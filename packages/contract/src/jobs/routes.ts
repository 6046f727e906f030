// Routes of the jobs area: the progress of a long task run as a job (apps/server/src/jobs).
import { signedIn, type Route } from '../core/route.ts';

export const jobsRoutes = {
  jobProgress: {
    method: 'GET',
    path: '/api/v1/jobs/:jobId',
    summary: "A job's progress (its owner, admin and super staff; anyone else: not found)",
    permission: signedIn,
    policy: 'canSeeJob',
  },
} as const satisfies Record<string, Route>;
