// The exploration area's prospects routes with their schemas, by route id (merged in endpoints.ts).
import * as s from './prospects.schemas.ts';

export const prospectsSchemas = {
  explorationProspects: { query: s.prospectsQuerySchema, response: s.prospectsSchema },
  explorationProspectCreate: { body: s.prospectInputSchema, response: s.prospectChangeSchema },
  explorationProspectStatus: { params: s.prospectParamsSchema, body: s.prospectStatusInputSchema, response: s.prospectChangeSchema },
} as const;
