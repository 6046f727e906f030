// A revenue report's rows read as a job of the upload read pool (../upload-reads.ts), in a worker
// thread: a 50 MB upload is about a second of parsing, checking and summing, which in the main
// thread delayed every other request by its chunks. The job pulls the file's bytes chunk by chunk
// from the main thread (its questions, worker-pool.ts), and each question carries the stored rows
// made from the chunk before, which the main thread writes into PostgreSQL's COPY before it answers
// with the next chunk: backpressure from COPY back to the upload as before, one chunk in flight,
// and the main thread only moves bytes.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Ask } from '../../../workers/worker-pool.ts';
import { ReportRows, type RowRules } from './report-rows.ts';

/** What the reader made of a file: its rows, and the per-channel sums (`channel\u0000item` → 10^-12). */
export type RowsOutcome = { rows: number; unmatched: number; overflow: boolean; sums: Map<string, bigint> };
/** The job's end: the outcome, or stopped when the main thread gave up (COPY or the upload failed). A refusal is thrown (a DomainError with the line). */
export type RowsResult = { read: RowsOutcome } | { stopped: true };
/** The job to the main thread: the stored rows made so far; "the next bytes, please". */
export type RowsQuestion = { out: Uint8Array | null };
/** The file's next bytes, null at its end; or stop. */
export type RowsAnswer = { chunk: Uint8Array | null } | { stop: true };

/** The job (in a worker, or in this thread): asks for the bytes until the end, reading each. */
export async function readRows(rules: RowRules, ask: Ask<RowsQuestion, RowsAnswer>): Promise<RowsResult> {
  let made: Buffer[] = [];
  const reader = new ReportRows(rules, (bytes) => made.push(bytes));
  // Handed over in one buffer of its own size (a view would copy the whole 256 KB buffer behind it).
  const question = (): RowsQuestion => {
    const out = made.length === 0 ? null : Buffer.concat(made);
    made = [];
    return { out };
  };
  for (;;) {
    const answer = await ask(question());
    if ('stop' in answer) return { stopped: true };
    if (answer.chunk === null) break;
    reader.write(Buffer.from(answer.chunk.buffer, answer.chunk.byteOffset, answer.chunk.byteLength));
  }
  reader.end();
  if ('stop' in (await ask(question()))) return { stopped: true };
  return { read: { rows: reader.rows, unmatched: reader.unmatched, overflow: reader.overflow, sums: reader.sums } };
}

/**
 * The main thread's side: runs the job (`run`, with its questions answered here), feeding it
 * `input` and writing what it makes to `output` (a COPY), which is ended when the file was whole
 * and good. On a refusal or a failure, `input` and `output` are destroyed, as pipeline() would.
 */
export async function feedRows(
  run: (ask: Ask<RowsQuestion, RowsAnswer>) => Promise<RowsResult>,
  input: AsyncIterable<Buffer>,
  output: Writable,
): Promise<RowsOutcome> {
  const chunks = input[Symbol.asyncIterator]();
  let failure: unknown = null;
  const outputFailed = once(output, 'error').then(([error]: unknown[]) => {
    failure ??= error;
  });
  const answer = async ({ out }: RowsQuestion): Promise<RowsAnswer> => {
    try {
      if (out && !output.write(out)) await Promise.race([once(output, 'drain'), outputFailed]);
      if (failure) return { stop: true };
      const next = await chunks.next();
      return { chunk: next.done ? null : next.value };
    } catch (error) {
      failure ??= error;
      return { stop: true };
    }
  };
  try {
    const result = await run(answer);
    if ('stopped' in result) throw failure;
    output.end();
    await finished(output);
    return result.read;
  } catch (error) {
    await chunks.return?.();
    output.destroy(error as Error);
    throw error;
  }
}
