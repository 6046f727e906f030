// The head of a CMS report: title rows, then the header, found by its anchor columns within the
// first records (data-formats.md 0.3). Only the head is parsed here, in JavaScript; the rows after
// it go to PostgreSQL's own CSV parser as they arrive (import-report.ts), never whole in memory.
import type { Readable } from 'node:stream';

/** The header is looked for within this many records and this many bytes. */
export const HEAD_RECORDS = 10;
export const HEAD_BYTES = 1024 * 1024;

export type Head = {
  cells: string[];
  /** Physical lines up to and including the header (a data record's line is this plus its place). */
  headerLine: number;
  /** Bytes of the file after the header and its line break: where the rows begin. */
  rest: AsyncIterable<Buffer>;
};

type ParsedRecord = { cells: string[]; end: number; lines: number };

/** RFC 4180 records of `text` from the start: quotes, doubled quotes, commas and CRLF inside quotes. */
export function parseRecords(text: string, limit: number): { records: ParsedRecord[]; complete: boolean } {
  const records: ParsedRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let lines = 0;
  let i = 0;
  while (i < text.length && records.length < limit) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') lines++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      // A CR as the last character read may be half of a CRLF whose LF has not arrived yet.
      if (ch === '\r' && i + 1 === text.length) break;
      const end = ch === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1;
      lines++;
      cells.push(cell);
      records.push({ cells, end, lines });
      cells = [];
      cell = '';
      i = end;
      continue;
    } else cell += ch;
    i++;
  }
  return { records, complete: records.length >= limit || i >= text.length };
}

/**
 * Reads the stream until the header (the first record `isHeader` accepts) has been seen; answers
 * null when none is found in the first records. The rest of the stream is handed on untouched.
 */
export async function readHead(source: Readable, isHeader: (cells: string[]) => boolean): Promise<Head | null> {
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let buffered = Buffer.alloc(0);
  let ended = false;
  for (;;) {
    // A BOM is not part of the first cell.
    const bom = buffered.length >= 3 && buffered[0] === 0xef && buffered[1] === 0xbb && buffered[2] === 0xbf ? 3 : 0;
    const text = buffered.subarray(bom).toString('utf8');
    const { records } = parseRecords(text, HEAD_RECORDS);
    // The last record is only whole once its line break has arrived (parseRecords stops at breaks).
    const found = records.find((r) => isHeader(r.cells));
    if (found) {
      const offset = bom + Buffer.byteLength(text.slice(0, found.end), 'utf8');
      const tail = buffered.subarray(offset);
      return { cells: found.cells, headerLine: found.lines, rest: restOf(tail, iterator) };
    }
    if (records.length >= HEAD_RECORDS || buffered.length >= HEAD_BYTES || ended) {
      source.destroy();
      return null;
    }
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      // A header on the file's last line without a line break.
      buffered = Buffer.concat([buffered, Buffer.from('\n')]);
    } else buffered = Buffer.concat([buffered, next.value]);
  }
}

async function* restOf(tail: Buffer, iterator: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  if (tail.length > 0) yield tail;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * The rows without the blank lines at the file's end (PostgreSQL would read an empty line as a row
 * of one empty field), ending with one line break; nothing at all when only blanks remain.
 */
export async function* withoutTrailingBlanks(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let held: Buffer = Buffer.alloc(0);
  let seenData = false;
  for await (const chunk of source) {
    let end = chunk.length;
    while (end > 0 && (chunk[end - 1] === 0x0a || chunk[end - 1] === 0x0d)) end--;
    if (end === 0) {
      held = Buffer.concat([held, chunk]);
      continue;
    }
    if (held.length > 0) yield held;
    yield chunk.subarray(0, end);
    held = chunk.subarray(end);
    seenData = true;
  }
  // The file's own line break: PostgreSQL refuses a file whose lines end in two ways.
  if (seenData) yield Buffer.from(held[0] === 0x0d ? (held[1] === 0x0a ? '\r\n' : '\r') : '\n');
}
