// The column types the hand-written table types (schema*.ts) share: how a timestamp or a column
// with a default is read, inserted and updated.
import type { ColumnType } from 'kysely';

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a default (now()): may be left out on insert (Defaulted<Timestamp> would nest two ColumnTypes). */
export type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamptz that may be left out on insert. */
export type TimestampOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A column with a default: may be left out on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
