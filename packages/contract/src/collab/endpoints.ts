import { withSchemas } from '../core/endpoint.ts';
import { dealsSchemas } from './deals.endpoints.ts';
import { performanceSchemas } from './performance.endpoints.ts';
import { collabRoutes } from './routes.ts';
import { searchSchemas } from './search.endpoints.ts';

export const collabEndpoints = withSchemas(collabRoutes, { ...searchSchemas, ...dealsSchemas, ...performanceSchemas });
