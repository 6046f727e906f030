// @vitest-environment jsdom
import type { ProductionVideo, VideoRun } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView } from '../../../../test/render-view.tsx';
import { doneRun, preview, undoneRun, undoRun, videos } from './video-data-fixtures.ts';
import { VideoDataPage } from './video-data-page.tsx';

const owner = aSubject({ channels: [{ channel_id: 'UCdemo', member_type: 'owner' }] });
const access = { subject: owner, channel: { id: 'UCdemo', name: '旅行頻道' } as { id: string; name: string } | null };
let list: { items: ProductionVideo[]; source: 'youtube' | 'stored' };
let runs: VideoRun[];
const actions = {
  preview: vi.fn(),
  apply: vi.fn(),
  undo: vi.fn(),
  downloadSheet: vi.fn(),
  readSheet: vi.fn(),
  runEnded: vi.fn(),
};
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./api.ts', () => ({
  useChannelVideos: () => ({ data: list, error: null }),
  useVideoRuns: () => ({ data: { items: runs }, error: null }),
  useVideoDataActions: () => actions,
}));

beforeEach(() => {
  access.subject = owner;
  list = { items: videos, source: 'youtube' };
  runs = [doneRun, undoRun, undoneRun];
  for (const fn of Object.values(actions)) fn.mockReset();
  actions.preview.mockResolvedValue(preview);
  actions.apply.mockResolvedValue({ job_id: 'j1', run_id: 9, quota_units: 100 });
  actions.undo.mockResolvedValue({ job_id: 'j2', run_id: 10, quota_units: 50 });
});

const row = (videoId: string) => screen.getAllByTestId('video-row').find((r) => r.dataset.video === videoId)!;

describe('a bulk edit', () => {
  it('finds and replaces in the chosen videos, previews every change with its quota, then applies exactly those changes', async () => {
    const { user } = await renderView(<VideoDataPage />);
    expect(screen.getByTestId('bulk-problem').textContent).toBe('請在清單中至少選擇一支影片。');
    await user.click(within(row('vidTokyo001')).getByRole('checkbox'));
    await user.click(within(row('vidOsaka002')).getByRole('checkbox'));
    expect(screen.getByTestId('video-selection-count').textContent).toBe('顯示 3 / 3 支影片，已選 2 支');
    // Pasted rather than typed key by key: the same change events, a fraction of the time.
    await user.click(screen.getByTestId('bulk-find'));
    await user.paste('Subscribe');
    await user.click(screen.getByTestId('bulk-replace'));
    await user.paste('Follow us');
    await user.click(screen.getByTestId('bulk-field-title').querySelector('input')!);
    await user.click(screen.getByTestId('bulk-field-description').querySelector('input')!);
    await user.click(screen.getByTestId('bulk-preview'));
    const changes = [
      { video_id: 'vidOsaka002', description: 'Street food. Follow us!' },
      { video_id: 'vidTokyo001', description: 'A day in Tokyo. Follow us!' },
    ];
    expect(actions.preview).toHaveBeenCalledWith(changes);
    // The quota comes before anything is sent; every field's before and after.
    expect(screen.getByTestId('preview-quota').textContent).toContain('在 YouTube 更新 2 支影片，使用頻道每日配額 100 單位');
    const tokyo = screen.getAllByTestId('preview-video')[0]!;
    expect(
      within(tokyo)
        .getAllByTestId('preview-before')
        .map((e) => e.textContent),
    ).toEqual(['A day in Tokyo. Subscribe!', 'vlog, Tokyo']);
    expect(
      within(tokyo)
        .getAllByTestId('preview-after')
        .map((e) => e.textContent),
    ).toEqual(['A day in Tokyo. Follow us!', 'vlog, Tokyo, travel']);
    const osaka = screen.getAllByTestId('preview-video')[1]!;
    expect(within(osaka).getByText('翻譯（英文）')).toBeTruthy();
    expect(within(osaka).getByTestId('preview-before').textContent).toBe('（無）');
    expect(actions.apply).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('preview-apply'));
    expect(actions.apply).toHaveBeenCalledWith(changes);
    expect(screen.queryByTestId('change-preview')).toBeNull();
  });

  it('says why nothing can be edited when the channel has no authorization, and what to do', async () => {
    list = { items: videos.map((v) => ({ ...v, description: null, localizations: {} })), source: 'stored' };
    await renderView(<VideoDataPage />);
    const note = screen.getByTestId('video-data-stored');
    expect(note.textContent).toContain('這個頻道尚未授權 YouTube');
    expect(note.textContent).toContain('請在個人資料頁（Info）以頻道的 Google 帳號授權');
    expect(screen.queryByTestId('bulk-edit')).toBeNull();
    expect(screen.queryByTestId('video-choose')).toBeNull();
    expect(screen.queryByTestId('video-data-sheet')).toBeNull();
  });
});

describe('the runs', () => {
  it('show each video’s result with YouTube’s reason, and undo a run that was not undone', async () => {
    const { user } = await renderView(<VideoDataPage />);
    const [done, undo, undone] = screen.getAllByTestId('run');
    expect(within(done!).getByTestId('run-counts').textContent).toBe('已更新 1、遭拒絕 1、未送出 0 · 100 單位');
    expect(within(done!).getByTestId('run-result-error').textContent).toBe('YouTube 需要先設定影片的預設語言才能加入翻譯，請先在 YouTube 工作室設定。');
    expect(within(undone!).getByTestId('run-undone').textContent).toBe('已由執行 6 復原');
    expect(within(undone!).queryByTestId('run-undo')).toBeNull();
    expect(within(undo!).getByText(/復原執行 5/)).toBeTruthy();
    await user.click(within(done!).getByTestId('run-undo'));
    expect(actions.undo).toHaveBeenCalledWith(7);
  });

  it('the viewer reads the videos and the runs without edit or undo', async () => {
    access.subject = aSubject({ accountType: 'viewer' });
    await renderView(<VideoDataPage />);
    expect(screen.getByTestId('video-data-read-only')).toBeTruthy();
    expect(screen.queryByTestId('bulk-edit')).toBeNull();
    expect(screen.queryByTestId('run-undo')).toBeNull();
    expect(screen.getAllByTestId('run')).toHaveLength(3);
  });
});
