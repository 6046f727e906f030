// An analytics answer serialised once and, when it is large enough to be worth it, kept only
// gzipped: the overview is about 13 KB of JSON and under 3 KB gzipped. Browsers always accept
// gzip, so they get the stored bytes as they are (writing a fifth of the bytes was the largest
// saving on a cached answer: writev led the server's profile); the rare client without gzip gets
// them unzipped (about 0.05 ms). Keeping only the gzip also lets the cache hold five times as many
// answers: every page of 5,000 channels in about 30 MB.
import { promisify } from 'node:util';
import { gzip, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SerializedJson } from '../http/serialized-json.ts';

const GZIP_FROM_BYTES = 1024;
// Level 1: an answer is gzipped once, when it is computed, and at level 6 that was about a seventh of
// the server's CPU for an uncached overview. Measured on 40 seeded channels: overview 12.2 KB of JSON
// to 2.9 KB in 0.11 ms (level 6: 2.6 KB in 0.24 ms); audience and content 0.05 ms instead of 0.08.
const GZIP_LEVEL = 1;
// Large answers kept for minutes and sent many times (the accounting API's whole-network revenue of
// a month: 397 KB of JSON for 1,000 channels) are packed harder, once, off the event loop (zlib's
// thread pool): level 9 sends 51.9 KB instead of level 1's 67.8 KB (−23 %) for 32 ms of one
// thread when the answer is computed (which itself takes hundreds of milliseconds). Every byte
// saved is a byte each of the many clients reads.
const LARGE_FROM_BYTES = 64 * 1024;
const LARGE_GZIP_LEVEL = 9;
const gzipAsync = promisify(gzip);

export class PackedAnswer {
  private readonly plain: SerializedJson | null;
  readonly gzip: Buffer | null;
  constructor(value: unknown) {
    const json = new SerializedJson(JSON.stringify(value));
    const large = json.bytes.length >= GZIP_FROM_BYTES;
    this.gzip = large ? gzipSync(json.bytes, { level: GZIP_LEVEL }) : null;
    this.plain = large ? null : json;
  }
  /**
   * As the constructor, except that a large answer (64 KB of JSON and more) is gzipped at level 9 in
   * zlib's thread pool: for answers kept and sent many times (the accounting answers).
   */
  static async kept(value: unknown): Promise<PackedAnswer> {
    const json = Buffer.from(JSON.stringify(value), 'utf8');
    if (json.length >= LARGE_FROM_BYTES) return PackedAnswer.stored(await gzipAsync(json, { level: LARGE_GZIP_LEVEL }), true);
    const large = json.length >= GZIP_FROM_BYTES;
    return PackedAnswer.stored(large ? gzipSync(json, { level: GZIP_LEVEL }) : json, large);
  }
  /** An answer kept elsewhere as `body()` gave it (the channel pages' precomputed answers). */
  static stored(body: Buffer, gzipped: boolean): PackedAnswer {
    const answer = Object.create(PackedAnswer.prototype) as PackedAnswer;
    return Object.assign(answer, { gzip: gzipped ? body : null, plain: gzipped ? null : new SerializedJson(body) });
  }
  /** The bytes kept: the gzip when there is one, else the JSON. */
  body(): Buffer {
    return this.gzip ?? this.plain!.bytes;
  }
  /** The answer as JSON bytes. */
  get json(): SerializedJson {
    return this.plain ?? new SerializedJson(gunzipSync(this.gzip!).toString('utf8'));
  }
  /** Memory held. */
  get bytes(): number {
    return this.gzip?.length ?? this.plain!.bytes.length;
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
  if (!answer.gzip) return answer.json;
  void reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(req.headers['accept-encoding'])) return answer.json;
  void reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(answer.gzip);
  return ALREADY_SENT;
}

/** What the handler returns once it has sent the reply itself (the route layer checks reply.sent). */
const ALREADY_SENT = new SerializedJson('null');
