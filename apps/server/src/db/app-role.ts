// The application's own database role. Migrations run as the connecting (administrator) user, which
// owns the tables; the request-serving pool then connects as `chorus_app`, a role that may read and
// write every table except the system log, where it may only add rows and read them (security
// plan 31: "the app's database role cannot UPDATE or DELETE audit rows").
//
// Where the administrator cannot create or manage roles (a managed DATABASE_URL without
// CREATEROLE), the app keeps the administrator's connection and the audit_log trigger of
// 0010_access_admin.sql is the only guard; a warning says so.
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';

export const APP_ROLE = 'chorus_app';
/** Advisory lock (per database) so that processes starting together do not race on the grants. */
const GRANT_LOCK = 724_311_010;

export type AppRoleOutcome = { url: string; role: typeof APP_ROLE } | { url: null; reason: string };

/**
 * Makes sure `chorus_app` exists, can sign in, and holds exactly its privileges in this database,
 * and answers the connection address to serve requests with. Safe to run on every start, by
 * several processes at once.
 */
export async function prepareAppRole(admin: pg.Pool, adminUrl: string): Promise<AppRoleOutcome> {
  const me = await admin.query<{ user: string; super: boolean; createrole: boolean }>(
    'SELECT current_user AS user, rolsuper AS super, rolcreaterole AS createrole FROM pg_roles WHERE rolname = current_user',
  );
  const self = me.rows[0];
  if (!self) return { url: null, reason: 'the connecting role is unknown' };
  if (self.user === APP_ROLE) return { url: null, reason: `the connection already uses ${APP_ROLE}` };
  const password = await rolePassword(admin, adminUrl);
  const url = urlFor(adminUrl, password);

  if (!(await canSignIn(url))) {
    if (!self.super && !self.createrole) return { url: null, reason: `${self.user} may not create roles` };
    try {
      await ensureRole(admin, password);
    } catch (error) {
      return { url: null, reason: `${APP_ROLE} could not be set up: ${(error as Error).message}` };
    }
    if (!(await canSignIn(url))) return { url: null, reason: `${APP_ROLE} cannot sign in (check pg_hba.conf)` };
  }

  try {
    await grant(admin);
  } catch (error) {
    return { url: null, reason: `privileges of ${APP_ROLE} could not be granted: ${(error as Error).message}` };
  }
  return { url, role: APP_ROLE };
}

/**
 * The role's password. Derived from the administrator's password when the address has one, so
 * every database of the cluster (the test clones, several processes) agrees without storing it;
 * otherwise a random one kept in app_settings.
 */
async function rolePassword(admin: pg.Pool, adminUrl: string): Promise<string> {
  const adminPassword = decodeURIComponent(new URL(adminUrl).password);
  if (adminPassword) return createHmac('sha256', adminPassword).update(`${APP_ROLE} v1`).digest('base64url');
  await admin.query(`INSERT INTO app_settings (key, value) VALUES ('app_role_password', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(24).toString('base64url'),
  ]);
  const row = await admin.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'app_role_password'`);
  return row.rows[0]!.value;
}

function urlFor(adminUrl: string, password: string): string {
  const url = new URL(adminUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

async function canSignIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the role or resets its password. Roles are cluster-wide; another process may be doing the same. */
async function ensureRole(admin: pg.Pool, password: string): Promise<void> {
  const literal = `'${password.replace(/'/g, "''")}'`;
  for (let attempt = 0; ; attempt++) {
    try {
      const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
      if (exists.rowCount === 0) {
        await admin.query(`CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD ${literal}`);
      } else {
        await admin.query(`ALTER ROLE ${APP_ROLE} WITH LOGIN PASSWORD ${literal}`);
      }
      return;
    } catch (error) {
      // 42710 duplicate_object / 23505: created meanwhile; XX000 "tuple concurrently updated".
      const code = (error as { code?: string }).code;
      if (attempt < 5 && (code === '42710' || code === '23505' || code === 'XX000')) {
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
        continue;
      }
      throw error;
    }
  }
}

/**
 * The job queue's schema (pg-boss's, created by the administrator): the application's role may read
 * it and add jobs, so that a request queues the jobs that follow its write in the write's own
 * transaction (jobs/pg-boss-registry.ts). One statement list, under the grants' lock.
 */
export function jobQueueGrants(schema: string): string {
  return `BEGIN;
    SELECT pg_advisory_xact_lock(${GRANT_LOCK});
    GRANT USAGE ON SCHEMA ${schema} TO ${APP_ROLE};
    GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA ${schema} TO ${APP_ROLE};
    ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT ON TABLES TO ${APP_ROLE};
    COMMIT;`;
}

/**
 * Everything in the public schema, now and later (default privileges for the tables the
 * migrations create as this administrator), except: the system log is INSERT and SELECT only,
 * and the migration ledger is read-only. One transaction, so no moment exists in which the role
 * holds more.
 */
async function grant(admin: pg.Pool): Promise<void> {
  const client = await admin.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [GRANT_LOCK]);
    await client.query(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
    await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${APP_ROLE}`);
    await client.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM ${APP_ROLE}`);
    await client.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON TABLES TO ${APP_ROLE}`);
    await client.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${APP_ROLE}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
