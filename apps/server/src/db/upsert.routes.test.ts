// fromExcluded against a real PostgreSQL: on a key conflict the named columns take the new row's
// values and the others keep the stored ones; a name the table does not have does not compile.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { fromExcluded } from './upsert.ts';

type Tables = { upsert_target: { id: number; name: string; note: string; kept: string } };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await sql`CREATE TABLE upsert_target (id int PRIMARY KEY, name text NOT NULL, note text NOT NULL, kept text NOT NULL)`.execute(t.db);
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
