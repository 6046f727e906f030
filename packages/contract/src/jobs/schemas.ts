// A job's progress as GET /api/v1/jobs/:jobId answers it (job_progress, 0016_job_progress.sql).
// `label` and `message.key` are i18n keys of the `messages` namespace, never literal text.
import { z } from 'zod';

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** Any text: an id that is not a job's is simply not found. */
export const jobParamsSchema = z.object({ jobId: z.string().min(1).max(100) }).strict();

export const jobMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;

export const jobProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  state: z.enum(jobStates),
  done: z.number().int(),
  /** Null while the size of the task is not known. */
  total: z.number().int().nullable(),
  message: jobMessageSchema.nullable(),
  started_at: z.string().nullable(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** Whether the job has ended (polling stops). */
export const jobEnded = (state: JobState) => state === 'done' || state === 'failed';
