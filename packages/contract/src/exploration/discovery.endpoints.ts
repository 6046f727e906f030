// The exploration area's discovery routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import { discoveryExportQuerySchema, discoveryQuerySchema, discoverySchema } from './discovery.schemas.ts';
import { searchQuotaSchema } from './quota.ts';

export const discoverySchemas = {
  explorationChannels: { query: discoveryQuerySchema, response: discoverySchema },
  explorationChannelsExport: { query: discoveryExportQuerySchema },
  explorationQuota: reads(searchQuotaSchema),
} as const;
