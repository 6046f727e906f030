// RFC 4180 records of a CSV arriving in chunks, with the physical line each record starts on: quoted
// fields may hold commas, doubled quotes and line breaks; a byte-order mark is dropped; blank lines
// are skipped. Bytes must be UTF-8 (a fatal decoder: anything else throws a TypeError, which the
// caller turns into its refusal). A line without quotes is split at its commas at once; only a line
// with quotes is cut at its quotes and separators with indexOf.
import type { CsvRecord } from '../../../storage/csv.ts';

export type { CsvRecord };

/**
 * The quoted record starting at `start` of `text`: its cells, where it ends (after its line break) and
 * the line breaks inside it; null while incomplete. Cells are cut with indexOf, not built a character
 * at a time: a quoted cell runs to its closing quote (a doubled quote is one quote), a plain cell to
 * the next comma or line break.
 */
function quotedRecord(text: string, start: number, final: boolean): { cells: string[]; end: number; breaks: number } | null {
  const cells: string[] = [];
  let breaks = 0;
  let i = start;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          if (!final) return null;
          // An unclosed quote runs to the end of the file.
          field += text.slice(from);
          i = text.length;
          break;
        }
        field += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          from = quote + 2;
          continue;
        }
        if (quote + 1 === text.length && !final) return null;
        i = quote + 1;
        break;
      }
      for (let n = field.indexOf('\n'); n >= 0; n = field.indexOf('\n', n + 1)) breaks++;
      // Anything after the closing quote up to the next separator belongs to the cell, as written.
      const rest = nextSeparator(text, i);
      field += text.slice(i, rest);
      i = rest;
    } else {
      const rest = nextSeparator(text, i);
      field = text.slice(i, rest);
      i = rest;
    }
    cells.push(field);
    if (i >= text.length) {
      if (!final) return null;
      return { cells, end: text.length, breaks };
    }
    const c = text[i];
    if (c === ',') {
      i++;
      continue;
    }
    // A line break ends the record; a CR as the last character read may be half of a CRLF.
    if (c === '\r' && i + 1 === text.length && !final) return null;
    return { cells, end: c === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1, breaks };
  }
}

/** The first comma or line break at or after `from` (text.length when none). */
function nextSeparator(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 10 || c === 13) return i;
  }
  return text.length;
}

/** The records of each chunk as one batch: one await per chunk, not per record (the reader's loop over a batch is plain code). */
export async function* csvRecordBatches(chunks: AsyncIterable<Buffer>): AsyncGenerator<CsvRecord[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  let line = 1;
  let first = true;
  const pieces = async function* () {
    for await (const chunk of chunks) yield { piece: decoder.decode(chunk, { stream: true }), final: false };
    yield { piece: decoder.decode(), final: true };
  };
  for await (const { piece, final } of pieces()) {
    text += piece;
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    const batch: CsvRecord[] = [];
    let pos = 0;
    // The next CR at or after pos, looked for again only once passed (-1: none in this text): a file
    // of LF lines is not searched to its end for a CR at every line.
    let cr = -2;
    while (pos < text.length) {
      let nl = text.indexOf('\n', pos);
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
      if (cr >= 0 && (nl < 0 || cr < nl)) nl = cr;
      if (nl < 0 && !final) break;
      const end = nl < 0 ? text.length : nl;
      const raw = text.slice(pos, end);
      if (!raw.includes('"')) {
        // A CR as the last character read may be half of a CRLF whose LF has not arrived yet.
        if (nl >= 0 && text[nl] === '\r' && nl + 1 === text.length && !final) break;
        const next = nl < 0 ? text.length : text[nl] === '\r' && text[nl + 1] === '\n' ? nl + 2 : nl + 1;
        if (raw.trim() !== '') batch.push({ line, cells: raw.split(',') });
        line++;
        pos = next;
        continue;
      }
      const record = quotedRecord(text, pos, final);
      if (!record) break;
      batch.push({ line, cells: record.cells });
      line += record.breaks + 1;
      pos = record.end;
    }
    text = text.slice(pos);
    if (batch.length > 0) yield batch;
  }
}

/** Record by record (tests, small files). */
export async function* csvRecords(chunks: AsyncIterable<Buffer>): AsyncGenerator<CsvRecord> {
  for await (const batch of csvRecordBatches(chunks)) yield* batch;
}
