// A creator's own store in the fake Shopify (issue 28, the commerce area's ec demo): a year of orders
// in the store's currency and time zone, made the same way every time from the seed day, as Shopify's
// REST JSON spells them (the same shape as the reseller demo shop's, demo-shop.ts), so the demo seed
// maps and saves them like any sync. What makes it a creator's store:
//   - orders follow the buyers' day in the shop's zone (few before 08:00, a lunch bump, the evening
//     peak 20:00–23:00), more at weekends, and a burst in the days after each video is published;
//   - where they came from: a video's link (`landing_site` with utm_source=youtube and the video in
//     utm_content), a visit from youtube.com (`referring_site`), the channel's or a video's discount
//     code, or nothing known (search, direct);
//   - a few cancelled with a full refund within a day, a few with one unit returned within two weeks.
// Money with the contract's decimal helpers (TWD and JPY whole, as those shops price them).
import { divide, multiply, roundTo, seededRandom, subtract, sum } from '@chorus/contract';
import { orderHead, type FakeProduct, type FakeShop, type RestOrder } from './fake-shopify.ts';

export type CreatorShopSpec = {
  name: string;
  currency: 'TWD' | 'USD' | 'JPY';
  /** A zone with a fixed offset (Asia/Taipei, Asia/Tokyo): the orders' local times carry it. */
  ianaTimezone: 'Asia/Taipei' | 'Asia/Tokyo';
  products: readonly { id: number; title: string; price: string }[];
  /** The channel's code (video null) and video codes, as the store's discount list has them. */
  codes: readonly { code: string; videoId: string | null; type: 'percentage' | 'fixed_amount'; value: string }[];
  /** The channel's videos of the year, with when they were published. */
  videos: readonly { videoId: string; publishedAt: Date }[];
  /** Orders on an ordinary weekday, before the launches' bursts. */
  perDay: number;
  /** Distinct per store: the ids of orders, lines and refunds start from it, and it seeds the randomness. */
  idBase: number;
};

/** The days of orders a creator's shop holds before the seed day. */
export const CREATOR_ORDER_DAYS = 365;

const OFFSET_HOURS = { 'Asia/Taipei': 8, 'Asia/Tokyo': 9 } as const;
/** How buyers spread over the local day: weights of the hours 00–23. */
const HOUR_WEIGHTS = [4, 2, 1, 0.5, 0.3, 0.3, 0.6, 1.2, 2, 3, 3.5, 4, 6, 5.5, 4, 4, 4.5, 5, 6, 8, 10, 12, 11, 7];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

function allocate(total: string, amounts: string[], places: number): string[] {
  const whole = sum(amounts);
  const shares = amounts.map((a, i) => (i === amounts.length - 1 ? '0' : roundTo(divide(multiply(total, a), whole, 6), places)));
  shares[shares.length - 1] = roundTo(subtract(total, sum(shares)), places);
  return shares;
}

