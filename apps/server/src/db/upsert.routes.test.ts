// fromExcluded against a real PostgreSQL: on a key conflict the named columns take the new row's
// values and the others keep the stored ones; a name the table does not have does not compile.
// fromExcludedOrKept: the named columns take the new row's values where it has one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { fromExcluded, fromExcludedOrKept } from './upsert.ts';

type Tables = {
  upsert_target: { id: number; name: string; note: string; kept: string };
  upsert_optional: { id: number; figure: number | null; other: number | null };
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await sql`CREATE TABLE upsert_target (id int PRIMARY KEY, name text NOT NULL, note text NOT NULL, kept text NOT NULL)`.execute(t.db);
  await sql`CREATE TABLE upsert_optional (id int PRIMARY KEY, figure int, other int)`.execute(t.db);
});
afterAll(async () => t?.close());

describe('fromExcluded', () => {
  it('updates the named columns from the new row and leaves the others as stored', async () => {
    const db = t.db.withTables<Tables>();
    await db.insertInto('upsert_target').values({ id: 1, name: 'old', note: 'old note', kept: 'stored' }).execute();
    await db
      .insertInto('upsert_target')
      .values([
        { id: 1, name: 'new', note: 'new note', kept: 'ignored' },
        { id: 2, name: 'fresh', note: 'fresh note', kept: 'fresh kept' },
      ])
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => fromExcluded(eb, ['name', 'note'])))
      .execute();
    expect(await db.selectFrom('upsert_target').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, name: 'new', note: 'new note', kept: 'stored' },
      { id: 2, name: 'fresh', note: 'fresh note', kept: 'fresh kept' },
    ]);
  });

  it('takes only the names of the table’s columns', () => {
    const db = t.db.withTables<Tables>();
    const query = db
      .insertInto('upsert_target')
      .values({ id: 3, name: 'n', note: 'n', kept: 'k' })
      // @ts-expect-error `colour` is no column of upsert_target
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => fromExcluded(eb, ['colour'])));
    expect(query.compile().sql).toContain('"colour" = "excluded"."colour"');
  });
});

describe('fromExcludedOrKept', () => {
  it('takes the new row’s value where it has one; where it has none, the stored value stays', async () => {
    const db = t.db.withTables<Tables>();
    await db
      .insertInto('upsert_optional')
      .values([
        { id: 1, figure: 10, other: 1 },
        { id: 2, figure: 20, other: 2 },
      ])
      .execute();
    await db
      .insertInto('upsert_optional')
      .values([
        { id: 1, figure: null, other: null },
        { id: 2, figure: 21, other: null },
      ])
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => fromExcludedOrKept(eb, 'upsert_optional', ['figure'])))
      .execute();
    expect(await db.selectFrom('upsert_optional').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, figure: 10, other: 1 },
      { id: 2, figure: 21, other: 2 },
    ]);
  });
});
