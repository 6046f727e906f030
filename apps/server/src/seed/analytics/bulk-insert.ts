// Big multi-row writes in one statement each: every column travels as one PostgreSQL array literal
// (built here as text, so the driver has nothing to convert) and the statement unnests them:
//
//   INSERT INTO t (a, b) SELECT * FROM unnest($1::text[], $2::int8[]) AS u(a, b)
//
// Rows are added in blocks, a block holding each column's elements already encoded and joined
// with commas: a channel's 730 daily view counts are one `Float64Array.join(',')`, not 730 pushes.
import { CompiledQuery, type Kysely } from 'kysely';

export type ColumnKind = 'text' | 'date' | 'int4' | 'int8' | 'numeric' | 'timestamptz' | 'bool' | 'text[]';
export type Column = { name: string; kind: ColumnKind };
export type Cell = string | number | boolean | null | readonly string[];

const needsEscape = /["\\]/;
/** A text element of an array literal: always quoted, so commas, braces, spaces and "NULL" are plain text. */
export function quoteText(text: string): string {
  return needsEscape.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/** One value as an element of a PostgreSQL array literal of its column's type. */
export function arrayElement(value: Cell, kind: ColumnKind): string {
  if (value === null) return 'NULL';
  switch (kind) {
    case 'int4':
    case 'int8':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`not a whole number: ${String(value)}`);
      return String(value);
    case 'bool':
      return value ? 't' : 'f';
    case 'numeric':
    case 'date':
      if (!/^-?[0-9][0-9.:-]*$/.test(String(value))) throw new Error(`not a ${kind}: ${String(value)}`);
      return String(value);
    case 'text[]':
      // The element is the inner array's own literal, quoted as text; the statement casts it back.
      return quoteText(`{${(value as readonly string[]).map(quoteText).join(',')}}`);
    default:
      return quoteText(String(value));
  }
}

// ---- encoders of whole blocks (comma-joined elements, no braces) ----

/** Whole numbers; a Float64Array of integers joins as plain digits. */
export const encodeIntegers = (values: ArrayLike<number> & { join(separator: string): string }) => values.join(',');
/** Integer units of 10^-scale as exact decimals; negative units are NULL. String(u / 10^scale) is exact for |u| < 2^53 / 10^scale. */
export function encodeUnits(units: ArrayLike<number>, scale: number, nullWhenNegative = false): string {
  const divisor = 10 ** scale;
  const parts = new Array<string>(units.length);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    parts[i] = nullWhenNegative && u < 0 ? 'NULL' : String(u / divisor);
  }
  return parts.join(',');
}
export const encodeTexts = (values: readonly string[]) => values.map(quoteText).join(',');
/** The same element n times (n ≥ 1). */
export const encodeRepeated = (element: string, n: number) => `${element},`.repeat(n - 1) + element;
export const encodeTimestamps = (milliseconds: readonly number[]) => milliseconds.map((ms) => `"${new Date(ms).toISOString()}"`).join(',');

const paramType = (kind: ColumnKind) => (kind === 'text[]' ? 'text' : kind);

/** Rows for one table, held as encoded blocks per column until they are written. */
export class BulkRows {
  readonly table: string;
  readonly columns: readonly Column[];
  private readonly chunks: string[][];
  private rows = 0;

  constructor(table: string, columns: readonly Column[]) {
    this.table = table;
    this.columns = columns;
    this.chunks = columns.map(() => []);
  }

  get size(): number {
    return this.rows;
  }

  /** `count` rows, given as one encoded block per column (in column order). */
  addBlock(count: number, blocks: readonly string[]): void {
    if (count === 0) return;
    if (blocks.length !== this.columns.length) throw new Error(`${this.table}: ${blocks.length} blocks for ${this.columns.length} columns`);
    for (let c = 0; c < blocks.length; c++) this.chunks[c]!.push(blocks[c]!);
    this.rows += count;
  }

  /** One row of plain values. */
  push(...row: Cell[]): void {
    if (row.length !== this.columns.length) throw new Error(`${this.table}: ${row.length} values for ${this.columns.length} columns`);
    this.addBlock(
      1,
      row.map((value, c) => arrayElement(value, this.columns[c]!.kind)),
    );
  }

  /** The parameters (one array literal per column) and the unnest source, then forgets the rows. */
  private take(): { parameters: string[]; source: string; select: string } {
    const parameters = this.chunks.map((chunks) => `{${chunks.join(',')}}`);
    for (const chunks of this.chunks) chunks.length = 0;
    this.rows = 0;
    const names = this.columns.map((c) => c.name);
    const source = `unnest(${this.columns.map((c, i) => `$${i + 1}::${paramType(c.kind)}[]`).join(', ')}) AS u(${names.join(', ')})`;
    const select = this.columns.map((c) => (c.kind === 'text[]' ? `u.${c.name}::text[]` : `u.${c.name}`)).join(', ');
    return { parameters, source, select };
  }

  insertQuery(): CompiledQuery {
    const { parameters, source, select } = this.take();
    return CompiledQuery.raw(`INSERT INTO ${this.table} (${this.columns.map((c) => c.name).join(', ')}) SELECT ${select} FROM ${source}`, parameters);
  }

  /** UPDATE … FROM unnest(…): the first column is the key. */
  updateQuery(): CompiledQuery {
    const [key, ...rest] = this.columns;
    const { parameters, source } = this.take();
    const assignments = rest.map((c) => `${c.name} = ${c.kind === 'text[]' ? `u.${c.name}::text[]` : `u.${c.name}`}`).join(', ');
    return CompiledQuery.raw(`UPDATE ${this.table} AS t SET ${assignments} FROM ${source} WHERE t.${key!.name} = u.${key!.name}`, parameters);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the statements are raw SQL
export async function insertRows(db: Kysely<any>, rows: BulkRows): Promise<number> {
  const count = rows.size;
  if (count === 0) return 0;
  await db.executeQuery(rows.insertQuery());
  return count;
}
