import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deflatedZip } from '../../../test/zip.ts';
import { neutralizeCell } from '../../storage/spreadsheet.ts';
import { readZipSafely, writeStoredZip, ZIP_LIMITS } from '../../storage/zip-guard.ts';
import { thrownCode } from '../../../test/thrown-code.ts';

describe('readZipSafely', () => {
  it('reads an honest zip and rebuilds it without compression', () => {
    const entries = [
      { name: 'a.xml', data: Buffer.from('<a>hello</a>') },
      { name: 'dir/b.xml', data: randomBytes(3000) },
    ];
    const read = readZipSafely(deflatedZip(entries));
    expect(read.map((e) => [e.name, e.data.toString('hex')])).toEqual(entries.map((e) => [e.name, e.data.toString('hex')]));
    expect(readZipSafely(writeStoredZip(read))).toEqual(read);
  });

  it('refuses more than 20 times expansion, whatever the headers claim', () => {
    const bomb = deflatedZip([
      { name: 'a.xml', data: randomBytes(2000) },
      { name: 'bomb.xml', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect(thrownCode(() => readZipSafely(bomb))).toBe('errors.spreadsheetUnsafe');
  });

  it('refuses more than 100 entries', () => {
    const many = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `e${i}.xml`, data: randomBytes(50) }));
    expect(thrownCode(() => readZipSafely(deflatedZip(many)))).toBe('errors.spreadsheetUnsafe');
    expect(thrownCode(() => readZipSafely(deflatedZip(many.slice(0, ZIP_LIMITS.maxEntries))))).toBeNull();
  });

  it('refuses more than 50 MB expanded even below 20 times', () => {
    // Blocks of some random bytes and many zeros: about 15 times smaller deflated.
    const block = () => Buffer.concat([randomBytes(60), Buffer.alloc(964)]);
    const data = Buffer.concat(Array.from({ length: 51 * 1024 }, block));
    const zip = deflatedZip([{ name: 'big.xml', data }]);
    expect(data.length / zip.length).toBeLessThan(ZIP_LIMITS.maxRatio);
    expect(thrownCode(() => readZipSafely(zip))).toBe('errors.spreadsheetUnsafe');
  });

  it('refuses what is not a zip, and truncated or encrypted ones', () => {
    expect(thrownCode(() => readZipSafely(Buffer.from('email,name\nsomeone@example.com,x')))).toBe('errors.spreadsheetInvalid');
    const zip = deflatedZip([{ name: 'a.xml', data: randomBytes(500) }]);
    expect(thrownCode(() => readZipSafely(zip.subarray(0, zip.length - 30)))).toBe('errors.spreadsheetInvalid');
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, zip.length - 22 - 46 - 5 + 8);
    expect(thrownCode(() => readZipSafely(encrypted))).toBe('errors.spreadsheetInvalid');
  });
});

describe('neutralizeCell', () => {
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://evil")']) expect(neutralizeCell(text)).toBe(`'${text}`);
    for (const value of ['plain', 'a=b', 'user@example.com', 42, null]) expect(neutralizeCell(value)).toBe(value);
  });
});
