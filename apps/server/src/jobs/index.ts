// The server's job queue: one registry every module registers its jobs and schedules with.
export { JOB_FAILED, JOB_TIMED_OUT, JobFailure } from './job-failure.ts';
export type {
  JobContext,
  JobHandler,
  JobRecord,
  JobRegistry,
  MessageParams,
  ProgressReporter,
  RegisterOptions,
  SendOptions,
  WorkerOptions,
} from './job-registry.ts';
export { PgBossJobRegistry } from './pg-boss-registry.ts';
export { registerDailyCleanup } from './daily-cleanup.ts';
export { ProgressStore } from './progress-store.ts';
export { runOnce, type OnceOutcome } from './run-once.ts';
