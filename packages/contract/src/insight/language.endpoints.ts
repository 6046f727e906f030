// The insight area's language routes with their schemas, by route id (merged in endpoints.ts).
import { analyzeInputSchema, analyzeResultSchema } from './language.schemas.ts';

export const languageSchemas = {
  insightAnalyze: { body: analyzeInputSchema, response: analyzeResultSchema },
} as const;
