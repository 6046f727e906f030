// Sends report files to POST /api/v1/accounting/uploads with the browser's upload progress. The
// answer is the results (200) or an upload id (202). `confirmEmpty` is finance's yes to "this month
// really has no rows?" for files without rows.
import { routes, type UploadFileResult } from '@chorus/contract';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export type UploadAnswer = { results: UploadFileResult[] } | { upload_id: string };

export function uploadFiles(files: readonly File[], onProgress: (sent: number, total: number) => void, confirmEmpty = false): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return uploadWithProgress(confirmEmpty ? `${routes.accountingUpload.path}?confirm_empty=true` : routes.accountingUpload.path, form, onProgress);
}
