// The course exports' CSV records: quoted cells with commas, doubled quotes and line breaks, CRLF,
// a byte-order mark and blank lines, the same whichever way the bytes are cut into chunks.
import { describe, expect, it } from 'vitest';
import { csvRecords, type CsvRecord } from './csv-records.ts';

const read = async (chunks: Buffer[]) => {
  const out: CsvRecord[] = [];
  for await (const record of csvRecords(
    (async function* () {
      yield* chunks;
    })(),
  ))
    out.push(record);
  return out;
};

const text =
  '\ufeffDate,Product,Price\r\n2026-05-01,"Editing, Part 1","$1,099.99"\r\n\r\n2026-05-02,"He said ""go""\nand left",49\n2026-05-03,Plain,"5"x\n"unclosed,1';
const expected: CsvRecord[] = [
  { line: 1, cells: ['Date', 'Product', 'Price'] },
  { line: 2, cells: ['2026-05-01', 'Editing, Part 1', '$1,099.99'] },
  { line: 4, cells: ['2026-05-02', 'He said "go"\nand left', '49'] },
  { line: 6, cells: ['2026-05-03', 'Plain', '5x'] },
  { line: 7, cells: ['unclosed,1'] },
];

describe('csv records', () => {
  it('reads quoted cells, doubled quotes, line breaks in cells and CRLF, with each record’s first line', async () => {
    expect(await read([Buffer.from(text)])).toEqual(expected);
  });

  it('reads the same when the bytes arrive cut at every place', async () => {
    const bytes = Buffer.from(text);
    for (let cut = 1; cut < bytes.length; cut++) expect(await read([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(expected);
  });
});
