// Wire shapes of the production area's editing requests (issue 29). The list's query fields
// (channel_id, status), the status body's `status` and the comment body's `at_seconds` and `text`
// are the issue's.
import { z } from 'zod';
import { channelIdSchema, dateOnlySchema, rowIdSchema } from '../core/common.ts';

/** The states of a request, in their order (issue 29). */
export const editRequestStatuses = ['requested', 'in_edit', 'in_review', 'changes_requested', 'approved', 'published'] as const;
export type EditRequestStatus = (typeof editRequestStatuses)[number];
export const editRequestStatusSchema = z.enum(editRequestStatuses, { error: 'validation.invalid' });

/** What an uploaded file is for: the creator's footage, or an editor's cut (delivered as a version). */
export const editFilePurposes = ['footage', 'cut'] as const;
export type EditFilePurpose = (typeof editFilePurposes)[number];

/** A YouTube video id: the request is linked to it when it is published. */
export const publishedVideoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'validation.editVideoId');
/** A link to a style reference, footage or a cut: http(s) only, at most 2,000 characters. */
export const editLinkSchema = z
  .string()
  .trim()
  .max(2000, 'validation.tooLong')
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'validation.editLink');
const textSchema = (max: number, required = true) => {
  const s = z.string().trim().max(max, 'validation.tooLong');
  return required ? s.min(1, 'validation.editRequired') : s;
};

export const editRequestsQuerySchema = z.object({ channel_id: channelIdSchema.optional(), status: editRequestStatusSchema.optional() }).strict();

export const editRequestCreateSchema = z
  .object({
    channel_id: channelIdSchema,
    title: textSchema(200),
    brief: textSchema(5000),
    style_references: z.array(editLinkSchema).max(20, 'validation.tooMany').default([]),
    due_date: dateOnlySchema,
    footage_links: z.array(editLinkSchema).max(50, 'validation.tooMany').default([]),
  })
  .strict();
export type EditRequestCreate = z.infer<typeof editRequestCreateSchema>;

export const editRequestParamsSchema = z.object({ requestId: rowIdSchema }).strict();
export const editRequestFileParamsSchema = z.object({ requestId: rowIdSchema, fileId: rowIdSchema }).strict();

/** `video_id` is required with `published` (the request links to the published video) and refused otherwise. */
export const editRequestStatusBodySchema = z
  .object({ status: editRequestStatusSchema, video_id: publishedVideoIdSchema.optional(), note: textSchema(1000, false).optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'published' && body.video_id === undefined) ctx.addIssue({ code: 'custom', path: ['video_id'], message: 'validation.editRequired' });
    if (body.status !== 'published' && body.video_id !== undefined) ctx.addIssue({ code: 'custom', path: ['video_id'], message: 'validation.invalid' });
  });
export type EditRequestStatusBody = z.infer<typeof editRequestStatusBodySchema>;

/** A comment at a timecode of a version (the latest when `version` is left out); at most 24 hours in. */
export const editCommentBodySchema = z
  .object({
    at_seconds: z.number({ error: 'validation.editTimecode' }).min(0, 'validation.editTimecode').max(86_400, 'validation.editTimecode'),
    text: textSchema(2000),
    version: z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid').max(10_000, 'validation.invalid').optional(),
  })
  .strict();
export type EditCommentBody = z.infer<typeof editCommentBodySchema>;

/** A delivered cut: a file uploaded with purpose `cut` (its id) or a link; exactly one of them. */
export const editVersionBodySchema = z
  .object({ file_id: rowIdSchema.optional(), url: editLinkSchema.optional(), note: textSchema(1000, false).optional() })
  .strict()
  .refine((b) => (b.file_id === undefined) !== (b.url === undefined), { path: ['file_id'], message: 'validation.editFileOrLink' });
export type EditVersionBody = z.infer<typeof editVersionBodySchema>;

const personSchema = z.object({ user_id: z.number().int(), name: z.string() });

export const editRequestSummarySchema = z.object({
  request_id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string(),
  title: z.string(),
  status: editRequestStatusSchema,
  due_date: z.string(),
  requested_by: personSchema,
  editor: personSchema.nullable(),
  versions: z.number().int(),
  published_video_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EditRequestSummary = z.infer<typeof editRequestSummarySchema>;
export const editRequestsAnswerSchema = z.object({ requests: z.array(editRequestSummarySchema) });

const fileSchema = z.object({ file_id: z.number().int(), filename: z.string(), bytes: z.number().int(), content_type: z.string() });

export const editCommentSchema = z.object({
  comment_id: z.number().int(),
  version: z.number().int(),
  at_seconds: z.number(),
  text: z.string(),
  author: personSchema,
  created_at: z.string(),
});
export const editVersionSchema = z.object({
  version: z.number().int(),
  file: fileSchema.nullable(),
  url: z.string().nullable(),
  note: z.string(),
  delivered_by: personSchema,
  created_at: z.string(),
  comments: z.array(editCommentSchema),
});
export const editHistorySchema = z.object({
  from_status: editRequestStatusSchema.nullable(),
  to_status: editRequestStatusSchema,
  by: personSchema,
  at: z.string(),
  note: z.string(),
});
export const editRequestDetailSchema = editRequestSummarySchema.extend({
  brief: z.string(),
  style_references: z.array(z.string()),
  footage_links: z.array(z.string()),
  footage_files: z.array(fileSchema),
  history: z.array(editHistorySchema),
  versions_delivered: z.array(editVersionSchema),
  /** Cuts uploaded and not delivered as a version yet (a delivery cut short): listed to whoever may deliver, empty to others. */
  undelivered_cuts: z.array(fileSchema),
  /** The states the caller may move it to now (the same rule the server applies). */
  next_statuses: z.array(editRequestStatusSchema),
  /** The largest file the resumable upload takes, in bytes (shown before a file is chosen). */
  upload_max_bytes: z.number().int(),
});
export type EditRequestDetail = z.infer<typeof editRequestDetailSchema>;
export const editCommentAnswerSchema = editCommentSchema;
export const editVersionAnswerSchema = editVersionSchema;

export const editorWorkloadSchema = z.object({
  editors: z.array(
    z.object({
      editor: personSchema,
      open: z.number().int(),
      by_status: z.object({ in_edit: z.number().int(), in_review: z.number().int(), changes_requested: z.number().int(), approved: z.number().int() }),
      next_due_date: z.string().nullable(),
      overdue: z.number().int(),
      requests: z.array(z.object({ request_id: z.number().int(), title: z.string(), status: editRequestStatusSchema, due_date: z.string() })),
    }),
  ),
  /** Requests nobody has taken yet. */
  unassigned: z.number().int(),
});
export type EditorWorkload = z.infer<typeof editorWorkloadSchema>;
