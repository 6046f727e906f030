// The resell area's orders routes with their schemas, by route id (merged in endpoints.ts).
import { noBodySchema } from '../core/common.ts';
import { ordersAnswerSchema, ordersQuerySchema, ordersSyncAnswerSchema, syncStoreParamsSchema } from './orders.schemas.ts';

export const ordersSchemas = {
  resellOrders: { query: ordersQuerySchema, response: ordersAnswerSchema },
  resellOrdersSync: { params: syncStoreParamsSchema, body: noBodySchema, response: ordersSyncAnswerSchema },
} as const;
