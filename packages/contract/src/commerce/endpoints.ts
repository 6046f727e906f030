import { withSchemas } from '../core/endpoint.ts';
import { coursesSchemas } from './courses.endpoints.ts';
import { ecSchemas } from './ec.endpoints.ts';
import { commerceRoutes } from './routes.ts';
import { studioStoreSchemas } from './studio-store.endpoints.ts';

export const commerceEndpoints = withSchemas(commerceRoutes, {
  ...coursesSchemas,
  ...studioStoreSchemas,
  ...ecSchemas,
});
