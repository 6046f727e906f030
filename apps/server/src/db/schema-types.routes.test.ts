// Issue 24: the hand-written table types (schema*.ts) match the migrated database, table for table
// and column for column; a drift fails here, before a query trips on it.
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplateDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { readDatabaseTables, readTableTypes, tableDrift, type DatabaseColumn, type Tables, type TypedColumn } from '../../test/table-types.ts';
import { createPool } from './database.ts';

let database: ScratchDatabase;
let pool: pg.Pool;
let tables: Tables<DatabaseColumn>;
let types: Tables<TypedColumn>;
let fixture: Tables<TypedColumn>;
beforeAll(async () => {
  database = await cloneTemplateDatabase();
  pool = createPool(database.url, 1);
  tables = await readDatabaseTables(pool);
  [types, fixture] = readTableTypes(path.join(import.meta.dirname, 'schema.ts'), path.join(import.meta.dirname, '../../test/table-types.fixture.ts')) as [
    Tables<TypedColumn>,
    Tables<TypedColumn>,
  ];
}, 60_000);
afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe('the table types of db/schema.ts', () => {
  it('match every table and column of the migrated database, with compatible types', () => {
    expect(types.size).toBeGreaterThan(60);
    // 0004_video_daily_by_channel.sql: a BEFORE INSERT trigger copies the video's channel.
    expect(tableDrift(types, tables, { filledByTrigger: ['video_daily_metrics.channel_id'] })).toEqual([]);
  });
});

describe('the drift check', () => {
  it('finds each kind of deliberate mismatch in a fixture', () => {
    expect(tableDrift(fixture, tables, { only: ['oauth_states', 'app_settings', 'channel_groups', 'audit_log', 'ghosts'] }).sort()).toEqual(
      [
        'app_settings: a table of the database without a type',
        'ghosts: in the types, not in the database',
        'oauth_states.state: a column of the database missing from the type',
        'oauth_states.user_id: int8 arrives as number, the type selects string',
        'oauth_states.role: the type allows null, the database does not',
        'oauth_states.role: an insert may leave it out, but the database has no default',
        'oauth_states.created_at: timestamptz arrives as Date, the type selects string',
        'oauth_states.nickname: in the type, not in the database',
        'channel_groups.id: numbered by the database, the type makes an insert give it (use Generated<>)',
        'channel_groups.name: an insert may leave it out, but the database has no default',
        'channel_groups.created_by: the database allows null, the type does not',
        'audit_log.id: generated always by the database, the type lets an insert write it (use GeneratedAlways<> or never)',
      ].sort(),
    );
  });
});
