import { z } from 'zod';
import { channelIdSchema } from '../core/common.ts';

const key = z.string().min(1).max(300);

export const cacheReadInputSchema = z.object({ key }).strict();
export const cacheWriteInputSchema = z.object({ key, channel_id: channelIdSchema, value: z.unknown() }).strict();
export const cacheReadChannelInputSchema = z.object({ channel_id: channelIdSchema }).strict();
export const cacheDeleteInputSchema = z
  .object({ key: key.optional(), channel_id: channelIdSchema.optional() })
  .strict()
  .refine((v) => Boolean(v.key) !== Boolean(v.channel_id), { message: 'validation.invalid', path: ['key'] });

export const cacheEntrySchema = z.object({ key: z.string(), channel_id: z.string().nullable(), value: z.unknown(), created_at: z.string() });
export const cacheReadOutputSchema = z.object({ entry: cacheEntrySchema.nullable() });
export const cacheEntriesSchema = z.object({ entries: z.array(cacheEntrySchema) });
export const cacheDeleteOutputSchema = z.object({ deleted: z.number().int() });

/** A refresh task (spec 4: mode add, channel id, days ago 4). */
export const refreshTaskSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  mode: z.literal('add'),
  days_ago: z.number().int(),
  state: z.enum(['created', 'retry', 'active', 'completed', 'failed', 'cancelled']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  error: z.string().nullable(),
});
export const taskQueueSchema = z.object({ tasks: z.array(refreshTaskSchema) });
