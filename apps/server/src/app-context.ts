import type pg from 'pg';
import type { InvalidationBus } from './cache/invalidation-bus.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AddressThrottle } from './http/throttle.ts';
import type { SessionStore } from './modules/auth/session-store.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { ChannelAccess } from './modules/channels/channel-access.ts';
import type { UserDirectory } from './modules/users/user-directory.ts';
import type { RefreshQueue } from './modules/youtube/refresh-queue.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What request handlers and services share; built once in app.ts. */
export type AppContext = {
  config: Config;
  clock: Clock;
  pool: pg.Pool;
  db: Db;
  bus: InvalidationBus;
  sessions: SessionStore;
  users: UserDirectory;
  secret: Buffer;
  mailer: Mailer;
  storage: FileStorage;
  throttle: AddressThrottle;
  channelAccess: ChannelAccess;
  /** YouTube refresh tasks (pg-boss, started on first use). */
  refreshQueue: RefreshQueue;
};
