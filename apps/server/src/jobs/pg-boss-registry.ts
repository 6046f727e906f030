// The job registry on pg-boss 12, in the application's PostgreSQL (schema `pgboss`). One pg-boss
// for the whole server, started on first use (processes and tests that never send a job pay
// nothing) and stopped with the server. Workers run only where the process runs workers
// (JOB_WORKERS / REFRESH_WORKER), and so does pg-boss's cron pass, which turns the schedules into
// jobs; its own claim keeps two processes from firing the same occurrence twice.
import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { PgBoss, type JobWithMetadata, type Queue } from 'pg-boss';
import { jobQueueGrants } from '../db/app-role.ts';
import type { Db } from '../db/database.ts';
import { JOB_FAILED, JobFailure } from './job-failure.ts';
import type { JobContext, JobHandler, JobRecord, JobRegistry, RegisterOptions, SendOptions, WorkerOptions } from './job-registry.ts';
import { ThrottledProgress, type ProgressValues } from './progress-reporter.ts';
import type { JobOutcome, ProgressStore } from './progress-store.ts';

const SCHEMA = 'pgboss';
const SEND_MANY_CHUNK = 500;
type Log = (message: string) => void;
type Definition = { handler: JobHandler<object>; options: RegisterOptions };

export type PgBossRegistryOptions = {
  /** pg-boss installs and migrates its own schema (DDL): the migrating user's connection. */
  databaseUrl: string;
  progress: Pick<ProgressStore, 'queued' | 'running' | 'progress' | 'finish'> & Partial<Pick<ProgressStore, 'queuedMany'>>;
  /** Whether this process runs workers (and the cron pass). */
  runsWorkers: boolean;
  /**
   * Whether requests connect as the application's own role (db/app-role.ts), which is then let
   * into the queue's schema to queue jobs in their write's transaction.
   */
  appRole?: boolean;
  log?: Log;
  /** The least time between two progress writes of a job. */
  progressIntervalMs?: number;
};

export class PgBossJobRegistry implements JobRegistry {
  private readonly options: PgBossRegistryOptions;
  private readonly log: Log;
  private readonly definitions = new Map<string, Definition>();
  /** The queues created (or brought up to date) since pg-boss started. */
  private readonly queues = new Map<string, Promise<void>>();
  /** The queues this process works. */
  private readonly working = new Set<string>();
  private starting: Promise<PgBoss> | null = null;
  private stopped = false;

  constructor(options: PgBossRegistryOptions) {
    this.options = options;
    this.log = options.log ?? ((m) => console.warn(`[chorus] ${m}`));
  }

  register<T extends object>(name: string, handler: JobHandler<T>, options: RegisterOptions = {}): void {
    this.definitions.set(name, { handler: handler as JobHandler<object>, options });
  }

  async schedule(name: string, cron: string, data: object, options: { tz: string; missed?: 'skip' | 'once' }): Promise<void> {
    const boss = await this.queue(name);
    await boss.schedule(name, cron, data, { tz: options.tz, ...(options.missed ? { missed: options.missed } : {}) });
  }

  async unschedule(name: string): Promise<void> {
    const boss = await this.queue(name);
    await boss.unschedule(name);
  }

