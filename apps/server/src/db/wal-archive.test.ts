// The archive_command PostgreSQL runs for each finished WAL segment, run here by the shell as
// PostgreSQL would: it stores a segment once, answers 0 again for the same content (a segment
// archived again after a crash) and refuses, changing nothing, a different file of a name it holds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveCommand, archivedSegments, restoreCommand } from './wal-archive.ts';

const SEGMENT = '000000010000000000000003';
let root: string;
let cluster: string;
let archive: string;

/** PostgreSQL's placeholders filled in, run by sh in the cluster folder; answers the exit code. */
function run(command: string, p: string, f: string): number {
  const line = command.replace(/%[%pf]/g, (m) => (m === '%p' ? p : m === '%f' ? f : '%'));
  return spawnSync('sh', ['-c', line], { cwd: cluster }).status ?? -1;
}
const archived = (name: string) => gunzipSync(readFileSync(path.join(archive, `${name}.gz`))).toString();

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'chorus-wal-archive-'));
  cluster = path.join(root, 'pg');
  // A folder name with a space, a quote and a percent sign: the command must quote it.
  archive = path.join(root, "wal it's 100%");
  await mkdir(path.join(cluster, 'pg_wal'), { recursive: true });
  await mkdir(archive);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('archive_command', () => {
  it('stores a segment, accepts the same one again, and refuses a different file of that name without overwriting', async () => {
    await writeFile(path.join(cluster, 'pg_wal', SEGMENT), 'the first segment');
    expect(run(archiveCommand(archive), `pg_wal/${SEGMENT}`, SEGMENT)).toBe(0);
    expect(archived(SEGMENT)).toBe('the first segment');
    expect(await readdir(archive)).toEqual([`${SEGMENT}.gz`]);

    expect(run(archiveCommand(archive), `pg_wal/${SEGMENT}`, SEGMENT)).toBe(0);

    await writeFile(path.join(cluster, 'pg_wal', SEGMENT), 'another file under the same name');
    expect(run(archiveCommand(archive), `pg_wal/${SEGMENT}`, SEGMENT)).not.toBe(0);
    expect(archived(SEGMENT)).toBe('the first segment');
    expect(await readdir(archive)).toEqual([`${SEGMENT}.gz`]);
  });

  it('restore_command gives a segment back and fails, writing nothing, for one the archive does not hold', async () => {
    expect(run(restoreCommand(archive), 'pg_wal/RECOVERYXLOG', SEGMENT)).toBe(0);
    expect(readFileSync(path.join(cluster, 'pg_wal', 'RECOVERYXLOG'), 'utf8')).toBe('the first segment');
    expect(run(restoreCommand(archive), 'pg_wal/RECOVERYHISTORY', '00000002.history')).not.toBe(0);
    expect(await readdir(path.join(cluster, 'pg_wal'))).not.toContain('RECOVERYHISTORY');
  });
});

describe('archivedSegments', () => {
  it('lists segments in WAL order across timelines, leaving history, backup and partial files out', () => {
    const names = [
      '000000020000000000000005.gz',
      '000000010000000000000004.gz',
      '00000002.history.gz',
      '000000010000000000000003.00000028.backup.gz',
      '000000010000000000000005.partial.gz',
      '.000000010000000000000006.partial',
    ];
    expect(archivedSegments(names)).toEqual(['000000010000000000000004', '000000020000000000000005']);
  });
});
