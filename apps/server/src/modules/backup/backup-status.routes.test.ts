// The administrator's view of backups through the real route: only the administrator reads it; it
// shows the last daily backup and the last drill (passed, or why not); a failed drill is mailed to
// the administrators, each in their own language.
import type { BackupStatus } from '@chorus/contract';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { runDailyBackup, runDrill, type BackupRunDeps } from './backup-runs.ts';

let t: TestApp;
let deps: BackupRunDeps;

const status = async (who: string) => t.app.inject({ method: 'GET', url: '/api/v1/admin/backups', headers: t.demoHeaders(who) });

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chorus-backups-'));
  t = await startTestApp({ config: { backup: { dir, cron: null, drillCron: null, timeZone: 'Asia/Taipei', retentionDays: 30, walArchiveDir: null } } });
  await t.signInDemo(['admin', 'super_staff', 'staff', 'user']);
  deps = { db: t.ctx.db, clock: t.clock, mailer: t.ctx.mailer, config: t.config, adminDatabaseUrl: t.databaseUrl, log: () => {} };
});
afterAll(async () => t?.close());

describe('GET /api/v1/admin/backups', () => {
  it('is the administrator’s alone', async () => {
    for (const who of ['super_staff', 'staff', 'user']) expect((await status(who)).statusCode, who).toBe(403);
    const response = await status('admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ last_backup: null, last_drill: null, retention_days: 30, schedule: null, point_in_time: null });
  });

  it('shows a failed drill with its reason, mailed to the administrator in their language', async () => {
    await t.db.updateTable('users').set({ language: 'ja' }).where('email', '=', demo('admin')).execute();
    const drill = await runDrill(deps);
    expect(drill).toMatchObject({ ok: false, reason: 'no_backup' });
    const body = (await status('admin')).json() as BackupStatus;
    expect(body.last_drill).toMatchObject({ ok: false, reason: 'no_backup', archive: null });
    const mails = (await t.ctx.mailer.outbox()).filter((m) => m.to === demo('admin'));
    expect(mails.map((m) => m.subject)).toContain('Chorus：バックアップの復元テストに失敗しました');
    expect(mails[0]!.text).toContain('確認するバックアップがありません。');
  });

  it('shows the daily backup written and the drill of it passed', async () => {
    const backup = await runDailyBackup(deps);
    expect(backup).toMatchObject({ ok: true, reason: null });
    const drill = await runDrill(deps);
    expect(drill).toMatchObject({ ok: true, archive: backup.archive });
    const body = (await status('admin')).json() as BackupStatus;
    expect(body.last_backup).toMatchObject({ ok: true, archive: backup.archive });
    expect(body.last_backup!.bytes).toBeGreaterThan(0);
    expect(body.last_drill).toMatchObject({ ok: true, archive: backup.archive, reason: null });
  }, 180_000);
});
