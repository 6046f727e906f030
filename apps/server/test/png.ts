// Real PNG files for upload tests, so that a file passes the server's checks by content.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width` × `height` at 8 bits (colour type 2 truecolour, 0 greyscale) whose image data is
 * `scanlines` (each line's filter byte, then its pixels), with any ancillary chunks (e.g. tEXt).
 */
export function pngImage(options: { width: number; height: number; colourType: 0 | 2; scanlines: number[]; text?: string }): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(options.width, 0);
  ihdr.writeUInt32BE(options.height, 4);
  ihdr[8] = 8;
  ihdr[9] = options.colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(options.text === undefined ? [] : [chunk('tEXt', Buffer.from(options.text, 'latin1'))]),
    chunk('IDAT', deflateSync(Buffer.from(options.scanlines))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
