// The backups' state as the administrator's settings page reads it (issue 25).
import { z } from 'zod';

/** Why a backup or a drill did not pass; each has its sentence in the three languages. */
export const backupFailureReasons = ['damaged', 'newer_level', 'mismatch', 'no_backup', 'error'] as const;
export const backupFailureReasonSchema = z.enum(backupFailureReasons);
export type BackupFailureReason = z.infer<typeof backupFailureReasonSchema>;

export const backupRunSchema = z.object({
  /** When it ended (ISO 8601). */
  at: z.string(),
  ok: z.boolean(),
  /** The archive written or drilled (its file name). */
  archive: z.string().nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  seconds: z.number().nonnegative().nullable(),
  reason: backupFailureReasonSchema.nullable(),
  /** The failure's own words, for whoever looks into it. */
  detail: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  backup_dir: z.string(),
  /** Cron expressions in `time_zone`; null: off. */
  schedule: z.string().nullable(),
  drill_schedule: z.string().nullable(),
  time_zone: z.string(),
  retention_days: z.number().int().positive(),
  last_backup: backupRunSchema.nullable(),
  last_drill: backupRunSchema.nullable(),
  /** WAL archiving (`npm run restore -- --at TIME`); null: off. */
  point_in_time: z
    .object({
      /** The earliest time a restore can reach (the oldest base backup's); null: no base backup yet. */
      from: z.string().nullable(),
      base_backups: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
