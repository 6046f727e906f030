import { withSchemas } from '../core/endpoint.ts';
import { marketSchemas } from './market.endpoints.ts';
import { ordersSchemas } from './orders.endpoints.ts';
import { productsSchemas } from './products.endpoints.ts';
import { resellRoutes } from './routes.ts';
import { storesSchemas } from './stores.endpoints.ts';
import { webhooksSchemas } from './webhooks.endpoints.ts';

export const resellEndpoints = withSchemas(resellRoutes, {
  ...storesSchemas,
  ...webhooksSchemas,
  ...ordersSchemas,
  ...productsSchemas,
  ...marketSchemas,
});
