// The fake Shopify's Admin GraphQL `orders` and `products` root fields (the orders part's): the
// shop's REST-shaped orders answered as GraphQL Orders (GIDs, MoneyBags with decimal strings), with
// cursor paging (first ≤ 250, pageInfo { hasNextPage endCursor }) and the search `query` on
// updated_at / created_at (`updated_at:>='2026-01-01T00:00:00Z' AND created_at:>=…`). Orders are
// answered oldest update first (sortKey UPDATED_AT), the cursor names the last one answered.
import type { FakeShop, GraphqlField, RestOrder } from './fake-shopify.ts';

type Json = Record<string, unknown>;
const gid = (type: string, id: unknown) => `gid://shopify/${type}/${String(id)}`;
const bag = (amount: unknown, currency: string) => ({
  shopMoney: { amount: typeof amount === 'string' ? amount : String(amount ?? '0.00'), currencyCode: currency },
});
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** One REST order as the Admin GraphQL API spells it. */
export function graphqlOrder(o: RestOrder, shop: Pick<FakeShop, 'domain'>): Json {
  const currency = String(o.currency ?? 'USD');
  return {
    id: gid('Order', o.id),
    name: o.name ?? '',
    createdAt: new Date(o.created_at).toISOString(),
    updatedAt: new Date(o.updated_at).toISOString(),
    cancelledAt: typeof o.cancelled_at === 'string' ? new Date(o.cancelled_at).toISOString() : null,
    currencyCode: currency,
    displayFinancialStatus: typeof o.financial_status === 'string' ? o.financial_status.toUpperCase() : null,
    discountCodes: list(o.discount_codes).map((c) => String(c.code)),
    sourceName: o.source_name ?? null,
    customAttributes: list(o.note_attributes).map((a) => ({ key: String(a.name), value: a.value === null ? null : String(a.value) })),
    // Shopify answers the landing page as an address on the shop (REST keeps the path and query only).
    customerJourneySummary:
      typeof o.landing_site === 'string' || typeof o.referring_site === 'string'
        ? {
            firstVisit: {
              landingPage: typeof o.landing_site === 'string' ? new URL(o.landing_site, `https://${shop.domain}`).toString() : null,
              referrerUrl: o.referring_site ?? null,
            },
          }
        : null,
    subtotalPriceSet: bag(o.subtotal_price, currency),
    totalDiscountsSet: bag(o.total_discounts, currency),
    lineItems: {
      nodes: list(o.line_items).map((l) => ({
        id: gid('LineItem', l.id),
        title: l.title ?? '',
        sku: l.sku ?? '',
        quantity: l.quantity,
        variantTitle: l.variant_title ?? null,
        product: l.product_id ? { id: gid('Product', l.product_id), title: l.title ?? '' } : null,
        originalUnitPriceSet: bag(l.price, currency),
        discountAllocations: list(l.discount_allocations).map((a) => ({ allocatedAmountSet: bag(a.amount, currency) })),
      })),
    },
    refunds: list(o.refunds).map((r) => ({
      id: gid('Refund', r.id),
      createdAt: new Date(String(r.created_at)).toISOString(),
      refundLineItems: {
        nodes: list(r.refund_line_items).map((x) => ({
          quantity: x.quantity,
          lineItem: { id: gid('LineItem', x.line_item_id) },
          subtotalSet: bag(x.subtotal, currency),
        })),
      },
    })),
  };
}

type Bound = { field: 'updated_at' | 'created_at'; op: '>' | '>=' | '<' | '<='; at: number };

/** The search terms this fake understands; anything else is ignored (as Shopify ignores unknown fields). */
export function parseOrderSearch(query: unknown): Bound[] {
  if (typeof query !== 'string') return [];
  const bounds: Bound[] = [];
  for (const m of query.matchAll(/(updated_at|created_at):(>=|<=|>|<)'?([0-9T:.+\-Z]+)'?/g)) {
    const at = Date.parse(m[3]!);
    if (Number.isFinite(at)) bounds.push({ field: m[1] as Bound['field'], op: m[2] as Bound['op'], at });
  }
  return bounds;
}

