// Restoring an archive, and the nightly drill that proves one restores.
//
// Both load the archive into a scratch database of the same cluster: the archive's migration level
// applied to an empty database, the rows loaded, every table's rows and checksum compared with the
// manifest. The drill then drops it. A restore first takes a safety backup, then swaps the scratch
// database in under the live one's name (so tables made after the backup do not survive) and puts
// the archive's stored files in place. A damaged archive, a newer level or a failed check stops
// before the live database or files are touched.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { audit } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import { createDb, createPool } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { prepareAppRole } from '../../db/app-role.ts';
import { createBackup, openBackup, type BackupManifest } from './backup-archive.ts';
import { compareWithDump, loadDatabase } from './database-dump.ts';
import { stageMigrationsUpTo } from './migration-level.ts';

export class VerificationError extends Error {}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};
const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function onCluster(url: string, statements: string[]): Promise<void> {
  // Statements about a database are run from another one: the cluster's maintenance database.
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

type Scratch = { name: string; url: string; manifest: BackupManifest; drop: () => Promise<void> };

/** The archive unpacked in `workDir`, loaded into a new database beside `databaseUrl`'s and checked. */
async function loadIntoScratch(databaseUrl: string, file: string, workDir: string, log: (line: string) => void): Promise<Scratch> {
  const manifest = await openBackup(file, workDir);
  const migrations = path.join(workDir, '.migrations');
  await stageMigrationsUpTo(manifest.migrationLevel, migrations);
  const name = `${databaseOf(databaseUrl)}_restore_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(databaseUrl, name);
  await onCluster(databaseUrl, [`CREATE DATABASE "${name}"`]);
  const drop = () => onCluster(databaseUrl, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
  try {
    const pool = createPool(url, 1);
    try {
      await migrate(pool, migrations);
      const client = await pool.connect();
      try {
        await loadDatabase(client, manifest.database, workDir, log);
        const differences = await compareWithDump(client, manifest.database);
        if (differences.length > 0) throw new VerificationError(`the restored database differs from the backup: ${differences.join('; ')}`);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url, manifest, drop };
}

export type DrillResult = { file: string; tables: number; rows: number; seconds: number };

/** Restores `file` into a scratch database, checks it against its manifest, drops it. */
export async function drillBackup(databaseUrl: string, file: string, scratchDir: string, log: (line: string) => void): Promise<DrillResult> {
  const started = performance.now();
  const workDir = await mkdtemp(path.join(scratchDir, '.drill-'));
  try {
    const scratch = await loadIntoScratch(databaseUrl, file, workDir, log);
    await scratch.drop();
    const tables = scratch.manifest.database.tables;
    return { file, tables: tables.length, rows: tables.reduce((n, t) => n + t.rows, 0), seconds: (performance.now() - started) / 1000 };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export type RestoreOptions = {
  databaseUrl: string;
  dataDir: string;
  backupDir: string;
  file: string;
  clock: Clock;
  /** Who asked (the operating-system user running the command, and the name they gave). */
  by: string;
  log: (line: string) => void;
};

export type RestoreResult = { safetyBackup: string; manifest: BackupManifest };

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { databaseUrl, dataDir, backupDir, file, clock, log } = options;
  const workDir = await mkdtemp(path.join(backupDir, '.restore-'));
  try {
    // Checked before anything is written: the archive is whole and of a level this Chorus knows.
    const manifest = await openBackup(file, workDir);
    await stageMigrationsUpTo(manifest.migrationLevel, path.join(workDir, '.migrations'));
    log(`archive ${path.basename(file)} is whole (made ${manifest.createdAt}, level ${manifest.migrationLevel})`);
    const safety = await createBackup({ databaseUrl, dataDir, backupDir, now: clock.now(), label: 'before-restore' });
    log(`safety backup: ${safety.file}`);
    const scratch = await loadIntoScratch(databaseUrl, file, workDir, log);
    log(`loaded and checked ${manifest.database.tables.length} tables`);
    await recordRestore(scratch.url, clock, { archive: path.basename(file), made: manifest.createdAt, level: manifest.migrationLevel, by: options.by });

    // From here the live data is replaced: the stored files, then the database under its name.
    const stamp = randomBytes(4).toString('hex');
    const filesDir = path.join(dataDir, 'files');
    const formerFiles = `${filesDir}.before-restore-${stamp}`;
    await rename(filesDir, formerFiles).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await cp(path.join(workDir, 'files'), filesDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    const live = databaseOf(databaseUrl);
    const former = `${live}_before_restore_${stamp}`;
    await onCluster(databaseUrl, [
      `ALTER DATABASE "${live}" WITH ALLOW_CONNECTIONS false`,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${live}' AND pid <> pg_backend_pid()`,
      `ALTER DATABASE "${live}" RENAME TO "${former}"`,
      `ALTER DATABASE "${scratch.name}" RENAME TO "${live}"`,
      `DROP DATABASE "${former}" WITH (FORCE)`,
    ]);
    await rm(formerFiles, { recursive: true, force: true });
    return { safetyBackup: safety.file, manifest };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The system log's row, written into the restored database (the live one's log is the backup's). */
export async function recordRestore(url: string, clock: Clock, details: Record<string, string>): Promise<void> {
  const pool = createPool(url, 1);
  try {
    // The role's grants, as a start would make them, before the server next connects as it.
    await prepareAppRole(pool, url);
    await audit.record({ db: createDb(pool), clock }, { action: 'system.restore', details });
  } finally {
    await pool.end();
  }
}
