import type { Endpoint } from '../core/route.ts';
import { emptyQuerySchema } from '../core/common.ts';
import { outboxListSchema, outboxParamsSchema } from './schemas.ts';
import { mailRoutes } from './routes.ts';

export const mailEndpoints = {
  outboxList: { ...mailRoutes.outboxList, query: emptyQuerySchema, response: outboxListSchema },
  outboxDownload: { ...mailRoutes.outboxDownload, params: outboxParamsSchema },
} as const satisfies { [K in keyof typeof mailRoutes]: Endpoint };
