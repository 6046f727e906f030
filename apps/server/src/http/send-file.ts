// A stored file answered as a download: its own type, never sniffed, and `attachment`, so that
// opened directly it downloads rather than renders (an <img> still shows it).
import type { FastifyReply } from 'fastify';

export type FileAnswer = { data: Buffer; type: string; filename: string; cacheControl?: string };

export function sendFile(reply: FastifyReply, { data, type, filename, cacheControl }: FileAnswer): FastifyReply {
  if (cacheControl) reply.header('cache-control', cacheControl);
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(data);
}
