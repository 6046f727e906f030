// An opaque RGB PNG from RGBA pixels, laid over white. resvg draws with an alpha channel, which
// pdfkit must unpack pixel by pixel in JavaScript; without it the PDF takes the compressed rows as
// they are, and Word and PowerPoint files get smaller pictures.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function rgbPng(rgba: Buffer, width: number, height: number): Buffer {
  const raw = Buffer.allocUnsafe((width * 3 + 1) * height);
  // One pass with running offsets (a chart is 600,000 pixels, drawn twice a report): charts are
  // drawn on white, so nearly every pixel is opaque and its colour is copied as it is.
  let s = 0;
  let d = 0;
  for (let y = 0; y < height; y++) {
    raw[d++] = 0; // filter: none
    for (let x = 0; x < width; x++, s += 4, d += 3) {
      const white = 255 - rgba[s + 3]!;
      if (white === 0) {
        raw[d] = rgba[s]!;
        raw[d + 1] = rgba[s + 1]!;
        raw[d + 2] = rgba[s + 2]!;
      } else {
        // Premultiplied by resvg: colour + white × (1 − alpha).
        raw[d] = Math.min(255, rgba[s]! + white);
        raw[d + 1] = Math.min(255, rgba[s + 1]! + white);
        raw[d + 2] = Math.min(255, rgba[s + 2]! + white);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
