// @vitest-environment jsdom
import type { EditorWorkload, EditRequestDetail, EditRequestSummary, Subject } from '@chorus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView, textsIn } from '../../../../test/render-view.tsx';
import { aRequest, aVersion, aWorkload } from './edit-requests-fixtures.ts';
import { EditRequestsPage } from './edit-requests-page.tsx';

const owner = aSubject({ id: 5, channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
const editor = aSubject({ id: 9, accountType: 'staff' });
const access: { subject: Subject; user: { channels: { channel_id: string; channel_title: string; member_type: string }[] }; channel: { id: string } | null } = {
  subject: owner,
  user: { channels: [{ channel_id: 'UC_cook', channel_title: 'Cooking Studio', member_type: 'owner' }] },
  channel: { id: 'UC_cook' },
};
let list: EditRequestSummary[] = [];
let detail: EditRequestDetail = aRequest();
let workload: EditorWorkload = aWorkload();
const workloadRead = vi.fn();
const ask = vi.fn();
const move = vi.fn();
const comment = vi.fn();
const deliver = vi.fn();
const startUpload = vi.fn();
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./api.ts', () => ({
  useEditRequests: () => ({ data: { requests: list }, isFetching: false, error: null }),
  useEditorWorkload: (enabled: boolean) => {
    workloadRead(enabled);
    return { data: enabled ? workload : undefined, isFetching: false, error: null };
  },
  useEditRequest: () => ({ data: detail, isFetching: false, error: null }),
  useAskForEdit: () => ({ mutateAsync: ask }),
  useMoveEditRequest: () => ({ mutateAsync: move }),
  useCommentOnCut: () => ({ mutateAsync: comment }),
  useDeliverCut: () => ({ mutateAsync: deliver }),
  useRefreshEditRequest: () => () => Promise.resolve(),
}));
vi.mock('./tus-upload.ts', () => ({ startUpload: (...args: unknown[]) => startUpload(...args) }));

// Taipei's today in these tests: 2026-11-29.
vi.useFakeTimers({ now: new Date('2026-11-29T04:00:00Z'), toFake: ['Date'] });

beforeEach(() => {
  access.subject = owner;
  list = [
    aRequest({ request_id: 1, title: 'Weekly Q&A', status: 'in_edit', due_date: '2026-11-28' }),
    aRequest({ request_id: 2, title: 'Tokyo vlog', status: 'requested', due_date: '2026-12-09', editor: null, versions: 0 }),
    aRequest({ request_id: 3, title: 'Camping', status: 'published', due_date: '2026-11-17', published_video_id: 'dQw4w9WgXcQ' }),
  ];
  detail = aRequest();
  workload = aWorkload();
  for (const mock of [workloadRead, ask, move, comment, deliver, startUpload]) mock.mockReset();
  ask.mockResolvedValue(aRequest({ request_id: 44 }));
  comment.mockResolvedValue({});
  deliver.mockResolvedValue(aVersion({ version: 2 }));
});

describe('the editing requests list', { timeout: 20_000 }, () => {
  it('marks the overdue (not the published) and the one nobody took, without the editors’ workload for an owner', async () => {
    await renderView(<EditRequestsPage />, { language: 'en' });
    expect(within(screen.getByTestId('edit-request-1')).getByText('Overdue')).toBeTruthy();
    expect(within(screen.getByTestId('edit-request-3')).queryByText('Overdue')).toBeNull();
    expect(screen.getByTestId('edit-request-2-editor').textContent).toBe('Not taken yet');
    expect(screen.getByTestId('edit-request-1-editor').textContent).toBe('Mei Editor');
    expect(screen.queryByTestId('edit-workload')).toBeNull();
    expect(workloadRead).toHaveBeenLastCalledWith(false);
  });

  it('shows the staff the workload: counts by state, next due, past due and not taken', async () => {
    access.subject = editor;
    await renderView(<EditRequestsPage />, { language: 'en' });
    const row = screen.getByTestId('edit-workload-9');
    expect(textsIn(row, 'cell')).toEqual(['Mei Editor', '3', '2', '1', '0', '0', 'Nov 28, 2026 (Overdue)', '1']);
    expect(screen.getByTestId('edit-workload-unassigned').textContent).toBe('2 requests not taken yet');
    expect(screen.queryByTestId('edit-ask-open')).toBeNull();
  });

  it('asks for an edit only once every field is right, then opens it', async () => {
    const { user } = await renderView(<EditRequestsPage />, { language: 'en' });
    await user.click(screen.getByTestId('edit-ask-open'));
    await user.click(screen.getByTestId('edit-ask-submit'));
    expect(ask).not.toHaveBeenCalled();
    expect(within(screen.getByTestId('edit-ask-dialog')).getAllByText('This field is required.')).toHaveLength(2);
    const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
    fill('edit-ask-title', 'Kyoto vlog');
    fill('edit-ask-brief', 'Ten minutes.');
    fill('edit-ask-due', '2026-12-20');
    fill('edit-ask-footage', 'https://drive.example.com/a\nhttps://drive.example.com/b');
    await user.click(screen.getByTestId('edit-ask-submit'));
    expect(ask).toHaveBeenCalledWith({
      body: {
        channel_id: 'UC_cook',
        title: 'Kyoto vlog',
        brief: 'Ten minutes.',
        style_references: [],
        due_date: '2026-12-20',
        footage_links: ['https://drive.example.com/a', 'https://drive.example.com/b'],
      },
    });
  });
});

