// @vitest-environment jsdom
// The administrator's backup section: the last backup written, the last drill failed with its
// reason in the reader's language (and the failure's own words beside it).
import type { BackupStatus } from '@chorus/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { BackupStatusView } from './backup-section.tsx';

const status: BackupStatus = {
  backup_dir: '/srv/chorus-backups',
  schedule: '15 2 * * *',
  drill_schedule: null,
  time_zone: 'Asia/Taipei',
  retention_days: 30,
  last_backup: {
    at: '2026-11-28T18:15:00Z',
    ok: true,
    archive: 'chorus-backup-20261128T181500Z.tar',
    bytes: 52_400_000,
    seconds: 41,
    reason: null,
    detail: null,
  },
  last_drill: {
    at: '2026-11-28T19:45:00Z',
    ok: false,
    archive: 'chorus-backup-20261128T181500Z.tar',
    bytes: 52_400_000,
    seconds: 60,
    reason: 'mismatch',
    detail: 'users: 11 rows, the backup has 12',
  },
  point_in_time: null,
};

const show = (body: BackupStatus = status) => render(<BackupStatusView status={body} />);

describe('BackupStatusView', () => {
  it('shows the last backup and a failed drill with its reason, in Japanese', async () => {
    await i18n.changeLanguage('ja');
    show();
    expect(screen.getByText('最新のバックアップ')).toBeTruthy();
    expect(screen.getByText('作成済み')).toBeTruthy();
    expect(screen.getByText('失敗')).toBeTruthy();
    expect(screen.getByText('復元したデータの行数またはチェックサムがバックアップと一致しません。')).toBeTruthy();
    expect(screen.getByText('詳細：users: 11 rows, the backup has 12')).toBeTruthy();
    expect(screen.getByText(/毎晩の復元テスト：オフ/)).toBeTruthy();
    // The schedule in words, not its cron expression.
    expect(screen.getByText(/バックアップ：毎日 02:15/)).toBeTruthy();
    // No internal code reaches the reader.
    expect(document.body.textContent).not.toContain('mismatch');
    expect(document.body.textContent).not.toContain('* * *');
  });

  it('says so in zh-TW when there is no backup yet', async () => {
    show({ ...status, last_backup: null, last_drill: null });
    expect(screen.getByText('最近一次備份')).toBeTruthy();
    // Each says what happens next, and the backup how to make one now.
    expect(screen.getByText(/^尚無。第一次備份會在排定時間執行/)).toBeTruthy();
    expect(screen.getByText(/npm run backup/)).toBeTruthy();
    expect(screen.getByText(/^尚無。有備份後，每晚都會進行還原演練/)).toBeTruthy();
    expect(screen.getByTestId('backup-point-in-time').textContent).toBe('時間點還原：未開啟。');
  });

  it('says from when a point-in-time restore can reach, in English, or that it waits for the next backup', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = show({ ...status, point_in_time: { from: '2026-11-28T18:15:04Z', base_backups: 2 } });
    const line = screen.getByTestId('backup-point-in-time').textContent!;
    expect(line).toMatch(/^Point-in-time restore: to any moment since .*2026.* \(npm run restore -- --at on the server\)\.$/);
    expect(line).not.toContain('2026-11-28T18:15:04Z');
    unmount();
    show({ ...status, point_in_time: { from: null, base_backups: 0 } });
    expect(screen.getByTestId('backup-point-in-time').textContent).toBe('Point-in-time restore: on; possible from the next backup.');
  });
});
