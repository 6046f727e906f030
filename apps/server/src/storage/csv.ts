// Reading a CSV file held whole in memory (RFC 4180): the YouTube Reporting API's reports and the
// deductions upload. Quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF or CR line
// ends; a byte-order mark is dropped; blank lines are skipped. (A large upload is read as it arrives:
// commerce/courses/csv-records.ts; the head of a revenue report, which PostgreSQL reads on from there,
// by PostgreSQL's own rule: accounting/imports/csv-head.ts.)

/** A record and the physical line it starts on (1 is the file's first). */
export type CsvRecord = { line: number; cells: string[] };

/** The records of `text`, each with the line it starts on. */
export function csvRows(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(field);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
    cells = [];
    field = '';
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      cells.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}
