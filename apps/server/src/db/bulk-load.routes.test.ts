// Bulk loads against a real PostgreSQL: COPY into staging and the merge land together or not at all,
// and text, decimals and nulls arrive exactly as sent.
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bulkLoad, csvLine, withClientTransaction, type BulkLoad, type CopyCell } from './bulk-load.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await sql`CREATE TABLE bulk_target (id int PRIMARY KEY, name text NOT NULL, amount numeric(24,12), tags text[], seen_at timestamptz)`.execute(t.db);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await sql`TRUNCATE bulk_target`.execute(t.db);
  await sql`INSERT INTO bulk_target (id, name, amount) VALUES (1, 'kept', '1.5')`.execute(t.db);
});

const columns = ['id', 'name', 'amount', 'tags', 'seen_at'] as const;
const upsert = (staging: string) =>
  `INSERT INTO bulk_target (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${staging}
   ON CONFLICT (id) DO UPDATE SET name = excluded.name, amount = excluded.amount, tags = excluded.tags, seen_at = excluded.seen_at`;
const load = (source: BulkLoad['source']): BulkLoad => ({ staging: { like: 'bulk_target', columns }, source, merge: upsert });
const target = async () =>
  (
    await sql<{ id: number; name: string; amount: string | null; tags: string[] | null }>`SELECT id, name, amount, tags FROM bulk_target ORDER BY id`.execute(
      t.db,
    )
  ).rows;

describe('bulk load', () => {
  it('copies every row and merges them, updating the rows that exist', async () => {
    const rows: CopyCell[][] = [[1, 'renamed', '2.000000000001', null, null]];
    for (let id = 2; id <= 20_000; id++)
      rows.push([id, `row ${id}`, `${id}.${String(id).padStart(12, '0')}`, ['a', `t${id}`], new Date(Date.UTC(2026, 0, 1, 0, 0, id % 60))]);
    const result = await bulkLoad(t.db, load({ rows }));
    expect(result).toEqual({ copied: 20_000, merged: 20_000 });
    const after = await target();
    expect(after).toHaveLength(20_000);
    expect(after[0]).toEqual({ id: 1, name: 'renamed', amount: '2.000000000001', tags: null });
    expect(after[19_998]).toEqual({ id: 19_999, name: 'row 19999', amount: '19999.000000019999', tags: ['a', 't19999'] });
  });

  it('leaves the target unchanged when a row is refused mid-stream', async () => {
    async function* rows(): AsyncGenerator<CopyCell[]> {
      for (let id = 2; id <= 5_000; id++) yield [id, `row ${id}`, '1', null, null];
      yield [5_001, 'bad amount', 'not a number', null, null];
      for (let id = 5_002; id <= 6_000; id++) yield [id, `row ${id}`, '1', null, null];
    }
    await expect(bulkLoad(t.db, load({ rows: rows() }))).rejects.toThrow(/numeric/);
    expect(await target()).toEqual([{ id: 1, name: 'kept', amount: '1.500000000000', tags: null }]);
  });

  it('leaves the target unchanged when the merge fails or the source breaks', async () => {
    // NOT NULL is the target's rule, checked by the merge after every row was staged.
    await expect(
      bulkLoad(
        t.db,
        load({
          rows: [
            [2, 'ok', null, null, null],
            [3, null, null, null, null],
          ],
        }),
      ),
    ).rejects.toThrow(/null value/);
    async function* broken(): AsyncGenerator<CopyCell[]> {
      yield [2, 'ok', null, null, null];
      throw new Error('upstream failed');
    }
    await expect(bulkLoad(t.db, load({ rows: broken() }))).rejects.toThrow('upstream failed');
    expect(await target()).toHaveLength(1);
    // The pool still works after the failed loads.
    expect((await bulkLoad(t.db, load({ rows: [[2, 'ok', null, null, null]] }))).merged).toBe(1);
  });

  it('round-trips CJK, quotes, commas, line breaks, backslashes, empty text and exact decimals', async () => {
    const texts = ['太好看了吧！「推」', 'say "hi", then\nleave', 'CR\r\nLF', '\\.', 'back\\slash', '', 'NULL', '絵文字 😀'];
    const rows: CopyCell[][] = texts.map((name, i) => [i + 2, name, ['123456789.123456789012', '-0.000000000001', '0'][i % 3]!, [name, '{x}'], null]);
    await bulkLoad(t.db, load({ rows }));
    const after = (await target()).slice(1);
    expect(after.map((r) => r.name)).toEqual(texts);
    expect(after.map((r) => r.tags)).toEqual(texts.map((name) => [name, '{x}']));
    expect(after.map((r) => r.amount)).toEqual(texts.map((_, i) => ['123456789.123456789012', '-0.000000000001', '0.000000000000'][i % 3]));
  });

  it('refuses NUL in text and fractional numbers before anything is sent', () => {
    expect(() => csvLine(['a\u0000b'])).toThrow(/NUL/);
    expect(() => csvLine([0.1])).toThrow(/whole number/);
    expect(csvLine([null, '', 7n, true, ['a"b']])).toBe(',"",7,t,"{""a\\""b""}"\n');
  });

  it('loads a CSV stream with a header into a staging table of named types', async () => {
    const csv = Readable.from(['id,name,amount\n', '2,"台北, 信義",0.10\n3,"multi\nline",\n']);
    const result = await bulkLoad(t.db, {
      staging: {
        columns: [
          { name: 'id', type: 'int' },
          { name: 'name', type: 'text' },
          { name: 'amount', type: 'numeric(24,12)' },
        ],
      },
      source: { csv, header: true },
      merge: (staging) => `INSERT INTO bulk_target (id, name, amount) SELECT id, name, amount FROM ${staging}`,
    });
    expect(result).toEqual({ copied: 2, merged: 2 });
    expect((await target()).slice(1)).toEqual([
      { id: 2, name: '台北, 信義', amount: '0.100000000000', tags: null },
      { id: 3, name: 'multi\nline', amount: null, tags: null },
    ]);
  });
});

describe('one client transaction', () => {
  it('keeps a service’s own transaction inside it: a failure later still undoes what the service wrote', async () => {
    await expect(
      withClientTransaction(t.db, async ({ db }) => {
        await db.transaction().execute((trx) => sql`INSERT INTO bulk_target (id, name) VALUES (2, 'inner')`.execute(trx));
        // Temporary tables dropped at commit survive the inner transaction: the outer one goes on.
        await sql`CREATE TEMP TABLE bulk_scratch ON COMMIT DROP AS SELECT 1 AS one`.execute(db);
        await db.transaction().execute((trx) => sql`SELECT one FROM bulk_scratch`.execute(trx));
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect(await target()).toEqual([{ id: 1, name: 'kept', amount: '1.500000000000', tags: null }]);
  });

  it('rolls back only the inner transaction that failed', async () => {
    await withClientTransaction(t.db, async ({ db }) => {
      await db
        .transaction()
        .execute(async (trx) => {
          await sql`INSERT INTO bulk_target (id, name) VALUES (3, 'undone')`.execute(trx);
          throw new Error('inner failure');
        })
        .catch(() => {});
      await sql`INSERT INTO bulk_target (id, name) VALUES (4, 'kept too')`.execute(db);
    });
    expect((await target()).map((r) => r.id)).toEqual([1, 4]);
  });
});
