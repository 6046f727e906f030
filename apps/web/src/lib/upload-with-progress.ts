// Sends a form with files to an upload route with the browser's upload progress (fetch cannot report
// it, XMLHttpRequest can): the accounting and course uploads. The answer is the route's 200 or 202
// body; any other status is the API's translated failure.
import i18n from './i18n.ts';
import { toApiError } from './api-client.ts';

export function uploadWithProgress<Answer>(address: string, form: FormData, onProgress: (sent: number, total: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', address);
    xhr.setRequestHeader('x-chorus-language', i18n.language);
    xhr.setRequestHeader('x-chorus-csrf', '1');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onerror = () => reject(new Error(i18n.t('messages:errors.generic')));
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': 'application/json' } });
      if (xhr.status === 200 || xhr.status === 202) resolve(JSON.parse(xhr.responseText) as Answer);
      else toApiError(response).then(reject, reject);
    };
    xhr.send(form);
  });
}
