// The Shopify webhook route with its schemas: the body is a JSON object whose shape the topic decides
// (each topic's handler validates its own payload).
import { z } from 'zod';

export const webhooksSchemas = {
  shopifyWebhooks: { body: z.looseObject({}), response: z.object({ job_id: z.string().nullable() }) },
} as const;
