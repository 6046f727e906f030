// `npm run bench:ec`: the creator's own store reads (issue 28 "Speed": every page's answer p99 under
// 50 ms at 1,000 channels). On a fresh embedded PostgreSQL with the migrations: 1,000 channels, each
// with its own Shopify store (two in three TWD in Taipei, the rest USD), 13 months of orders
// (SQL-generated, 440–460 per store, ~450,000 in all), a refund on one order in twenty
// (with its line), and the network running one store in three. Then the ec part's service (the
// handlers' own code, no HTTP) answers GET /api/v1/ec/sales and GET /api/v1/ec/stores as a channel's
// owner (one channel) and as staff (every channel: this month of every store, a named month, one
// channel's year), 400 timed runs after 40 warm-up runs. Prints p50/p99 per read against the target
// and writes .bench/ec.json. PostgreSQL at PG_PORT. Run it under `flock /work/coord/bench.lock` on a
// shared machine.
//
//   node scripts/bench/ec.ts [--runs 400] [--data DIR] [--explain]
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { addMonths, type Subject } from '../../packages/contract/src/index.ts';
import { aSubject } from '../../packages/contract/src/core/subject-for-tests.ts';
import { ecService, networkMonth } from '../../apps/server/src/modules/commerce/ec/ec.service.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { writeFigures } from './server.ts';

export const EC_TARGETS = { channels: 1000, p99Ms: 50 };
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '400' },
    data: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const say = (line: string) => console.log(`[bench:ec] ${line}`);
const fmt = (n: number) => n.toLocaleString('en-US');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const tmp = args.data ? path.resolve(args.data) : mkdtempSync(path.join(os.tmpdir(), 'ec-bench-'));
mkdirSync(tmp, { recursive: true });
chmodSync(tmp, 0o755);

