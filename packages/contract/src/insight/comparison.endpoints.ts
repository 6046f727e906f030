// The insight area's comparison routes with their schemas, by route id (merged in endpoints.ts).
import { channelParamsSchema, emptyQuerySchema, okSchema } from '../core/common.ts';
import {
  columnSetInputSchema,
  columnSetListSchema,
  columnSetParamsSchema,
  columnSetSchema,
  comparisonExportQuerySchema,
  comparisonQuerySchema,
  comparisonSchema,
} from './comparison.schemas.ts';

export const comparisonSchemas = {
  insightComparison: { params: channelParamsSchema, query: comparisonQuerySchema, response: comparisonSchema },
  insightComparisonExport: { params: channelParamsSchema, query: comparisonExportQuerySchema },
  insightColumnSets: { params: channelParamsSchema, query: emptyQuerySchema, response: columnSetListSchema },
  insightColumnSetCreate: { params: channelParamsSchema, body: columnSetInputSchema, response: columnSetSchema },
  insightColumnSetUpdate: { params: columnSetParamsSchema, body: columnSetInputSchema, response: columnSetSchema },
  insightColumnSetDelete: { params: columnSetParamsSchema, query: emptyQuerySchema, response: okSchema },
} as const;
