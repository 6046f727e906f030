// Profile pictures: JPEG or PNG by content (magic bytes), not by name; bounded in bytes and pixels;
// metadata (EXIF with GPS and the like) removed before the file is stored.
import { AVATAR_MAX_PIXELS } from '@chorus/contract';
import { DomainError } from '../../errors/domain-error.ts';

export type CheckedImage = { mime: 'image/jpeg' | 'image/png'; data: Buffer };

export function checkImage(data: Buffer): CheckedImage {
  if (isPng(data)) {
    const width = data.readUInt32BE(16);
    const height = data.readUInt32BE(20);
    assertPixels(width, height);
    return { mime: 'image/png', data: stripPngMetadata(data) };
  }
  if (isJpeg(data)) {
    const size = jpegSize(data);
    if (!size) throw new DomainError('errors.fileType');
    assertPixels(size.width, size.height);
    return { mime: 'image/jpeg', data: stripJpegMetadata(data) };
  }
  throw new DomainError('errors.fileType');
}

function assertPixels(width: number, height: number) {
  if (width <= 0 || height <= 0) throw new DomainError('errors.fileType');
  if (width * height > AVATAR_MAX_PIXELS) throw new DomainError('errors.imageTooLarge');
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function isPng(data: Buffer): boolean {
  return data.length > 33 && data.subarray(0, 8).equals(pngSignature) && data.toString('latin1', 12, 16) === 'IHDR';
}
function isJpeg(data: Buffer): boolean {
  return data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

/** Keeps only the chunks needed to draw the picture. */
function stripPngMetadata(data: Buffer): Buffer {
  const keep = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs']);
  const parts: Buffer[] = [data.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > data.length) throw new DomainError('errors.fileType');
    if (keep.has(type)) parts.push(data.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

function jpegSize(data: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    const length = data.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** Drops APP1..APP15 (EXIF, XMP, ...) and comments; keeps APP0 (JFIF) and the image itself. */
function stripJpegMetadata(data: Buffer): Buffer {
  const parts: Buffer[] = [data.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= data.length) {
    const marker = data[offset + 1]!;
    if (data[offset] !== 0xff) throw new DomainError('errors.fileType');
    if (marker === 0xda) {
      // Entropy-coded data never holds FF D9 (FF bytes are stuffed as FF 00), so the first one is
      // the end of the image; whatever follows it is dropped.
      const end = data.indexOf(Buffer.from([0xff, 0xd9]), offset + 2);
      if (end < 0) throw new DomainError('errors.fileType');
      parts.push(data.subarray(offset, end + 2));
      return Buffer.concat(parts);
    }
    const length = data.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (end > data.length) throw new DomainError('errors.fileType');
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) parts.push(data.subarray(offset, end));
    offset = end;
  }
  throw new DomainError('errors.fileType');
}
