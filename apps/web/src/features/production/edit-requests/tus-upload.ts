// A resumable upload of footage or a cut (tus 1.0, through tus-js-client) to the production area's
// upload route: chunks of 8 MiB with their progress, retried after a dropped connection from the
// offset the server kept (HEAD), and resumed after a reload from the same file to the same request
// and purpose (its address kept in the browser's storage under a fingerprint that names both). A
// 401 refreshes the session once and goes on. The finishing PATCH names the stored file
// (Chorus-File-Id), which a cut's delivery needs.
import { routes } from '@chorus/contract';
import { DetailedError, Upload, type HttpResponse } from 'tus-js-client';
import { refreshSession } from '../../../lib/api-client.ts';
import i18n from '../../../lib/i18n.ts';
import type { UploadPurpose } from './edit-requests-model.ts';

export type UploadHandle = {
  /** The stored file's id once the last byte has arrived (null if the server did not name it). */
  done: Promise<number | null>;
  pause: () => void;
  resume: () => void;
};

const CHUNK = 8 * 1024 * 1024;

/** The server's translated refusal from a tus answer ({ error: { message } }), else the generic message. */
function messageOf(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // not the API's JSON: the generic message below
  }
  return i18n.t('messages:errors.generic');
}

export function startUpload(
  file: File,
  target: { requestId: number; purpose: UploadPurpose },
  onProgress: (sent: number, total: number) => void,
): UploadHandle {
  let fileId: number | null = null;
  let refreshed = false;
  // The session's renewal after a 401: the retried request waits for it.
  let renewing: Promise<boolean> | null = null;
  let upload: Upload;
  const done = new Promise<number | null>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: routes.productionUploads.path,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { request_id: String(target.requestId), purpose: target.purpose, filename: file.name, filetype: file.type || 'application/octet-stream' },
      headers: { 'x-chorus-csrf': '1', 'x-chorus-language': i18n.language },
      // The same file continues only to the same request and purpose.
      fingerprint: async (f) => ['chorus-edit', target.requestId, target.purpose, f.name, f.type, f.size, (f as File).lastModified].join('-'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress,
      onBeforeRequest: async () => {
        if (renewing) await renewing;
      },
      onAfterResponse: (_req, res: HttpResponse) => {
        const id = res.getHeader('Chorus-File-Id');
        if (id && /^\d+$/.test(id)) fileId = Number(id);
      },
      onShouldRetry: (error, _attempt, options) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401 && !refreshed) {
          refreshed = true;
          renewing = refreshSession();
          return true;
        }
        // Dropped connections and the server's passing failures, not its refusals.
        return (status === 0 || status === 409 || status === 423 || status >= 500) && options.retryDelays !== null;
      },
      onError: (error) => reject(new Error(messageOf(error))),
      onSuccess: () => resolve(fileId),
    });
  });
  const start = () =>
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  start();
  return {
    done,
    pause: () => void upload.abort(),
    resume: () => upload.start(),
  };
}
