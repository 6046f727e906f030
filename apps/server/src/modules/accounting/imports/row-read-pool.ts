// A revenue report's rows are read in a worker thread (issue 25, "no request that stalls the
// others"): a 50 MB upload is about a second of parsing, checking and summing, which in the main
// thread delayed every other request by its chunks. The worker pulls the file's bytes chunk by chunk
// from the main thread (the job's questions, worker-pool.ts), and each question carries the stored
// rows made from the chunk before, which the main thread writes into PostgreSQL's COPY before it
// answers with the next chunk: backpressure from COPY back to the upload as before, and only one
// chunk in flight. The main thread only moves bytes. REVENUE_READ_THREADS workers (a few MB each);
// more uploads wait in order. threads = 0 reads in this thread (same code).
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { DomainError } from '../../../errors/domain-error.ts';
import type { RowReadPool as RowReadPoolPort } from '../../../ports/row-read-pool.ts';
import { WorkerPool, type Ask } from '../../../workers/worker-pool.ts';
import { ReportRows, type RowRules } from './report-rows.ts';

/** What the reader made of a file: its rows, and the per-channel sums (`channel\u0000item` → 10^-12). */
export type RowsOutcome = { rows: number; unmatched: number; overflow: boolean; sums: Map<string, bigint> };
/** The worker's answer: the outcome, or the row the file was refused at (a DomainError does not cross threads whole). */
type RowsResult = { read: RowsOutcome } | { refused: { code: string; params?: Record<string, string | number> } } | { stopped: true };
/** The worker to the main thread: the stored rows made so far; "the next bytes, please". */
type RowsQuestion = { out: Uint8Array | null };
/** The file's next bytes; null at its end; stop when the main thread gave up (COPY or the upload failed). */
type RowsAnswer = { chunk: Uint8Array | null } | { stop: true };

/** The worker's job (and the in-thread one): asks for the bytes until the end, reading each. */
export async function readRows(rules: RowRules, ask: Ask<RowsQuestion, RowsAnswer>): Promise<RowsResult> {
  let made: Buffer[] = [];
  const reader = new ReportRows(rules, (bytes) => made.push(bytes));
  // Handed over in one buffer of its own size (a view would copy the whole 256 KB buffer behind it).
  const question = (): RowsQuestion => {
    const out = made.length === 0 ? null : Buffer.concat(made);
    made = [];
    return { out };
  };
  try {
    for (;;) {
      const answer = await ask(question());
      if ('stop' in answer) return { stopped: true };
      if (answer.chunk === null) break;
      reader.write(Buffer.from(answer.chunk.buffer, answer.chunk.byteOffset, answer.chunk.byteLength));
    }
    reader.end();
    if ('stop' in (await ask(question()))) return { stopped: true };
    return { read: { rows: reader.rows, unmatched: reader.unmatched, overflow: reader.overflow, sums: reader.sums } };
  } catch (error) {
    if (error instanceof DomainError) return { refused: { code: error.code, params: error.params } };
    throw error;
  }
}

export class RowReadPool implements RowReadPoolPort<RowRules, RowsOutcome> {
  private readonly pool: WorkerPool<RowRules, RowsResult, RowsQuestion, RowsAnswer>;

  constructor(options: { threads: number }) {
    this.pool = new WorkerPool({
      name: 'revenue rows',
      threads: options.threads,
      workerUrl: new URL('./row-read.worker.ts', import.meta.url),
      inThread: readRows,
    });
  }

  /**
   * Reads `input` by `rules` and writes the stored rows to `output` (a COPY), which is ended when
   * the file was whole and good; on a refusal (a DomainError with the line) or a failure, `input`
   * and `output` are destroyed, as pipeline() would.
   */
  async read(rules: RowRules, input: AsyncIterable<Buffer>, output: Writable): Promise<RowsOutcome> {
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
      const result = await this.pool.run(rules, answer);
      if ('refused' in result) throw new DomainError(result.refused.code, { params: result.refused.params });
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

  close(): Promise<void> {
    return this.pool.close();
  }
}
