// Routes of the channel insight area (spec 1, 2, 3, 5, 8, 9; issue 13): language processing of
// comments and titles and the analysis box (language: /api/v1/insight/analyze), similar and custom
// similar channels, keyword gaps and the content licensing price (similar), word clouds, search
// keywords and video emotion and summary (clouds), channel comparison (comparison). The pages read
// results stored by the language part's analysis job (tables of 0050).
import type { Route } from '../core/route.ts';
import { cloudsRoutes } from './clouds.routes.ts';
import { comparisonRoutes } from './comparison.routes.ts';
import { languageRoutes } from './language.routes.ts';
import { similarRoutes } from './similar.routes.ts';

export const insightRoutes = {
  ...languageRoutes,
  ...similarRoutes,
  ...cloudsRoutes,
  ...comparisonRoutes,
} as const satisfies Record<string, Route>;
