import { withSchemas } from '../core/endpoint.ts';
import { editRequestsSchemas } from './edit-requests.endpoints.ts';
import { productionRoutes } from './routes.ts';
import { productionScheduleSchemas } from './schedule.endpoints.ts';
import { productionVideoSchemas } from './videos.endpoints.ts';

export const productionEndpoints = withSchemas(productionRoutes, { ...editRequestsSchemas, ...productionVideoSchemas, ...productionScheduleSchemas });
