// The commerce area's studio store routes with their schemas, by route id (merged in endpoints.ts).
import { reads } from '../core/endpoint.ts';
import {
  studioOrderAnswerSchema,
  studioOrderCreateBodySchema,
  studioOrderParamsSchema,
  studioOrdersAnswerSchema,
  studioOrdersQuerySchema,
  studioOrderStatusBodySchema,
  studioServiceSaveAnswerSchema,
  studioServiceSaveBodySchema,
  studioServicesAnswerSchema,
} from './studio-store.schemas.ts';

export const studioStoreSchemas = {
  studioStoreServices: reads(studioServicesAnswerSchema),
  studioStoreServiceSave: { body: studioServiceSaveBodySchema, response: studioServiceSaveAnswerSchema },
  studioStoreOrderCreate: { body: studioOrderCreateBodySchema, response: studioOrderAnswerSchema },
  studioStoreOrders: { query: studioOrdersQuerySchema, response: studioOrdersAnswerSchema },
  studioStoreOrderStatus: { params: studioOrderParamsSchema, body: studioOrderStatusBodySchema, response: studioOrderAnswerSchema },
} as const;
