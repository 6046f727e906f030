import { add, compareAmounts, multiply, subtract, sum } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { mapRestOrder } from '../orders/order-mapping.ts';
import { DEMO_DISCOUNT_CODES, DEMO_SHOP_DOMAIN, fillDemoShop } from './demo-shop.ts';
import type { FakeShop } from './fake-shopify.ts';

const emptyShop = (): FakeShop => ({
  domain: DEMO_SHOP_DOMAIN,
  name: '',
  currency: 'USD',
  ianaTimezone: 'UTC',
  products: [],
  orders: [],
  discountCodes: [],
  tokens: new Map(),
});
const seedDay = new Date('2026-11-20T00:00:00Z');

describe('fillDemoShop', () => {
  it('is the same for the same seed day, and different for another', () => {
    const a = emptyShop();
    const b = emptyShop();
    const c = emptyShop();
    fillDemoShop(a, seedDay);
    fillDemoShop(b, seedDay);
    fillDemoShop(c, new Date('2026-11-21T00:00:00Z'));
    expect(JSON.stringify(a.orders)).toBe(JSON.stringify(b.orders));
    expect(JSON.stringify(a.orders)).not.toBe(JSON.stringify(c.orders));
  });

  it('holds four months of orders before the seed day, with codes, automatic discounts, cancellations and refunds', () => {
    const shop = emptyShop();
    fillDemoShop(shop, seedDay);
    expect(shop.orders.length).toBeGreaterThan(120 * 8 - 1);
    const dates = shop.orders.map((o) => Date.parse(o.created_at));
    expect(Math.max(...dates)).toBeLessThan(seedDay.getTime());
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(seedDay.getTime() - 120 * 86_400_000);
    const mapped = shop.orders.map(mapRestOrder);
    const codes = new Set(mapped.flatMap((m) => m.order.discount_codes));
    expect([...codes].sort()).toEqual(DEMO_DISCOUNT_CODES.map((c) => c.code).sort());
    expect(mapped.some((m) => m.order.discount_codes.length === 0 && compareAmounts(m.order.total_discounts, '0') > 0)).toBe(true);
    expect(mapped.filter((m) => m.order.cancelled_at !== null).length).toBeGreaterThan(5);
    expect(mapped.filter((m) => m.order.cancelled_at === null && m.refunds.length > 0).length).toBeGreaterThan(10);
  });

  it('keeps every order consistent to the cent: lines, discounts and subtotal add up, refunds never exceed a line', () => {
    const shop = emptyShop();
    fillDemoShop(shop, seedDay);
    for (const m of shop.orders.map(mapRestOrder)) {
      expect(sum(m.lines.map((l) => l.total_discount))).toBe(sum([m.order.total_discounts]));
      expect(compareAmounts(sum(m.lines.map((l) => l.actual_selling_price)), m.order.subtotal_price)).toBe(0);
      for (const l of m.lines) expect(compareAmounts(add(l.actual_selling_price, l.total_discount), multiply(l.unit_price, l.quantity))).toBe(0);
      for (const r of m.refunds) {
        for (const rl of r.lines) {
          const line = m.lines.find((l) => l.line_id === rl.line_id)!;
          expect(rl.quantity).toBeLessThanOrEqual(line.quantity);
          expect(compareAmounts(subtract(line.actual_selling_price, rl.subtotal), '0')).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});
