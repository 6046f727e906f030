import { reads, withSchemas } from '../core/endpoint.ts';
import { backupStatusSchema } from './schemas.ts';
import { backupRoutes } from './routes.ts';

export const backupEndpoints = withSchemas(backupRoutes, {
  backupStatus: reads(backupStatusSchema),
});
