import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedZip } from '../../test/zip.ts';
import { expansionBudget, openZipEntry, readZipDirectory, type RangeSource } from './zip-stream.ts';

const limits = { maxEntries: 100, maxRatio: 20, maxExpandedBytes: 10 * 1024 * 1024 };

/** A stored file as the reader sees it; counts the bytes it was asked for. */
function sourceOf(file: Buffer): RangeSource & { bytesRead: number } {
  const source = {
    bytesRead: 0,
    size: async () => file.length,
    range: (start: number, end: number) => {
      const slice = file.subarray(start, end + 1);
      source.bytesRead += slice.length;
      return Readable.from([slice]);
    },
  };
  return source;
}

async function contents(file: Buffer): Promise<Record<string, string>> {
  const source = sourceOf(file);
  const budget = expansionBudget(file.length, limits);
  const out: Record<string, string> = {};
  for (const entry of await readZipDirectory(source, limits)) out[entry.name] = await text(await openZipEntry(source, entry, budget));
  return out;
}

/** The same archive written the zip64 way: sizes and offsets in extra field 0x0001, a zip64 end record and its locator. */
function zip64(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const compressed = deflateRawSync(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(45, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(0xffffffff, 18);
  local.writeUInt32LE(0xffffffff, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const extra = Buffer.alloc(28);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(data.length), 4);
  extra.writeBigUInt64LE(BigInt(compressed.length), 12);
  extra.writeBigUInt64LE(0n, 20);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(45, 4);
  // From "version needed" to the name's length the central record repeats the local header.
  local.copy(central, 6, 4, 28);
  central.writeUInt16LE(extra.length, 30);
  central.writeUInt32LE(0xffffffff, 42);
  const directory = Buffer.concat([central, nameBytes, extra]);
  const directoryOffset = local.length + nameBytes.length + compressed.length;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(1n, 24);
  record.writeBigUInt64LE(1n, 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([local, nameBytes, compressed, directory, record, locator, end]);
}

describe('streamed zip reading', () => {
  it('reads every file of an archive, CJK names and contents included', async () => {
    const file = deflatedZip([
      { name: 'YouTube_Chorus_M_20261001_video_summary.csv', data: Buffer.from('Video ID,Partner Revenue\n--DBLqSHUj4,0.000021676471\n') },
      { name: '報表/頻道.csv', data: Buffer.from('頻道,收益\n日本創作者,12.5\n') },
    ]);
    expect(await contents(file)).toEqual({
      'YouTube_Chorus_M_20261001_video_summary.csv': 'Video ID,Partner Revenue\n--DBLqSHUj4,0.000021676471\n',
      '報表/頻道.csv': '頻道,收益\n日本創作者,12.5\n',
    });
  });

  it('reads a zip64 archive', async () => {
    expect(await contents(zip64('big.csv', Buffer.from('a,b\n1,2\n')))).toEqual({ 'big.csv': 'a,b\n1,2\n' });
  });

  it('reads only the directory to list the files, not the data', async () => {
    const file = deflatedZip([{ name: 'a.csv', data: randomBytes(300_000) }]);
    const source = sourceOf(file);
    expect(await readZipDirectory(source, limits)).toHaveLength(1);
    expect(file.length).toBeGreaterThan(300_000);
    // The tail (the end record, the longest comment, a zip64 locator) and the directory, whatever the archive's size.
    expect(source.bytesRead).toBe(22 + 0xffff + 20 + 46 + 'a.csv'.length);
  });

  it('refuses a bomb by what inflation gives, whatever the headers say', async () => {
    const bomb = deflatedZip([{ name: 'zeros.csv', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 10 }]);
    await expect(contents(bomb)).rejects.toMatchObject({ code: 'errors.spreadsheetUnsafe' });
  });

  it('refuses more entries than the guard allows', async () => {
    const many = deflatedZip(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.csv`, data: Buffer.from(`${i}`) })));
    await expect(contents(many)).rejects.toMatchObject({ code: 'errors.spreadsheetUnsafe' });
  });

  it('refuses a file whose contents do not match its checksum, and a file that is no zip', async () => {
    const file = deflatedZip([{ name: 'a.csv', data: Buffer.from('honest contents') }]);
    const corrupt = Buffer.from(file);
    // The CRC-32 in the central directory (offset 16 of the record after the local entry).
    const central = corrupt.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    corrupt.writeUInt32LE((corrupt.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    await expect(contents(corrupt)).rejects.toMatchObject({ code: 'errors.archiveInvalid' });
    await expect(contents(Buffer.from('not a zip at all, just text that is long enough'))).rejects.toMatchObject({ code: 'errors.archiveInvalid' });
  });
});
