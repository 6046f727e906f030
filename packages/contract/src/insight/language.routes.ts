// Routes of the insight area's language part (see routes.ts): the analysis box. The stored analysis
// of every channel's comments and titles (tables of 0050) is written by the analysis job, not a route.
import { signedIn, type Route } from '../core/route.ts';

export const languageRoutes = {
  insightAnalyze: {
    method: 'POST',
    path: '/api/v1/insight/analyze',
    summary: 'Analyse up to 500 texts as the insight pages do: language, tokens, keywords, sentiment, direction (0-100) and emotions',
    permission: signedIn,
    policy: 'analyzesTexts',
    invalidates: [],
  },
} as const satisfies Record<string, Route>;
