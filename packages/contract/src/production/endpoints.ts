import { withSchemas } from '../core/endpoint.ts';
import { editRequestsSchemas } from './edit-requests.endpoints.ts';
import { productionRoutes } from './routes.ts';

export const productionEndpoints = withSchemas(productionRoutes, { ...editRequestsSchemas });
