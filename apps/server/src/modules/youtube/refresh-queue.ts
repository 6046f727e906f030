// The refresh queue (spec 4: a task "mode add, channel id, days ago 4") on pg-boss, in the same
// PostgreSQL. One queue, 'channel-refresh', with the `exclusive` policy keyed by channel: a channel
// is never queued or running twice; asking again answers the task already there. pg-boss starts
// on first use (so processes and tests that never touch the queue pay nothing); `work` starts
// the worker (npm start does, unless REFRESH_WORKER=false).
//
// The daily refresh: a pg-boss schedule (REFRESH_CRON in REFRESH_TIME_ZONE) puts one job a day on
// 'channel-refresh-daily', whose handler queues one refresh per channel with a grant through
// `enqueueDaily`. pg-boss's cron pass runs in the processes that run the worker while a schedule
// is configured; its own claim keeps two processes from firing the same occurrence twice.
import { PgBoss, type Job } from 'pg-boss';
import type { YoutubeConfig } from '../../config.ts';

export const REFRESH_QUEUE = 'channel-refresh';
/** The daily schedule's queue: each job is "queue today's refresh of every channel with a grant". */
export const DAILY_REFRESH_QUEUE = 'channel-refresh-daily';
/** A daily task is queued at most once per channel in each slot of this length (UTC days). */
const DAILY_SLOT_SECONDS = 24 * 3600;
export const DEFAULT_DAYS_AGO = 4;
const SCHEMA = 'pgboss';

export type RefreshTask = { mode: 'add'; channel_id: string; days_ago: number };

/**
 * What a run ends in. `retry`: tried again later with backoff (quota, Google or the network
 * down); `failed`: ends now, retrying cannot help (no authorization, grant withdrawn).
 * `error` is a message key (packages/i18n messages), shown in the task list.
 */
export type RefreshOutcome = { status: 'completed' } | { status: 'retry' | 'failed'; error: string };

export type TaskState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';
export type TaskRow = {
  id: string;
  channel_id: string;
  mode: 'add';
  days_ago: number;
  state: TaskState;
  created_at: string;
  completed_at: string | null;
  error: string | null;
};

const messageKey = /^errors\.[A-Za-z]+$/;
export const REFRESH_FAILED = 'errors.youtubeRefreshFailed';

export class RefreshQueue {
  private readonly databaseUrl: string;
  private readonly config: YoutubeConfig;
  private readonly log: (message: string) => void;
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private stopped = false;

  constructor(databaseUrl: string, config: YoutubeConfig, log: (message: string) => void = (m) => console.warn(`[chorus] ${m}`)) {
    this.databaseUrl = databaseUrl;
    this.config = config;
    this.log = log;
  }

  /** pg-boss, started (and its schema installed or migrated) on first use. */
  started(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the refresh queue is stopped'));
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<PgBoss> {
    const boss = new PgBoss({
      connectionString: this.databaseUrl,
      schema: SCHEMA,
      max: 4,
      application_name: 'chorus-refresh-queue',
      // pg-boss's cron pass (which turns the daily schedule into jobs) only where the worker runs.
      schedule: this.config.refreshWorker && this.config.refreshCron !== null,
      // Polling only: a LISTEN connection racing the database's shutdown can end the process (an
      // unhandled client error), and a refresh that starts two seconds later loses nothing.
    });
    boss.on('error', (error) => this.log(`refresh queue: ${error.message}`));
    await boss.start();
    const options = {
      policy: 'exclusive' as const,
      retryLimit: 8,
      retryDelay: this.config.refreshRetrySeconds,
      retryBackoff: true,
      retryDelayMax: 6 * 3600,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 7 * 24 * 3600,
    };
    await boss.createQueue(REFRESH_QUEUE, options);
    // An existing queue takes the current settings (createQueue leaves an existing one as it was).
    const { policy: _policy, ...changeable } = options;
    await boss.updateQueue(REFRESH_QUEUE, changeable);
    this.boss = boss;
    return boss;
  }

  /** Queues a refresh of the channel, or answers the id of the one already queued or running. */
  async enqueue(channelId: string, daysAgo = DEFAULT_DAYS_AGO): Promise<string> {
    const boss = await this.started();
    const task: RefreshTask = { mode: 'add', channel_id: channelId, days_ago: daysAgo };
    for (let attempt = 0; attempt < 3; attempt++) {
      const id = await boss.send(REFRESH_QUEUE, task, { singletonKey: channelId });
      if (id) return id;
      const { rows } = await boss
        .getDb()
        .executeSql(`SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`, [
          REFRESH_QUEUE,
          channelId,
        ]);
      // The task may have ended between the two statements: then a new one can be queued.
      if (rows[0]) return String(rows[0].id);
    }
    throw new Error(`could not queue a refresh of ${channelId}`);
  }

  /**
   * Queues the channel's refresh of the day: at most one per channel and UTC day (a pg-boss
   * throttle slot keyed by the channel, kept while the finished task is kept), and none while
   * one is already queued or running. Answers the new task's id, or null when none was queued.
   */
  async enqueueDaily(channelId: string, daysAgo = DEFAULT_DAYS_AGO): Promise<string | null> {
    const boss = await this.started();
    const task: RefreshTask = { mode: 'add', channel_id: channelId, days_ago: daysAgo };
    return boss.send(REFRESH_QUEUE, task, { singletonKey: channelId, singletonSeconds: DAILY_SLOT_SECONDS });
  }

  /**
   * Registers the daily schedule (or removes it when REFRESH_CRON is off) and starts this
   * process's worker for it; `dispatch` queues the day's refreshes. A bad expression or time zone
   * throws here, at start.
   */
  async startSchedule(dispatch: () => Promise<void>, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    const boss = await this.started();
    await boss.createQueue(DAILY_REFRESH_QUEUE, {
      policy: 'exclusive',
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 7 * 24 * 3600,
    });
    const cron = this.config.refreshCron;
    if (cron === null) {
      await boss.unschedule(DAILY_REFRESH_QUEUE);
      return;
    }
    try {
      // `once`: after a stop across the hour, the day's refresh is queued when the server is back.
      await boss.schedule(DAILY_REFRESH_QUEUE, cron, null, { tz: this.config.refreshTimeZone, missed: 'once' });
    } catch (error) {
      throw new Error(`REFRESH_CRON "${cron}" in REFRESH_TIME_ZONE "${this.config.refreshTimeZone}" cannot be used: ${(error as Error).message}`, {
        cause: error,
      });
    }
    await boss.work(DAILY_REFRESH_QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 }, async () => {
      await dispatch();
    });
  }

