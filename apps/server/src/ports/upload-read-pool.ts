// Port: the worker threads that read uploaded accounting files (modules/accounting/upload-reads.ts),
// so that parsing a large file never holds the event loop. What the rules, the outcome and a parsed
// file are is the accounting module's business: the context only holds the pool and ends it.
import type { Writable } from 'node:stream';

export interface UploadReadPool<Rules = unknown, Outcome = unknown, Parsed = unknown> {
  /** Reads a revenue report's rows from `input` by `rules`, writing what it makes to `output` (ended when the file was good); the outcome. */
  read(rules: Rules, input: AsyncIterable<Buffer>, output: Writable): Promise<Outcome>;
  /** A deductions file read whole. */
  parse(file: Buffer): Promise<Parsed>;
  /** Ends the workers (the app is stopping). */
  close(): Promise<void>;
}
