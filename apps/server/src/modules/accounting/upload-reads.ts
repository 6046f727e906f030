// Uploaded accounting files are read in worker threads (issue 25, "no request that stalls the
// others"): a revenue report's rows as they stream in (imports/read-rows.ts: a 50 MB file is about a
// second of parsing, checking and summing), and a deductions file whole (payees/deductions-csv.ts:
// its 20,000 rows cost about 250 ms). In the main thread either held every other request for as
// long. UPLOAD_READ_THREADS workers (a few MB each, ended after IDLE_MS without a file); more files
// wait in order. threads = 0 reads in this thread (the same code).
import type { Writable } from 'node:stream';
import type { UploadReadPool as UploadReadPoolPort } from '../../ports/upload-read-pool.ts';
import { WorkerPool, type Ask } from '../../workers/worker-pool.ts';
import { feedRows, readRows, type RowsAnswer, type RowsOutcome, type RowsQuestion, type RowsResult } from './imports/read-rows.ts';
import type { RowRules } from './imports/report-rows.ts';
import type { ParsedDeductions } from './payees/deductions-csv.ts';

/** A worker without a file for this long is ended (the next file starts one: well under a second). */
export const IDLE_MS = 5 * 60_000;

type Job = { kind: 'revenueRows'; rules: RowRules } | { kind: 'deductions'; file: Uint8Array };
type Result = RowsResult | ParsedDeductions;

/** A job, in a worker or in this thread. */
export async function readUpload(job: Job, ask: Ask<RowsQuestion, RowsAnswer>): Promise<Result> {
  if (job.kind === 'revenueRows') return readRows(job.rules, ask);
  // Loaded on the first deductions file: a worker that reads only revenue reports does without the contract.
  const { parseDeductionsCsv } = await import('./payees/deductions-csv.ts');
  return parseDeductionsCsv(Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength));
}

export class UploadReadPool extends WorkerPool<Job, Result, RowsQuestion, RowsAnswer> implements UploadReadPoolPort<RowRules, RowsOutcome, ParsedDeductions> {
  constructor({ threads }: { threads: number }) {
    super({ name: 'upload read', threads, workerUrl: new URL('./upload-reads.worker.ts', import.meta.url), inThread: readUpload, idleMs: IDLE_MS });
  }

  read(rules: RowRules, input: AsyncIterable<Buffer>, output: Writable): Promise<RowsOutcome> {
    return feedRows((ask) => this.run({ kind: 'revenueRows', rules }, ask) as Promise<RowsResult>, input, output);
  }

  parse(file: Buffer): Promise<ParsedDeductions> {
    return this.run({ kind: 'deductions', file }) as Promise<ParsedDeductions>;
  }
}