describe('one request', { timeout: 20_000 }, () => {
  it('offers the creator the review moves and plays the cut, seeking to a comment’s time', async () => {
    const { user } = await renderView(<EditRequestsPage />, { language: 'en', path: '/?request=12' });
    expect(textsIn(screen.getByTestId('edit-summary'), 'button')).toEqual(['Ask for changes', 'Approve']);
    const player = screen.getByTestId('edit-player') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/api/v1/production/edit-requests/12/files/31');
    await user.click(screen.getByRole('button', { name: 'Go to 0:01.5' }));
    expect(player.currentTime).toBe(1.5);
    expect(screen.getByTestId('edit-history-1').textContent).toContain('Mei Editor moved it from Requested to In edit');
  });

  it('comments at the player’s time, or at a time typed', async () => {
    const { user } = await renderView(<EditRequestsPage />, { language: 'en', path: '/?request=12' });
    const player = screen.getByTestId('edit-player') as HTMLVideoElement;
    player.currentTime = 2.2;
    fireEvent.timeUpdate(player);
    expect(screen.getByTestId('edit-comment-submit').textContent).toBe('Comment at 0:02.2');
    fireEvent.change(screen.getByTestId('edit-comment-text'), { target: { value: 'Louder music here' } });
    await user.click(screen.getByTestId('edit-comment-submit'));
    expect(comment).toHaveBeenCalledWith({ params: { requestId: 12 }, body: { at_seconds: 2.2, text: 'Louder music here', version: 1 } });

    fireEvent.change(screen.getByTestId('edit-comment-at'), { target: { value: '1:75' } });
    fireEvent.change(screen.getByTestId('edit-comment-text'), { target: { value: 'x' } });
    await user.click(screen.getByTestId('edit-comment-submit'));
    expect(screen.getByText('Enter a time between 0 and 24 hours, in seconds.')).toBeTruthy();
    expect(comment).toHaveBeenCalledTimes(1);
  });

  it('compares two versions side by side', async () => {
    detail = aRequest({
      versions_delivered: [aVersion(), aVersion({ version: 2, file: { file_id: 32, filename: 'v2.wav', bytes: 9, content_type: 'audio/wav' } })],
    });
    const { user } = await renderView(<EditRequestsPage />, { language: 'en', path: '/?request=12' });
    await user.click(screen.getByTestId('edit-compare-toggle'));
    expect((screen.getByTestId('edit-compare-player-0') as HTMLVideoElement).getAttribute('src')).toMatch(/files\/31$/);
    expect((screen.getByTestId('edit-compare-player-1') as HTMLVideoElement).getAttribute('src')).toMatch(/files\/32$/);
  });

  it('lets the editor upload a cut with its progress and delivers it as the next version', async () => {
    access.subject = editor;
    detail = aRequest({ status: 'in_edit' });
    let progress: (sent: number, total: number) => void = () => undefined;
    let finish: (id: number) => void = () => undefined;
    startUpload.mockImplementation((_file: File, _target: unknown, onProgress: typeof progress) => {
      progress = onProgress;
      return { done: new Promise<number>((resolve) => (finish = resolve)), pause: vi.fn(), resume: vi.fn() };
    });
    const { user } = await renderView(<EditRequestsPage />, { language: 'en', path: '/?request=12' });
    expect(within(screen.getByTestId('edit-summary')).getByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect(screen.getByTestId('edit-cut-upload-limit').textContent).toContain('Up to 20 GB per file');
    await user.upload(screen.getByTestId('edit-cut-upload-input'), new File(['x'.repeat(400)], 'cut-v2.mp4', { type: 'video/mp4' }));
    expect(startUpload).toHaveBeenCalledWith(expect.any(File), { requestId: 12, purpose: 'cut' }, expect.any(Function));
    progress(100, 400);
    expect(await screen.findByText('cut-v2.mp4: 100 B of 400 B (25%)')).toBeTruthy();
    finish(77);
    await waitFor(() => expect(deliver).toHaveBeenCalledWith({ params: { requestId: 12 }, body: { file_id: 77 } }));
    expect(await screen.findByText('Version 2 delivered.')).toBeTruthy();
  });

  it('lists a cut that arrived but was not delivered, and delivers it from there', async () => {
    access.subject = editor;
    detail = aRequest({ status: 'changes_requested', undelivered_cuts: [{ file_id: 81, filename: 'cut-v3.mp4', bytes: 2048, content_type: 'video/mp4' }] });
    const { user } = await renderView(<EditRequestsPage />, { language: 'ja', path: '/?request=12' });
    const box = screen.getByTestId('edit-undelivered');
    expect(within(box).getByText('アップロード済みで未納品のファイル')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'cut-v3.mp4' }).getAttribute('href')).toBe('/api/v1/production/edit-requests/12/files/81');
    await user.click(within(box).getByRole('button', { name: 'このファイルを納品' }));
    await waitFor(() => expect(deliver).toHaveBeenCalledWith({ params: { requestId: 12 }, body: { file_id: 81 } }));
  });

  it('refuses footage over the limit before sending a byte', async () => {
    detail = aRequest({ upload_max_bytes: 100 });
    const { user } = await renderView(<EditRequestsPage />, { language: 'en', path: '/?request=12' });
    await user.upload(screen.getByTestId('edit-footage-upload-input'), new File(['x'.repeat(150)], 'raw.mov'));
    expect(screen.getByTestId('edit-footage-upload-too-large').textContent).toBe('raw.mov is 150 B, more than the 100 B an upload accepts.');
    expect(startUpload).not.toHaveBeenCalled();
  });
});
