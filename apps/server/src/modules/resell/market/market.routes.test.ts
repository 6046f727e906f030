// The reseller's side of the marketplace and the commissions, through the real routes (issue 12,
// market part): a reseller searches creators, opens a package with cases through the collab routes,
// moves it by its own spec 4 row (written out here, not read from the contract) and sees its case
// videos in the upcoming schedule; commission rates (who sets which), and a month's commission
// posted to the creator's statement with hand-written sums (store time zones, case-insensitive
// codes, refunds netted, cancelled orders left out, a JPY store converted with the month's rate,
// an open month recomputed, a closed month unchanged).
import type { PackageDetail, PostingResult, ScheduleAnswer, Statement } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { attributedLines } from '../attribution.ts';

let t: TestApp;
let dailyPicks: number;
let brightside: number;
let own: string;
let channels: string[];

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['reseller', 'reseller_member', 'advertiser', 'finance', 'staff', 'user_owner', 'viewer']);
  const teams = await t.db.selectFrom('advertisers').select(['id', 'name']).where('name', 'in', ['Daily Picks', 'Brightside Foods']).execute();
  dailyPicks = teams.find((x) => x.name === 'Daily Picks')!.id;
  brightside = teams.find((x) => x.name === 'Brightside Foods')!.id;
  own = (await t.ownedChannel('user_owner'))!;
  channels = (await t.db.selectFrom('channels').select('channel_id').where('hidden', '=', false).orderBy('channel_id').limit(3).execute()).map(
    (c) => c.channel_id,
  );
});
afterAll(async () => t?.close());

