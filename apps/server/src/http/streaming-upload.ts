// Large multipart uploads: each file goes to storage as it arrives (never whole in memory), or
// straight to its reader, and is decompressed there when it is gzip or zip and the caller accepts
// that. Whatever fails, no file is left behind. A service receives the files as `IncomingFiles`.
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ZIP_LIMITS } from '../storage/zip-guard.ts';
import { expansionBudget, openZipEntry, readZipDirectory } from '../storage/zip-stream.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { AppError } from './app-error.ts';

/** The most bytes received (and, decompressed, stored) a file; the compressed forms accepted besides plain files (zip within the zip-guard limits). */
export type UploadSettings = { maxBytes: number; compression: readonly ('gzip' | 'zip')[] };

/** A file of an upload as stored: one for a plain or gzip file, one per file inside a zip. */
export type StoredUpload = { key: string; name: string; bytes: number };

/** A file of a multi-file upload that was not kept (see `receiveUploads`). */
export type SkippedUpload = { name: string; skipped: true };

/** A plain file of a multi-file upload handed to the caller as it arrived (see `receiveUploads`), with the caller's answer. */
export type DirectUpload<T> = { name: string; direct: T };

/**
 * A request's files as a service receives them (`receiveUploads` on that request): the service says
 * where they are stored, which are wanted and which it reads as they arrive; no FastifyRequest
 * leaves the HTTP layer.
 */
export type IncomingFiles = <T = never>(
  settings: UploadSettings,
  storage: FileStorage,
  maxFiles: number,
  wanted?: (name: string) => boolean,
  direct?: (name: string, file: Readable) => Promise<T>,
) => Promise<(StoredUpload | SkippedUpload | DirectUpload<T>)[]>;

/** The files of this request, read when the service asks for them. */
export const incomingFiles =
  (req: FastifyRequest): IncomingFiles =>
  (settings, storage, maxFiles, wanted, direct) =>
    receiveUploads(req, settings, storage, maxFiles, wanted, direct);

const tooLarge = () => new AppError(413, 'errors.uploadTooLarge', { fields: { file: 'errors.uploadTooLarge' } });
const unsafe = () => new AppError(400, 'errors.spreadsheetUnsafe', { fields: { file: 'errors.spreadsheetUnsafe' } });
const notAnArchive = () => new AppError(400, 'errors.archiveInvalid', { fields: { file: 'errors.archiveInvalid' } });
const missing = () => new AppError(400, 'errors.fileMissing', { fields: { file: 'errors.fileMissing' } });

const newKey = () => `uploads/${randomUUID()}`;

/** Counts the bytes that pass and fails the stream once they exceed `max`. */
function byteLimit(max: number, refuse: () => Error): Transform & { passed: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.passed += chunk.length;
      if (counter.passed > max) done(refuse());
      else done(null, chunk);
    },
  }) as Transform & { passed: number };
  counter.passed = 0;
  return counter;
}

async function firstBytes(storage: FileStorage, key: string, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = storage.read(key);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= n) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, n);
}

const isGzip = (head: Buffer) => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/**
 * A gzip file inflated as a stream within the zip guard's ratio, and within the route's size (the
 * route stores big files, so its limit, not the guard's in-memory one, bounds the expanded size).
 */
async function gunzipStored(storage: FileStorage, key: string, compressedBytes: number, maxBytes: number): Promise<StoredUpload> {
  const target = newKey();
  const budget = Math.min(maxBytes, compressedBytes * ZIP_LIMITS.maxRatio);
  const counter = byteLimit(budget, () => (budget === maxBytes ? tooLarge() : unsafe()));
  const gunzip = createGunzip();
  try {
    await storage.write(target, pipelineOf(storage.read(key), gunzip, counter));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnArchive();
  }
  return { key: target, name: '', bytes: counter.passed };
}

/** The stages piped into one readable end (errors of any stage fail it). */
function pipelineOf(source: Readable, ...stages: Transform[]): Readable {
  const last = stages[stages.length - 1]!;
  pipeline([source, ...stages]).catch((error: unknown) => last.destroy(error as Error));
  return last;
}

/**
 * A zip is read where it is stored: its directory by range, each file inflated as a stream into
 * storage, within the zip guard's entry count and ratio and the route's size, never whole in memory.
 */
async function unzipStored(storage: FileStorage, key: string, maxBytes: number): Promise<StoredUpload[]> {
  const source = { size: () => storage.size(key), range: (start: number, end: number) => storage.readRange(key, start, end) };
  const limits = { maxEntries: ZIP_LIMITS.maxEntries, maxRatio: ZIP_LIMITS.maxRatio, maxExpandedBytes: maxBytes };
  const stored: StoredUpload[] = [];
  try {
    const entries = await readZipDirectory(source, limits);
    const budget = expansionBudget(await source.size(), limits);
    for (const entry of entries) {
      const target = newKey();
      const before = budget.left;
      await storage.write(target, await openZipEntry(source, entry, budget));
      stored.push({ key: target, name: entry.name, bytes: before - budget.left });
    }
  } catch (error) {
    await Promise.all(stored.map((s) => storage.remove(s.key)));
    if (error instanceof DomainError) throw error.code === 'errors.spreadsheetUnsafe' ? unsafe() : notAnArchive();
    throw error;
  }
  return stored;
}

