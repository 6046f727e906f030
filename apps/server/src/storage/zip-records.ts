// The zip records both zip readers parse (PKWARE APPNOTE 4.3): signatures and the central
// directory's per-entry record. What to accept of them is each reader's own decision.

export const CENTRAL = 0x02014b50;
export const LOCAL = 0x04034b50;
export const EOCD = 0x06054b50;
/** EOCD as it stands in a file (little-endian), to search for. */
export const EOCD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export type CentralRecord = {
  flags: number;
  method: number;
  crc: number;
  /** 0xFFFFFFFF: the real value is in the zip64 extra field. */
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  name: string;
  /** Where the record's extra field starts and ends, and where the next record starts. */
  extraStart: number;
  extraEnd: number;
  next: number;
};

/** The central directory record at `offset`, or null when none starts there. */
export function centralRecordAt(data: Buffer, offset: number): CentralRecord | null {
  if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return null;
  const nameLength = data.readUInt16LE(offset + 28);
  const extraStart = offset + 46 + nameLength;
  const extraEnd = extraStart + data.readUInt16LE(offset + 30);
  return {
    flags: data.readUInt16LE(offset + 8),
    method: data.readUInt16LE(offset + 10),
    crc: data.readUInt32LE(offset + 16),
    compressedSize: data.readUInt32LE(offset + 20),
    uncompressedSize: data.readUInt32LE(offset + 24),
    localHeaderOffset: data.readUInt32LE(offset + 42),
    name: data.toString('utf8', offset + 46, extraStart),
    extraStart,
    extraEnd,
    next: extraEnd + data.readUInt16LE(offset + 32),
  };
}
