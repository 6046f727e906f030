// An analytics answer serialised once, and gzipped once when it is large enough to be worth it:
// the overview is about 13 KB of JSON and 2–3 KB gzipped. Browsers always accept gzip; writing a
// fifth of the bytes was the largest single saving on a cached answer (measured: writev was the
// biggest cost in the server's profile).
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SerializedJson } from '../../http/serialized-json.ts';

const GZIP_FROM_BYTES = 1024;

export class PackedAnswer {
  readonly json: SerializedJson;
  readonly gzip: Buffer | null;
  constructor(value: unknown) {
    this.json = new SerializedJson(JSON.stringify(value));
    this.gzip = this.json.bytes.length >= GZIP_FROM_BYTES ? gzipSync(this.json.bytes, { level: 6 }) : null;
  }
  get bytes(): number {
    return this.json.bytes.length + (this.gzip?.length ?? 0);
  }
}

/** Whether the client takes gzip (a `gzip` coding without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'x-gzip') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Sends the gzipped bytes when the client takes them (the route layer then sees the reply sent),
 * and otherwise hands the JSON back for the route layer to send (and, in tests, to validate).
 */
export function sendPacked(req: FastifyRequest, reply: FastifyReply, answer: PackedAnswer): SerializedJson {
  if (answer.gzip && acceptsGzip(req.headers['accept-encoding'])) {
    void reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').type('application/json; charset=utf-8').send(answer.gzip);
  } else if (answer.gzip) {
    void reply.header('vary', 'accept-encoding');
  }
  return answer.json;
}
