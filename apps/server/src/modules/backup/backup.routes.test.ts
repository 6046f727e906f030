// Backups against a real PostgreSQL: a backup, changes, a restore, and the database and stored files
// are the backup's again (a table made afterwards is gone); a backup killed half-way is never listed;
// a damaged archive or one from a newer migration level changes nothing; the drill proves an archive.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { createDb, createPool, type Db } from '../../db/database.ts';
import { cloneTemplateDatabase, type ScratchDatabase } from '../../../test/scratch-database.ts';
import { tableChecksums } from '../../../test/table-checksums.ts';
import { createBackup, DamagedBackupError, listBackups, pruneBackups, runTar } from './backup-archive.ts';
import { NewerLevelError } from './migration-level.ts';
import { drillBackup, restoreBackup } from './restore.ts';

let database: ScratchDatabase;
let pool: ReturnType<typeof createPool>;
let db: Db;
let dataDir: string;
let backupDir: string;
const clock = manualClock();
const log = () => {};

/** Every table of the schema, read from the catalogue (not from the code under test). */
async function allTables(): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  return rows.rows.map((r) => r.name);
}
async function snapshot() {
  const tables = await allTables();
  return { tables, sums: await tableChecksums(db, tables) };
}
const reconnect = async () => {
  await pool.end();
  pool = createPool(database.url, 2);
  db = createDb(pool);
};
const restore = (file: string) => restoreBackup({ databaseUrl: database.url, dataDir, backupDir, file, clock, by: 'test (admin@demo)', log });

beforeAll(async () => {
  database = await cloneTemplateDatabase(true);
  pool = createPool(database.url, 2);
  db = createDb(pool);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'chorus-backup-data-'));
  backupDir = path.join(dataDir, 'backups');
  await mkdir(path.join(dataDir, 'files', 'avatars'), { recursive: true });
  await writeFile(path.join(dataDir, 'files', 'avatars', '00000000-0000-4000-8000-000000000001'), 'the avatar of the backup');
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('backup, change, restore', () => {
  it('gives back exactly the database and files of the backup, after a safety backup, and logs who restored', async () => {
    const before = await snapshot();
    clock.set(new Date('2026-11-01T02:15:00Z'));
    const backup = await createBackup({ databaseUrl: database.url, dataDir, backupDir, now: clock.now() });
    expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
    const users = await sql<{ n: string }>`SELECT count(*)::text AS n FROM users`.execute(db);
    expect(backup.manifest.database.tables.find((t) => t.name === 'users')?.rows).toBe(Number(users.rows[0]!.n));

    // Changes of every kind: rows added, changed and removed, a table and a stored file made, one changed.
    await sql`UPDATE users SET name = 'Changed after the backup' WHERE id = (SELECT min(id) FROM users)`.execute(db);
    await sql`DELETE FROM problem_reports`.execute(db);
    await sql`INSERT INTO app_settings (key, value) VALUES ('made_after_backup', 'x')`.execute(db);
    await sql`CREATE TABLE made_after_backup (id int)`.execute(db);
    await writeFile(path.join(dataDir, 'files', 'avatars', '00000000-0000-4000-8000-000000000001'), 'changed');
    await writeFile(path.join(dataDir, 'files', 'avatars', '00000000-0000-4000-8000-000000000002'), 'new');
    expect(await snapshot()).not.toEqual(before);

    clock.set(new Date('2026-11-02T09:00:00Z'));
    const result = await restore(backup.file);
    await reconnect();

    const after = await snapshot();
    expect(after.tables).not.toContain('made_after_backup');
    // The one row the restore adds is its own line in the system log.
    const { audit_log: auditAfter, ...restAfter } = after.sums;
    const { audit_log: auditBefore, ...restBefore } = before.sums;
    expect(restAfter).toEqual(restBefore);
    expect(auditAfter).not.toBe(auditBefore);
    const logged = await sql<{
      action: string;
      details: { archive: string; by: string };
    }>`SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1`.execute(db);
    expect(logged.rows[0]).toMatchObject({ action: 'system.restore', details: { archive: path.basename(backup.file), by: 'test (admin@demo)' } });

    expect(await readdir(path.join(dataDir, 'files', 'avatars'))).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(await readFile(path.join(dataDir, 'files', 'avatars', '00000000-0000-4000-8000-000000000001'), 'utf8')).toBe('the avatar of the backup');

    // The safety backup holds the state just before: the changed user name, the new table's absence notwithstanding.
    expect(path.basename(result.safetyBackup)).toBe('chorus-backup-20261102T090000Z-before-restore.tar');
    expect((await listBackups(backupDir)).map((b) => b.name)).toEqual([path.basename(result.safetyBackup), path.basename(backup.file)]);
  }, 180_000);

  it('a drill loads an archive into a scratch database, checks it and drops it', async () => {
    const newest = (await listBackups(backupDir)).find((b) => !b.name.includes('before-restore'));
    // Only this database's scratch copies count: other test files drill on the same cluster at once.
    const scratchCopies = async () =>
      (await sql<{ name: string }>`SELECT datname AS name FROM pg_database WHERE starts_with(datname, current_database() || '_restore_')`.execute(db)).rows;
    expect(await scratchCopies()).toEqual([]);
    const drill = await drillBackup(database.url, newest!.file, backupDir, log);
    expect(drill.tables).toBeGreaterThan(20);
    expect(drill.rows).toBeGreaterThan(1000);
    expect(await scratchCopies()).toEqual([]);
  }, 120_000);
});

