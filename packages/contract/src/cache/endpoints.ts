import { reads, withSchemas } from '../core/endpoint.ts';
import { okSchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { cacheRoutes } from './routes.ts';

export const cacheEndpoints = withSchemas(cacheRoutes, {
  cacheRead: { body: schemas.cacheReadInputSchema, response: schemas.cacheReadOutputSchema },
  cacheWrite: { body: schemas.cacheWriteInputSchema, response: okSchema },
  cacheReadChannel: { body: schemas.cacheReadChannelInputSchema, response: schemas.cacheEntriesSchema },
  cacheDelete: { body: schemas.cacheDeleteInputSchema, response: schemas.cacheDeleteOutputSchema },
  cacheTaskQueue: reads(schemas.taskQueueSchema),
});