  /** The daily schedule as pg-boss keeps it, or null when there is none. */
  async dailySchedule(): Promise<{ cron: string; timezone: string } | null> {
    const boss = await this.started();
    const schedule = await boss.getSchedule(DAILY_REFRESH_QUEUE);
    return schedule ? { cron: schedule.cron, timezone: schedule.timezone } : null;
  }

  /** The newest tasks, newest first. */
  async recent(limit = 100): Promise<TaskRow[]> {
    const boss = await this.started();
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT id, data, state, created_on, completed_on, output FROM ${SCHEMA}.job WHERE name = $1 ORDER BY created_on DESC, id LIMIT $2`, [
        REFRESH_QUEUE,
        limit,
      ]);
    return rows.map((row) => {
      const data = (row.data ?? {}) as Partial<RefreshTask>;
      const state = String(row.state) as TaskState;
      return {
        id: String(row.id),
        channel_id: String(data.channel_id ?? ''),
        mode: 'add' as const,
        days_ago: Number(data.days_ago ?? DEFAULT_DAYS_AGO),
        state,
        created_at: new Date(row.created_on).toISOString(),
        completed_at: row.completed_on ? new Date(row.completed_on).toISOString() : null,
        error: errorOf(state, row.output),
      };
    });
  }

  /** Starts this process's worker: each task runs `refresh`, whose outcome settles it. Polls every 2 s. */
  async work(refresh: (task: RefreshTask, job: Job<RefreshTask>) => Promise<RefreshOutcome>, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    const boss = await this.started();
    await boss.work<RefreshTask>(
      REFRESH_QUEUE,
      {
        perJobResults: true,
        batchSize: 1,
        localConcurrency: Math.max(1, this.config.refreshConcurrency),
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      async (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            let outcome: RefreshOutcome;
            try {
              outcome = await refresh(job.data, job);
            } catch (error) {
              this.log(`refresh of ${job.data.channel_id} failed: ${(error as Error).message}`);
              outcome = { status: 'retry', error: REFRESH_FAILED };
            }
            if (outcome.status === 'completed') return { id: job.id, status: 'completed' as const, output: { ok: true } };
            // `deadletter` without a dead letter queue ends the task as failed, skipping the retries.
            return { id: job.id, status: outcome.status === 'retry' ? ('failed' as const) : ('deadletter' as const), output: { error: outcome.error } };
          }),
        ),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const starting = this.starting;
    this.starting = null;
    if (!starting) return;
    const boss = await starting.catch(() => null);
    await boss?.stop({ graceful: true, timeout: 10_000 });
    this.boss = null;
  }
}

/** The message key a task's output carries; other failures (a crash, a timeout) read as the generic one. */
function errorOf(state: TaskState, output: unknown): string | null {
  const error = (output as { error?: unknown } | null)?.error;
  if (typeof error === 'string' && messageKey.test(error)) return error;
  return state === 'failed' || state === 'retry' ? REFRESH_FAILED : null;
}
