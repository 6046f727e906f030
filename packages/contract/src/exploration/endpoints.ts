import { withSchemas } from '../core/endpoint.ts';
import { discoverySchemas } from './discovery.endpoints.ts';
import { prospectsSchemas } from './prospects.endpoints.ts';
import { explorationRoutes } from './routes.ts';
import { videoSearchSchemas } from './videos.ts';

export const explorationEndpoints = withSchemas(explorationRoutes, {
  ...discoverySchemas,
  ...prospectsSchemas,
  ...videoSearchSchemas,
});
