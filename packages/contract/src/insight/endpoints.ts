import { withSchemas } from '../core/endpoint.ts';
import { cloudsSchemas } from './clouds.endpoints.ts';
import { comparisonSchemas } from './comparison.endpoints.ts';
import { languageSchemas } from './language.endpoints.ts';
import { insightRoutes } from './routes.ts';
import { similarSchemas } from './similar.endpoints.ts';

export const insightEndpoints = withSchemas(insightRoutes, {
  ...languageSchemas,
  ...similarSchemas,
  ...cloudsSchemas,
  ...comparisonSchemas,
});
