// The resell area's market routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import * as s from './market.schemas.ts';

export const marketSchemas = {
  commissionRates: reads(s.commissionRatesSchema),
  commissionRateSet: { body: s.commissionRateInputSchema, response: s.commissionRateResultSchema },
} as const;
