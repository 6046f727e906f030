// Issue 24: the hand-written Kysely table types (src/db/schema*.ts) against the migrated database.
// The types are read with the TypeScript compiler, the database from information_schema; `tableDrift`
// lists every difference a query would trip on.
import path from 'node:path';
import type pg from 'pg';
import ts from 'typescript';

/** What a column holds, as the app sees it after pg's parsers (db/database.ts). */
type Kind = 'string' | 'number' | 'boolean' | 'Date' | 'Buffer' | 'json' | `${string}[]`;

export type TypedColumn = { kinds: Kind[]; nullable: boolean; insertOptional: boolean; insertNever: boolean };
/** `numbered`: an identity or serial column; `always`: PostgreSQL refuses a value for it on insert. */
export type DatabaseColumn = { udt: string; nullable: boolean; hasDefault: boolean; numbered: boolean; always: boolean };
export type Tables<C> = Map<string, Map<string, C>>;

// ---- the types ----

/** The tables of the exported type `Database` of each file (a Kysely database type), column by column; one compile for all. */
export function readTableTypes(...files: string[]): Tables<TypedColumn>[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve(import.meta.dirname, '../tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  return files.map((file) => tablesOf(checker, program.getSourceFile(file), file));
}

function tablesOf(checker: ts.TypeChecker, source: ts.SourceFile | undefined, file: string): Tables<TypedColumn> {
  const exported = source && checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'Database');
  if (!exported) throw new Error(`${file} exports no type Database`);
  const database = checker.getDeclaredTypeOfSymbol(exported);
  const tables: Tables<TypedColumn> = new Map();
  for (const table of checker.getPropertiesOfType(database)) {
    const columns = new Map<string, TypedColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(column.name, typedColumn(checker, checker.getTypeOfSymbol(column)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

const members = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);
const has = (types: ts.Type[], flag: ts.TypeFlags) => types.some((t) => (t.flags & flag) !== 0);

/** Kysely's rules: `ColumnType<S, I, U>` selects S and inserts I; a column whose insert type takes undefined or null may be left out. */
function typedColumn(checker: ts.TypeChecker, type: ts.Type): TypedColumn {
  const part = (t: ts.Type, name: '__select__' | '__insert__') => {
    const property = t.getProperty(name);
    return property ? members(checker.getTypeOfSymbol(property)) : [t];
  };
  const select = members(type).flatMap((t) => part(t, '__select__'));
  const insert = members(type).flatMap((t) => part(t, '__insert__'));
  const nullish = ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Never;
  return {
    kinds: [...new Set(select.filter((t) => (t.flags & nullish) === 0).map((t) => kindOf(checker, t)))].sort(),
    nullable: has(select, ts.TypeFlags.Null),
    insertOptional: has(insert, ts.TypeFlags.Undefined | ts.TypeFlags.Null),
    insertNever: insert.every((t) => (t.flags & ts.TypeFlags.Never) !== 0),
  };
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): Kind {
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0];
    const kinds = element
      ? [
          ...new Set(
            members(element)
              .filter((t) => !(t.flags & ts.TypeFlags.Null))
              .map((t) => kindOf(checker, t)),
          ),
        ]
      : [];
    return `${kinds.length === 1 ? kinds[0] : 'json'}[]`;
  }
  const name = type.getSymbol()?.name;
  if (name === 'Date' || name === 'Buffer') return name;
  return 'json';
}

// ---- the database ----

/** Every table of the public schema (partitions, and the migration runner's own table, left out). */
export async function readDatabaseTables(pool: pg.Pool): Promise<Tables<DatabaseColumn>> {
  type Row = {
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
    identity_generation: string | null;
    is_generated: string;
  };
  const { rows } = await pool.query<Row>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity, c.identity_generation, c.is_generated
       FROM information_schema.columns c
       JOIN pg_class k ON k.relname = c.table_name AND k.relnamespace = 'public'::regnamespace
      WHERE c.table_schema = 'public' AND c.table_name <> 'schema_migrations' AND NOT k.relispartition
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables: Tables<DatabaseColumn> = new Map();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, DatabaseColumn>();
    columns.set(row.column_name, {
      udt: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
      numbered: row.is_identity === 'YES' || (row.column_default?.startsWith('nextval(') ?? false),
      // GENERATED ALWAYS AS (…) STORED, or GENERATED ALWAYS AS IDENTITY.
      always: row.is_generated === 'ALWAYS' || row.identity_generation === 'ALWAYS',
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** The kind a PostgreSQL type arrives as: int8 as a number and date as a string (db/database.ts), numeric as a string. */
export function kindOfUdt(udt: string): Kind {
  if (udt.startsWith('_')) return `${kindOfUdt(udt.slice(1))}[]`;
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'oid'].includes(udt)) return 'number';
  if (udt === 'bool') return 'boolean';
  if (udt === 'timestamptz' || udt === 'timestamp') return 'Date';
  if (udt === 'bytea') return 'Buffer';
  if (udt === 'json' || udt === 'jsonb') return 'json';
  return 'string';
}

// ---- the comparison ----

/**
 * Every difference between the types and the database, one line each. `only` limits it to those
 * tables; `filledByTrigger` names `table.column`s a trigger fills when an insert leaves them out.
 */
export function tableDrift(
  types: Tables<TypedColumn>,
  database: Tables<DatabaseColumn>,
  options: { only?: string[]; filledByTrigger?: string[] } = {},
): string[] {
  const inScope = (table: string) => !options.only || options.only.includes(table);
  const drift: string[] = [];
  for (const [table, columns] of database) {
    if (!inScope(table)) continue;
    const typed = types.get(table);
    if (!typed) {
      drift.push(`${table}: a table of the database without a type`);
      continue;
    }
    for (const [name, column] of columns) {
      const type = typed.get(name);
      if (!type) drift.push(`${table}.${name}: a column of the database missing from the type`);
      else drift.push(...columnDrift(`${table}.${name}`, type, column, options.filledByTrigger ?? []));
    }
    for (const name of typed.keys()) if (!columns.has(name)) drift.push(`${table}.${name}: in the type, not in the database`);
  }
  for (const table of types.keys()) if (inScope(table) && !database.has(table)) drift.push(`${table}: in the types, not in the database`);
  return drift;
}

function columnDrift(at: string, type: TypedColumn, column: DatabaseColumn, filledByTrigger: string[]): string[] {
  const drift: string[] = [];
  const expected = kindOfUdt(column.udt);
  if (expected !== 'json' && !(type.kinds.length === 1 && type.kinds[0] === expected)) {
    drift.push(`${at}: ${column.udt} arrives as ${expected}, the type selects ${type.kinds.join(' | ') || 'never'}`);
  }
  if (column.nullable !== type.nullable) {
    drift.push(column.nullable ? `${at}: the database allows null, the type does not` : `${at}: the type allows null, the database does not`);
  }
  if (column.always) {
    if (!type.insertNever) drift.push(`${at}: generated always by the database, the type lets an insert write it (use GeneratedAlways<> or never)`);
  } else if (column.numbered) {
    if (!type.insertOptional) drift.push(`${at}: numbered by the database, the type makes an insert give it (use Generated<>)`);
  } else if (type.insertOptional && !column.nullable && !column.hasDefault && !filledByTrigger.includes(at)) {
    drift.push(`${at}: an insert may leave it out, but the database has no default`);
  }
  return drift;
}
