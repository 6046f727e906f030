// One backup archive: a plain tar (readable with the system's tar) holding manifest.json, the
// database dump (db/*.copy.gz, database-dump.ts) and the stored files (files/: uploads kept,
// recipient documents, avatars). It is written under a temporary name, synced, then renamed: only a
// finished archive ever carries the name `chorus-backup-*.tar` that listBackups() reports.
// Secrets are never in it (writeSecrets, a separate file).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { dumpDatabase } from './database-dump.ts';
import { levelOf } from './migration-level.ts';

export const BACKUP_FORMAT = 'chorus-backup/1';
const ARCHIVE_PATTERN = /^chorus-backup-(\d{8}T\d{6}Z)(-[a-z-]+)?\.tar$/;

const fileEntry = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  chorusVersion: z.string(),
  migrationLevel: z.string(),
  createdAt: z.string(),
  label: z.string().nullable(),
  database: z.object({
    tables: z.array(z.object({ name: z.string(), file: z.string(), rows: z.number().int().nonnegative(), checksum: z.string() })),
    partitions: z.array(z.object({ name: z.string(), parent: z.string(), bound: z.string(), partitionKey: z.string().nullable() })),
    sequences: z.array(z.object({ name: z.string(), value: z.string(), isCalled: z.boolean() })),
  }),
  /** Every file of the archive but the manifest, with its digest: a damaged archive is refused before anything changes. */
  files: z.array(fileEntry),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export type BackupOptions = { databaseUrl: string; dataDir: string; backupDir: string; now: Date; label?: string };
export type BackupSummary = { file: string; bytes: number; manifest: BackupManifest };

const chorusVersion = async () => (JSON.parse(await readFile(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }).version;

/** A time as it appears in a backup's name: 20261129T021500Z. */
export const stampOf = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root`, as paths relative to `base`. */
async function walk(root: string, base: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, base)));
    else if (entry.isFile()) out.push(path.relative(base, full));
  }
  return out.sort();
}

async function describe(base: string, relative: string): Promise<z.infer<typeof fileEntry>> {
  const full = path.join(base, relative);
  return { path: relative, bytes: (await stat(full)).size, sha256: await sha256(full) };
}

export function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar ${args[0]} failed (${code}): ${stderr.trim()}`))));
  });
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes one archive of the database and the stored files into `backupDir`; answers its name. */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const { databaseUrl, dataDir, backupDir, now } = options;
  const label = options.label ?? null;
  await mkdir(backupDir, { recursive: true });
  const staging = await mkdtemp(path.join(backupDir, '.staging-'));
  const name = `chorus-backup-${stampOf(now)}${label ? `-${label}` : ''}.tar`;
  const partial = path.join(backupDir, `.${name}.partial`);
  try {
    await mkdir(path.join(staging, 'db'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let database;
    let applied: string[];
    try {
      database = await dumpDatabase(client, staging);
      applied = (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name);
    } finally {
      await client.end();
    }
    const migrationLevel = levelOf(applied);
    const stored = await walk(path.join(dataDir, 'files'), dataDir);
    const files = [
      ...(await Promise.all(database.tables.map((t) => describe(staging, t.file)))),
      ...(await Promise.all(stored.map((f) => describe(dataDir, f)))),
    ];
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      chorusVersion: await chorusVersion(),
      migrationLevel,
      createdAt: now.toISOString(),
      label,
      database,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 1));
    await runTar(['-cf', partial, '-C', staging, 'manifest.json', 'db', ...(stored.length > 0 ? ['-C', dataDir, ...stored] : [])]);
    // It holds every account's data (password hashes, sessions): readable by Chorus's user only.
    await chmod(partial, 0o600);
    await fsyncPath(partial);
    const file = path.join(backupDir, name);
    await rename(partial, file);
    await fsyncPath(backupDir);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

export type ListedBackup = { file: string; name: string; createdAt: Date; bytes: number };

/** The finished archives in `backupDir`, newest first (a half-written one has another name). */
export async function listBackups(backupDir: string): Promise<ListedBackup[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const out: ListedBackup[] = [];
  for (const name of names) {
    const match = ARCHIVE_PATTERN.exec(name);
    if (!match) continue;
    const s = match[1]!;
    const createdAt = new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`);
    out.push({ file: path.join(backupDir, name), name, createdAt, bytes: (await stat(path.join(backupDir, name))).size });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
}

/**
 * Removes the archives older than `days`, keeping the newest always, and what killed backups left
 * (a staging folder, a partial archive) a day old or more; answers the names removed.
 */
export async function pruneBackups(backupDir: string, days: number, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(backupDir).catch(() => [] as string[])) {
    if (!name.startsWith('.staging-') && !name.endsWith('.partial')) continue;
    const modified = (await stat(path.join(backupDir, name))).mtimeMs;
    if (now.getTime() - modified < 86_400_000) continue;
    await rm(path.join(backupDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  const [newest, ...rest] = await listBackups(backupDir);
  if (!newest) return removed;
  const old = rest.filter((b) => now.getTime() - b.createdAt.getTime() > days * 86_400_000);
  for (const b of old) await rm(b.file, { force: true });
  return [...removed, ...old.map((b) => b.name)];
}

export class DamagedBackupError extends Error {}

/**
 * Unpacks the archive into `workDir` and checks every file against the manifest's digest. Throws
 * DamagedBackupError when anything is missing, unreadable or changed.
 */
export async function openBackup(file: string, workDir: string): Promise<BackupManifest> {
  try {
    await runTar(['-xf', file, '-C', workDir]);
  } catch (error) {
    throw new DamagedBackupError(`${path.basename(file)} cannot be unpacked: ${(error as Error).message}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(workDir, 'manifest.json'), 'utf8')));
  } catch (error) {
    throw new DamagedBackupError(`${path.basename(file)} has no readable manifest: ${(error as Error).message}`);
  }
  for (const entry of manifest.files) {
    const full = path.join(workDir, entry.path);
    if (!full.startsWith(workDir + path.sep)) throw new DamagedBackupError(`${entry.path}: outside the archive`);
    const digest = await sha256(full).catch(() => null);
    if (digest !== entry.sha256) throw new DamagedBackupError(`${path.basename(file)}: ${entry.path} is ${digest ? 'changed' : 'missing'}`);
  }
  return manifest;
}

/**
 * The secrets a restored Chorus needs beside the archive (token keys, the embedded cluster's
 * password, AUTH_SECRET when set), in a file of their own, mode 0600: keep it apart from the backups.
 */
export async function writeSecrets(dataDir: string, target: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const secrets: Record<string, string> = {};
  const keys = await readdir(path.join(dataDir, 'keys')).catch(() => [] as string[]);
  for (const key of keys) secrets[`keys/${key}`] = (await readFile(path.join(dataDir, 'keys', key))).toString('base64');
  const password = await readFile(path.join(dataDir, 'postgres-password')).catch(() => null);
  if (password) secrets['postgres-password'] = password.toString('base64');
  if (env.AUTH_SECRET) secrets.AUTH_SECRET = Buffer.from(env.AUTH_SECRET).toString('base64');
  const partial = `${target}.partial`;
  await writeFile(partial, JSON.stringify({ note: 'Chorus secrets (base64). Keep apart from the backups.', secrets }, null, 1), { mode: 0o600 });
  await fsyncPath(partial);
  await rename(partial, target);
  return Object.keys(secrets);
}
