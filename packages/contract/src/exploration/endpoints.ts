import { withSchemas } from '../core/endpoint.ts';
import { explorationRoutes } from './routes.ts';
import { videoSearchSchemas } from './videos.ts';

export const explorationEndpoints = withSchemas(explorationRoutes, {
  ...videoSearchSchemas,
});
