// Sends report files to POST /api/v1/accounting/uploads with the browser's upload progress (fetch
// cannot report it, XMLHttpRequest can). The answer is the results (200) or an upload id (202).
// `confirmEmpty` is finance's yes to "this month really has no rows?" for files without rows.
import { routes, type UploadFileResult } from '@chorus/contract';
import i18n from '../../../lib/i18n.ts';
import { toApiError } from '../../../lib/api-client.ts';

export type UploadAnswer = { results: UploadFileResult[] } | { upload_id: string };

export function uploadFiles(files: readonly File[], onProgress: (sent: number, total: number) => void, confirmEmpty = false): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', confirmEmpty ? `${routes.accountingUpload.path}?confirm_empty=true` : routes.accountingUpload.path);
    xhr.setRequestHeader('x-chorus-language', i18n.language);
    xhr.setRequestHeader('x-chorus-csrf', '1');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onerror = () => reject(new Error(i18n.t('messages:errors.generic')));
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': 'application/json' } });
      if (xhr.status === 200 || xhr.status === 202) resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      else toApiError(response).then(reject, reject);
    };
    xhr.send(form);
  });
}