const passes = (b: Bound, t: number) => (b.op === '>' ? t > b.at : b.op === '>=' ? t >= b.at : b.op === '<' ? t < b.at : t <= b.at);

type Sorted = { length: number; orders: { o: RestOrder; updated: number; created: number }[] };
const sortedCache = new WeakMap<FakeShop, Sorted>();

/** Tells the fake that orders changed in place (an edit, a refund), so that its sorted view is rebuilt. */
export function ordersChanged(shop: FakeShop): void {
  sortedCache.delete(shop);
}

function sortedOrders(shop: FakeShop): Sorted['orders'] {
  const cached = sortedCache.get(shop);
  if (cached && cached.length === shop.orders.length) return cached.orders;
  const orders = shop.orders
    .map((o) => ({ o, updated: Date.parse(o.updated_at), created: Date.parse(o.created_at) }))
    .sort((a, b) => a.updated - b.updated || a.o.id - b.o.id);
  sortedCache.set(shop, { length: shop.orders.length, orders });
  return orders;
}

const encodeCursor = (updated: number, id: number) => Buffer.from(JSON.stringify({ u: updated, id })).toString('base64url');
function decodeCursor(cursor: unknown): { u: number; id: number } | null {
  if (typeof cursor !== 'string' || cursor === '') return null;
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { u: unknown; id: unknown };
    return typeof c.u === 'number' && typeof c.id === 'number' ? { u: c.u, id: c.id } : null;
  } catch {
    return null;
  }
}

function pageSize(variables: Record<string, unknown>): number {
  const first = variables.first;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > 250) {
    throw new FakeGraphqlError('The page size must be between 1 and 250 (first).');
  }
  return first;
}

/** A GraphQL error answered with HTTP 200, as Shopify does. */
export class FakeGraphqlError extends Error {}

export const ordersField: GraphqlField = (variables, shop) => {
  const first = pageSize(variables);
  const bounds = parseOrderSearch(variables.query);
  const sorted = sortedOrders(shop);
  const after = decodeCursor(variables.after);
  // Binary search for the first order after the cursor (the list is sorted by update, then id).
  let lo = 0;
  if (after) {
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const s = sorted[mid]!;
      if (s.updated < after.u || (s.updated === after.u && s.o.id <= after.id)) lo = mid + 1;
      else hi = mid;
    }
  }
  const page: Sorted['orders'] = [];
  let i = lo;
  for (; i < sorted.length && page.length < first; i++) {
    const s = sorted[i]!;
    if (bounds.every((b) => passes(b, b.field === 'updated_at' ? s.updated : s.created))) page.push(s);
  }
  let more = false;
  for (; i < sorted.length && !more; i++) {
    const s = sorted[i]!;
    more = bounds.every((b) => passes(b, b.field === 'updated_at' ? s.updated : s.created));
  }
  const last = page.at(-1);
  return {
    pageInfo: { hasNextPage: more, endCursor: last ? encodeCursor(last.updated, last.o.id) : null },
    nodes: page.map((s) => graphqlOrder(s.o, shop)),
  };
};

export const productsField: GraphqlField = (variables, shop) => {
  const first = pageSize(variables);
  const products = [...shop.products].sort((a, b) => a.id - b.id);
  const after = decodeCursor(variables.after);
  const start = after ? products.findIndex((p) => p.id > after.id) : 0;
  const from = start < 0 ? products.length : start;
  const page = products.slice(from, from + first);
  const last = page.at(-1);
  return {
    pageInfo: { hasNextPage: from + first < products.length, endCursor: last ? encodeCursor(0, last.id) : null },
    nodes: page.map((p) => ({ id: gid('Product', p.id), title: p.title, handle: p.handle, status: p.status, updatedAt: p.updatedAt })),
  };
};

/** The orders part's GraphQL fields, for createFakeShopify({ graphql }). */
export const ordersGraphqlFields: Record<string, GraphqlField> = { orders: ordersField, products: productsField };
