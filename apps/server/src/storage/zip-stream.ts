// Zips too large to hold in memory (YouTube's CMS reports arrive as .csv.zip of hundreds of MB): the
// directory at the archive's end is read by range, then each entry is inflated as a stream. The
// limits are those of the zip guard (entries, ratio) and the caller's size budget, measured on the
// bytes that come out of inflation, never taken from the headers (which can lie); each entry's
// CRC-32 is checked as it streams.
import { Transform, type Readable } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { DomainError } from '../errors/domain-error.ts';
import { centralRecordAt, EOCD_SIGNATURE, LOCAL } from './zip-records.ts';

/** What the reader needs of the storage: the size of a stored file and a byte range of it. */
export type RangeSource = {
  size: () => Promise<number>;
  /** Bytes `start` to `end`, both included. */
  range: (start: number, end: number) => Readable;
};

export type ZipStreamLimits = { maxEntries: number; maxRatio: number; maxExpandedBytes: number };

export type ZipDirectoryEntry = { name: string; method: number; crc: number; compressedSize: number; localHeaderOffset: number };

const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
/** The end record (22 bytes) plus the longest comment a zip may carry. */
const TAIL = 22 + 0xffff;
/** The zip64 locator (20 bytes) sits right before the end record. */
const LOCATOR_SIZE = 20;

export const zipUnsafe = () => new DomainError('errors.spreadsheetUnsafe', { fields: { file: 'errors.spreadsheetUnsafe' } });
export const zipInvalid = () => new DomainError('errors.archiveInvalid', { fields: { file: 'errors.archiveInvalid' } });

async function readRange(source: RangeSource, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source.range(start, end) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A 64-bit little-endian number that must fit a JavaScript number exactly. */
function uint64(buffer: Buffer, offset: number): number {
  const value = buffer.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw zipInvalid();
  return Number(value);
}

/** The archive's directory, with the zip64 records where the classic fields overflow. */
export async function readZipDirectory(source: RangeSource, limits: ZipStreamLimits): Promise<ZipDirectoryEntry[]> {
  const size = await source.size();
  if (size < 22) throw zipInvalid();
  const tailStart = Math.max(0, size - TAIL - LOCATOR_SIZE);
  const tail = await readRange(source, tailStart, size - 1);
  const eocd = tail.lastIndexOf(EOCD_SIGNATURE, tail.length - 22);
  if (eocd < 0) throw zipInvalid();
  let entryCount = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (eocd >= LOCATOR_SIZE && tail.readUInt32LE(eocd - LOCATOR_SIZE) === ZIP64_LOCATOR) {
    const recordOffset = uint64(tail, eocd - LOCATOR_SIZE + 8);
    const record = await readRange(source, recordOffset, recordOffset + 55);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) throw zipInvalid();
    entryCount = uint64(record, 32);
    directorySize = uint64(record, 40);
    directoryOffset = uint64(record, 48);
  }
  if (entryCount > limits.maxEntries) throw zipUnsafe();
  if (directoryOffset + directorySize > size) throw zipInvalid();
  const directory = directorySize > 0 ? await readRange(source, directoryOffset, directoryOffset + directorySize - 1) : Buffer.alloc(0);

  const entries: ZipDirectoryEntry[] = [];
  let offset = 0;
  for (let n = 0; n < entryCount; n++) {
    const record = centralRecordAt(directory, offset);
    if (!record) throw zipInvalid();
    const { flags, method, crc, name, extraEnd } = record;
    let { compressedSize, uncompressedSize, localHeaderOffset } = record;
    // Zip64: the fields that overflowed (0xFFFFFFFF) follow in this order in extra field 0x0001.
    let extra = record.extraStart;
    while (extra + 4 <= extraEnd) {
      const id = directory.readUInt16LE(extra);
      const length = directory.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (uncompressedSize === 0xffffffff) [uncompressedSize, field] = [uint64(directory, field), field + 8];
        if (compressedSize === 0xffffffff) [compressedSize, field] = [uint64(directory, field), field + 8];
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = uint64(directory, field);
      }
      extra += 4 + length;
    }
    offset = record.next;
    // Encrypted entries cannot be checked; only stored and deflated ones can be read.
    if (flags & 0x1 || (method !== 0 && method !== 8)) throw zipInvalid();
    if (localHeaderOffset + 30 + compressedSize > size) throw zipInvalid();
    if (!name.endsWith('/')) entries.push({ name, method, crc, compressedSize, localHeaderOffset });
  }
  return entries;
}

/** Fails the stream once more than `budget.left` bytes came out, and checks the CRC at the end. */
function expansionGuard(budget: { left: number }, expectedCrc: number): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      if (budget.left < 0) return done(zipUnsafe());
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc >>> 0 === expectedCrc >>> 0 ? null : zipInvalid());
    },
  });
}

/**
 * The entry's contents as a stream. `budget` is shared by every entry of one archive: the expanded
 * total stays within min(maxExpandedBytes, archive size × maxRatio).
 */
export async function openZipEntry(source: RangeSource, entry: ZipDirectoryEntry, budget: { left: number }): Promise<Readable> {
  const header = await readRange(source, entry.localHeaderOffset, entry.localHeaderOffset + 29);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw zipInvalid();
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const guard = expansionGuard(budget, entry.crc);
  if (entry.compressedSize === 0) {
    guard.end();
    return guard;
  }
  const raw = source.range(dataStart, dataStart + entry.compressedSize - 1);
  const inflated = entry.method === 8 ? raw.pipe(createInflateRaw()) : raw;
  // A broken deflate stream reads as an invalid archive.
  inflated.on('error', (error: Error & { code?: string }) => guard.destroy(error instanceof DomainError ? error : zipInvalid()));
  raw.on('error', () => guard.destroy(zipInvalid()));
  return inflated.pipe(guard);
}

/** The expansion budget of an archive of `archiveBytes` bytes. */
export function expansionBudget(archiveBytes: number, limits: ZipStreamLimits): { left: number } {
  return { left: Math.min(limits.maxExpandedBytes, archiveBytes * limits.maxRatio) };
}
