import { withSchemas } from '../core/endpoint.ts';
import { productionRoutes } from './routes.ts';
import { productionVideoSchemas } from './videos.endpoints.ts';

export const productionEndpoints = withSchemas(productionRoutes, { ...productionVideoSchemas });
