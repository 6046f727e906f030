// The order list's read paths of 0048 (issue 12 speed): product names through the per-store title
// dictionary, codes through shop_order_line_codes (both kept by triggers on the lines, whoever writes
// them), the page cut from the matches' keys or walked beyond them. Lines are written here with SQL,
// not through saveOrders, so that the triggers alone keep the tables the list reads.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let store: number;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
  store = (
    await t.db
      .insertInto('shop_stores')
      .values({ advertiser_id: team.id, shop_domain: 'list-paths.myshopify.com', name: 'List paths', currency: 'USD', iana_timezone: 'UTC' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  headers = (await t.signIn(demo('reseller'))).headers;
});
afterAll(async () => {
  await t?.close();
});

/** An order and its lines, written as plain rows (codes upper case on the lines, as saveOrders writes them). */
async function write(orderId: number, date: string, codes: string[], lines: [lineId: number, title: string][]) {
  await t.db
    .insertInto('shop_orders')
    .values({ store_id: store, order_id: orderId, name: `#${orderId}`, order_date: date, shopify_updated_at: date, currency: 'USD', discount_codes: codes })
    .execute();
  if (lines.length === 0) return;
  await t.db
    .insertInto('shop_order_lines')
    .values(
      lines.map(([lineId, title]) => ({
        store_id: store,
        order_id: orderId,
        line_id: lineId,
        order_date: date,
        codes,
        product_title: title,
        quantity: 1,
        unit_price: '10.00',
        actual_selling_price: '10.00',
      })) as never,
    )
    .execute();
}

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/resell/orders?store=${store}&${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { total: number; total_exact: boolean; items: { order_id: string; line_id: string; product: string; discount_code: string }[] };
  return { total: body.total, exact: body.total_exact, lines: body.items.map((i) => Number(i.line_id)) };
};
const codeRows = async () =>
  (
    await sql<{ code: string; line_id: number; product_title: string }>`
      SELECT code, line_id, product_title FROM shop_order_line_codes WHERE store_id = ${store} AND order_id < 9000 ORDER BY line_id, code`.execute(t.db)
  ).rows.map((r) => `${r.code} ${r.line_id} ${r.product_title}`);

describe('the order list through the title dictionary and the code rows', () => {
  beforeAll(async () => {
    await write(
      1,
      '2026-05-01T10:00:00Z',
      ['CREATORA'],
      [
        [11, 'Walnut board'],
        [12, 'Steel whisk'],
      ],
    );
    await write(2, '2026-05-02T10:00:00Z', ['CREATORA', 'CREATORB'], [[21, 'Walnut board large']]);
    await write(3, '2026-05-03T10:00:00Z', [], [[31, 'Walnut board']]);
    await write(4, '2026-05-04T10:00:00Z', ['CREATORB'], [[41, 'Copper kettle']]);
  });

  it('keeps one code row per line and code, and every title once per store', async () => {
    expect(await codeRows()).toEqual([
      'CREATORA 11 Walnut board',
      'CREATORA 12 Steel whisk',
      'CREATORA 21 Walnut board large',
      'CREATORB 21 Walnut board large',
      'CREATORB 41 Copper kettle',
    ]);
    const titles = await t.db.selectFrom('shop_line_titles').select('product_title').where('store_id', '=', store).orderBy('product_title').execute();
    expect(titles.map((r) => r.product_title)).toEqual(['Copper kettle', 'Steel whisk', 'Walnut board', 'Walnut board large']);
  });

  it('filters by part of a name, by a code (orders with two codes too), both, and dates, newest first', async () => {
    expect(await list('product=WALNUT')).toEqual({ total: 3, exact: true, lines: [31, 21, 11] });
    expect(await list('discount_code=creatora')).toEqual({ total: 3, exact: true, lines: [21, 11, 12] });
    expect(await list('discount_code=CreatorB')).toEqual({ total: 2, exact: true, lines: [41, 21] });
    expect(await list('discount_code=creatorb&product=board')).toEqual({ total: 1, exact: true, lines: [21] });
    expect(await list('discount_code=creatora&from=2026-05-01&to=2026-05-01')).toEqual({ total: 2, exact: true, lines: [11, 12] });
    expect(await list('product=board&from=2026-05-02&to=2026-05-03')).toEqual({ total: 2, exact: true, lines: [31, 21] });
    expect(await list('product=teapot')).toEqual({ total: 0, exact: true, lines: [] });
    expect(await list('discount_code=creatora&page=2&page_size=2')).toEqual({ total: 3, exact: true, lines: [12] });
    expect(await list('discount_code=creatora&page=3&page_size=2')).toEqual({ total: 3, exact: true, lines: [] });
  });

  it('follows lines changed, refunded and removed by any statement', async () => {
    // A renamed line: found by its new name, no longer by the old one (the old title stays in the dictionary, matching nothing).
    await sql`UPDATE shop_order_lines SET product_title = 'Oak board' WHERE store_id = ${store} AND line_id = 31`.execute(t.db);
    await sql`UPDATE shop_order_lines SET product_title = 'Walnut tray' WHERE store_id = ${store} AND line_id = 11`.execute(t.db);
    expect(await list('product=walnut')).toEqual({ total: 2, exact: true, lines: [21, 11] });
    expect(await list('product=oak')).toEqual({ total: 1, exact: true, lines: [31] });
    expect(await list('product=board')).toEqual({ total: 2, exact: true, lines: [31, 21] });
    expect(await list('discount_code=creatora&product=tray')).toEqual({ total: 1, exact: true, lines: [11] });
    // A code taken off a line; a refund netted (the code rows stay as they are).
    await sql`UPDATE shop_order_lines SET codes = '{}' WHERE store_id = ${store} AND line_id = 41`.execute(t.db);
    await sql`UPDATE shop_order_lines SET refunded_quantity = 1, refunded_amount = 10 WHERE store_id = ${store} AND order_id IN (1, 2)`.execute(t.db);
    expect(await codeRows()).toEqual([
      'CREATORA 11 Walnut tray',
      'CREATORA 12 Steel whisk',
      'CREATORA 21 Walnut board large',
      'CREATORB 21 Walnut board large',
    ]);
    expect(await list('discount_code=creatorb')).toEqual({ total: 1, exact: true, lines: [21] });
    // An order deleted with its lines (the foreign key's cascade).
    await sql`DELETE FROM shop_orders WHERE store_id = ${store} AND order_id = 2`.execute(t.db);
    expect(await codeRows()).toEqual(['CREATORA 11 Walnut tray', 'CREATORA 12 Steel whisk']);
    expect(await list('discount_code=creatora')).toEqual({ total: 2, exact: true, lines: [11, 12] });
    expect(await list('discount_code=creatorb')).toEqual({ total: 0, exact: true, lines: [] });
  });
});

describe('more matches than the count goes to', () => {
  // 1,005 one-line orders 9001…10005, a minute apart (the later the id, the newer), all with a code and a name.
  beforeAll(async () => {
    await sql`
      INSERT INTO shop_orders (store_id, order_id, name, order_date, shopify_updated_at, currency, discount_codes)
      SELECT ${store}, n, '#' || n, timestamptz '2026-06-01 00:00Z' + (n - 9000) * interval '1 minute', now(), 'USD', '{CREATORC}'
        FROM generate_series(9001, 10005) n`.execute(t.db);
    await sql`
      INSERT INTO shop_order_lines (store_id, order_id, line_id, order_date, codes, product_title, quantity, unit_price, actual_selling_price)
      SELECT store_id, order_id, order_id * 10, order_date, discount_codes, 'Brass gadget', 1, 5, 5
        FROM shop_orders WHERE store_id = ${store} AND order_id >= 9001`.execute(t.db);
  });
  const lineIds = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => (from - i) * 10);

  it('says 1,000 (not exact) and pages newest first, within and beyond the matches read for the count', async () => {
    for (const filter of ['discount_code=creatorc', 'product=gadget', 'from=2026-06-01&to=2026-06-02']) {
      const first = await list(`${filter}&page_size=20`);
      expect(first).toEqual({ total: 1000, exact: false, lines: lineIds(10005, 9986) });
      // Rows 981–1,000: among the newest 1,001 read for the count.
      expect(await list(`${filter}&page=50&page_size=20`)).toEqual({ total: 1000, exact: false, lines: lineIds(9025, 9006) });
      // Rows 1,001–1,005: beyond them, walked.
      expect(await list(`${filter}&page=51&page_size=20`)).toEqual({ total: 1000, exact: false, lines: lineIds(9005, 9001) });
    }
  });
});
