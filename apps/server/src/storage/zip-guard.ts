// Uploaded zips (an .xlsx is one) are read here, below the modules and routes that take them: every
// entry is inflated with hard limits (security plan 26) before anything else opens it. More than 100
// entries, more than 50 MB expanded, or more than 20 times the file's size expanded is refused. Sizes are measured while inflating, never
// taken from the headers (which can lie). The library then gets a new zip of the checked contents,
// stored without compression, so it reads nothing these checks did not see.
import { crc32, inflateRawSync } from 'node:zlib';
import { DomainError } from '../errors/domain-error.ts';
import { centralRecordAt, CENTRAL, EOCD, EOCD_SIGNATURE, LOCAL } from './zip-records.ts';

export const ZIP_LIMITS = { maxEntries: 100, maxExpandedBytes: 50 * 1024 * 1024, maxRatio: 20 } as const;

export type ZipEntry = { name: string; data: Buffer };

const unsafe = () => new DomainError('errors.spreadsheetUnsafe', { fields: { file: 'errors.spreadsheetUnsafe' } });
const notAWorkbook = () => new DomainError('errors.spreadsheetInvalid', { fields: { file: 'errors.spreadsheetInvalid' } });

/** Reads and inflates every entry of a zip within the limits; throws a 400 otherwise. */
export function readZipSafely(file: Buffer, limits: { maxEntries: number; maxExpandedBytes: number; maxRatio: number } = ZIP_LIMITS): ZipEntry[] {
  if (file.length < 22 || file.readUInt32LE(0) !== LOCAL) throw notAWorkbook();
  // The end-of-central-directory record, searched from the end as zip readers do.
  const eocd = file.lastIndexOf(EOCD_SIGNATURE, file.length - 22);
  if (eocd < Math.max(0, file.length - 22 - 0xffff)) throw notAWorkbook();
  const entryCount = file.readUInt16LE(eocd + 10);
  const directorySize = file.readUInt32LE(eocd + 12);
  const directoryOffset = file.readUInt32LE(eocd + 16);
  // zip64 (0xFFFF / 0xFFFFFFFF markers) is never needed for a small workbook.
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw unsafe();
  if (entryCount > limits.maxEntries) throw unsafe();
  if (directoryOffset + directorySize > eocd) throw notAWorkbook();

  const budget = Math.min(limits.maxExpandedBytes, file.length * limits.maxRatio);
  let expanded = 0;
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let n = 0; n < entryCount; n++) {
    const record = centralRecordAt(file, offset);
    if (!record) throw notAWorkbook();
    const { flags, method, compressedSize, localHeaderOffset: localOffset, name } = record;
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) throw unsafe();
    // Encrypted entries cannot be checked.
    if (flags & 0x1) throw notAWorkbook();
    offset = record.next;

    if (localOffset + 30 > file.length || file.readUInt32LE(localOffset) !== LOCAL) throw notAWorkbook();
    const dataStart = localOffset + 30 + file.readUInt16LE(localOffset + 26) + file.readUInt16LE(localOffset + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > file.length) throw notAWorkbook();
    const compressed = file.subarray(dataStart, dataEnd);
    let data: Buffer;
    if (method === 0) {
      data = Buffer.from(compressed);
    } else if (method === 8) {
      try {
        // One byte more than the budget allows: reaching it means the budget is exceeded.
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, budget - expanded + 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw unsafe();
        throw notAWorkbook();
      }
    } else {
      throw notAWorkbook();
    }
    expanded += data.length;
    if (expanded > budget) throw unsafe();
    if (name.endsWith('/')) continue;
    entries.push({ name, data });
  }
  return entries;
}

/** A zip of the given entries, stored without compression. */
export function writeStoredZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
