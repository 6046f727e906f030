// Wires a running Chorus: database (embedded unless DATABASE_URL), migrations, caches, mail, files.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppContext } from './app-context.ts';
import { InvalidationBus } from './cache/invalidation-bus.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createDb, createPool } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { prepareAppRole } from './db/app-role.ts';
import { migrate } from './db/migrate.ts';
import { AddressThrottle } from './http/throttle.ts';
import { PgBossJobRegistry, ProgressStore } from './jobs/index.ts';
import { SessionStore } from './modules/auth/index.ts';
import { ChannelAccess } from './modules/channels/index.ts';
import { createMailer, keepsOutbox } from './modules/mail/index.ts';
import { UploadReadPool } from './modules/accounting/index.ts';
import { AnalysisPool } from './modules/insight/index.ts';
import { DrawPool } from './modules/reports/index.ts';
import { loadSpecificUsers, UserDirectory } from './modules/users/index.ts';
import { RefreshQueue } from './modules/youtube/index.ts';
import { localFileStorage } from './storage/file-storage.ts';

/**
 * ANALYZE every table as their owner (the migrating user): the application's role may not, and a
 * freshly seeded database has no statistics until autovacuum comes by, minutes later.
 */
export async function analyzeAsOwner(databaseUrl: string): Promise<void> {
  const adminPool = createPool(databaseUrl, 1);
  try {
    await adminPool.query('ANALYZE');
  } finally {
    await adminPool.end();
  }
}

export type Running = { ctx: AppContext; databaseUrl: string; close: () => Promise<void> };

export async function resolveDatabase(config: Config, log: (line: string) => void) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  return startEmbeddedPostgres(config.dataDir, log, { walArchiveDir: config.backup.walArchiveDir });
}

export async function createContext(config: Config, databaseUrl: string, clock: Clock = systemClock): Promise<Running> {
  // Migrations as the connecting (administrator) user; requests as the application's own role,
  // which cannot change or delete system-log rows (db/app-role.ts).
  const adminPool = createPool(databaseUrl, 2);
  let appUrl: string;
  let ownRole = false;
  try {
    await migrate(adminPool);
    const appRole = await prepareAppRole(adminPool, databaseUrl);
    if (appRole.url === null) {
      console.warn(`[chorus] requests use the migrating database user (${appRole.reason}); the system log is guarded by its trigger only`);
    }
    appUrl = appRole.url ?? databaseUrl;
    ownRole = appRole.url !== null;
  } finally {
    await adminPool.end();
  }
  // Connections outlive a quiet spell: opening one again cost 8–43 ms on the first request after
  // 10 idle seconds (measured), and each connection keeps its planned statements.
  const pool = createPool(appUrl, 20, 300);
  const db = createDb(pool);
  const bus = new InvalidationBus(pool);
  await bus.start(appUrl);
  const secret = await tokenSecret(db);
  // pg-boss installs and migrates its own schema (DDL), so it keeps the migrating user's connection.
  const jobs = new PgBossJobRegistry({ databaseUrl, progress: new ProgressStore(db, clock), runsWorkers: config.jobWorkers, appRole: ownRole });
  const ctx: AppContext = {
    config,
    clock,
    pool,
    db,
    adminDatabaseUrl: databaseUrl,
    bus,
    secret,
    sessions: new SessionStore(db, bus, clock, config.refreshTokenSeconds, config.refreshReuseSeconds),
    users: new UserDirectory(db, bus, loadSpecificUsers(config.specificUsersFile)),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: keepsOutbox(config) ? path.join(config.dataDir, 'outbox') : null,
      now: () => clock.now(),
    }),
    storage: localFileStorage(path.join(config.dataDir, 'files')),
    throttle: new AddressThrottle(db, config.authRequestsPerMinute, () => clock.now().getTime()),
    channelAccess: new ChannelAccess(db),
    jobs,
    refreshQueue: new RefreshQueue(jobs),
    reportDraws: new DrawPool({ threads: config.reportDrawThreads }),
    textAnalyses: new AnalysisPool({ threads: config.insightAnalyzeThreads }),
    uploadReads: new UploadReadPool({ threads: config.uploadReadThreads }),
  };
  return {
    ctx,
    databaseUrl,
    close: async () => {
      await jobs.stop();
      await ctx.reportDraws.close();
      await ctx.textAnalyses.close();
      await ctx.uploadReads.close();
      ctx.mailer.close();
      await bus.stop();
      await db.destroy();
    },
  };
}

/** AUTH_SECRET, or one generated on first start and kept in the database so every process shares it. */
async function tokenSecret(db: AppContext['db']): Promise<Buffer> {
  if (process.env.AUTH_SECRET) return Buffer.from(process.env.AUTH_SECRET, 'utf8');
  await db
    .insertInto('app_settings')
    .values({ key: 'token_secret', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'token_secret').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'hex');
}
