// RFC 4180 records of a CSV arriving in chunks, with the physical line each record starts on: quoted
// fields may hold commas, doubled quotes and line breaks; a byte-order mark is dropped; blank lines
// are skipped. Bytes must be UTF-8 (a fatal decoder: anything else is refused by the caller).
export type CsvRecord = { line: number; cells: string[] };

export async function* csvRecords(chunks: AsyncIterable<Buffer>): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  /** The previous character closed a quoted part ("" inside quotes is a quote). */
  let quoteEnd = false;
  let pendingCr = false;
  let line = 1;
  let start = 1;
  let first = true;
  const finish = (): CsvRecord | null => {
    cells.push(field);
    const record = cells.length === 1 && cells[0]!.trim() === '' ? null : { line: start, cells };
    cells = [];
    field = '';
    return record;
  };
  const text = async function* () {
    for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  };
  for await (let piece of text()) {
    if (first && piece.length > 0) {
      if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
      first = false;
    }
    for (const c of piece) {
      if (pendingCr) {
        pendingCr = false;
        if (c === '\n') continue;
      }
      if (quoted) {
        if (c === '"') {
          quoted = false;
          quoteEnd = true;
        } else {
          if (c === '\n') line++;
          field += c;
        }
        continue;
      }
      if (c === '"') {
        // Opening quote, or the second quote of a doubled one inside a quoted field.
        if (quoteEnd) field += '"';
        quoted = true;
        quoteEnd = false;
        continue;
      }
      quoteEnd = false;
      if (c === ',') {
        cells.push(field);
        field = '';
      } else if (c === '\n' || c === '\r') {
        pendingCr = c === '\r';
        const record = finish();
        if (record) yield record;
        line++;
        start = line;
      } else field += c;
    }
  }
  if (field !== '' || cells.length > 0) {
    const record = finish();
    if (record) yield record;
  }
}
