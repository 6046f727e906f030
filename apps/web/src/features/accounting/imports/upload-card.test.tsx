// @vitest-environment jsdom
// The revenue upload as finance uses it: choosing files, sending them with progress, the server's
// refusal, the "this month really has no rows?" question that sends the files again with
// ?confirm_empty=true, and the results. The browser's XMLHttpRequest is a fake the test answers;
// the part's reads (an upload's job, the refresh after it) are mocked.
import { REVENUE_FILE_EMPTY, type UploadFileResult, type UploadStatus } from '@chorus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { UploadCard } from './upload-card.tsx';

const refresh = vi.fn(() => Promise.resolve());
/** What the server says of a large upload's job, by upload id (read on each render). */
const jobs = new Map<string, UploadStatus>();
vi.mock('./api.ts', () => ({
  useRefreshAfterUpload: () => refresh,
  useUploadStatus: (uploadId: string | null) => ({ data: uploadId === null ? undefined : jobs.get(uploadId) }),
}));

/** One request the card sends, answered by the test. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  body: FormData | null = null;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  fileNames() {
    return this.body!.getAll('file').map((f) => (f as File).name);
  }
  async progress(loaded: number, total: number) {
    await act(async () => this.upload.onprogress!({ loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const result = (over: Partial<UploadFileResult>): UploadFileResult => ({
  file_name: 'channel_a.csv',
  report_type: 'video_summary',
  year_month: '202605',
  records_created: 12,
  records_replaced: 0,
  unmatched_rows: 1,
  status: 'done',
  reason: null,
  code: null,
  line: null,
  ...over,
});
const csv = (name: string) => new File(['Channel ID,Total\n'], name, { type: 'text/csv' });

async function renderCard() {
  const onMonth = vi.fn();
  const view = await renderView(<UploadCard onMonth={onMonth} />, { language: 'en' });
  const choose = (...names: string[]) => view.user.upload(screen.getByTestId('accounting-upload-input'), names.map(csv));
  const send = () => view.user.click(screen.getByTestId('accounting-upload-send'));
  return { ...view, onMonth, choose, send };
}

beforeEach(() => {
  FakeXhr.requests = [];
  jobs.clear();
  refresh.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadCard', () => {
  it('lists the files chosen, and one removed is not sent', async () => {
    const { choose, send, user } = await renderCard();
    const button = screen.getByTestId('accounting-upload-send') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await choose('channel_a.csv', 'video_b.csv.gz');
    expect(button.textContent).toBe('Upload 2 files');
    expect(button.disabled).toBe(false);
    await user.click(within(screen.getByRole('button', { name: 'video_b.csv.gz' })).getByTestId('CancelIcon'));
    expect(screen.queryByText('video_b.csv.gz')).toBeNull();
    expect(button.textContent).toBe('Upload 1 file');
    await send();
    expect(FakeXhr.requests[0]!.fileNames()).toEqual(['channel_a.csv']);
  });

  it('shows the bytes going up, then each file’s result, and moves the month to the one stored', async () => {
    const { choose, send, onMonth } = await renderCard();
    await choose('channel_a.csv');
    await send();
    const [request] = FakeXhr.requests;
    expect(request!.url).toBe('/api/v1/accounting/uploads');
    expect(request!.fileNames()).toEqual(['channel_a.csv']);
    expect(screen.getByText('Processing…')).toBeTruthy();
    expect((screen.getByTestId('accounting-upload-send') as HTMLButtonElement).disabled).toBe(true);

    await request!.progress(512, 2048);
    expect(screen.getByText('Uploading… 25%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    await request!.answer(200, { results: [result({})] });
    const row = within(screen.getByTestId('accounting-upload-results')).getAllByRole('row')[1]!;
    expect(within(row).getByText('channel_a.csv')).toBeTruthy();
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(screen.queryByText('Uploading… 25%')).toBeNull();
    expect(screen.queryByRole('button', { name: 'channel_a.csv' })).toBeNull();
    expect(onMonth).toHaveBeenCalledWith('202605');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal in the user’s language and keeps the files chosen', async () => {
    const { choose, send, onMonth } = await renderCard();
    await choose('channel_a.csv');
    await send();
    await FakeXhr.requests[0]!.answer(413, { error: { code: 'errors.fileTooLarge', message: 'The file is larger than 2 GB.', fields: {} } });
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 2 GB.');
    expect(screen.getByRole('button', { name: 'channel_a.csv' })).toBeTruthy();
    expect((screen.getByTestId('accounting-upload-send') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('accounting-upload-results')).toBeNull();
    expect(onMonth).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks about the file without rows and, on yes, sends only it again with ?confirm_empty=true', async () => {
    const { choose, send, user } = await renderCard();
    await choose('channel_a.csv', 'video_b.csv');
    await send();
    await FakeXhr.requests[0]!.answer(200, {
      results: [result({}), result({ file_name: 'video_b.csv', status: 'failed', code: REVENUE_FILE_EMPTY, reason: 'No rows.' })],
    });
    const dialog = screen.getByTestId('accounting-upload-empty');
    expect(within(dialog).getByText('This month really has no rows?')).toBeTruthy();
    expect(within(dialog).getByText(/^“video_b\.csv” has a header but no rows\./)).toBeTruthy();

    await user.click(screen.getByTestId('accounting-upload-empty-confirm'));
    expect(FakeXhr.requests).toHaveLength(2);
    expect(FakeXhr.requests[1]!.url).toBe('/api/v1/accounting/uploads?confirm_empty=true');
    expect(FakeXhr.requests[1]!.fileNames()).toEqual(['video_b.csv']);
    await FakeXhr.requests[1]!.answer(200, { results: [result({ file_name: 'video_b.csv', records_created: 0 })] });
    await waitFor(() => expect(screen.queryByText('This month really has no rows?')).toBeNull());
    expect(within(screen.getByTestId('accounting-upload-results')).getByText('video_b.csv')).toBeTruthy();
  });

  it('follows a large upload’s job until it ends, then shows its results', async () => {
    const { choose, send, onMonth } = await renderCard();
    await choose('channel_a.csv');
    await send();
    const uploadId = '6f1c2f4e-8a51-4c1e-9d0b-2f3a4b5c6d7e';
    jobs.set(uploadId, { upload_id: uploadId, status: 'running', files_done: 1, file_count: 3, progress: null, results: [] });
    await FakeXhr.requests[0]!.answer(202, { upload_id: uploadId });
    expect(screen.getByTestId('accounting-upload-processing').textContent).toBe('Processing: 1 of 3 files');
    await choose('video_b.csv');
    expect((screen.getByTestId('accounting-upload-send') as HTMLButtonElement).disabled).toBe(true);
    expect(refresh).not.toHaveBeenCalled();

    jobs.set(uploadId, { upload_id: uploadId, status: 'done', files_done: 3, file_count: 3, progress: null, results: [result({ year_month: '202604' })] });
    await choose('video_c.csv');
    expect(screen.queryByTestId('accounting-upload-processing')).toBeNull();
    expect(within(screen.getByTestId('accounting-upload-results')).getByText('channel_a.csv')).toBeTruthy();
    expect((screen.getByTestId('accounting-upload-send') as HTMLButtonElement).disabled).toBe(false);
    expect(onMonth).toHaveBeenCalledWith('202604');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('asks about every file when the whole upload had no rows; cancel sends nothing more', async () => {
    const { choose, send, user } = await renderCard();
    await choose('channel_a.csv', 'video_b.csv');
    await send();
    await FakeXhr.requests[0]!.answer(409, { error: { code: REVENUE_FILE_EMPTY, message: 'These files have no rows.', fields: {} } });
    const dialog = screen.getByTestId('accounting-upload-empty');
    expect(within(dialog).getByText(/^“channel_a\.csv”, “video_b\.csv” has a header but no rows\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('This month really has no rows?')).toBeNull());
    expect(FakeXhr.requests).toHaveLength(1);
  });
});