  async scheduleOf(name: string): Promise<{ cron: string; timezone: string } | null> {
    const boss = await this.queue(name);
    const schedule = await boss.getSchedule(name);
    return schedule ? { cron: schedule.cron, timezone: schedule.timezone } : null;
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.queue(name);
    const id = await boss.send(name, data, {
      ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds !== undefined ? { singletonSeconds: options.singletonSeconds } : {}),
      ...(options.startAfterSeconds !== undefined ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.within ? { db: onTransaction(options.within) } : {}),
    });
    if (id) await this.options.progress.queued(id, name, options.ownerId ?? null, options.label ?? null, options.within);
    return id;
  }

  async sendMany<T extends object>(
    name: string,
    jobs: readonly { data: T; singletonKey?: string }[],
    options: Pick<SendOptions, 'ownerId' | 'label'> = {},
  ): Promise<string[]> {
    const boss = await this.queue(name);
    const queued: string[] = [];
    // A few hundred rows per statement keeps each one short.
    for (let i = 0; i < jobs.length; i += SEND_MANY_CHUNK) {
      const chunk = jobs.slice(i, i + SEND_MANY_CHUNK).map((job) => ({
        id: randomUUID(),
        data: job.data,
        ...(job.singletonKey !== undefined ? { singletonKey: job.singletonKey } : {}),
      }));
      const ids = (await boss.insert(name, chunk, { returnId: true })) ?? [];
      const ownerId = options.ownerId ?? null;
      const label = options.label ?? null;
      const progress = this.options.progress;
      if (progress.queuedMany) await progress.queuedMany(ids, name, ownerId, label);
      else for (const id of ids) await progress.queued(id, name, ownerId, label);
      queued.push(...ids);
    }
    return queued;
  }

  async activeJobId(name: string, singletonKey: string): Promise<string | null> {
    const boss = await this.started();
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active') LIMIT 1`, [
        name,
        singletonKey,
      ]);
    return rows[0] ? String(rows[0].id) : null;
  }

  async recentJobs(name: string, limit: number): Promise<JobRecord[]> {
    const boss = await this.started();
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT id, data, state, created_on, completed_on, output FROM ${SCHEMA}.job WHERE name = $1 ORDER BY created_on DESC, id LIMIT $2`, [
        name,
        limit,
      ]);
    return rows.map((row) => ({
      id: String(row.id),
      data: row.data,
      state: String(row.state) as JobRecord['state'],
      createdOn: new Date(row.created_on),
      completedOn: row.completed_on ? new Date(row.completed_on) : null,
      output: row.output,
    }));
  }

  async startWorkers(options: WorkerOptions = {}): Promise<void> {
    if (!this.options.runsWorkers) return;
    const log = options.log ?? this.log;
    const names = options.names ?? [...this.definitions.keys()];
    for (const name of names) {
      const definition = this.definition(name);
      const boss = await this.queue(name);
      await definition.options.onWorkerStart?.();
      if (this.working.has(name)) continue;
      this.working.add(name);
      await boss.work(
        name,
        {
          perJobResults: true,
          includeMetadata: true,
          batchSize: 1,
          localConcurrency: Math.max(1, definition.options.concurrency ?? 1),
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? definition.options.pollingIntervalSeconds ?? 2,
        },
        async (jobs: JobWithMetadata<object>[]) => Promise.all(jobs.map((job) => this.run(name, job, log))),
      );
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const starting = this.starting;
    this.starting = null;
    if (!starting) return;
    const boss = await starting.catch(() => null);
    await boss?.stop({ graceful: true, timeout: 10_000 });
  }

  /** Runs one job: progress running, the handler, then done, failed, or queued again for its retry. */
  private async run(name: string, job: JobWithMetadata<object>, log: Log) {
    const progress = this.options.progress;
    await this.quietly(() => progress.running(job.id, name));
    const reporter = new ThrottledProgress((values) => this.quietly(() => progress.progress(job.id, values)), {
      intervalMs: this.options.progressIntervalMs,
    });
    const context: JobContext = { id: job.id, progress: reporter, log };
    try {
      // The handler as registered now (a second app built on the same registry replaces it).
      await this.definition(name).handler(job.data, context);
    } catch (error) {
      const failure = error instanceof JobFailure ? error : new JobFailure(JOB_FAILED, { retry: true });
      if (!(error instanceof JobFailure)) log(`job ${name} ${job.id} failed: ${(error as Error).message}`);
      const last = await reporter.finish();
      const retries = failure.retry && job.retryCount < job.retryLimit;
      const values: ProgressValues = { done: last?.done ?? 0, total: last?.total ?? null, message: { key: failure.code, params: failure.params } };
      await this.settle(job.id, retries ? 'queued' : 'failed', values);
      // `deadletter` without a dead letter queue ends the job as failed, skipping the retries.
      return { id: job.id, status: failure.retry ? ('failed' as const) : ('deadletter' as const), output: { error: failure.code } };
    }
    await this.settle(job.id, 'done', await reporter.finish());
    return { id: job.id, status: 'completed' as const, output: { ok: true } };
  }

  private settle(jobId: string, outcome: JobOutcome, values: ProgressValues | null): Promise<void> {
    return this.quietly(() => this.options.progress.finish(jobId, outcome, values));
  }

  /** A progress write that fails is logged; it never fails the job. */
  private async quietly(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.log(`job progress not written: ${(error as Error).message}`);
    }
  }

  private definition(name: string): Definition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`no job named ${name} is registered`);
    return definition;
  }

  /** pg-boss, started, with the queue of a registered job created or brought up to its options. */
  private async queue(name: string): Promise<PgBoss> {
    const options = queueOptions(this.definition(name).options);
    const boss = await this.started();
    let ready = this.queues.get(name);
    if (!ready) {
      ready = (async () => {
        await boss.createQueue(name, options);
        // An existing queue takes the current settings (createQueue leaves one as it was); its policy cannot change.
        const { policy: _policy, ...changeable } = options;
        if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
      })();
      this.queues.set(name, ready);
      ready.catch(() => this.queues.delete(name));
    }
    await ready;
    return boss;
  }

  private started(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job registry is stopped'));
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<PgBoss> {
    const boss = new PgBoss({
      connectionString: this.options.databaseUrl,
      schema: SCHEMA,
      max: 4,
      application_name: 'chorus-jobs',
      schedule: this.options.runsWorkers,
      // Polling only: a LISTEN connection racing the database's shutdown can end the process (an
      // unhandled client error), and a job that starts two seconds later loses nothing.
    });
    boss.on('error', (error) => this.log(`job queue: ${error.message}`));
    await boss.start();
    if (this.options.appRole) await boss.getDb().executeSql(jobQueueGrants(SCHEMA));
    return boss;
  }
}

/** pg-boss's statements run on the caller's transaction (Kysely), so they commit or roll back with it. */
function onTransaction(trx: Db) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as never[] };
    },
  };
}

function queueOptions(options: RegisterOptions): Omit<Queue, 'name'> {
  return {
    policy: options.policy ?? 'standard',
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
    ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
    ...(options.retryDelayMaxSeconds !== undefined ? { retryDelayMax: options.retryDelayMaxSeconds } : {}),
    ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
    ...(options.deleteAfterSeconds !== undefined ? { deleteAfterSeconds: options.deleteAfterSeconds } : {}),
  };
}
