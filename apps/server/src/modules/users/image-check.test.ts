import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check.ts';
import { thrownCode } from '../../../test/thrown-code.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The CRC is not checked by checkImage; zeros keep the helper short.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

function png(width: number, height: number, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpeg(width: number, height: number): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const sof = Buffer.alloc(15);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPS-SECRET', 'latin1')),
    segment(0xc0, sof),
    Buffer.from([0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]),
  ]);
}

describe('checkImage', () => {
  it('accepts a PNG and drops its text chunks', () => {
    const image = checkImage(png(4, 4, [chunk('tEXt', Buffer.from('Author\0someone'))]));
    expect(image.mime).toBe('image/png');
    expect(image.data.includes(Buffer.from('tEXt'))).toBe(false);
    expect(image.data.includes(Buffer.from('IDAT'))).toBe(true);
  });

  it('accepts a JPEG and drops its EXIF segment', () => {
    const image = checkImage(jpeg(16, 9));
    expect(image.mime).toBe('image/jpeg');
    expect(image.data.includes(Buffer.from('GPS-SECRET'))).toBe(false);
    expect(image.data.includes(Buffer.from('JFIF'))).toBe(true);
  });

  it('refuses other content whatever its name', () => {
    expect(thrownCode(() => checkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')))).toBe('errors.fileType');
    expect(thrownCode(() => checkImage(Buffer.from('GIF89a............................')))).toBe('errors.fileType');
  });

  it('refuses more than 25 megapixels', () => {
    expect(thrownCode(() => checkImage(png(5001, 5000)))).toBe('errors.imageTooLarge');
    expect(thrownCode(() => checkImage(jpeg(6000, 6000)))).toBe('errors.imageTooLarge');
  });
});