/**
 * Receives every file of the request (at most `maxFiles`) into storage (a gzip or zip unpacked
 * there); on any failure nothing is kept. The caller owns the result. With `direct`, a file that is
 * not compressed is not stored: `direct` reads it as it arrives (the upload's bytes flow on to
 * wherever it sends them, with backpressure) and its answer is kept in the file's place.
 */
export async function receiveUploads<T = never>(
  req: FastifyRequest,
  settings: UploadSettings,
  storage: FileStorage,
  maxFiles: number,
  /** Files whose name says they are unwanted are read past, never stored, and answered as `skipped`. */
  wanted: (name: string) => boolean = () => true,
  direct?: (name: string, file: Readable) => Promise<T>,
): Promise<(StoredUpload | SkippedUpload | DirectUpload<T>)[]> {
  const stored: (StoredUpload | SkippedUpload | DirectUpload<T>)[] = [];
  try {
    const parts = req.files({ limits: { fileSize: settings.maxBytes, files: maxFiles } })[Symbol.asyncIterator]();
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw multipartFailure(error);
      });
      if (next.done) break;
      if (!wanted(next.value.filename)) {
        next.value.file.resume();
        stored.push({ name: next.value.filename, skipped: true });
        continue;
      }
      if (direct) {
        if (next.value.file.destroyed && !next.value.file.readableEnded) throw missing();
        const head = await peek(next.value.file, 4);
        const accepts = (form: 'gzip' | 'zip') => settings.compression.includes(form);
        if (!(accepts('gzip') && isGzip(head)) && !(accepts('zip') && isZip(head))) {
          stored.push({ name: next.value.filename, direct: await readDirect(next.value, settings.maxBytes, direct) });
          continue;
        }
      }
      stored.push(...(await storePart(next.value, settings, storage)));
    }
  } catch (error) {
    await Promise.all(stored.map((file) => ('key' in file ? storage.remove(file.key) : undefined)));
    throw error;
  }
  if (stored.length === 0) throw missing();
  return stored;
}

/**
 * The first `n` bytes of a file part (fewer when it is shorter), left unread: they are put back
 * at the front of the stream.
 */
async function peek(file: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n && !file.readableEnded && !file.destroyed) {
    const chunk = file.read() as Buffer | null;
    if (chunk !== null) {
      chunks.push(chunk);
      length += chunk.length;
      continue;
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ['readable', 'end', 'close', 'error']) file.off(event, done);
        resolve();
      };
      for (const event of ['readable', 'end', 'close', 'error']) file.on(event, done);
    });
  }
  const head = Buffer.concat(chunks);
  if (head.length > 0) file.unshift(head);
  return head.subarray(0, n);
}

/**
 * Hands a part to `direct` through a relay of its own, counting its bytes against the route's
 * limit: whatever `direct` does to its stream (stops early, destroys it), the part is read to its
 * end afterwards so that the rest of the form, and the answer, can follow.
 */
async function readDirect<T>(part: MultipartFile, maxBytes: number, direct: (name: string, file: Readable) => Promise<T>): Promise<T> {
  const relay = byteLimit(maxBytes, tooLarge);
  const ended = new Promise<void>((resolve) => {
    part.file.once('end', resolve);
    part.file.once('close', resolve);
  });
  // The multipart reader refuses the byte past fileSize itself: the relay fails with it.
  part.file.once('error', (error: Error & { code?: string }) => relay.destroy(error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error));
  part.file.once('limit', () => relay.destroy(tooLarge()));
  part.file.pipe(relay);
  try {
    const answer = await direct(part.filename, relay);
    if (part.file.truncated) throw tooLarge();
    return answer;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  } finally {
    if (!part.file.readableEnded) {
      part.file.unpipe(relay);
      part.file.resume();
      await ended;
    }
  }
}

/** The multipart reader's refusals: too many files, too large, or a broken form (no usable file). */
function multipartFailure(error: unknown): AppError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'errors.tooManyFiles', { fields: { file: 'errors.tooManyFiles' } });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return missing();
}

async function storePart(part: MultipartFile, settings: UploadSettings, storage: FileStorage): Promise<StoredUpload[]> {
  // A form that ended inside the file: the reader has already closed its stream, and a pipeline
  // started on a stream closed before it would wait forever.
  if (part.file.destroyed && !part.file.readableEnded) throw missing();
  const name = part.filename;
  const raw = newKey();
  const counter = byteLimit(settings.maxBytes, tooLarge);
  try {
    await storage.write(raw, pipelineOf(part.file, counter));
  } catch (error) {
    // The multipart reader refuses the byte past fileSize itself; both mean "too large".
    if (error instanceof AppError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await storage.remove(raw);
    throw tooLarge();
  }
  const head = await firstBytes(storage, raw, 4);
  const accepts = (form: 'gzip' | 'zip') => settings.compression.includes(form);
  if (!(accepts('gzip') && isGzip(head)) && !(accepts('zip') && isZip(head))) return [{ key: raw, name, bytes: counter.passed }];
  try {
    if (isGzip(head)) return [{ ...(await gunzipStored(storage, raw, counter.passed, settings.maxBytes)), name: name.replace(/\.gz$/i, '') }];
    return await unzipStored(storage, raw, settings.maxBytes);
  } finally {
    await storage.remove(raw);
  }
}
