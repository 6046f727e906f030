// The reports area's routes with their schemas, by route id.
import { channelParamsSchema } from '../core/common.ts';
import { withSchemas } from '../core/endpoint.ts';
import { reportsRoutes } from './routes.ts';
import { latestVideoQuerySchema, reportQuerySchema } from './schemas.ts';

export const reportsEndpoints = withSchemas(reportsRoutes, {
  reportChannelDownload: { params: channelParamsSchema, query: reportQuerySchema },
  reportLatestVideoDownload: { params: channelParamsSchema, query: latestVideoQuerySchema },
});
