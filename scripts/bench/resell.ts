// `npm run bench:resell`: the reseller area's orders (issue 12 "Speed"), three figures on a fresh
// embedded PostgreSQL with the migrations:
//   1. backfill: 100,000 orders of the last 60 days from the fake Shopify over HTTP (Admin GraphQL,
//      pages of 250), through the orders sync job's own code: orders/s and seconds;
//   2. webhook intake: signed orders/create deliveries sent over HTTP to the app's
//      POST /api/v1/shopify/webhooks at 1,000 per second for 10 s, then waited on until every order
//      is in shop_orders: achieved send rate, answer p95, lost deliveries, and the processing lag
//      (last answer → last order stored);
//   3. the orders page at 1,000,000 orders (SQL-generated, ~1.5 lines each): GET /api/v1/resell/orders's
//      service with product, code, store and date filters in eight variants, p95 < 50 ms.
// Prints each figure next to its target and writes .bench/resell.json. Ports: BENCH_PORT (app,
// default 4925) and BENCH_FAKE_PORT (fake Shopify, default 4926); PostgreSQL at PG_PORT. Run it under
// `flock /work/coord/bench.lock` on a shared machine.
//
//   node scripts/bench/resell.ts [--only backfill,webhooks,page] [--rate 1000] [--seconds 10]
import { createHmac } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { makeSubject, type Subject } from '../../packages/contract/src/index.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { createContext } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { createFakeShopify, serveFakeShopify, type FakeShop, type RestOrder } from '../../apps/server/src/modules/resell/fake-shopify/fake-shopify.ts';
import { ordersGraphqlFields } from '../../apps/server/src/modules/resell/fake-shopify/orders-fields.ts';
import { OrderListService } from '../../apps/server/src/modules/resell/orders/order-list.service.ts';
import { runOrdersSync } from '../../apps/server/src/modules/resell/orders/orders-sync.ts';
import { ShopifyAdminClient } from '../../apps/server/src/modules/resell/shopify/admin-client.ts';
import { writeFigures } from './server.ts';
import { percentile } from './timed-runs.ts';

export const RESELL_TARGETS = { backfillOrders: 100_000, webhookRate: 1000, pageP95Ms: 50, pageOrders: 1_000_000 };
const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'backfill,webhooks,page' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '400' },
    explain: { type: 'boolean', default: false },
    // Keep the database in DIR (made on the first run, reused after): seed once outside the bench
    // lock with `--only page --seed-only`, then time the page alone. Fresh and removed otherwise.
    data: { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
  },
});
const only = new Set(args.only.split(','));
const APP_PORT = Number(process.env.BENCH_PORT ?? 4925);
const FAKE_PORT = Number(process.env.BENCH_FAKE_PORT ?? 4926);
const API_KEY = 'bench-shopify-app';
const API_SECRET = 'bench-shopify-secret';
const TOKEN = 'shpat_bench';

const say = (line: string) => console.log(`[bench:resell] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const tmp = args.data ? path.resolve(args.data) : mkdtempSync(path.join(os.tmpdir(), 'orders-bench-'));
mkdirSync(tmp, { recursive: true });
chmodSync(tmp, 0o755);

/** A plain REST order: one or two lines, a code on every third, cents that floats would get wrong. */
function restOrder(n: number, createdMs: number): RestOrder {
  const at = new Date(createdMs).toISOString();
  const coded = n % 3 === 0;
  const lines = [
    {
      id: n * 10 + 1,
      product_id: 7_000 + (n % 40),
      title: `Bench product ${n % 40}`,
      quantity: 1 + (n % 3),
      price: '19.99',
      discount_allocations: coded ? [{ amount: '1.10' }] : [],
    },
  ];
  if (n % 2 === 0)
    lines.push({
      id: n * 10 + 2,
      product_id: 7_000 + ((n + 7) % 40),
      title: `Bench product ${(n + 7) % 40}`,
      quantity: 1,
      price: '0.30',
      discount_allocations: [],
    });
  return {
    id: n,
    name: `#${n}`,
    created_at: at,
    updated_at: at,
    currency: 'USD',
    subtotal_price: '0.00',
    total_discounts: coded ? '1.10' : '0.00',
    financial_status: 'paid',
    cancelled_at: null,
    discount_codes: coded ? [{ code: `CREATOR${n % 12}`, amount: '1.10', type: 'fixed_amount' }] : [],
    line_items: lines,
    refunds: [],
  };
}

async function serveFake(shop: (fake: ReturnType<typeof createFakeShopify>) => void) {
  const fake = createFakeShopify({ apiKey: API_KEY, apiSecret: API_SECRET, graphql: ordersGraphqlFields });
  shop(fake);
  const served = await serveFakeShopify(fake, FAKE_PORT);
  return { fake, close: served.close };
}

