// `npm run backup` writes one archive into BACKUP_DIR and the secrets beside it in a file of their
// own (move it elsewhere); `npm run restore -- FILE [--by NAME]` puts an archive back (stop Chorus
// first); `npm run restore -- --drill [FILE]` proves one restores without changing anything.
// With WAL_ARCHIVE_DIR, `npm run backup` also takes a base backup, and `npm run restore -- --at TIME`
// puts the embedded cluster back as it was at TIME (point-in-time.ts).
// Administration tools: they work as the migrating (owning) database user.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDatabase } from '../../bootstrap.ts';
import { systemClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { createBackup, listBackups, writeSecrets } from './backup-archive.ts';
import { baseBackup } from './backup-runs.ts';
import { parseRecoveryTime, restoreToTime } from './point-in-time.ts';
import { drillBackup, restoreBackup } from './restore.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    by: { type: 'string' },
    drill: { type: 'boolean', default: false },
    'no-secrets': { type: 'boolean', default: false },
    at: { type: 'string' },
  },
});
const command = positionals.shift();
const config = loadConfig();
const log = (line: string) => console.log(`[backup] ${line}`);
const by = `${os.userInfo().username}${values.by ? ` (${values.by})` : ''}`;
const walArchiveDir = config.databaseUrl ? null : config.backup.walArchiveDir;
// A point-in-time restore stops and starts the embedded cluster itself.
const database = command === 'restore' && values.at !== undefined ? { url: '', stop: async () => {} } : await resolveDatabase(config, log);
try {
  if (command === 'restore' && values.at !== undefined) {
    if (!walArchiveDir) throw new Error('a restore to a point in time needs WAL archiving: set WAL_ARCHIVE_DIR (embedded PostgreSQL only)');
    const target = parseRecoveryTime(values.at);
    const result = await restoreToTime({ dataDir: config.dataDir, backupDir: config.backup.dir, walArchiveDir, target, clock: systemClock, by, log });
    log(`restored to ${target.toISOString()} from ${result.base.name} in ${result.seconds.toFixed(1)} s; the state before is in ${result.safetyBackup}`);
  } else if (command === 'backup') {
    const started = performance.now();
    const done = await createBackup({ databaseUrl: database.url, dataDir: config.dataDir, backupDir: config.backup.dir, now: systemClock.now() });
    const rows = done.manifest.database.tables.reduce((n, t) => n + t.rows, 0);
    log(
      `${done.file}: ${(done.bytes / 1e6).toFixed(1)} MB, ${done.manifest.database.tables.length} tables, ${rows} rows, ${done.manifest.files.length - done.manifest.database.tables.length} stored files, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (!values['no-secrets']) {
      const target = path.join(config.backup.dir, `chorus-secrets-${path.basename(done.file, '.tar').replace('chorus-backup-', '')}.KEEP-APART.json`);
      const names = await writeSecrets(config.dataDir, target, process.env);
      log(`secrets (${names.join(', ') || 'none'}) in ${target}: keep this file apart from the backups`);
    }
    await baseBackup({ config, adminDatabaseUrl: database.url, clock: systemClock, log });
  } else if (command === 'restore') {
    const file = positionals[0] ?? (values.drill ? (await listBackups(config.backup.dir))[0]?.file : undefined);
    if (!file) throw new Error('name the archive: npm run restore -- FILE (npm run restore -- --drill checks the newest)');
    if (values.drill) {
      const result = await drillBackup(database.url, path.resolve(file), config.backup.dir, log);
      log(`drill passed: ${result.tables} tables, ${result.rows} rows match the manifest (${result.seconds.toFixed(1)} s)`);
    } else {
      const result = await restoreBackup({
        databaseUrl: database.url,
        dataDir: config.dataDir,
        backupDir: config.backup.dir,
        file: path.resolve(file),
        clock: systemClock,
        by,
        log,
      });
      log(`restored ${path.basename(file)} (made ${result.manifest.createdAt}); the state before is in ${result.safetyBackup}`);
    }
  } else {
    throw new Error('usage: backup-cli.ts backup | restore FILE [--by NAME] | restore --drill [FILE] | restore --at TIME [--by NAME]');
  }
} catch (error) {
  console.error(`[backup] ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
