import type { Endpoint } from '../core/route.ts';
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import {
  cacheDeleteInputSchema,
  cacheDeleteOutputSchema,
  cacheEntriesSchema,
  cacheReadChannelInputSchema,
  cacheReadInputSchema,
  cacheReadOutputSchema,
  cacheWriteInputSchema,
  taskQueueSchema,
} from './schemas.ts';
import { cacheRoutes } from './routes.ts';

export const cacheEndpoints = {
  cacheRead: { ...cacheRoutes.cacheRead, body: cacheReadInputSchema, response: cacheReadOutputSchema },
  cacheWrite: { ...cacheRoutes.cacheWrite, body: cacheWriteInputSchema, response: okSchema },
  cacheReadChannel: { ...cacheRoutes.cacheReadChannel, body: cacheReadChannelInputSchema, response: cacheEntriesSchema },
  cacheDelete: { ...cacheRoutes.cacheDelete, body: cacheDeleteInputSchema, response: cacheDeleteOutputSchema },
  cacheTaskQueue: { ...cacheRoutes.cacheTaskQueue, query: emptyQuerySchema, response: taskQueueSchema },
} as const satisfies { [K in keyof typeof cacheRoutes]: Endpoint };
