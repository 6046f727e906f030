// The demo store's catalogue, discount codes and orders, made the same way every time from the seed
// day: the demo seed writes them into the database as if synced, and the fake Shopify serves them, so
// that a sync on the demo finds the same orders (and any new ones) at Shopify.
//
// Four months of orders up to the seed day, about a dozen a day: a third carry a creator's discount
// code (fixed or percentage, allocated to the lines), some an automatic "two or more" discount, a few
// are cancelled with a full refund, a few partly refunded. Money is computed with the contract's
// decimal helpers, as Shopify would send it (decimal strings).
import { divide, multiply, roundTo, subtract, sum, seededRandom } from '@chorus/contract';
import { orderHead, type FakeProduct, type FakeShop, type RestOrder } from './fake-shopify.ts';

/** The reseller team's demo store. */
export const DEMO_SHOP_DOMAIN = 'daily-picks-demo.myshopify.com';

/** The days of orders the demo holds before the seed day. */
export const DEMO_ORDER_DAYS = 120;

/** The demo catalogue: id, title, unit price (USD). */
export const DEMO_PRODUCTS: readonly { id: number; title: string; price: string }[] = [
  { id: 8_100_000_001, title: 'Cold Brew Coffee Kit', price: '34.90' },
  { id: 8_100_000_002, title: 'Ceramic Pour-Over Dripper', price: '28.00' },
  { id: 8_100_000_003, title: 'Matcha Whisk Set', price: '42.50' },
  { id: 8_100_000_004, title: 'Bamboo Lunch Box', price: '24.99' },
  { id: 8_100_000_005, title: 'Cast Iron Skillet 26 cm', price: '59.00' },
  { id: 8_100_000_006, title: 'Linen Kitchen Apron', price: '19.99' },
  { id: 8_100_000_007, title: 'Stainless Steel Tumbler', price: '27.50' },
  { id: 8_100_000_008, title: 'Hinoki Cutting Board', price: '64.00' },
  { id: 8_100_000_009, title: 'Oolong Tea Sampler', price: '18.80' },
  { id: 8_100_000_010, title: 'Chef Knife Santoku', price: '89.00' },
];

/** Discount codes, each tied to a creator who shows the products in their videos (products part links them to videos). */
export const DEMO_DISCOUNT_CODES: readonly { code: string; creator: string; type: 'percentage' | 'fixed_amount'; value: string }[] = [
  { code: 'MEIKITCHEN10', creator: 'Mei Kitchen', type: 'percentage', value: '10' },
  { code: 'TAIPEIEATS5', creator: 'Taipei Eats', type: 'fixed_amount', value: '5.00' },
  { code: 'KENJICOOKS15', creator: 'Kenji Cooks', type: 'percentage', value: '15' },
  { code: 'BREWLAB8', creator: 'Brew Lab', type: 'fixed_amount', value: '8.00' },
];

/** The shop's local time with its offset (New York standard time, as the demo keeps it simple). */
function local(at: Date): string {
  return `${new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 19)}-05:00`;
}

/** Splits `total` over the lines in proportion to their amounts, to the cent, the rest on the last line. */
function allocate(total: string, amounts: string[]): string[] {
  const whole = sum(amounts);
  const shares = amounts.map((a, i) => (i === amounts.length - 1 ? '0' : roundTo(divide(multiply(total, a), whole, 6), 2)));
  shares[shares.length - 1] = roundTo(subtract(total, sum(shares)), 2);
  return shares;
}

