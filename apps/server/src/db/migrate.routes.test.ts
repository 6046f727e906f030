// Issue 24: migrations apply in one order, the same on a new database as on one migrated before; a
// database that would take a migration out of that order is refused and left as it was.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, cloneTemplateDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { createPool } from './database.ts';
import { migrate, migrationsDir } from './migrate.ts';

const appliedNames = async (pool: pg.Pool) =>
  (await pool.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY applied_at, name')).rows.map((r) => r.name);
const tableNames = async (pool: pg.Pool) =>
  (await pool.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1")).rows.map(
    (r) => r.table_name,
  );

describe('the committed migrations on a new database', () => {
  let database: ScratchDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await cloneTemplateDatabase();
    pool = createPool(database.url, 1);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('were all applied, one after another in the order of their numbers', async () => {
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql'));
    const byNumber = [...files].sort((a, b) => Number(a.split('_')[0]) - Number(b.split('_')[0]));
    expect(files.length).toBeGreaterThan(30);
    expect(await appliedNames(pool)).toEqual(byNumber);
    expect(await migrate(pool)).toEqual([]);
  });
});

describe('a migrations folder applied to a database', () => {
  let dir: string;
  let database: ScratchDatabase;
  let pool: pg.Pool;
  const write = (name: string, sql: string) => writeFile(path.join(dir, name), sql);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chorus-migrations-'));
    database = await emptyDatabase();
    pool = createPool(database.url, 1);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies every migration of a new database in number order (10 after 9, not after 1)', async () => {
    await write('0001_first.sql', 'CREATE TABLE first (id int)');
    await write('0010_tenth.sql', 'ALTER TABLE second ADD COLUMN tenth int');
    await write('0009_second.sql', 'CREATE TABLE second (id int)');
    expect(await migrate(pool, dir)).toEqual(['0001_first.sql', '0009_second.sql', '0010_tenth.sql']);
    expect(await appliedNames(pool)).toEqual(['0001_first.sql', '0009_second.sql', '0010_tenth.sql']);
  });

  it('applies a later-numbered migration added afterwards', async () => {
    await write('0011_eleventh.sql', 'CREATE TABLE eleventh (id int)');
    expect(await migrate(pool, dir)).toEqual(['0011_eleventh.sql']);
  });

  it('refuses a migration numbered below one already applied, says what to do, and changes nothing', async () => {
    await write('0005_late.sql', 'CREATE TABLE late (id int)');
    const before = await tableNames(pool);
    const refusal = migrate(pool, dir);
    await expect(refusal).rejects.toThrow(/has applied 0011_eleventh\.sql but not the earlier 0005_late\.sql/);
    await expect(refusal).rejects.toThrow(/move DATA_DIR aside/);
    await expect(refusal).rejects.toThrow(/INSERT INTO schema_migrations \(name\) VALUES \('0005_late\.sql'\)/);
    await expect(refusal).rejects.toThrow(/number above 11/);
    expect(await tableNames(pool)).toEqual(before);
    expect(before).not.toContain('late');
    expect(await appliedNames(pool)).not.toContain('0005_late.sql');
  });

  it('goes on once the late migration is applied by hand and recorded, as the refusal says', async () => {
    await pool.query('CREATE TABLE late (id int)');
    await pool.query("INSERT INTO schema_migrations (name) VALUES ('0005_late.sql')");
    await write('0012_twelfth.sql', 'CREATE TABLE twelfth (id int)');
    expect(await migrate(pool, dir)).toEqual(['0012_twelfth.sql']);
  });

  it('refuses two migrations with the same number before applying either', async () => {
    await write('0013_one.sql', 'CREATE TABLE one (id int)');
    await write('0013_other.sql', 'CREATE TABLE other (id int)');
    await expect(migrate(pool, dir)).rejects.toThrow('migrations 0013_one.sql and 0013_other.sql have the same number');
    expect(await tableNames(pool)).not.toContain('one');
  });
});
