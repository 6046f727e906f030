// rgbPng: RGBA (premultiplied, as resvg gives it) laid over white, as an RGB PNG whose rows read back.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rgbPng } from './png-rgb.ts';

/** The rows of an RGB PNG made by rgbPng (one IDAT, filter none), without the filter bytes. */
function pixelsOf(png: Buffer): { width: number; height: number; rgb: number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png[24]).toBe(8);
  expect(png[25]).toBe(2);
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const rgb: number[] = [];
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 3 + 1)]).toBe(0);
    rgb.push(...raw.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1)));
  }
  return { width, height, rgb };
}

describe('rgbPng', () => {
  it('copies opaque pixels and lays the others over white', () => {
    // 3 × 2: opaque red, opaque grey, transparent; half-transparent blue (premultiplied), opaque black, out-of-range.
    const rgba = Buffer.from([255, 0, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0, 0, 0, 128, 128, 0, 0, 0, 255, 200, 200, 200, 100]);
    expect(pixelsOf(rgbPng(rgba, 3, 2))).toEqual({
      width: 3,
      height: 2,
      rgb: [255, 0, 0, 10, 20, 30, 255, 255, 255, 127, 127, 255, 0, 0, 0, 255, 255, 255],
    });
  });
});
