// The one job queue of the server, as the modules see it (docs/ARCHITECTURE.md "Jobs"). A module
// registers its jobs (and, where it has one, its schedule) from its index.ts; whatever it sends is
// run by the processes that run workers (JOB_WORKERS, formerly REFRESH_WORKER). The registry sets
// each job's progress row (job_progress) to running, done or failed around the handler, and the
// handler reports how far it has come through `job.progress`.
import type { Db } from '../db/database.ts';

/** How far a job has come. Writes at most once a second; the last values always reach the row. */
export interface ProgressReporter {
  /**
   * `total` null: the size is not known yet. `message`: an i18n key of the `messages` namespace
   * (never literal text) with its `params`.
   */
  set(done: number, total: number | null, message?: string, params?: MessageParams): void;
}

export type MessageParams = Record<string, string | number>;

export type JobContext = {
  id: string;
  progress: ProgressReporter;
  /** The log of the worker that runs the job (startWorkers' `log`). */
  log: (message: string) => void;
};

/** Resolves: the job is done. Throws: it failed (a JobFailure says why and whether to try again). */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type RegisterOptions = {
  /** Jobs of this name one process runs at the same time. */
  concurrency?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before, up to `retryDelayMaxSeconds`. */
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** pg-boss's queue policy; `exclusive`: one job per singleton key queued or running at a time. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately' | 'exclusive';
  /** A run taking longer is failed (and retried). */
  expireInSeconds?: number;
  /** Finished jobs are kept this long. */
  deleteAfterSeconds?: number;
  /** How often an idle worker looks for jobs (default 2 s); startWorkers may say otherwise. */
  pollingIntervalSeconds?: number;
  /**
   * Run each time a process starts working this queue, before its worker: where a module sets up
   * or removes its schedule, so that only worker processes touch it. Throws stop the start.
   */
  onWorkerStart?: () => Promise<void>;
};

export type SendOptions = {
  /** With an `exclusive` (or `singleton`, `stately`) queue: at most one such job at a time. */
  singletonKey?: string;
  /** One job per singleton key in each slot of this many seconds. */
  singletonSeconds?: number;
  startAfterSeconds?: number;
  /** Who may follow the job's progress (besides admin and super staff). */
  ownerId?: number | null;
  /** What the job is, as an i18n key of the `messages` namespace. */
  label?: string;
  /**
   * The transaction of the write the job follows: the job and its progress row are queued in it, so
   * a rolled-back write queues nothing and a committed one always has its job.
   */
  within?: Db;
};

export type WorkerOptions = {
  /** Only these queues; every registered one when absent. */
  names?: readonly string[];
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
};

/** A job as pg-boss keeps it, for the lists that show a queue's jobs. */
export type JobRecord = {
  id: string;
  data: unknown;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
};

export interface JobRegistry {
  /** Registers (or, built again on the same infrastructure, replaces) the handler of the jobs named `name`. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: RegisterOptions): void;
  /** Sends `name` with `data` on the cron expression, read in `tz`. A bad expression or zone throws. */
  schedule(name: string, cron: string, data: object, options: { tz: string; missed?: 'skip' | 'once' }): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** The schedule as kept, or null when there is none. */
  scheduleOf(name: string): Promise<{ cron: string; timezone: string } | null>;
  /** Queues a job and its progress row; null when a singleton rule kept it from being queued. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Queues many jobs of one name in one statement (and their progress rows, all with the same owner
   * and label); answers the ids queued, without those a singleton rule kept out.
   */
  sendMany<T extends object>(
    name: string,
    jobs: readonly { data: T; singletonKey?: string }[],
    options?: Pick<SendOptions, 'ownerId' | 'label'>,
  ): Promise<string[]>;
  /** The id of the job with this singleton key that is queued or running, if any. */
  activeJobId(name: string, singletonKey: string): Promise<string | null>;
  /** The newest jobs of a queue, newest first. */
  recentJobs(name: string, limit: number): Promise<JobRecord[]>;
  /** Starts this process's workers (nothing where the process runs none, JOB_WORKERS=false). */
  startWorkers(options?: WorkerOptions): Promise<void>;
}
