import { z } from 'zod';
import type { PermissionEntry } from './permissions.ts';

export const permissionEntrySchema: z.ZodType<PermissionEntry> = z.object({
  function: z.string().min(1).max(64),
  item: z.string().min(1).max(64),
  api_config_id: z.number().int().nullable(),
  api_name: z.string().nullable(),
  global: z.boolean(),
  channel_ids: z.array(z.string()),
  content_ids: z.array(z.string()),
  channel_group_ids: z.array(z.number().int()),
  advertiser_ids: z.array(z.number().int()),
});