const results: Record<string, unknown> = { date: new Date().toISOString(), targets: EC_TARGETS };
let database: BenchDatabase | undefined;
let failed = false;
try {
  database = await startBenchDatabase(tmp, 4);
  const { pool, db } = database;
  const channels = EC_TARGETS.channels;
  const channelId = (n: number) => `UCecbench${String(n).padStart(15, '0')}`;
  const kept = await db
    .selectFrom('shop_stores')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('shop_domain', 'like', 'ec-bench-%')
    .executeTakeFirstOrThrow();
  const started = performance.now();
  if (Number(kept.n) !== channels) {
    await sql`
      INSERT INTO channels (channel_id, title, source_type, language)
      SELECT ${sql.lit('UCecbench')} || lpad(n::text, 15, '0'), 'Bench creator ' || n, 'YT', (ARRAY['zh','zh','en'])[1 + n % 3]
      FROM generate_series(1, ${channels}::int) n`.execute(db);
    await sql`
      INSERT INTO shop_stores (channel_id, shop_domain, name, currency, iana_timezone, status, scopes, connected_at)
      SELECT ${sql.lit('UCecbench')} || lpad(n::text, 15, '0'), 'ec-bench-' || n || '.myshopify.com', 'Bench store ' || n,
        CASE WHEN n % 3 = 0 THEN 'USD' ELSE 'TWD' END, CASE WHEN n % 3 = 0 THEN 'America/New_York' ELSE 'Asia/Taipei' END,
        CASE WHEN n % 50 = 0 THEN 'disconnected' ELSE 'connected' END, 'read_orders,read_products', now() - interval '400 days'
      FROM generate_series(1, ${channels}::int) n`.execute(db);
    // 13 months of orders: 440–460 per store at scattered minutes; a code on one in four.
    await sql`
      INSERT INTO shop_orders (store_id, order_id, name, order_date, shopify_updated_at, currency, subtotal_price, total_discounts,
        discount_codes, financial_status, cancelled_at, from_youtube)
      SELECT s.id, o.n, '#' || o.n, o.ts, o.ts, trim(s.currency),
        CASE WHEN trim(s.currency) = 'USD' THEN 12.50 + (o.n % 17) * 3.25 ELSE 290 + (o.n % 13) * 110 END,
        CASE WHEN o.n % 4 = 0 THEN 5 ELSE 0 END, CASE WHEN o.n % 4 = 0 THEN ARRAY['FANS10'] ELSE '{}' END,
        CASE WHEN o.n % 211 = 0 THEN 'voided' ELSE 'paid' END, NULL, o.n % 3 = 0
      FROM shop_stores s
      CROSS JOIN LATERAL (
        SELECT k AS n, now() - ((k::bigint * 7919 + s.id * 104729) % (395 * 1440)) * interval '1 minute' AS ts
        FROM generate_series(1, 440 + (s.id % 21)::int) k
      ) o
      WHERE s.shop_domain LIKE 'ec-bench-%'`.execute(db);
    await sql`
      INSERT INTO shop_refunds (store_id, refund_id, order_id, created_at)
      SELECT o.store_id, o.order_id, o.order_id, least(now(), o.order_date + (o.order_id % 14) * interval '1 day')
      FROM shop_orders o WHERE o.order_id % 20 = 7`.execute(db);
    await sql`
      INSERT INTO shop_refund_lines (store_id, refund_id, line_id, quantity, subtotal)
      SELECT r.store_id, r.refund_id, r.order_id * 10 + 1, 1, o.subtotal_price / 2
      FROM shop_refunds r JOIN shop_orders o ON o.store_id = r.store_id AND o.order_id = r.order_id`.execute(db);
    await sql`
      INSERT INTO ec_store_terms (store_id, start_month, network_runs)
      SELECT s.id, to_char(now() - interval '13 months', 'YYYYMM'), s.id % 3 = 1 FROM shop_stores s WHERE s.shop_domain LIKE 'ec-bench-%'
      UNION ALL
      SELECT s.id, to_char(now() - interval '5 months', 'YYYYMM'), true FROM shop_stores s WHERE s.shop_domain LIKE 'ec-bench-%' AND s.id % 7 = 0`.execute(db);
    for (const table of ['shop_stores', 'shop_orders', 'shop_refunds', 'shop_refund_lines', 'shop_store_months', 'ec_store_terms'])
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  }
  const counts = await sql<{ orders: string; refunds: string }>`
    SELECT (SELECT count(*) FROM shop_orders) AS orders, (SELECT count(*) FROM shop_refunds) AS refunds`.execute(db);
  const seedSeconds = (performance.now() - started) / 1000;
  say(
    `${fmt(channels)} channels with a store, ${fmt(Number(counts.rows[0]!.orders))} orders, ${fmt(Number(counts.rows[0]!.refunds))} refunds ${Number(kept.n) === channels ? `kept in ${tmp}` : `seeded (${seedSeconds.toFixed(0)} s)`}`,
  );

  const subject = (accountType: 'staff' | 'user', owned: string[]): Subject =>
    aSubject({ accountType, channels: owned.map((channel_id) => ({ channel_id, member_type: 'owner' as const })) });
  const staff = subject('staff', []);
  const service = ecService({
    db,
    clock: { now: () => new Date() },
    audit: { record: async () => {} } as never,
    installs: {} as never,
  });
  const month = addMonths(networkMonth(new Date()), -2);
  const variants: { read: 'sales' | 'stores'; name: string; call: (i: number) => Promise<{ items: unknown[] }> }[] = [
    {
      read: 'sales',
      name: "owner: the channel's last 12 months",
      call: (i) => service.sales(subject('user', [channelId(1 + (i % channels))]), { channel_id: channelId(1 + (i % channels)) }),
    },
    { read: 'sales', name: 'staff: this month of every store', call: () => service.sales(staff, {}) },
    { read: 'sales', name: 'staff: a named month of every store', call: () => service.sales(staff, { month }) },
    { read: 'sales', name: "staff: one channel's last 12 months", call: (i) => service.sales(staff, { channel_id: channelId(1 + ((i * 37) % channels)) }) },
    {
      read: 'stores',
      name: "owner: the channel's stores",
      call: (i) => service.stores(subject('user', [channelId(1 + (i % channels))]), { channel_id: channelId(1 + (i % channels)) }),
    },
    { read: 'stores', name: 'staff: every store', call: () => service.stores(staff, {}) },
    { read: 'stores', name: "staff: one channel's stores", call: (i) => service.stores(staff, { channel_id: channelId(1 + ((i * 37) % channels)) }) },
  ];
  if (args.explain) {
    // The database's own time for the heaviest reads (every store's month, every store), apart from
    // the machine's load on the client side: each statement the service sends, with its plan.
    const { Kysely, PostgresDialect } = await import('kysely');
    const seen: { text: string; values: unknown[] }[] = [];
    const traced = new Kysely<never>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') seen.push({ text: event.query.sql, values: [...event.query.parameters] });
      },
    });
    const tracedService = ecService({ db: traced as never, clock: { now: () => new Date() }, audit: {} as never, installs: {} as never });
    for (const [name, call] of [
      ['sales, every store, this month', () => tracedService.sales(staff, {})],
      ['stores, every store', () => tracedService.stores(staff, {})],
    ] as const) {
      seen.length = 0;
      await call();
      for (const q of seen) {
        const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
        say(`explain ${name}: ${plan.rows.at(-1)!['QUERY PLAN']}`);
        for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  }
  const runs = Number(args.runs);
  const times = variants.map(() => [] as number[]);
  const sizes = variants.map(() => 0);
  for (let i = 0; i < 40 + runs * variants.length; i++) {
    const v = i % variants.length;
    const t0 = performance.now();
    const answer = await variants[v]!.call(Math.floor(i / variants.length));
    const ms = performance.now() - t0;
    sizes[v] = Math.max(sizes[v]!, answer.items.length);
    if (i >= 40) times[v]!.push(ms);
  }
  const figures = variants.map((v, i) => {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    return { read: v.read, variant: v.name, items: sizes[i], p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) };
  });
  for (const read of ['sales', 'stores'] as const) {
    const all = times.flatMap((t, i) => (variants[i]!.read === read ? t : [])).sort((a, b) => a - b);
    const p99 = percentile(all, 99);
    const ok = p99 < EC_TARGETS.p99Ms;
    failed ||= !ok;
    results[read] = { p50Ms: percentile(all, 50), p99Ms: p99, variants: figures.filter((f) => f.read === read) };
    say(
      `GET /api/v1/ec/${read} at ${fmt(channels)} channels (${runs} runs per variant): p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < ${EC_TARGETS.p99Ms}) — ${ok ? 'ok' : 'MISSED'}`,
    );
    for (const f of figures.filter((x) => x.read === read))
      say(`  p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, ${fmt(f.items ?? 0)} items  ${f.variant}`);
  }
  writeFigures('ec', results);
} finally {
  await database?.stop();
  if (!args.data) rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