describe('the reseller on the marketplace', () => {
  it('searches creators, opens a package with cases for its team, and moves it only by its own spec 4 row', async () => {
    const found = await t.demoOk<{ items: { channel_id: string }[] }>('reseller', 'GET', '/api/v1/collab/creators?page=1&page_size=5');
    expect(found.items.length).toBeGreaterThan(0);

    const pkg = await t.demoOk<PackageDetail>('reseller', 'POST', '/api/v1/collab/packages', { name: 'Reseller picks', channel_ids: channels.slice(0, 2) });
    expect(pkg.advertiser?.id).toBe(dailyPicks);
    expect(pkg.status).toBe('draft');
    expect(pkg.cases.map((c) => c.channel_id).sort()).toEqual(channels.slice(0, 2).sort());
    // A member of the team (adsMember) may open one as well.
    await t.demoOk('reseller_member', 'POST', '/api/v1/collab/packages', { name: 'Member picks' });

    const move = (status: string) => t.demoCall('reseller', 'POST', `/api/v1/collab/packages/${pkg.id}/status`, { status });
    // Spec 4 reseller row: from draft → draft, matching complete; from matching complete → draft, matching complete.
    for (const refused of ['applying', 'officer_contacting']) expect(expectRefusal(await move(refused), 403).code).toBe('errors.collabStatusNotAllowed');
    expect(((await move('matching_complete')).json() as PackageDetail).status).toBe('matching_complete');
    for (const refused of ['applying', 'officer_contacting']) expect(expectRefusal(await move(refused), 403).code).toBe('errors.collabStatusNotAllowed');
    expect(((await move('draft')).json() as PackageDetail).status).toBe('draft');
    expect(((await move('matching_complete')).json() as PackageDetail).status).toBe('matching_complete');
    const stored = await t.db.selectFrom('collab_packages').select('status').where('id', '=', pkg.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('matching_complete');
    // Another team's package does not exist for the reseller.
    const other = await t.db.insertInto('collab_packages').values({ advertiser_id: brightside, name: 'Not theirs' }).returning('id').executeTakeFirstOrThrow();
    expectRefusal(await t.demoCall('reseller', 'POST', `/api/v1/collab/packages/${other.id}/status`, { status: 'matching_complete' }), 404);
  });

  it("lists its packages' coming case videos on the upcoming schedule, and nobody else's team sees them", async () => {
    const pkg = await t.demoOk<PackageDetail>('reseller', 'POST', '/api/v1/collab/packages', { name: 'Coming soon', channel_ids: [channels[2]!] });
    const publishAt = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    await t.db
      .insertInto('collab_case_videos')
      .values({ case_id: pkg.cases[0]!.id, video_id: 'mktTest0001', title: 'Coming review', published_at: publishAt })
      .execute();
    const upcoming = await t.demoOk<ScheduleAnswer>('reseller', 'GET', '/api/v1/collab/schedule?when=upcoming');
    expect(upcoming.items.filter((i) => i.package_id === pkg.id).map((i) => [i.video_id, i.published_at])).toEqual([['mktTest0001', publishAt.toISOString()]]);
    const advertiser = await t.demoOk<ScheduleAnswer>('advertiser', 'GET', '/api/v1/collab/schedule?when=upcoming');
    expect(advertiser.items.some((i) => i.package_id === pkg.id)).toBe(false);
    // Finance holds neither the collaboration nor the reseller pages.
    expectRefusal(await t.demoCall('finance', 'GET', '/api/v1/collab/schedule?when=upcoming'), 403);
  });
});

describe('commissions', () => {
  let usdStore: number;
  let jpyStore: number;
  let vpUsd: number;
  let vpJpy: number;
  let ratePackage: number;

  beforeAll(async () => {
    const store = (advertiser_id: number, shop_domain: string, currency: string, iana_timezone: string) =>
      t.db.insertInto('shop_stores').values({ advertiser_id, shop_domain, currency, iana_timezone }).returning('id').executeTakeFirstOrThrow();
    usdStore = (await store(dailyPicks, 'market-usd.myshopify.com', 'USD', 'Asia/Taipei')).id;
    jpyStore = (await store(brightside, 'market-jpy.myshopify.com', 'JPY', 'UTC')).id;
    const product = (store_id: number, product_id: number, video_id: string, discount_code: string) =>
      t.db
        .insertInto('resell_video_products')
        .values({ channel_id: own, video_id, store_id, product_id, product_title: `Product ${product_id}`, discount_code })
        .returning('id')
        .executeTakeFirstOrThrow();
    vpUsd = (await product(usdStore, 101, 'mktVideoUsd', 'SPRING10')).id;
    vpJpy = (await product(jpyStore, 202, 'mktVideoJpy', 'Yen5')).id;
    // The JPY product's video is a case video of a Daily Picks package: the package's rate applies to it.
    const pkg = await t.db
      .insertInto('collab_packages')
      .values({ advertiser_id: dailyPicks, name: 'Rated package', status: 'matching_complete' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ratePackage = pkg.id;
    const kase = await t.db
      .insertInto('collab_cases')
      .values({ package_id: pkg.id, channel_id: own, status: 'creator_agreed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('collab_case_videos')
      .values({ case_id: kase.id, video_id: 'mktVideoJpy', title: 'JPY video', published_at: new Date('2091-02-20T00:00:00Z') })
      .execute();

    type Line = { product: number; qty: number; unit: string; discount: string; asp: string; refunded?: string };
    let next = 1;
    const order = async (store_id: number, at: string, codes: string[], lines: Line[], cancelled = false) => {
      const order_id = next++;
      await t.db
        .insertInto('shop_orders')
        .values({
          store_id,
          order_id,
          order_date: at,
          shopify_updated_at: at,
          currency: store_id === usdStore ? 'USD' : 'JPY',
          discount_codes: codes,
          cancelled_at: cancelled ? at : null,
        })
        .execute();
      await t.db
        .insertInto('shop_order_lines')
        .values(
          lines.map((l, i) => ({
            store_id,
            order_id,
            line_id: order_id * 10 + i,
            product_id: l.product,
            quantity: l.qty,
            unit_price: l.unit,
            actual_selling_price: l.asp,
            // schema.resell.ts types these Generated<Numeric> (a ColumnType inside Generated), which Kysely cannot insert: told the lead.
            total_discount: l.discount,
            refunded_amount: l.refunded ?? '0',
          })),
        )
        .execute();
      return order_id;
    };
    // USD store, Asia/Taipei (UTC+8). March 2091 for SPRING10 × product 101: 90.00 + (45.00 − 45.00) + (135.00 − 20.00) = 205.00 over 3 orders.
    await order(
      usdStore,
      '2091-03-05T02:00:00Z',
      ['spring10'],
      [
        { product: 101, qty: 2, unit: '50.00', discount: '10.00', asp: '90.00' },
        { product: 999, qty: 1, unit: '40.00', discount: '0', asp: '40.00' }, // another product: not the video's
      ],
    );
    await order(usdStore, '2091-03-10T02:00:00Z', ['SPRING10'], [{ product: 101, qty: 1, unit: '50.00', discount: '5.00', asp: '45.00', refunded: '45.00' }]);
    await order(
      usdStore,
      '2091-03-12T02:00:00Z',
      ['Spring10', 'FREESHIP'],
      [{ product: 101, qty: 3, unit: '50.00', discount: '15.00', asp: '135.00', refunded: '20.00' }],
    );
    // 20:00 UTC on 31 March is 1 April in Taipei: April's.
    await order(usdStore, '2091-03-31T20:00:00Z', ['SPRING10'], [{ product: 101, qty: 1, unit: '50.00', discount: '0', asp: '50.00' }]);
    await order(usdStore, '2091-03-15T02:00:00Z', ['OTHER'], [{ product: 101, qty: 1, unit: '50.00', discount: '0', asp: '50.00' }]); // another code
    await order(usdStore, '2091-03-16T02:00:00Z', ['SPRING10'], [{ product: 101, qty: 1, unit: '50.00', discount: '0', asp: '50.00' }], true); // cancelled
    // JPY store, UTC: 3000 + 5700 = 8700 yen in March.
    await order(jpyStore, '2091-03-20T05:00:00Z', ['YEN5'], [{ product: 202, qty: 1, unit: '3000', discount: '0', asp: '3000' }]);
    await order(jpyStore, '2091-03-21T05:00:00Z', ['yen5'], [{ product: 202, qty: 2, unit: '3000', discount: '300', asp: '5700' }]);
  });

  it('are set by the owning team’s administrator and the managing roles; others are refused, another team’s product is not found', async () => {
    const rates = await t.demoOk<{ products: { video_product_id: number; rate: string | null }[]; packages: { package_id: number }[] }>(
      'reseller',
      'GET',
      '/api/v1/resell/commission-rates',
    );
    expect(rates.products.map((p) => p.video_product_id)).toEqual([vpUsd]);
    expect(rates.packages.some((p) => p.package_id === ratePackage)).toBe(true);
    expect(await t.demoOk('reseller', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, rate: '0.125' })).toEqual({
      video_product_id: vpUsd,
      package_id: null,
      rate: '0.125',
    });
    await t.demoOk('reseller', 'PUT', '/api/v1/resell/commission-rates', { package_id: ratePackage, rate: '0.1' });
    // Brightside's store: the reseller does not see it; its owner (the advertiser) and staff set it.
    expectRefusal(await t.demoCall('reseller', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpJpy, rate: '0.3' }), 404);
    await t.demoOk('advertiser', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpJpy, rate: '0.3' });
    await t.demoOk('staff', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpJpy, rate: null });
    // A team member who is not its administrator, and the roles outside: refused.
    expectRefusal(await t.demoCall('reseller_member', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, rate: '0.5' }), 403);
    expectRefusal(await t.demoCall('viewer', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, rate: '0.5' }), 403);
    expectRefusal(await t.demoCall('finance', 'GET', '/api/v1/resell/commission-rates'), 403);
    const bad = expectRefusal(await t.demoCall('reseller', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, rate: '1.5' }), 400);
    expect(bad.fields?.rate).toBeDefined();
    expectRefusal(
      await t.demoCall('reseller', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, package_id: ratePackage, rate: '0.1' }),
      400,
    );

    const stored = await t.db.selectFrom('resell_commission_rates').select(['video_product_id', 'package_id', 'rate']).orderBy('id').execute();
    expect(stored).toEqual([
      { video_product_id: vpUsd, package_id: null, rate: '0.1250' },
      { video_product_id: null, package_id: ratePackage, rate: '0.1000' },
    ]);
    const log = await t.db.selectFrom('audit_log').select(['actor_id', 'details']).where('action', '=', 'resell.commission_rate_set').orderBy('id').execute();
    expect(log.map((l) => [l.actor_id, (l.details as { to: string | null }).to])).toEqual([
      [await t.demoUserId('reseller'), '0.125'],
      [await t.demoUserId('reseller'), '0.1'],
      [await t.demoUserId('advertiser'), '0.3'],
      [await t.demoUserId('staff'), null],
    ]);
  });

  it('post a month’s commission as the creator’s statement line; an open month is recomputed, a closed one stays', async () => {
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '209103', currency: 'TWD', rate: '32.5' });
    // JPY commissions need the month's JPY rate: nothing is posted without it.
    expect(expectRefusal(await t.demoCall('finance', 'POST', '/api/v1/accounting/statements', { year_month: '209103' }), 409).code).toBe(
      'errors.commissionRateMissing',
    );
    expect(await t.db.selectFrom('ledger_entries').select('id').where('year_month', '=', '209103').execute()).toEqual([]);
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '209103', currency: 'JPY', rate: '145' });
    const posted = await t.demoOk<PostingResult>('finance', 'POST', '/api/v1/accounting/statements', { year_month: '209103' });
    expect(posted.channels).toBe(1);

    const rows = await t.db
      .selectFrom('resell_commission_months')
      .select(['video_product_id', 'orders', 'net_sales', 'rate', 'commission', 'commission_usd', 'currency'])
      .where('year_month', '=', '209103')
      .orderBy('video_product_id')
      .execute();
    // 205.00 × 0.125 = 25.625 → 25.63 USD; 8700 × 0.1 (the package's) = 870.00 JPY ÷ 145 = 6 USD.
    expect(rows).toEqual([
      { video_product_id: vpUsd, orders: 3, net_sales: '205.00', rate: '0.1250', commission: '25.63', commission_usd: '25.630000000000', currency: 'USD' },
      { video_product_id: vpJpy, orders: 2, net_sales: '8700.00', rate: '0.1000', commission: '870.00', commission_usd: '6.000000000000', currency: 'JPY' },
    ]);
    const statement = await t.demoOk<Statement>('user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=209103`);
    // 31.63 USD × 32.5 = 1027.975 → 1027.98 TWD.
    expect(statement.lines).toEqual([
      { line: 'resale_commission', gross_usd: '31.63', ratio: '1', share_usd: '31.63', network_usd: '0', rate: '32.5', amount_twd: '1027.98' },
    ]);

    // The month is open: a new rate is recomputed at the next posting (205.00 × 0.2 = 41.00; + 6 = 47.00 USD = 1527.50 TWD).
    await t.demoOk('reseller', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, rate: '0.2' });
    const corrected = await t.demoOk<PostingResult>('finance', 'POST', '/api/v1/accounting/statements', { year_month: '209103' });
    expect(corrected.corrected_channels).toBe(1);
    const after = await t.demoOk<Statement>('user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=209103`);
    expect(after.lines.map((l) => [l.line, l.gross_usd, l.amount_twd])).toEqual([['resale_commission', '47', '1527.50']]);

    // Closed: a later refund and a new rate change neither its rows nor its statement.
    await t.demoOk('finance', 'POST', '/api/v1/accounting/months/209103/close');
    await t.db
      .updateTable('shop_order_lines')
      .set({ refunded_amount: '90.00' })
      .where('store_id', '=', usdStore)
      .where('order_id', '=', 1)
      .where('product_id', '=', 101)
      .execute();
    await t.demoOk('reseller', 'PUT', '/api/v1/resell/commission-rates', { video_product_id: vpUsd, rate: '0.5' });
    expect(expectRefusal(await t.demoCall('finance', 'POST', '/api/v1/accounting/statements', { year_month: '209103' }), 409).code).toBe(
      'errors.accountingMonthClosed',
    );
    const closedRows = await t.db
      .selectFrom('resell_commission_months')
      .select('commission')
      .where('year_month', '=', '209103')
      .orderBy('video_product_id')
      .execute();
    expect(closedRows.map((r) => r.commission)).toEqual(['41.00', '870.00']);
    expect((await t.demoOk<Statement>('user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=209103`)).lines.map((l) => l.gross_usd)).toEqual(['47']);

    // April: the order of 1 April, Taipei time: 50.00 × 0.5 = 25.00 USD × 30 = 750.00 TWD.
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '209104', currency: 'TWD', rate: '30' });
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: '209104', currency: 'JPY', rate: '150' });
    await t.demoOk('finance', 'POST', '/api/v1/accounting/statements', { year_month: '209104' });
    const april = await t.demoOk<Statement>('user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=209104`);
    expect(april.lines.map((l) => [l.line, l.gross_usd, l.amount_twd])).toEqual([['resale_commission', '25', '750.00']]);
  });

  it('attribute a line to one resale product (the earliest added); every match and cancelled lines only when asked', async () => {
    // The same code and product on a second video, added later.
    const later = await t.db
      .insertInto('resell_video_products')
      .values({ channel_id: own, video_id: 'mktVideoTwo', store_id: usdStore, product_id: 101, product_title: 'Product 101', discount_code: 'spring10' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = async (options: Parameters<typeof attributedLines>[0]) =>
      (
        await sql<{ video_product_id: number; order_id: string; net: string; cancelled: boolean }>`
          SELECT video_product_id, order_id::text, net, cancelled FROM (${attributedLines(options)}) a ORDER BY order_id, video_product_id`.execute(t.db)
      ).rows.map((r) => [r.video_product_id, r.order_id, r.net, r.cancelled]);
    expect(await lines({ yearMonth: '209103', storeIds: [usdStore] })).toEqual([
      [vpUsd, '1', '0.00', false], // refunded in full after March closed
      [vpUsd, '2', '0.00', false],
      [vpUsd, '3', '115.00', false],
    ]);
    expect(await lines({ yearMonth: '209103', storeIds: [usdStore], allMatches: true, includeCancelled: true })).toEqual([
      [vpUsd, '1', '0.00', false],
      [later.id, '1', '0.00', false],
      [vpUsd, '2', '0.00', false],
      [later.id, '2', '0.00', false],
      [vpUsd, '3', '115.00', false],
      [later.id, '3', '115.00', false],
      [vpUsd, '6', '50.00', true],
      [later.id, '6', '50.00', true],
    ]);
  });
});
