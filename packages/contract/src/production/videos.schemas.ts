// Wire shapes of the video data manager (issue 29). The batch body and the preview's fields are the
// issue's: `{channel_id, changes: [{video_id, title?, description?, tags?, localizations?}], dry_run}`
// and `{changes: [{video_id, field, before, after}], quota_units}`. Limits are YouTube's
// (videos.update, Data API v3): a title of 1–100 characters without < or >, a description of at most
// 5,000 bytes, tags of at most 500 characters in all (a tag with a space counts its quotes).
import { z } from 'zod';
import { CHANNEL_ID_PATTERN } from '../core/common.ts';

export const VIDEO_UPDATE_UNITS = 50;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX_BYTES = 5000;
export const TAGS_MAX_CHARS = 500;
export const BATCH_MAX_VIDEOS = 2000;

/** The languages the manager edits localizations for (YouTube's BCP-47 keys). */
export const videoLanguages = ['zh-TW', 'ja', 'en'] as const;
export type VideoLanguage = (typeof videoLanguages)[number];

const channelIdSchema = z.string().regex(CHANNEL_ID_PATTERN, 'validation.noSuchChannel');
const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.videoIdRequired');

/** YouTube's count: each tag's characters, a comma between tags, and quotes around a tag with a space. */
export function tagsLength(tags: readonly string[]): number {
  return tags.reduce((sum, tag) => sum + [...tag].length + (tag.includes(' ') ? 2 : 0), 0) + Math.max(0, tags.length - 1);
}

export const videoTitleSchema = z
  .string()
  .trim()
  .min(1, 'validation.videoTitleRequired')
  .refine((t) => [...t].length <= TITLE_MAX, 'validation.videoTitleTooLong')
  .refine((t) => !/[<>]/.test(t), 'validation.videoTextAngle');
export const videoDescriptionSchema = z
  .string()
  .refine((d) => new TextEncoder().encode(d).length <= DESCRIPTION_MAX_BYTES, 'validation.videoDescriptionTooLong')
  .refine((d) => !/[<>]/.test(d), 'validation.videoTextAngle');
export const videoTagsSchema = z
  .array(z.string().trim().min(1, 'validation.invalid').max(TAGS_MAX_CHARS, 'validation.videoTagsTooLong'))
  .max(TAGS_MAX_CHARS, 'validation.videoTagsTooLong')
  .refine((tags) => tagsLength(tags) <= TAGS_MAX_CHARS, 'validation.videoTagsTooLong');

export const localizationSchema = z.object({ title: videoTitleSchema, description: videoDescriptionSchema }).strict();
export type Localization = z.infer<typeof localizationSchema>;
export const localizationsSchema = z.partialRecord(z.enum(videoLanguages), localizationSchema);
export type Localizations = z.infer<typeof localizationsSchema>;

export const productionVideoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  /** null: not known (the channel has no YouTube authorization, only the stored copy). */
  description: z.string().nullable(),
  tags: z.array(z.string()),
  category_id: z.string().nullable(),
  privacy: z.string(),
  default_language: z.string().nullable(),
  localizations: localizationsSchema,
  thumbnail_url: z.string().nullable(),
  published_at: z.string(),
});
export type ProductionVideo = z.infer<typeof productionVideoSchema>;

export const productionVideosQuerySchema = z.object({ channel_id: channelIdSchema }).strict();
/** `youtube`: read now through the channel's authorization; `stored`: the channel's stored copy (no localizations, no description). */
export const productionVideosSchema = z.object({ items: z.array(productionVideoSchema), source: z.enum(['youtube', 'stored']) });

export const videoChangeSchema = z
  .object({
    video_id: videoIdSchema,
    title: videoTitleSchema.optional(),
    description: videoDescriptionSchema.optional(),
    tags: videoTagsSchema.optional(),
    /** The languages to set; null removes that language's localization (an undo of one that was added). */
    localizations: z.partialRecord(z.enum(videoLanguages), localizationSchema.nullable()).optional(),
  })
  .strict();
export type VideoChange = z.infer<typeof videoChangeSchema>;

export const videoBatchBodySchema = z
  .object({
    channel_id: channelIdSchema,
    changes: z
      .array(videoChangeSchema)
      .min(1, 'validation.nothingToChange')
      .max(BATCH_MAX_VIDEOS, 'validation.tooMany')
      .refine((changes) => new Set(changes.map((c) => c.video_id)).size === changes.length, 'validation.duplicateVideoIds'),
    dry_run: z.boolean(),
  })
  .strict();
export type VideoBatchBody = z.infer<typeof videoBatchBodySchema>;

export const videoFields = ['title', 'description', 'tags', 'localizations.zh-TW', 'localizations.ja', 'localizations.en'] as const;
export type VideoField = (typeof videoFields)[number];
const fieldValueSchema = z.union([z.string(), z.array(z.string()), z.object({ title: z.string(), description: z.string() }), z.null()]);
export type VideoFieldValue = z.infer<typeof fieldValueSchema>;

export const videoFieldChangeSchema = z.object({ video_id: z.string(), field: z.enum(videoFields), before: fieldValueSchema, after: fieldValueSchema });
export type VideoFieldChange = z.infer<typeof videoFieldChangeSchema>;
export const videoBatchPreviewSchema = z.object({ changes: z.array(videoFieldChangeSchema), quota_units: z.number().int() });
export type VideoBatchPreview = z.infer<typeof videoBatchPreviewSchema>;
export const videoBatchAcceptedSchema = z.object({ job_id: z.string(), run_id: z.number().int(), quota_units: z.number().int() });

export const videoRunStates = ['queued', 'running', 'done', 'stopped_quota', 'failed'] as const;
export const videoResultStates = ['pending', 'applied', 'failed', 'not_sent'] as const;
export const videoRunResultSchema = z.object({
  video_id: z.string(),
  state: z.enum(videoResultStates),
  /** An i18n key (messages) saying why the video was not updated. */
  error: z.string().nullable(),
  changes: z.array(videoFieldChangeSchema),
});
export const videoRunSchema = z.object({
  run_id: z.number().int(),
  channel_id: z.string(),
  job_id: z.string().nullable(),
  undo_of: z.number().int().nullable(),
  undone_by: z.number().int().nullable(),
  state: z.enum(videoRunStates),
  quota_units: z.number().int(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  results: z.array(videoRunResultSchema),
});
export type VideoRun = z.infer<typeof videoRunSchema>;
export const videoRunsQuerySchema = productionVideosQuerySchema;
export const videoRunsSchema = z.object({ items: z.array(videoRunSchema) });
export const videoRunParamsSchema = z.object({ runId: z.coerce.number().int().positive('validation.notFound') }).strict();

/** The video sheet's columns (the .xlsx round trip), in order; a localization's title and description per language. */
export const VIDEO_SHEET_COLUMNS = [
  'video_id',
  'title',
  'description',
  'tags',
  'zh-TW_title',
  'zh-TW_description',
  'ja_title',
  'ja_description',
  'en_title',
  'en_description',
] as const;
export type VideoSheetColumn = (typeof VIDEO_SHEET_COLUMNS)[number];
export const VIDEO_SHEET_MAX_ROWS = 500;
export const VIDEO_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** An uploaded sheet: the changes it makes (the batch body's, to apply) and their preview. */
export const videoSheetPreviewSchema = videoBatchPreviewSchema.extend({ batch: z.array(videoChangeSchema) });
