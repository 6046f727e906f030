// Wire shapes of the publishing calendar (issue 29). The list's query (`from`, `to`, `channel_id`) and
// the create body's fields (`platform`, `channel_id`, `account_id?`, `video_id?`, `publish_at`,
// `caption?`) are the issue's; `media_url` and `media_type` are what Instagram's container and
// TikTok's PULL_FROM_URL source need (docs/decisions/production.md).
import { z } from 'zod';
import { channelIdSchema, dateOnlySchema, rowIdSchema } from '../core/common.ts';

export const releasePlatforms = ['youtube', 'instagram', 'tiktok'] as const;
export type ReleasePlatform = (typeof releasePlatforms)[number];
export const releaseStates = ['scheduled', 'publishing', 'published', 'failed', 'cancelled'] as const;
export type ReleaseState = (typeof releaseStates)[number];
/** Instagram: a photo post or a reel; TikTok: a video. */
export const releaseMediaTypes = ['image', 'reel', 'video'] as const;
export type ReleaseMediaType = (typeof releaseMediaTypes)[number];
/** Caption limits: Instagram 2,200 characters; TikTok's title 2,200 UTF-16 units. */
export const RELEASE_CAPTION_MAX = 2200;
/** The widest calendar answered (a month view with the days around it). */
export const SCHEDULE_MAX_DAYS = 62;

const publishAtSchema = z.iso.datetime({ offset: true, error: 'validation.releaseTime' });

export const releaseScheduleQuerySchema = z
  .object({ from: dateOnlySchema.optional(), to: dateOnlySchema.optional(), channel_id: channelIdSchema.optional() })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from && q.to && (q.to < q.from || Date.parse(q.to) - Date.parse(q.from) > (SCHEDULE_MAX_DAYS - 1) * 86_400_000))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateRange' });
  });
export type ReleaseScheduleQuery = z.infer<typeof releaseScheduleQuerySchema>;

export const releaseCreateSchema = z
  .object({
    platform: z.enum(releasePlatforms, { error: 'validation.invalid' }),
    channel_id: channelIdSchema,
    account_id: rowIdSchema.optional(),
    video_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'validation.releaseVideoId')
      .optional(),
    media_url: z
      .string()
      .trim()
      .max(2000, 'validation.tooLong')
      .refine((v) => /^https:\/\//i.test(v) && URL.canParse(v), 'validation.releaseMediaUrl')
      .optional(),
    media_type: z.enum(releaseMediaTypes, { error: 'validation.invalid' }).optional(),
    publish_at: publishAtSchema,
    caption: z.string().trim().max(RELEASE_CAPTION_MAX, 'validation.tooLong').optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const need = (field: 'account_id' | 'video_id' | 'media_url', present: boolean) => {
      if (present && b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.releaseFieldRequired' });
      if (!present && b[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.invalid' });
    };
    const social = b.platform !== 'youtube';
    need('video_id', !social);
    need('account_id', social);
    need('media_url', social);
    if (b.media_type !== undefined && !mediaTypesOf(b.platform).includes(b.media_type))
      ctx.addIssue({ code: 'custom', path: ['media_type'], message: 'validation.invalid' });
  });
export type ReleaseCreate = z.infer<typeof releaseCreateSchema>;

/** The media types a platform takes (the first is the default). */
export function mediaTypesOf(platform: ReleasePlatform): readonly ReleaseMediaType[] {
  return platform === 'instagram' ? ['reel', 'image'] : platform === 'tiktok' ? ['video'] : [];
}

export const releaseParamsSchema = z.object({ releaseId: rowIdSchema }).strict();
export const releaseRescheduleSchema = z.object({ publish_at: publishAtSchema }).strict();

export const releaseSchema = z.object({
  release_id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string(),
  platform: z.enum(releasePlatforms),
  account_id: z.number().int().nullable(),
  account_username: z.string().nullable(),
  video_id: z.string().nullable(),
  media_url: z.string().nullable(),
  media_type: z.enum(releaseMediaTypes).nullable(),
  caption: z.string().nullable(),
  publish_at: z.string(),
  state: z.enum(releaseStates),
  /** What the platform answered: the post's id and address, and when it went out. */
  result: z.object({ post_id: z.string(), url: z.string().nullable(), published_at: z.string() }).nullable(),
  /** Why it failed, as an i18n key of the messages namespace (with its params). */
  error: z.string().nullable(),
  error_params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** Other releases of the same channel within the conflict gap. */
  conflicts: z.array(z.number().int()),
  created_at: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseAccountSchema = z.object({
  account_id: z.number().int(),
  platform: z.enum(['instagram', 'tiktok']),
  username: z.string(),
  channel_id: z.string(),
  channel_title: z.string(),
  /** The link's state in the social area: only a live link publishes. */
  status: z.enum(['active', 'expiring', 'expired', 'revoked']),
  daily_limit: z.number().int(),
});
export type ReleaseAccount = z.infer<typeof releaseAccountSchema>;

export const releaseScheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  gap_hours: z.number(),
  items: z.array(releaseSchema),
  accounts: z.array(releaseAccountSchema),
  /** Releases counted against each account's posting limit, by network day (Asia/Taipei). */
  usage: z.array(z.object({ account_id: z.number().int(), day: z.string(), used: z.number().int(), limit: z.number().int() })),
});
export type ReleaseSchedule = z.infer<typeof releaseScheduleSchema>;
