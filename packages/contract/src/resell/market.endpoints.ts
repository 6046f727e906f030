// The resell area's market routes with their schemas, by route id (merged in endpoints.ts).
import { emptyQuerySchema } from '../core/common.ts';
import * as s from './market.schemas.ts';

export const marketSchemas = {
  commissionRates: { query: emptyQuerySchema, response: s.commissionRatesSchema },
  commissionRateSet: { body: s.commissionRateInputSchema, response: s.commissionRateResultSchema },
} as const;
