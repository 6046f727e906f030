// The insight area's similar routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import * as s from './similar.schemas.ts';

const params = s.similarChannelParamsSchema;

export const similarSchemas = {
  similarChannels: { params, query: emptyQuerySchema, response: s.similarChannelsSchema },
  customSimilarGet: { params, query: emptyQuerySchema, response: s.customSimilarSchema },
  customSimilarSet: { params, body: s.customSimilarInputSchema, response: s.customSimilarSchema },
  customSimilarClear: { params, query: emptyQuerySchema, response: okSchema },
  keywordGaps: { params, query: emptyQuerySchema, response: s.keywordGapsSchema },
  licensingPriceGet: { params, query: emptyQuerySchema, response: s.licensingPriceSchema },
  licensingPriceSet: { params, body: s.licensingPriceInputSchema, response: s.licensingPriceSchema },
} as const;
