// Resumable uploads of footage and cuts (issue 29): the tus 1.0 protocol through @tus/server with
// its file store, streamed to DATA_DIR/files/production-uploads (the app's file storage, so a file
// is read back through it). Every call is the signed-in caller's (the route layer authenticated it
// and checked CSRF); a new upload names its request and purpose in Upload-Metadata and is refused
// before any byte is stored when the caller may not upload there or its length is over the limit;
// an upload in progress is continued only by the person who started it. The file is shown and can
// be delivered only once its last byte has arrived.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { editFilePurposes, uploadsToEditRequest, type EditFilePurpose } from '@chorus/contract';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../../errors/domain-error.ts';
import type { Caller } from '../../../security/subject.ts';
import type { EditRequestsService } from './edit-requests.service.ts';

export const UPLOADS_PATH = '/api/v1/production/uploads';
/** The header of the finishing PATCH that names the stored file (for delivering a cut). */
export const FILE_ID_HEADER = 'Chorus-File-Id';
/** Folder of the uploads under the file storage's root (keys `production-uploads/<uuid>`). */
export const UPLOADS_FOLDER = 'production-uploads';

/** The tus store of the uploads: DATA_DIR/files/production-uploads, each upload a file and its `.json` sidecar. */
export function uploadStore(dataDir: string): FileStore {
  return new FileStore({ directory: path.join(dataDir, 'files', UPLOADS_FOLDER) });
}

type NewUpload = { caller: Caller; requestId: number; purpose: EditFilePurpose; filename: string; contentType: string };

/** Upload-Metadata: comma-separated `key base64value` pairs (tus 1.0). */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return out;
}

/** A file name kept for the download: no path, no control characters, at most 200 characters. */
function cleanFilename(name: string | undefined): string {
  const base = path
    .basename((name ?? '').replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return (base || 'upload').slice(0, 200);
}

export class EditUploads {
  private readonly tus: Server;
  private readonly pending = new WeakMap<IncomingMessage, NewUpload>();
  private readonly deps: { db: Db; clock: Clock; requests: EditRequestsService; maxBytes: number };

  constructor(deps: { db: Db; clock: Clock; requests: EditRequestsService; maxBytes: number; dataDir: string }) {
    this.deps = deps;
    this.tus = new Server({
      path: UPLOADS_PATH,
      datastore: uploadStore(deps.dataDir),
      maxSize: deps.maxBytes,
      relativeLocation: true,
      // Same origin only: no CORS answer for another site.
      allowedOrigins: () => false,
      disableTerminationForFinishedUploads: true,
      namingFunction: () => randomUUID(),
      onUploadCreate: async (req, upload) => {
        const node = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
        const asked = node ? this.pending.get(node) : undefined;
        if (!asked) throw { status_code: 403, body: 'Forbidden\n' };
        await this.deps.db
          .insertInto('production_edit_files')
          .values({
            request_id: asked.requestId,
            purpose: asked.purpose,
            upload_key: upload.id,
            filename: asked.filename,
            content_type: asked.contentType,
            bytes: upload.size ?? 0,
            uploaded_by: asked.caller.userId,
            created_at: this.deps.clock.now(),
          })
          .execute();
        return {};
      },
      // The last PATCH answers the file's id (Chorus-File-Id), so an editor's page delivers the cut it just uploaded.
      onUploadFinish: async (_req, upload) => {
        const row = await this.deps.db
          .updateTable('production_edit_files')
          .set({ completed_at: this.deps.clock.now() })
          .where('upload_key', '=', upload.id)
          .returning('id')
          .executeTakeFirst();
        return row ? { headers: { [FILE_ID_HEADER]: String(row.id) } } : {};
      },
    });
    this.tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
      void this.deps.db.deleteFrom('production_edit_files').where('upload_key', '=', id).where('completed_at', 'is', null).execute();
    });
  }

  /** One tus call: checked here, then answered by the tus server on the raw request. */
  async handle(caller: Caller, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (req.method === 'POST') await this.checkNew(caller, req);
    else await this.checkOwn(caller, (req.params as { uploadId?: string }).uploadId);
    reply.hijack();
    await this.tus.handle(req.raw, reply.raw);
  }

  private async checkNew(caller: Caller, req: FastifyRequest): Promise<void> {
    const meta = parseUploadMetadata(req.headers['upload-metadata'] as string | undefined);
    const requestId = Number(meta.request_id);
    if (!Number.isSafeInteger(requestId) || requestId <= 0) throw invalidInput({ request_id: 'validation.notFound' });
    const purpose = meta.purpose as EditFilePurpose;
    if (!editFilePurposes.includes(purpose)) throw invalidInput({ purpose: 'validation.invalid' });
    const length = Number(req.headers['upload-length']);
    // The length is declared up front (no deferred length), so the limit is judged before any byte arrives.
    if (req.headers['upload-length'] === undefined || !Number.isSafeInteger(length) || length < 0) throw invalidInput({ file: 'validation.invalid' });
    if (length > this.deps.maxBytes) throw new DomainError('errors.uploadTooLarge', { fields: { file: 'errors.uploadTooLarge' } });
    const request = await this.deps.requests.visible(caller.subject, requestId);
    if (!uploadsToEditRequest(caller.subject, request, purpose)) throw forbidden();
    const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(meta.filetype ?? '') ? meta.filetype! : 'application/octet-stream';
    this.pending.set(req.raw, { caller, requestId, purpose, filename: cleanFilename(meta.filename), contentType });
  }

  /** An upload under way is its starter's: anyone else (or an unknown id) finds nothing. */
  private async checkOwn(caller: Caller, uploadId: string | undefined): Promise<void> {
    const row = uploadId
      ? await this.deps.db.selectFrom('production_edit_files').select(['uploaded_by']).where('upload_key', '=', uploadId).executeTakeFirst()
      : undefined;
    if (!row || row.uploaded_by !== caller.userId) throw notFound();
  }
}
