// HTTP of the production area's editing requests: parse, delegate, answer. The file download
// answers byte ranges, so a delivered cut plays (and seeks) in the page.
import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { EditRequestsService } from './edit-requests.service.ts';
import { UPLOADS_FOLDER, type EditUploads } from './edit-uploads.ts';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes; null when absent or not satisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

function sendStored(
  reply: FastifyReply,
  storage: FileStorage,
  file: { upload_key: string; filename: string; content_type: string; bytes: number },
  range: string | undefined,
) {
  const key = `${UPLOADS_FOLDER}/${file.upload_key}`;
  reply
    .header('content-type', file.content_type)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  const wanted = byteRange(range, file.bytes);
  if (wanted === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.bytes}`).send();
  if (wanted === null || file.bytes === 0) return reply.header('content-length', file.bytes).send(storage.read(key));
  return reply
    .code(206)
    .header('content-range', `bytes ${wanted.start}-${wanted.end}/${file.bytes}`)
    .header('content-length', wanted.end - wanted.start + 1)
    .send(storage.readRange(key, wanted.start, wanted.end));
}

export function editRequestsHandlers({
  requests,
  uploads,
  storage,
  today,
}: {
  requests: EditRequestsService;
  uploads: EditUploads;
  storage: FileStorage;
  today: () => string;
}): Handlers {
  return {
    productionEditRequests: async ({ principal, query }) => requests.list(principal.subject, query),
    productionEditRequestCreate: async ({ principal, body }) => requests.create(principal, body),
    productionEditRequest: async ({ principal, params }) => requests.detail(principal.subject, params.requestId),
    productionEditRequestStatus: async ({ principal, params, body }) => requests.move(principal, params.requestId, body),
    productionEditRequestComment: async ({ principal, params, body }) => requests.comment(principal, params.requestId, body),
    productionEditRequestVersion: async ({ principal, params, body }) => requests.deliver(principal, params.requestId, body),
    productionEditRequestFile: async ({ principal, params, req, reply }) =>
      sendStored(reply, storage, await requests.file(principal.subject, params.requestId, params.fileId), req.headers.range),
    productionUploads: async ({ principal, req, reply }) => {
      await uploads.handle(principal, req, reply);
    },
    productionEditorWorkload: async () => requests.workload(today()),
  };
}