async function storeRow(db: Db, domain: string, name: string): Promise<{ storeId: number; teamId: number }> {
  const team = await db.insertInto('advertisers').values({ name, kind: 'reseller' }).returning('id').executeTakeFirstOrThrow();
  const store = await db
    .insertInto('shop_stores')
    .values({ advertiser_id: team.id, shop_domain: domain, name, currency: 'USD', iana_timezone: 'UTC', scopes: 'read_orders,read_products' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { storeId: store.id, teamId: team.id };
}

const results: Record<string, unknown> = { date: new Date().toISOString(), targets: RESELL_TARGETS };
let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 4);
  const { url, pool, db } = database;

  // ---- 1. backfill ----
  if (only.has('backfill')) {
    const domain = 'bench-backfill.myshopify.com';
    const { storeId } = await storeRow(db, domain, 'Backfill bench');
    const now = Date.now();
    const served = await serveFake((fake) => {
      const shop: FakeShop = fake.addShop({
        domain,
        products: Array.from({ length: 40 }, (_, i) => ({
          id: 7_000 + i,
          title: `Bench product ${i}`,
          handle: `p${i}`,
          status: 'ACTIVE' as const,
          updatedAt: new Date(now).toISOString(),
        })),
      });
      shop.tokens.set(TOKEN, { scopes: ['read_orders', 'read_products'], expiresAt: null });
      for (let n = 1; n <= RESELL_TARGETS.backfillOrders; n++) shop.orders.push(restOrder(n, now - 59 * 86_400_000 + n * 50_000));
    });
    const client = new ShopifyAdminClient({ shopBaseUrl: `http://127.0.0.1:${FAKE_PORT}/{shop}`, apiVersion: '2026-10', requestTimeoutMs: 30_000 });
    const tokens = { tokenFor: async () => ({ storeId, shopDomain: domain, accessToken: TOKEN, scopes: ['read_orders', 'read_products'] }) };
    const started = performance.now();
    const result = await runOrdersSync(
      { db, clock: { now: () => new Date() }, client, tokens },
      { storeId, mode: 'backfill' },
      { progress: { set: () => {} }, log: say },
    );
    const seconds = (performance.now() - started) / 1000;
    await served.close();
    const stored = await db
      .selectFrom('shop_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    results.backfill = { orders: result.orders, pages: result.pages, stored: Number(stored.n), seconds, ordersPerSecond: result.orders / seconds };
    say(
      `backfill: ${fmt(result.orders)} orders in ${result.pages} pages of 250 over HTTP: ${seconds.toFixed(1)} s, ${fmt(result.orders / seconds)} orders/s (stored ${fmt(Number(stored.n))})`,
    );
  }

  // ---- 2. webhook intake ----
  if (only.has('webhooks')) {
    const domain = 'bench-webhooks.myshopify.com';
    const { storeId } = await storeRow(db, domain, 'Webhook bench');
    const config = loadConfig({
      ...process.env,
      DATA_DIR: path.join(tmp, 'app'),
      SHOPIFY_API_KEY: API_KEY,
      SHOPIFY_API_SECRET: API_SECRET,
      PORT: String(APP_PORT),
    });
    const running = await createContext(config, url);
    const app = await buildApp(running.ctx);
    await app.listen({ port: APP_PORT, host: '127.0.0.1' });
    await running.ctx.jobs.startWorkers({ log: () => {} });
    const rate = Number(args.rate);
    const total = rate * Number(args.seconds);
    const bodies = Array.from({ length: total }, (_, i) => JSON.stringify(restOrder(50_000_000 + i, Date.now() - 3600_000)));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const latencies: number[] = [];
    let failed = 0;
    const post = (body: string, i: number) =>
      new Promise<void>((resolve) => {
        const t0 = performance.now();
        const req = http.request(
          {
            agent,
            host: '127.0.0.1',
            port: APP_PORT,
            method: 'POST',
            path: '/api/v1/shopify/webhooks',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-shopify-topic': 'orders/create',
              'x-shopify-shop-domain': domain,
              'x-shopify-webhook-id': `bench-${i}`,
              'x-shopify-hmac-sha256': createHmac('sha256', API_SECRET).update(body).digest('base64'),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              latencies.push(performance.now() - t0);
              if (res.statusCode !== 202) failed++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          failed++;
          resolve();
        });
        req.end(body);
      });
    // Sent on a fixed schedule (1 ms ticks), whatever the answers take: an open-loop load.
    const started = performance.now();
    const pending: Promise<void>[] = [];
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
        while (sent < due) pending.push(post(bodies[sent]!, sent++));
        if (sent >= total) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    const sendSeconds = (performance.now() - started) / 1000;
    await Promise.all(pending);
    const answered = performance.now();
    let stored = 0;
    for (;;) {
      const row = await db
        .selectFrom('shop_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow();
      stored = Number(row.n);
      if (stored >= total || performance.now() - answered > 300_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const lagSeconds = (performance.now() - answered) / 1000;
    const processSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const figures = {
      deliveries: total,
      sendSeconds,
      achievedRate: total / sendSeconds,
      answerP50Ms: percentile(latencies, 50),
      answerP95Ms: percentile(latencies, 95),
      answerMaxMs: latencies.at(-1),
      refused: failed,
      stored,
      lost: total - stored,
      lagSeconds,
      processedPerSecond: stored / processSeconds,
    };
    results.webhooks = figures;
    say(
      `webhooks: ${fmt(total)} signed deliveries at ${fmt(figures.achievedRate)}/s (target ${rate}/s); answer p50 ${figures.answerP50Ms.toFixed(1)} ms, p95 ${figures.answerP95Ms.toFixed(1)} ms; refused ${failed}; stored ${fmt(stored)} (lost ${total - stored}); processing lag ${lagSeconds.toFixed(1)} s after the last answer, ${fmt(figures.processedPerSecond)} orders/s end to end — ${verdict(stored === total && failed === 0 && figures.processedPerSecond >= rate * 0.9)}`,
    );
    agent.destroy();
    await app.close();
    await running.close();
  }

  // ---- 3. the orders page at 1,000,000 orders ----
  if (only.has('page')) {
    const size = RESELL_TARGETS.pageOrders;
    const kept = await db
      .selectFrom('shop_stores')
      .select(['id as storeId', 'advertiser_id as teamId'])
      .where('shop_domain', 'like', 'bench-page-%')
      .orderBy('shop_domain')
      .execute();
    const reuse = kept.length === 4;
    const stores = reuse ? kept : await Promise.all([1, 2, 3, 4].map((i) => storeRow(db, `bench-page-${i}.myshopify.com`, `Page bench ${i}`)));
    const started = performance.now();
    const ids = stores.map((s) => s.storeId);
    if (!reuse) {
      // 1M orders over four stores and two years; a code on one in four (12 codes); 40 products, ~1.5 lines an order.
      await sql`
      INSERT INTO shop_orders (store_id, order_id, name, order_date, shopify_updated_at, currency, subtotal_price, total_discounts, discount_codes, financial_status, cancelled_at)
      SELECT (${sql.val(ids)}::bigint[])[1 + n % 4], n, '#' || n, ts, ts, 'USD', 39.98, CASE WHEN n % 4 = 0 THEN 2.00 ELSE 0 END,
             CASE WHEN n % 4 = 0 THEN ARRAY['CREATOR' || ((n / 4) % 12)] ELSE '{}' END, 'paid', CASE WHEN n % 97 = 0 THEN ts END
        FROM generate_series(1, ${size}::int) n
        CROSS JOIN LATERAL (SELECT now() - ((n::bigint * 7919) % (730 * 1440)) * interval '1 minute' AS ts) t`.execute(db);
      await sql`
      INSERT INTO shop_order_lines (store_id, order_id, line_id, order_date, codes, product_id, product_title, quantity, unit_price, total_discount, actual_selling_price, refunded_quantity, refunded_amount)
      SELECT o.store_id, o.order_id, o.order_id * 10 + k, o.order_date, o.discount_codes, 7000 + p, 'Bench product ' || p || ' ' || (ARRAY['apron','skillet','tumbler','whisk','board'])[1 + p % 5], 2, 19.99,
             CASE WHEN k = 1 THEN o.total_discounts ELSE 0 END, 39.98 - CASE WHEN k = 1 THEN o.total_discounts ELSE 0 END,
             CASE WHEN o.order_id % 50 = 0 THEN 1 ELSE 0 END, CASE WHEN o.order_id % 50 = 0 THEN 19.99 ELSE 0 END
        FROM shop_orders o
        CROSS JOIN LATERAL generate_series(1, 1 + (o.order_id % 2)::int) k
        CROSS JOIN LATERAL (SELECT ((o.order_id * 31 + k * 17) % 40)::int AS p) pp
       WHERE o.store_id = ANY(${sql.val(ids)}::bigint[])`.execute(db);
      await sql`VACUUM ANALYZE shop_orders`.execute(db);
      await sql`VACUUM ANALYZE shop_order_lines`.execute(db);
      // Filled by the lines' triggers (0048); vacuumed for index-only walks, as autovacuum would soon.
      await sql`VACUUM ANALYZE shop_order_line_codes`.execute(db);
      await sql`VACUUM ANALYZE shop_line_titles`.execute(db);
    }
    const seedSeconds = (performance.now() - started) / 1000;
    say(`page: ${fmt(size)} orders ${reuse ? `kept in ${tmp}` : 'seeded'} (${seedSeconds.toFixed(0)} s)`);
    if (args['seed-only']) {
      await database.stop();
      process.exit(0);
    }
    const service = new OrderListService({ db });
    const subjectOf = (teams: number[], accountType: 'reseller' | 'admin'): Subject =>
      makeSubject({
        id: 1,
        accountType,
        channels: [],
        teams: { owner: teams, client: [], member: [] },
        adsMemberType: null,
        specific: null,
        permissions: [],
        inChannelGroup: false,
        switched: false,
      });
    // The bench's stores are all reseller teams' (a creator's own store has a channel, not a team).
    const reseller = subjectOf(
      stores.flatMap((s) => (s.teamId === null ? [] : [s.teamId])),
      'reseller',
    );
    const admin = subjectOf([], 'admin');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const variants = [
      { who: reseller, q: { discount_code: 'creator3', page: 1, page_size: 20 } },
      { who: reseller, q: { product: 'skillet', page: 1, page_size: 20 } },
      { who: reseller, q: { product: 'apron', discount_code: 'CREATOR7', page: 2, page_size: 20 } },
      { who: reseller, q: { store: ids[1]!, from: day(90), to: day(60), page: 1, page_size: 50 } },
      { who: reseller, q: { store: ids[2]!, discount_code: 'CREATOR1', from: day(365), to: day(0), page: 3, page_size: 20 } },
      { who: admin, q: { product: 'product 12', from: day(30), to: day(0), page: 1, page_size: 20 } },
      { who: reseller, q: { store: ids[0]!, product: 'tumbler', discount_code: 'creator11', page: 1, page_size: 20 } },
      { who: admin, q: { from: day(7), to: day(0), page: 1, page_size: 100 } },
    ];
    if (args.explain) {
      // Each variant once, with the plan of every statement it sends on the lines (EXPLAIN ANALYZE).
      const seen: { text: string; values: unknown[] }[] = [];
      const traced = new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        log: (event) => {
          if (event.level === 'query' && /shop_order_lines|^SET LOCAL/.test(event.query.sql))
            seen.push({ text: event.query.sql, values: [...event.query.parameters] });
        },
      });
      const tracedService = new OrderListService({ db: traced });
      for (const v of variants) {
        seen.length = 0;
        await tracedService.list(v.who, 'USD', v.q);
        say(`explain ${JSON.stringify(v.q)}`);
        let settings: string[] = [];
        for (const q of seen) {
          // A SET LOCAL goes with the statement after it (the service sends both in one transaction).
          if (q.text.startsWith('SET LOCAL')) {
            settings.push(q.text);
            continue;
          }
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            for (const setting of settings) await client.query(setting);
            settings = [];
            const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
            await client.query('ROLLBACK');
            for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
          } finally {
            client.release();
          }
        }
      }
    }
    const runs = Number(args.runs);
    const times: number[] = [];
    const perVariant: number[][] = variants.map(() => []);
    for (let i = 0; i < 40 + runs; i++) {
      const v = variants[i % variants.length]!;
      const t0 = performance.now();
      await service.list(v.who, 'USD', v.q);
      const ms = performance.now() - t0;
      if (i >= 40) {
        times.push(ms);
        perVariant[i % variants.length]!.push(ms);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const pageFigures = {
      orders: size,
      seedSeconds,
      runs,
      p50Ms: percentile(times, 50),
      p95Ms: p95,
      maxMs: times.at(-1),
      variants: perVariant.map((t, i) => ({
        query: variants[i]!.q,
        p95Ms: percentile(
          [...t].sort((a, b) => a - b),
          95,
        ),
      })),
    };
    results.page = pageFigures;
    say(
      `page: ${fmt(size)} orders, filtered pages (product, code, store, dates; 8 variants, ${runs} runs): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${RESELL_TARGETS.pageP95Ms}) — ${verdict(p95 < RESELL_TARGETS.pageP95Ms)}`,
    );
    for (const v of pageFigures.variants) say(`  p95 ${v.p95Ms.toFixed(1)} ms  ${JSON.stringify(v.query)}`);
  }
  writeFigures('resell', results);
} finally {
  await database?.stop();
  if (!args.data) rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
