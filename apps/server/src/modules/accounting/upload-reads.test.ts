// The upload read pool (upload-reads.ts): a revenue report read in a worker thread gives the bytes,
// counts and sums the reader gives in this thread, and the reader never runs in this thread then (a
// spy on it counts its calls here: none with a worker, every chunk without one); a bad row is
// refused with its line (a DomainError across the thread) and the output destroyed; a COPY that
// fails stops the reading. A deductions file is parsed there too.
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../errors/domain-error.ts';
import { mapColumns, reportLayouts } from './imports/report-layouts.ts';
import { decimalOf, ReportRows, type RowRules } from './imports/report-rows.ts';
import * as deductionsCsv from './payees/deductions-csv.ts';
import { UploadReadPool } from './upload-reads.ts';

const header = ['Adjustment Type', 'Video ID', 'Video Title', 'Channel ID', 'Partner Revenue'];
const rules: RowRules = {
  layout: reportLayouts.video_summary,
  found: mapColumns(reportLayouts.video_summary, header)!,
  width: header.length,
  headerLine: 1,
  assignments: new Map(),
  network: new Set(['UCnetworkA']),
};

/** One worker, and none (this thread). */
const inWorker = new UploadReadPool({ threads: 1 });
const inThisThread = new UploadReadPool({ threads: 0 });
const pool = (threads: 0 | 1) => (threads === 1 ? inWorker : inThisThread);
afterAll(() => Promise.all([inWorker.close(), inThisThread.close()]));
afterEach(() => {
  vi.restoreAllMocks();
});

/** 20,000 rows (half of another network's channel, amounts to the 12th place) in 64 KB chunks. */
function file(badAt?: number): Buffer[] {
  const lines: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    const amount = i === badAt ? '1,5' : `0.${String(i).padStart(12, '0')}`;
    lines.push(`None,v${i},"影片 ${i}, 精華",${i % 2 === 0 ? 'UCnetworkA' : 'UCelsewhere'},${amount === '1,5' ? `"${amount}"` : amount}`);
  }
  const bytes = Buffer.from(`${lines.join('\n')}\n`);
  return Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536));
}

async function* chunksOf(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk;
}

function collector() {
  const out: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      setImmediate(done); // a slow COPY: the reader must wait for it
    },
  });
  return { sink, text: () => Buffer.concat(out).toString('utf8') };
}

describe('upload read pool', { timeout: 60_000 }, () => {
  it('reads in a worker what the reader reads here, and the reader never runs in this thread', async () => {
    const spy = vi.spyOn(ReportRows.prototype, 'write');
    const inWorker = collector();
    const read = await pool(1).read(rules, chunksOf(file()), inWorker.sink);
    expect(spy).toHaveBeenCalledTimes(0);
    expect(inWorker.sink.writableFinished).toBe(true);

    const here = collector();
    const chunks = file();
    const readHere = await pool(0).read(rules, chunksOf(chunks), here.sink);
    expect(spy).toHaveBeenCalledTimes(chunks.length);

    expect(read.rows).toBe(20_000);
    expect(read.unmatched).toBe(10_000);
    // 0.000000000000 + … + 0.000000019998 over the even rows: 2 × (0 + … + 9,999) × 10^-12.
    expect(decimalOf(read.sums.get('UCnetworkA\u0000ad_revenue')!)).toBe('0.000099990000');
    expect(inWorker.text().split('\n')[1]).toBe('UCelsewhere,"v1","","None",ad_revenue,"影片 1, 精華",0.000000000001');
    expect(inWorker.text()).toBe(here.text());
    expect(readHere).toEqual(read);
  });

  it('refuses a bad row with its line, destroying the output and stopping the input', async () => {
    let pulled = 0;
    const chunks = file(15_000);
    async function* counted() {
      for (const chunk of chunks) {
        pulled++;
        yield chunk;
      }
    }
    const out = collector();
    const failure = await pool(1)
      .read(rules, counted(), out.sink)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'errors.revenueRowAmountInvalid', params: { line: 15_002, value: '1,5' } });
    expect(out.sink.destroyed).toBe(true);
    expect(out.sink.writableFinished).toBe(false);
    expect(pulled).toBeLessThan(chunks.length);
  });

  it('stops reading when the output fails, with its error', async () => {
    const broken = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('COPY failed'));
      },
    });
    broken.on('error', () => {});
    await expect(pool(1).read(rules, chunksOf(file()), broken)).rejects.toThrow('COPY failed');
  });

  it('parses a deductions file in a worker as in this thread, and refuses a file that is not one with its code', async () => {
    const spy = vi.spyOn(deductionsCsv, 'parseDeductionsCsv');
    const file = Buffer.from(
      'Channel ID,Adjustment Type,Deduction Amount,Currency\nUCaaaaaaaaaaaaaaaaaaaaaa,Music claim,12.000000000001,USD\nUCbbbbbbbbbbbbbbbbbbbbbb,Other,x,USD\n',
    );
    const parsed = await pool(1).parse(file);
    expect(parsed).toEqual(deductionsCsv.parseDeductionsCsv(file));
    expect(parsed.rows).toEqual([{ line: 2, channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa', adjustment_type: 'Music claim', amount: '12.000000000001' }]);
    expect(parsed.faults).toMatchObject([{ line: 3, code: 'validation.deductionAmount' }]);
    expect(spy).toHaveBeenCalledTimes(1); // the comparison's own call
    const refused = await pool(1)
      .parse(Buffer.from('just some text'))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'errors.deductionsHeader', params: { columns: expect.any(String) } });
  });
});