/** The demo orders up to the seed day (oldest first), with the catalogue and the codes, into `shop`. */
export function fillDemoShop(shop: FakeShop, seedDay: Date): void {
  const day0 = Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate());
  const { next } = seededRandom(day0 / 86_400_000);
  shop.name = 'Daily Picks Demo Store';
  shop.currency = 'USD';
  shop.ianaTimezone = 'America/New_York';
  shop.products = DEMO_PRODUCTS.map((p): FakeProduct => ({
    id: p.id,
    title: p.title,
    handle: p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    status: 'ACTIVE',
    updatedAt: new Date(day0 - 200 * 86_400_000).toISOString(),
  }));
  shop.discountCodes = DEMO_DISCOUNT_CODES.map((c) => c.code);
  shop.orders = [];
  let n = 0;
  for (let d = DEMO_ORDER_DAYS; d >= 1; d--) {
    const perDay = 8 + Math.floor(next() * 9);
    for (let k = 0; k < perDay; k++) {
      n++;
      const created = new Date(day0 - d * 86_400_000 + Math.floor(next() * 86_400_000));
      const orderId = 6_000_000_000 + n;
      const lineCount = 1 + Math.floor(next() * next() * 3);
      const picked = new Set<number>();
      while (picked.size < lineCount) picked.add(Math.floor(next() * DEMO_PRODUCTS.length));
      const products = [...picked].map((i) => DEMO_PRODUCTS[i]!);
      const quantities = products.map(() => 1 + Math.floor(next() * next() * 3));
      const gross = products.map((p, i) => roundTo(multiply(p.price, quantities[i]!), 2));
      const allocations: string[][] = products.map(() => []);
      const codes: { code: string; amount: string; type: string }[] = [];
      // A creator's code on a third of the orders.
      if (next() < 0.34) {
        const c = DEMO_DISCOUNT_CODES[Math.floor(next() * DEMO_DISCOUNT_CODES.length)]!;
        const amount = c.type === 'percentage' ? roundTo(divide(multiply(sum(gross), c.value), 100, 6), 2) : c.value;
        allocate(amount, gross).forEach((a, i) => allocations[i]!.push(a));
        codes.push({ code: c.code, amount, type: c.type });
      }
      // An automatic discount: 5% off a line of two or more.
      quantities.forEach((q, i) => {
        if (q >= 2 && next() < 0.5) allocations[i]!.push(roundTo(multiply(gross[i]!, '0.05'), 2));
      });
      const lineDiscounts = allocations.map((a) => roundTo(sum(a), 2));
      const totalDiscounts = roundTo(sum(lineDiscounts), 2);
      const lines = products.map((p, i) => ({
        id: 16_000_000_000 + n * 10 + i,
        product_id: p.id,
        title: p.title,
        variant_title: null,
        sku: `DP-${String(p.id).slice(-3)}`,
        quantity: quantities[i]!,
        price: p.price,
        discount_allocations: allocations[i]!.map((amount) => ({ amount, discount_application_index: 0 })),
      }));
      const roll = next();
      let updated = new Date(created.getTime() + 60_000);
      let cancelledAt: string | null = null;
      let financial = 'paid';
      const refunds: Record<string, unknown>[] = [];
      if (roll < 0.03) {
        // Cancelled within a day, everything refunded.
        updated = new Date(created.getTime() + Math.floor(next() * 86_400_000));
        cancelledAt = local(updated);
        financial = 'refunded';
        refunds.push({
          id: 26_000_000_000 + n,
          order_id: orderId,
          created_at: local(updated),
          refund_line_items: lines.map((l, i) => ({
            id: 36_000_000_000 + n * 10 + i,
            line_item_id: l.id,
            quantity: l.quantity,
            subtotal: roundTo(subtract(gross[i]!, lineDiscounts[i]!), 2),
          })),
        });
      } else if (roll < 0.09) {
        // One unit of the first line returned within two weeks.
        updated = new Date(created.getTime() + Math.floor(next() * 14 * 86_400_000));
        if (updated.getTime() > day0) updated = new Date(day0 - 60_000);
        financial = 'partially_refunded';
        const first = lines[0]!;
        const unitNet = roundTo(subtract(first.price, divide(lineDiscounts[0]!, first.quantity, 2)), 2);
        refunds.push({
          id: 26_000_000_000 + n,
          order_id: orderId,
          created_at: local(updated),
          refund_line_items: [{ id: 36_000_000_000 + n * 10, line_item_id: first.id, quantity: 1, subtotal: unitNet }],
        });
      }
      const order: RestOrder = {
        ...orderHead(orderId, n, created, updated, local),
        currency: 'USD',
        presentment_currency: 'USD',
        subtotal_price: roundTo(subtract(sum(gross), totalDiscounts), 2),
        total_discounts: totalDiscounts,
        discount_codes: codes,
        financial_status: financial,
        cancelled_at: cancelledAt,
        line_items: lines,
        refunds,
      };
      shop.orders.push(order);
    }
  }
}
