// Routes of the reports area (issue 14), one file per part: documents (a channel's periodic and
// latest video report as a file), mailing (the quarterly subscription, its runs and records, and
// mailing a report from the page), annual (a channel group's year).
import type { Route } from '../core/route.ts';
import { annualRoutes } from './annual.routes.ts';
import { documentsRoutes } from './documents.routes.ts';
import { mailingRoutes } from './mailing.routes.ts';

export const reportsRoutes = {
  ...documentsRoutes,
  ...mailingRoutes,
  ...annualRoutes,
} as const satisfies Record<string, Route>;
