import type { Endpoint } from '../core/route.ts';
import { emptyQuerySchema, okSchema } from '../core/common.ts';
import { docsRoutes } from './routes.ts';

export const docsEndpoints = {
  health: { ...docsRoutes.health, query: emptyQuerySchema, response: okSchema },
  docs: docsRoutes.docs,
  docsJson: docsRoutes.docsJson,
} as const satisfies { [K in keyof typeof docsRoutes]: Endpoint };
