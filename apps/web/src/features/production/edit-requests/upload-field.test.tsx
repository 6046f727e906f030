// @vitest-environment jsdom
// One resumable upload in English, the tus client replaced: a chosen file shows its progress and a
// pause button; pausing pauses the upload and offers resume, resuming resumes it; the last byte
// hands the stored file's id on and says the file is uploaded; a file over the limit sends nothing.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import './i18n.ts';
import { UploadField } from './upload-field.tsx';

const upload = vi.hoisted(() => ({ pause: vi.fn(), resume: vi.fn(), finish: (_id: number) => {}, progress: (_sent: number, _total: number) => {} }));
vi.mock('./tus-upload.ts', () => ({
  startUpload: (_file: File, _target: unknown, onProgress: (sent: number, total: number) => void) => {
    upload.progress = onProgress;
    return { pause: upload.pause, resume: upload.resume, done: new Promise<number>((resolve) => (upload.finish = resolve)) };
  },
}));

const choose = (bytes: number) =>
  fireEvent.change(screen.getByTestId('cut-input'), { target: { files: [new File([new Uint8Array(bytes)], 'cut-v1.mp4', { type: 'video/mp4' })] } });

beforeEach(() => {
  upload.pause.mockReset();
  upload.resume.mockReset();
});

describe('UploadField', () => {
  it('pauses and resumes a sending upload, then hands on the stored file', async () => {
    const onUploaded = vi.fn();
    const { user } = await renderView(<UploadField requestId={3} purpose="cut" maxBytes={4096} onUploaded={onUploaded} testId="cut" />, { language: 'en' });
    choose(2048);
    expect(screen.getByTestId('cut-progress').textContent).toBe('cut-v1.mp4: 0 B of 2 KB (0%)');
    await user.click(screen.getByTestId('cut-pause'));
    expect(upload.pause).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('cut-pause')).toBeNull();
    expect(screen.getByTestId('cut-resume').textContent).toBe('Resume');
    await user.click(screen.getByTestId('cut-resume'));
    expect(upload.resume).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('cut-pause').textContent).toBe('Pause');
    upload.finish(41);
    expect((await screen.findByTestId('cut-done')).textContent).toBe('cut-v1.mp4 is uploaded.');
    expect(onUploaded).toHaveBeenCalledWith(41);
  });

  it('refuses a file over the limit before sending', async () => {
    await renderView(<UploadField requestId={3} purpose="cut" maxBytes={1024} onUploaded={() => {}} testId="cut" />, { language: 'en' });
    choose(2048);
    expect(screen.getByTestId('cut-too-large')).toBeTruthy();
    expect(screen.queryByTestId('cut-pause')).toBeNull();
  });
});
