// RFC 4180 records of a CSV arriving in chunks, with the physical line each record starts on: quoted
// fields may hold commas, doubled quotes and line breaks; a byte-order mark is dropped; blank lines
// are skipped. Bytes must be UTF-8 (a fatal decoder: anything else throws a TypeError, which the
// caller turns into its refusal). A line without quotes is split at its commas at once; only a line
// with quotes is read character by character.
export type CsvRecord = { line: number; cells: string[] };

/** The quoted record starting at `start` of `text`: its cells, where it ends (after its line break) and the line breaks inside it; null while incomplete. */
function quotedRecord(text: string, start: number, final: boolean): { cells: string[]; end: number; breaks: number } | null {
  const cells: string[] = [];
  let field = '';
  let quoted = false;
  let breaks = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') {
        if (c === '\n') breaks++;
        field += c;
      } else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (i + 1 === text.length && !final) return null;
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && i + 1 === text.length && !final) return null;
      cells.push(field);
      return { cells, end: c === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1, breaks };
    } else field += c;
  }
  if (!final) return null;
  cells.push(field);
  return { cells, end: text.length, breaks };
}

export async function* csvRecords(chunks: AsyncIterable<Buffer>): AsyncGenerator<CsvRecord> {
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
    let pos = 0;
    while (pos < text.length) {
      let nl = text.indexOf('\n', pos);
      const cr = text.indexOf('\r', pos);
      if (cr >= 0 && (nl < 0 || cr < nl)) nl = cr;
      if (nl < 0 && !final) break;
      const end = nl < 0 ? text.length : nl;
      const raw = text.slice(pos, end);
      if (!raw.includes('"')) {
        // A CR as the last character read may be half of a CRLF whose LF has not arrived yet.
        if (nl >= 0 && text[nl] === '\r' && nl + 1 === text.length && !final) break;
        const next = nl < 0 ? text.length : text[nl] === '\r' && text[nl + 1] === '\n' ? nl + 2 : nl + 1;
        if (raw.trim() !== '') yield { line, cells: raw.split(',') };
        line++;
        pos = next;
        continue;
      }
      const record = quotedRecord(text, pos, final);
      if (!record) break;
      yield { line, cells: record.cells };
      line += record.breaks + 1;
      pos = record.end;
    }
    text = text.slice(pos);
  }
}
