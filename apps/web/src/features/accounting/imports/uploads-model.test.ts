import { REVENUE_FILE_EMPTY, type UploadFileResult } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { asksEmpty, canSend, initialUpload, sentPercent, storedMonth, uploadReducer, type UploadEvent, type UploadState } from './uploads-model.ts';

const file = (name: string) => new File(['x'], name);
const a = file('channel_a.csv');
const b = file('video_b.csv.gz');
const result = (over: Partial<UploadFileResult>): UploadFileResult => ({
  file_name: 'channel_a.csv',
  report_type: null,
  year_month: null,
  records_created: 0,
  records_replaced: 0,
  unmatched_rows: 0,
  status: 'done',
  reason: null,
  code: null,
  line: null,
  ...over,
});
const run = (events: UploadEvent[], from: UploadState = initialUpload) => events.reduce(uploadReducer, from);

describe('uploadReducer', () => {
  it('collects the files chosen and drops the one removed', () => {
    const state = run([
      { type: 'add', files: [a] },
      { type: 'add', files: [b] },
      { type: 'remove', index: 0 },
    ]);
    expect(state.chosen).toEqual([b]);
    expect(canSend(state)).toBe(true);
    expect(canSend(initialUpload)).toBe(false);
  });

  it('sends: the last results, refusal and question go, progress comes as reported', () => {
    const before: UploadState = { ...initialUpload, chosen: [a], results: [result({})], refusal: 'old', withoutRows: [a] };
    const state = run(
      [
        { type: 'send', files: [a] },
        { type: 'progress', loaded: 512, total: 2048 },
      ],
      before,
    );
    expect(state).toMatchObject({ sent: [a], inFlight: true, results: null, refusal: null, withoutRows: [], progress: { loaded: 512, total: 2048 } });
    expect(sentPercent(state.progress!)).toBe(25);
    expect(canSend(state)).toBe(false);
  });

  it('an answer with results clears the choice and keeps the results; a 202 keeps the upload id until the job ends', () => {
    const sent = run([
      { type: 'add', files: [a] },
      { type: 'send', files: [a] },
    ]);
    const done = uploadReducer(sent, { type: 'answered', answer: { results: [result({ year_month: '202605' })] } });
    expect(done).toMatchObject({ chosen: [], inFlight: false, progress: null, uploadId: null, withoutRows: [] });
    expect(done.results).toHaveLength(1);

    const queued = uploadReducer(sent, { type: 'answered', answer: { upload_id: 'u-1' } });
    expect(queued).toMatchObject({ chosen: [], inFlight: false, uploadId: 'u-1', results: null });
    expect(canSend({ ...queued, chosen: [b] })).toBe(false);
    const finished = uploadReducer(queued, { type: 'finished', results: [result({})] });
    expect(finished.uploadId).toBeNull();
    expect(finished.results).toHaveLength(1);
  });

  it('a result without rows asks about that file only', () => {
    const sent = run([{ type: 'send', files: [a, b] }]);
    const state = uploadReducer(sent, {
      type: 'answered',
      answer: { results: [result({}), result({ file_name: 'video_b.csv.gz', status: 'failed', code: REVENUE_FILE_EMPTY })] },
    });
    expect(state.withoutRows).toEqual([b]);
    expect(asksEmpty(state)).toBe(true);
    expect(asksEmpty(uploadReducer(state, { type: 'dismissEmpty' }))).toBe(false);
  });

  it('a refusal keeps its message and the choice; the empty-upload refusal asks about every file sent', () => {
    const sent = run([
      { type: 'add', files: [a, b] },
      { type: 'send', files: [a, b] },
      { type: 'progress', loaded: 1, total: 2 },
    ]);
    const refused = uploadReducer(sent, { type: 'refused', message: 'Too many files', code: 'errors.tooManyFiles' });
    expect(refused).toMatchObject({ chosen: [a, b], inFlight: false, progress: null, refusal: 'Too many files', withoutRows: [] });
    const empty = uploadReducer(sent, { type: 'refused', message: 'No rows', code: REVENUE_FILE_EMPTY });
    expect(empty.withoutRows).toEqual([a, b]);
    expect(asksEmpty(empty)).toBe(true);
    expect(asksEmpty(run([{ type: 'send', files: [a] }], empty))).toBe(false);
  });
});

describe('sentPercent and storedMonth', () => {
  it('rounds down, and a total of 0 counts as 1', () => {
    expect(sentPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(sentPercent({ loaded: 0, total: 0 })).toBe(0);
  });

  it('is the month of the first file stored', () => {
    expect(storedMonth([result({ status: 'failed', year_month: '202604' }), result({ year_month: null }), result({ year_month: '202605' })])).toBe('202605');
    expect(storedMonth([result({ status: 'failed', year_month: '202604' })])).toBeNull();
  });
});
