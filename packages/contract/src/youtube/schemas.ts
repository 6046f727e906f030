import { z } from 'zod';

export const youtubeRoles = ['channel_owner', 'content_manager'] as const;

export const oauthStartQuerySchema = z.object({ role: z.enum(youtubeRoles, { error: 'validation.invalid' }) }).strict();
export const oauthStartOutputSchema = z.object({ url: z.string() });
export const oauthCallbackQuerySchema = z
  .object({
    state: z.string().min(1).max(200),
    code: z.string().min(1).max(2000).optional(),
    error: z.string().max(200).optional(),
    scope: z.string().max(2000).optional(),
  })
  .passthrough();
export const youtubeAuthorizationsSchema = z.object({
  authorizations: z.array(
    z.object({
      id: z.number().int(),
      role: z.enum(youtubeRoles),
      content_owner_id: z.string().nullable(),
      created_at: z.string(),
      revoked_at: z.string().nullable(),
      channels: z.array(z.object({ channel_id: z.string(), title: z.string(), last_error: z.string().nullable() })),
    }),
  ),
});
/** A queued refresh of a channel: the id of its task in the refresh queue. */
export const refreshOutputSchema = z.object({ task_id: z.string() });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive('validation.notFound') }).strict();
