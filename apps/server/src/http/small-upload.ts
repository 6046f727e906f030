// Small uploads read whole into memory (a workbook, an avatar): the request's one file, refused
// when missing or larger than the route allows. Large files stream instead (./streaming-upload.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The uploaded file's bytes; the errors name `field`, the form field the user chose the file in. */
export async function readSmallUpload(req: FastifyRequest, maxBytes: number, field = 'file'): Promise<Buffer> {
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!file) throw new AppError(400, 'errors.fileMissing', { fields: { [field]: 'errors.fileMissing' } });
  const data = await file.toBuffer().catch(() => null);
  if (!data || file.file.truncated) throw new AppError(413, 'errors.fileTooLarge', { fields: { [field]: 'errors.fileTooLarge' } });
  return data;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A generated workbook as a download, never cached (it holds the caller's data). */
export function sendXlsx(reply: FastifyReply, filename: string, data: Buffer) {
  reply.header('content-type', XLSX_MIME).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store');
  return reply.send(data);
}