/** Fills `shop` with the spec's catalogue, codes and a year of orders up to the seed day (oldest first). */
export function fillCreatorShop(shop: FakeShop, spec: CreatorShopSpec, seedDay: Date): void {
  const offset = OFFSET_HOURS[spec.ianaTimezone] * 3_600_000;
  const places = spec.currency === 'USD' ? 2 : 0;
  const { next } = seededRandom(spec.idBase % 2_147_483_647);
  const money = (v: string) => roundTo(v, 2);
  const local = (at: Date) => `${new Date(at.getTime() + offset).toISOString().slice(0, 19)}+0${OFFSET_HOURS[spec.ianaTimezone]}:00`;
  // Local midnight of the seed day, as an instant.
  const today = Math.floor((seedDay.getTime() + offset) / 86_400_000) * 86_400_000 - offset;
  shop.name = spec.name;
  shop.currency = spec.currency;
  shop.ianaTimezone = spec.ianaTimezone;
  shop.products = spec.products.map((p): FakeProduct => ({
    id: p.id,
    title: p.title,
    handle: `item-${p.id % 1000}`,
    status: 'ACTIVE',
    updatedAt: new Date(today - 400 * 86_400_000).toISOString(),
  }));
  shop.discountCodes = spec.codes.map((c) => c.code);
  shop.orders = [];
  const channelCodes = spec.codes.filter((c) => c.videoId === null);
  const hourOf = () => {
    let r = next() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) if ((r -= HOUR_WEIGHTS[h]!) < 0) return h;
    return 21;
  };
  let n = 0;
  for (let d = CREATOR_ORDER_DAYS; d >= 1; d--) {
    const dayStart = today - d * 86_400_000;
    const weekday = new Date(dayStart + offset).getUTCDay();
    // Videos out within the last two weeks, the newest first: each adds a burst that fades.
    const recent = spec.videos
      .map((v) => ({ ...v, age: (dayStart - v.publishedAt.getTime()) / 86_400_000 }))
      .filter((v) => v.age >= -1 && v.age < 14)
      .sort((a, b) => a.age - b.age);
    const burst = Math.min(
      1.5,
      recent.reduce((s, v) => s + Math.exp(-Math.max(0, v.age) / 3), 0),
    );
    const expected = spec.perDay * (weekday === 0 || weekday === 6 ? 1.35 : 1) * (1 + burst) * (0.75 + next() * 0.5);
    const count = Math.max(0, Math.round(expected));
    const times = Array.from({ length: count }, () => dayStart + hourOf() * 3_600_000 + Math.floor(next() * 3_600_000)).sort((a, b) => a - b);
    for (const time of times) {
      if (time >= seedDay.getTime()) continue;
      n++;
      const created = new Date(time);
      const orderId = spec.idBase + n;
      const picked = new Set<number>();
      const lineCount = 1 + Math.floor(next() * next() * 3);
      while (picked.size < Math.min(lineCount, spec.products.length)) picked.add(Math.floor(next() * spec.products.length));
      const products = [...picked].map((i) => spec.products[i]!);
      const quantities = products.map(() => 1 + Math.floor(next() * next() * 3));
      const gross = products.map((p, i) => roundTo(multiply(p.price, quantities[i]!), places));
      // Where the buyer came from.
      const roll = next();
      const video = recent.length > 0 && roll < 0.35 ? recent[Math.floor(next() * next() * recent.length)]! : null;
      let landing = `/products/item-${products[0]!.id % 1000}`;
      let referring: string | null = null;
      const codes: { code: string; amount: string; type: string }[] = [];
      const videoCode = video ? spec.codes.find((c) => c.videoId === video.videoId) : undefined;
      if (video && videoCode && next() < 0.45) {
        codes.push({ code: videoCode.code, amount: '0', type: videoCode.type });
        referring = 'https://www.youtube.com/';
      } else if (video) {
        landing += `?utm_source=youtube&utm_medium=video&utm_campaign=merch&utm_content=${video.videoId}`;
        referring = 'https://www.youtube.com/';
      } else if (roll < 0.7) {
        referring = next() < 0.5 ? 'https://www.youtube.com/' : 'https://m.youtube.com/';
        if (channelCodes.length > 0 && next() < 0.4) {
          const c = channelCodes[Math.floor(next() * channelCodes.length)]!;
          codes.push({ code: c.code, amount: '0', type: c.type });
        }
      } else if (roll < 0.88) {
        referring = next() < 0.5 ? 'https://www.instagram.com/' : 'https://www.google.com/';
      }
      const allocations: string[][] = products.map(() => []);
      for (const code of codes) {
        const spec_ = spec.codes.find((c) => c.code === code.code)!;
        const amount = spec_.type === 'percentage' ? roundTo(divide(multiply(sum(gross), spec_.value), 100, 6), places) : roundTo(spec_.value, places);
        code.amount = money(amount);
        allocate(amount, gross, places).forEach((a, i) => allocations[i]!.push(a));
      }
      const lineDiscounts = allocations.map((a) => roundTo(sum(a), places));
      const totalDiscounts = roundTo(sum(lineDiscounts), places);
      const lines = products.map((p, i) => ({
        id: spec.idBase * 10 + n * 10 + i,
        product_id: p.id,
        title: p.title,
        variant_title: null,
        sku: `CR-${String(p.id).slice(-4)}`,
        quantity: quantities[i]!,
        price: money(p.price),
        discount_allocations: allocations[i]!.map((amount) => ({ amount: money(amount), discount_application_index: 0 })),
      }));
      const fate = next();
      let updated = new Date(created.getTime() + 60_000 + Math.floor(next() * 600_000));
      let cancelledAt: string | null = null;
      let financial = 'paid';
      const refunds: Record<string, unknown>[] = [];
      const refundedAt = (maxMs: number) => {
        const at = new Date(created.getTime() + 3_600_000 + Math.floor(next() * maxMs));
        return at.getTime() >= seedDay.getTime() ? null : at;
      };
      if (fate < 0.025) {
        const at = refundedAt(20 * 3_600_000);
        if (at) {
          updated = at;
          cancelledAt = local(at);
          financial = 'refunded';
          refunds.push({
            id: spec.idBase + n,
            order_id: orderId,
            created_at: local(at),
            refund_line_items: lines.map((l, i) => ({
              id: spec.idBase * 10 + n * 10 + i,
              line_item_id: l.id,
              quantity: l.quantity,
              subtotal: money(subtract(gross[i]!, lineDiscounts[i]!)),
            })),
          });
        }
      } else if (fate < 0.075) {
        const at = refundedAt(14 * 86_400_000);
        if (at) {
          updated = at;
          financial = 'partially_refunded';
          const first = lines[0]!;
          refunds.push({
            id: spec.idBase + n,
            order_id: orderId,
            created_at: local(at),
            refund_line_items: [
              {
                id: spec.idBase * 10 + n * 10,
                line_item_id: first.id,
                quantity: 1,
                subtotal: money(roundTo(subtract(first.price, divide(lineDiscounts[0]!, first.quantity, 6)), places)),
              },
            ],
          });
        }
      }
      if (updated.getTime() >= seedDay.getTime()) updated = new Date(seedDay.getTime() - 1000);
      const order: RestOrder = {
        ...orderHead(orderId, n, created, updated, local),
        currency: spec.currency,
        presentment_currency: spec.currency,
        subtotal_price: money(subtract(sum(gross), totalDiscounts)),
        total_discounts: money(totalDiscounts),
        discount_codes: codes,
        financial_status: financial,
        cancelled_at: cancelledAt,
        landing_site: landing,
        referring_site: referring,
        source_name: 'web',
        note_attributes: [],
        line_items: lines,
        refunds,
      };
      shop.orders.push(order);
    }
  }
}
