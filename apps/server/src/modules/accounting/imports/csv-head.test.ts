// The head of a report: title rows skipped, the header found by its columns, the rest handed on
// byte for byte; RFC 4180 records with quoted CJK, commas, quotes and line breaks.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseRecords, readHead, withoutTrailingBlanks } from './csv-head.ts';

async function collect(source: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The bytes split into chunks of `size`, so that records and characters straddle chunks. */
const chunked = (text: string, size: number) => {
  const bytes = Buffer.from(text, 'utf8');
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
};

describe('parseRecords', () => {
  it('reads quoted CJK titles with commas, doubled quotes and CRLF inside quotes', () => {
    const { records } = parseRecords('a,"遊戲,第一集 ""精華""",c\r\n"line\r\nbreak",x\n', 10);
    expect(records.map((r) => r.cells)).toEqual([
      ['a', '遊戲,第一集 "精華"', 'c'],
      ['line\r\nbreak', 'x'],
    ]);
    expect(records.map((r) => r.lines)).toEqual([1, 3]);
  });
});

describe('readHead', () => {
  const isHeader = (cells: string[]) => cells.includes('Channel ID') && cells.includes('Partner Revenue');

  it.each([1, 3, 7, 4096])('skips a BOM and a title row and hands on the rest untouched (chunks of %i bytes)', async (size) => {
    const rest = 'None,v1,"日本語, タイトル",UC1,1.5\r\nNone,v2,x,UC2,-2\r\n';
    const head = await readHead(chunked(`\ufeffAsset Summary\r\nAdjustment Type,Video ID,Video Title,Channel ID,Partner Revenue\r\n${rest}`, size), isHeader);
    expect(head?.cells).toEqual(['Adjustment Type', 'Video ID', 'Video Title', 'Channel ID', 'Partner Revenue']);
    expect(head?.headerLine).toBe(2);
    expect(await collect(head!.rest)).toBe(rest);
  });

  it('finds a header on the first line, and none when the anchors are missing from the first ten records', async () => {
    expect((await readHead(chunked('Channel ID,Partner Revenue\nUC1,1\n', 5), isHeader))?.headerLine).toBe(1);
    const titles = Array.from({ length: 10 }, (_, i) => `title ${i}`).join('\n');
    expect(await readHead(chunked(`${titles}\nChannel ID,Partner Revenue\n`, 64), isHeader)).toBeNull();
  });
});

describe('withoutTrailingBlanks', () => {
  it('drops blank lines at the end and keeps the file’s own line break', async () => {
    expect(await collect(withoutTrailingBlanks(chunked('a,1\r\nb,2\r\n\r\n\r\n', 3)))).toBe('a,1\r\nb,2\r\n');
    expect(await collect(withoutTrailingBlanks(chunked('a,1\nb,2', 2)))).toBe('a,1\nb,2\n');
    expect(await collect(withoutTrailingBlanks(chunked('\n\n', 1)))).toBe('');
  });
});
