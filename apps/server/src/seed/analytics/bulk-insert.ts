// The seed's big tables go through the COPY bulk loader (db/bulk-load.ts): rows are collected per
// table for a batch of channels, then each table's batch is copied into staging and inserted (or,
// for the channel profiles, updated) inside the seed's transaction.
import type pg from 'pg';
import { copyAndMerge, type CopyCell } from '../../db/bulk-load.ts';

/** Integer units of 10^-scale as an exact decimal: String(u / 10^scale) is exact for |u| < 2^53 / 10^scale. */
export function decimalOfUnits(units: number, scale: number): string {
  return String(units / 10 ** scale);
}

/** As decimalOfUnits, with negative units standing for "no value" (NULL). */
export const optionalDecimalOfUnits = (units: number, scale: number): string | null => (units < 0 ? null : decimalOfUnits(units, scale));

/** Rows for one table, held until the batch is written. */
export class SeedTable {
  readonly table: string;
  readonly columns: readonly string[];
  /** `update`: the first column is the key of rows that already exist; the others are set. */
  private readonly mode: 'insert' | 'update';
  private rows: CopyCell[][] = [];

  constructor(table: string, columns: readonly string[], mode: 'insert' | 'update' = 'insert') {
    this.table = table;
    this.columns = columns;
    this.mode = mode;
  }

  get size(): number {
    return this.rows.length;
  }

  push(row: CopyCell[]): void {
    if (row.length !== this.columns.length) throw new Error(`${this.table}: ${row.length} values for ${this.columns.length} columns`);
    this.rows.push(row);
  }

  /** The set-based statement that moves the staged rows into the table. */
  mergeStatement(staging: string): string {
    const names = this.columns.join(', ');
    if (this.mode === 'insert') return `INSERT INTO ${this.table} (${names}) SELECT ${names} FROM ${staging}`;
    const [key, ...rest] = this.columns;
    const assignments = rest.map((c) => `${c} = s.${c}`).join(', ');
    return `UPDATE ${this.table} AS t SET ${assignments} FROM ${staging} AS s WHERE t.${key} = s.${key}`;
  }

  /**
   * Takes the collected rows (the table starts collecting the next batch at once) and returns their
   * write, to run on a client inside the seed's transaction.
   */
  take(): (client: pg.ClientBase) => Promise<void> {
    const rows = this.rows;
    this.rows = [];
    return async (client) => {
      if (rows.length === 0) return;
      await copyAndMerge(client, { staging: { like: this.table, columns: this.columns }, source: { rows }, merge: (staging) => this.mergeStatement(staging) });
    };
  }
}