describe('what a restore refuses, changing nothing', () => {
  const unchanged = async (attempt: () => Promise<unknown>, error: new (...args: never[]) => Error, message: RegExp) => {
    const before = await snapshot();
    const listed = (await listBackups(backupDir)).map((b) => b.name);
    await writeFile(path.join(dataDir, 'files', 'avatars', '00000000-0000-4000-8000-000000000003'), 'live file');
    const filesBefore = await readdir(path.join(dataDir, 'files', 'avatars'));
    const failure = await attempt().then(
      () => null,
      (e: Error) => e,
    );
    expect(failure).toBeInstanceOf(error);
    expect(failure!.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
    expect(await readdir(path.join(dataDir, 'files', 'avatars'))).toEqual(filesBefore);
    // No safety backup either: nothing was about to change.
    expect((await listBackups(backupDir)).map((b) => b.name)).toEqual(listed);
  };

  it('a damaged archive (a changed byte, a cut-off end)', async () => {
    clock.set(new Date('2026-11-03T02:15:00Z'));
    const good = await createBackup({ databaseUrl: database.url, dataDir, backupDir, now: clock.now() });
    const changed = path.join(dataDir, 'changed.tar');
    await writeFile(changed, await readFile(good.file));
    const handle = await open(changed, 'r+');
    // A byte inside the first table's data, past the manifest.
    const middle = Math.floor(good.bytes / 2);
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, middle);
    await handle.write(Buffer.from([byte[0]! ^ 0xff]), 0, 1, middle);
    await handle.close();
    await unchanged(() => restore(changed), DamagedBackupError, /changed|cannot be unpacked|manifest/);

    const cut = path.join(dataDir, 'cut.tar');
    await writeFile(cut, await readFile(good.file));
    await truncate(cut, Math.floor(good.bytes * 0.6));
    await unchanged(() => restore(cut), DamagedBackupError, /cannot be unpacked|missing|changed/);
  }, 120_000);

  it('an archive from a newer migration level, with a clear message', async () => {
    const [newest] = await listBackups(backupDir);
    const work = await mkdtemp(path.join(dataDir, 'newer-'));
    await runTar(['-xf', newest!.file, '-C', work]);
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8'));
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify({ ...manifest, migrationLevel: '9999_from_the_future.sql' }));
    const newer = path.join(dataDir, 'newer.tar');
    await runTar(['-cf', newer, '-C', work, '.']);
    await unchanged(() => restore(newer), NewerLevelError, /newer Chorus \(migration level 9999_from_the_future\.sql.*nothing was changed/);
  }, 120_000);
});

describe('a backup killed half-way', () => {
  it('is never listed as good, and the next one is', async () => {
    const killedDir = path.join(dataDir, 'killed');
    // A large stored file keeps the backup busy longer still.
    const big = path.join(dataDir, 'files', 'avatars', '00000000-0000-4000-8000-00000000000b');
    await writeFile(big, '');
    await truncate(big, 64 * 1024 * 1024);
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'backup-cli.ts'), 'backup', '--no-secrets'], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, BACKUP_DIR: killedDir },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed as soon as it has begun writing (its staging folder exists).
    for (let i = 0; i < 2000 && !((await readdir(killedDir).catch(() => [])) as string[]).some((n) => n.startsWith('.')); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGKILL');
    await exited;
    expect(((await readdir(killedDir)) as string[]).some((n) => n.startsWith('.'))).toBe(true);
    expect(await listBackups(killedDir)).toEqual([]);
    await rm(big);

    const next = await createBackup({ databaseUrl: database.url, dataDir, backupDir: killedDir, now: new Date('2026-11-04T02:15:00Z') });
    expect((await listBackups(killedDir)).map((b) => b.file)).toEqual([next.file]);
    expect(existsSync(next.file)).toBe(true);

    // What the killed one left is removed by the daily pruning once a day old, the archive kept.
    const left = ((await readdir(killedDir)) as string[]).filter((n) => n.startsWith('.'));
    expect(await pruneBackups(killedDir, 30, new Date())).toEqual([]);
    expect((await pruneBackups(killedDir, 30, new Date(Date.now() + 2 * 86_400_000))).sort()).toEqual(left.sort());
    expect(await readdir(killedDir)).toEqual([path.basename(next.file)]);
  }, 120_000);
});
