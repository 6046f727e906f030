// Point-in-time restore against a real embedded PostgreSQL archiving its WAL: a base backup, row A,
// a time T, row B; `restore --at T` gives back A without B, after a safety backup, and logs it. A
// time outside what the base backups and the archive cover is refused and changes nothing.
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { createPool } from '../../db/database.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../../db/embedded-postgres.ts';
import { migrate } from '../../db/migrate.ts';
import { listBackups } from './backup-archive.ts';
import { listBaseBackups, takeBaseBackup } from './base-backup.ts';
import { parseRecoveryTime, PointInTimeRefusal, restoreToTime } from './point-in-time.ts';

let dataDir: string;
let backupDir: string;
let walArchiveDir: string;
let running: RunningPostgres | null = null;
const clock = manualClock();
const log = () => {};

const start = async () => (running = await startEmbeddedPostgres(dataDir, log, { walArchiveDir }));
const stop = async () => {
  await running?.stop();
  running = null;
};
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: running!.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
const notes = async () => (await query<{ key: string }>("SELECT key FROM app_settings WHERE key LIKE 'pitr.%' ORDER BY key")).map((r) => r.key);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const restoreAt = (target: Date) => restoreToTime({ dataDir, backupDir, walArchiveDir, target, clock, by: 'test (admin@demo)', log });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'chorus-pitr-'));
  // As root the cluster runs as `postgres`, which must be able to walk into the folder.
  await chmod(dataDir, 0o755);
  backupDir = path.join(dataDir, 'backups');
  // Its parent made on the way too: the cluster's user must still be able to walk through it.
  walArchiveDir = path.join(dataDir, 'archive', 'wal');
  await start();
  const pool = createPool(running!.url, 1);
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
});
afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('restore to a point in time', () => {
  let target: Date;

  it('gives back the rows written before the time and not those after, after a safety backup, and logs it', async () => {
    expect((await query<{ setting: string }>("SELECT current_setting('archive_mode') AS setting"))[0]!.setting).toBe('on');
    const base = await takeBaseBackup({ databaseUrl: running!.url, clusterDir: path.join(dataDir, 'pg'), backupDir, walArchiveDir, now: new Date() });
    expect((await listBaseBackups(backupDir)).map((b) => b.name)).toEqual([base.name]);

    await query("INSERT INTO app_settings (key, value) VALUES ('pitr.a', 'written before the time')");
    await pause(20);
    target = (await query<{ at: Date }>('SELECT clock_timestamp() AS at'))[0]!.at;
    await pause(20);
    await query("INSERT INTO app_settings (key, value) VALUES ('pitr.b', 'written after the time')");
    await query('SELECT pg_switch_wal()');
    expect(await notes()).toEqual(['pitr.a', 'pitr.b']);
    await stop();

    clock.set(new Date('2026-11-29T02:20:00Z'));
    const result = await restoreAt(target);
    expect(result.base.name).toBe(base.name);
    expect(path.basename(result.safetyBackup)).toBe('chorus-backup-20261129T022000Z-before-restore.tar');

    await start();
    expect(await notes()).toEqual(['pitr.a']);
    const logged = await query<{ action: string; details: Record<string, string> }>('SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(logged[0]).toEqual({ action: 'system.restore', details: { at: target.toISOString(), base: base.name, by: 'test (admin@demo)' } });
    // What was given up is in the safety backup, and the restored cluster archives again.
    expect((await listBackups(backupDir)).map((b) => b.name)).toEqual([path.basename(result.safetyBackup)]);
    expect((await query<{ setting: string }>("SELECT current_setting('archive_mode') AS setting"))[0]!.setting).toBe('on');
    await stop();
  }, 120_000);

  it('refuses a time before the oldest base backup or after the last archived change, changing nothing', async () => {
    const [base] = await listBaseBackups(backupDir);
    const archiveBefore = await readdir(backupDir);
    const before = new Date(new Date(base!.consistentAt).getTime() - 3_600_000);
    await expect(restoreAt(before)).rejects.toThrow(PointInTimeRefusal);
    await expect(restoreAt(before)).rejects.toThrow(/before the oldest base backup/);
    const after = new Date(Date.now() + 3_600_000);
    await expect(restoreAt(after)).rejects.toThrow(/after the last archived change/);
    expect(await readdir(backupDir)).toEqual(archiveBefore);
    await start();
    expect(await notes()).toEqual(['pitr.a']);
    await stop();
  }, 60_000);

  it('reads a time with its offset in the forms an administrator writes, and refuses one without', () => {
    const expected = '2026-11-29T02:15:00.000Z';
    for (const text of ['2026-11-29 10:15:00+08', '2026-11-29T10:15:00+08:00', '2026-11-29 10:15+0800', '2026-11-29T02:15:00Z']) {
      expect(parseRecoveryTime(text).toISOString()).toBe(expected);
    }
    expect(() => parseRecoveryTime('2026-11-29 10:15:00')).toThrow(PointInTimeRefusal);
    expect(() => parseRecoveryTime('yesterday')).toThrow(PointInTimeRefusal);
  });
});
