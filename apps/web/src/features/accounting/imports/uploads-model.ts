// The revenue upload's states, pure (issue 24: page = model + view): the files chosen, the bytes
// sent, a large upload processed by a job, the server's refusal, the files waiting for finance's
// "this month really has no rows", and each file's result. upload-card.tsx sends and polls; the
// view draws what this says.
import { REVENUE_FILE_EMPTY, type UploadFileResult } from '@chorus/contract';
import { filesWithoutRows } from './files-without-rows.ts';
import type { UploadAnswer } from './upload-files.ts';

export type UploadState = {
  /** Chosen and not yet sent. */
  chosen: File[];
  /** The files of the last upload. */
  sent: File[];
  /** A request is on its way (bytes going up, or the server reading them). */
  inFlight: boolean;
  /** Bytes sent of the request on its way, once the browser reports them. */
  progress: { loaded: number; total: number } | null;
  /** A large upload the server hands to a job: its id, polled until it ends. */
  uploadId: string | null;
  results: UploadFileResult[] | null;
  /** The server's refusal of the whole upload, in the user's language. */
  refusal: string | null;
  /** Files with a header and no rows, waiting for the yes that re-sends them with the confirmation. */
  withoutRows: File[];
};

export type UploadEvent =
  | { type: 'add'; files: File[] }
  | { type: 'remove'; index: number }
  | { type: 'send'; files: File[] }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'answered'; answer: UploadAnswer }
  | { type: 'finished'; results: UploadFileResult[] }
  | { type: 'refused'; message: string; code: string }
  | { type: 'dismissEmpty' };

export const initialUpload: UploadState = {
  chosen: [],
  sent: [],
  inFlight: false,
  progress: null,
  uploadId: null,
  results: null,
  refusal: null,
  withoutRows: [],
};

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'add':
      return { ...state, chosen: [...state.chosen, ...event.files] };
    case 'remove':
      return { ...state, chosen: state.chosen.filter((_, i) => i !== event.index) };
    case 'send':
      return { ...state, sent: event.files, inFlight: true, progress: null, uploadId: null, results: null, refusal: null, withoutRows: [] };
    case 'progress':
      return { ...state, progress: { loaded: event.loaded, total: event.total } };
    case 'answered': {
      const done = { ...state, chosen: [], inFlight: false, progress: null };
      return 'results' in event.answer
        ? uploadReducer(done, { type: 'finished', results: event.answer.results })
        : { ...done, uploadId: event.answer.upload_id };
    }
    case 'finished':
      return { ...state, uploadId: null, results: event.results, withoutRows: filesWithoutRows(state.sent, event.results) };
    case 'refused':
      // Every file of the upload had a header and no rows: the server asks before emptying their months.
      return { ...state, inFlight: false, progress: null, refusal: event.message, withoutRows: event.code === REVENUE_FILE_EMPTY ? state.sent : [] };
    case 'dismissEmpty':
      return { ...state, withoutRows: [] };
  }
}

/** Whole percent of the bytes sent (a total of 0 counts as 1). */
export const sentPercent = (progress: { loaded: number; total: number }) => Math.floor((progress.loaded / Math.max(progress.total, 1)) * 100);

/** The upload can go: files chosen, nothing on its way, no job still reading the last one. */
export const canSend = (state: UploadState) => state.chosen.length > 0 && !state.inFlight && state.uploadId === null;

/** The "this month really has no rows?" question is asked once the answer is in. */
export const asksEmpty = (state: UploadState) => state.withoutRows.length > 0 && !state.inFlight;

/** The month the status below switches to: that of the first file stored. */
export const storedMonth = (results: readonly UploadFileResult[]) => results.find((r) => r.status === 'done' && r.year_month)?.year_month ?? null;
