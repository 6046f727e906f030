// Port: the worker threads that read uploaded revenue reports' rows (modules/accounting/imports/
// row-read-pool.ts), so that parsing a large file never holds the event loop. What the rules and the
// outcome are is the accounting module's business: the context only holds the pool and ends it.
import type { Writable } from 'node:stream';

export interface RowReadPool<Rules = unknown, Outcome = unknown> {
  /** Reads `input` by `rules`, writing what it makes to `output` (ended when the file was good); the outcome. */
  read(rules: Rules, input: AsyncIterable<Buffer>, output: Writable): Promise<Outcome>;
  /** Ends the workers (the app is stopping). */
  close(): Promise<void>;
}
