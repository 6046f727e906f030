import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
  text: z.string(),
});
export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
export const outboxParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'validation.notFound') }).strict();
