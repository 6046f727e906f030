import type pg from 'pg';
import type { InvalidationBus } from './cache/invalidation-bus.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AddressThrottle } from './http/throttle.ts';
import type { JobRegistry } from './jobs/index.ts';
import type { ChannelAccess } from './ports/channel-access.ts';
import type { DrawPool } from './ports/draw-pool.ts';
import type { TextAnalysisPool } from './ports/text-analysis-pool.ts';
import type { UploadReadPool } from './ports/upload-read-pool.ts';
import type { Mailer } from './ports/mailer.ts';
import type { RefreshQueue } from './ports/refresh-queue.ts';
import type { SessionStore } from './ports/session-store.ts';
import type { UserDirectory } from './ports/user-directory.ts';
import type { FileStorage } from './storage/file-storage.ts';

/**
 * The shared infrastructure, built once in bootstrap.ts. Each module's index.ts (its composition
 * root) hands its services the parts they use, never the whole of it. The services some modules
 * provide to all (sessions, users, mailer, channel access, refresh queue, report draws) are named by
 * their ports (ports/), below the modules, so no module's file is imported here.
 */
export type AppContext = {
  config: Config;
  clock: Clock;
  pool: pg.Pool;
  db: Db;
  /** The migrating (owning) database user's address, for administration work: backups and their drills. */
  adminDatabaseUrl: string;
  bus: InvalidationBus;
  sessions: SessionStore;
  users: UserDirectory;
  secret: Buffer;
  mailer: Mailer;
  storage: FileStorage;
  throttle: AddressThrottle;
  channelAccess: ChannelAccess;
  /** The job queue every module registers its jobs and schedules with (pg-boss, started on first use). */
  jobs: JobRegistry;
  /** YouTube refresh tasks, on `jobs`. */
  refreshQueue: RefreshQueue;
  /** Where reports are drawn: REPORT_DRAW_THREADS worker threads (modules/reports/draw-pool.ts), ended at close. */
  reportDraws: DrawPool;
  /** Where texts are analysed (the analysis box, the channel-analysis job): INSIGHT_ANALYZE_THREADS worker threads (modules/insight/language/analysis-pool.ts), ended at close. */
  textAnalyses: TextAnalysisPool;
  /** Where uploaded accounting files (revenue reports, deductions) are read: UPLOAD_READ_THREADS worker threads (modules/accounting/upload-reads.ts), ended at close. */
  uploadReads: UploadReadPool;
};
