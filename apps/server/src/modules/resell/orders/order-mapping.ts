// Shopify orders into the rows of shop_orders, shop_order_lines, shop_refunds and shop_refund_lines
// (data-formats 16.4), from both shapes Shopify sends them in: the REST / webhook JSON (snake_case,
// numeric ids) and the Admin GraphQL Order (GIDs, MoneyBag amounts). Pure: no database, no clock.
// Money stays exact: decimal strings through the contract's helpers, never a float. A line's actual
// selling price is unit price × quantity − Σ its discount allocations (code, automatic and manual
// discounts alike); refunds are kept on their own and netted per line by the repository.
import { multiply, roundTo, subtract, sum, isDecimalString } from '@chorus/contract';
import { readLanding, type OrderLanding } from './order-landing.ts';

export type OrderRow = {
  order_id: number;
  name: string;
  /** Shopify's created_at, as an instant (the shop offset kept in the text parses to the same instant). */
  order_date: Date;
  shopify_updated_at: Date;
  currency: string;
  subtotal_price: string;
  total_discounts: string;
  discount_codes: string[];
  financial_status: string | null;
  cancelled_at: Date | null;
} & OrderLanding;
export type OrderLineRow = {
  line_id: number;
  product_id: number | null;
  product_title: string;
  variant_title: string;
  sku: string;
  quantity: number;
  unit_price: string;
  total_discount: string;
  actual_selling_price: string;
};
export type RefundLineRow = { line_id: number; quantity: number; subtotal: string };
export type RefundRow = { refund_id: number; order_id: number; created_at: Date; lines: RefundLineRow[] };
export type MappedOrder = { order: OrderRow; lines: OrderLineRow[]; refunds: RefundRow[] };

/** A payload that is not an order (or refund) Chorus can read. */
export class OrderShapeError extends Error {}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Money as Shopify spells it ("19.99", or a number in old payloads) → a 2-place decimal string. */
export function money(v: unknown, field: string): string {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v === null || v === undefined ? '0' : null;
  if (text === null || !isDecimalString(text)) throw new OrderShapeError(`${field}: not a decimal amount`);
  return roundTo(text, 2);
}

/** A numeric id, from a number, a digit string or a GID (`gid://shopify/Order/450789469`). */
export function shopifyId(v: unknown, field: string): number {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? (/^gid:\/\/shopify\/\w+\/(\d+)(?:\?.*)?$/.exec(v)?.[1] ?? v) : '';
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) <= 0) throw new OrderShapeError(`${field}: not a Shopify id`);
  return Number(text);
}

function instant(v: unknown, field: string): Date {
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  if (!Number.isFinite(t)) throw new OrderShapeError(`${field}: not a date`);
  return new Date(t);
}

function optionalInstant(v: unknown, field: string): Date | null {
  return v === null || v === undefined || v === '' ? null : instant(v, field);
}

/** A three-letter currency code, upper-cased. */
function currencyCode(v: unknown, field: string): string {
  const code = str(v).toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new OrderShapeError(`${field}: not a currency code`);
  return code;
}

function quantity(v: unknown, field: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new OrderShapeError(`${field}: not a quantity`);
  return v;
}

function lineRow(
  line_id: number,
  product_id: number | null,
  texts: { product_title: string; variant_title: string; sku: string },
  qty: number,
  unitPrice: string,
  allocations: string[],
): OrderLineRow {
  const total_discount = roundTo(sum(allocations), 2);
  return {
    line_id,
    product_id,
    ...texts,
    quantity: qty,
    unit_price: unitPrice,
    total_discount,
    actual_selling_price: roundTo(subtract(multiply(unitPrice, qty), total_discount), 2),
  };
}

/** A REST / webhook refund (`refunds[]` of an order, or the refunds/create payload). */
export function mapRestRefund(raw: unknown, orderId?: number): RefundRow {
  const r = obj(raw);
  const refund_id = shopifyId(r.id, 'refund.id');
  return {
    refund_id,
    order_id: orderId ?? shopifyId(r.order_id, 'refund.order_id'),
    created_at: instant(r.created_at ?? r.processed_at, 'refund.created_at'),
    lines: arr(r.refund_line_items).map((item, i) => {
      const x = obj(item);
      return {
        line_id: shopifyId(x.line_item_id, `refund_line_items.${i}.line_item_id`),
        quantity: quantity(x.quantity, `refund_line_items.${i}.quantity`),
        subtotal: money(x.subtotal ?? obj(obj(x.subtotal_set).shop_money).amount, `refund_line_items.${i}.subtotal`),
      };
    }),
  };
}

/** An order in the REST / webhook JSON (orders/create, orders/updated, orders/cancelled). */
export function mapRestOrder(raw: unknown): MappedOrder {
  const o = obj(raw);
  const order_id = shopifyId(o.id, 'id');
  const currency = currencyCode(o.currency, 'currency');
  const lines = arr(o.line_items).map((item, i) => {
    const l = obj(item);
    const allocations = arr(l.discount_allocations).map((a, j) => money(obj(a).amount, `line_items.${i}.discount_allocations.${j}.amount`));
    // Allocations are the reference's rule; a payload without them falls back on the line's total_discount.
    if (allocations.length === 0 && l.total_discount !== undefined) allocations.push(money(l.total_discount, `line_items.${i}.total_discount`));
    return lineRow(
      shopifyId(l.id, `line_items.${i}.id`),
      l.product_id === null || l.product_id === undefined ? null : shopifyId(l.product_id, `line_items.${i}.product_id`),
      { product_title: str(l.title), variant_title: str(l.variant_title), sku: str(l.sku) },
      quantity(l.quantity, `line_items.${i}.quantity`),
      money(l.price, `line_items.${i}.price`),
      allocations,
    );
  });
  return {
    order: {
      order_id,
      name: str(o.name),
      order_date: instant(o.created_at, 'created_at'),
      shopify_updated_at: instant(o.updated_at ?? o.created_at, 'updated_at'),
      currency,
      subtotal_price: money(o.subtotal_price, 'subtotal_price'),
      total_discounts: money(o.total_discounts, 'total_discounts'),
      discount_codes: arr(o.discount_codes)
        .map((c) => str(obj(c).code))
        .filter((c) => c !== ''),
      financial_status: typeof o.financial_status === 'string' ? o.financial_status : null,
      cancelled_at: optionalInstant(o.cancelled_at, 'cancelled_at'),
      ...readLanding({
        landing: o.landing_site,
        referring: o.referring_site,
        source: o.source_name,
        attributes: arr(o.note_attributes).map((a) => [str(obj(a).name), obj(a).value] as [string, unknown]),
      }),
    },
    lines,
    refunds: arr(o.refunds).map((r) => mapRestRefund(r, order_id)),
  };
}

/** `{ nodes: [...] }` or `{ edges: [{ node }] }` or a plain list. */
function nodes(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  const c = obj(v);
  if (Array.isArray(c.nodes)) return c.nodes;
  return arr(c.edges).map((e) => obj(e).node);
}

const shopMoney = (set: unknown, field: string) => money(obj(obj(set).shopMoney).amount, field);

/** An Admin GraphQL Order (the sync's `orders` query, see orders-query.ts). */
export function mapGraphqlOrder(raw: unknown): MappedOrder {
  const o = obj(raw);
  const order_id = shopifyId(o.id, 'id');
  const currency = currencyCode(o.currencyCode, 'currencyCode');
  const lines = nodes(o.lineItems).map((item, i) => {
    const l = obj(item);
    const product = obj(l.product);
    const variant = obj(l.variant);
    return lineRow(
      shopifyId(l.id, `lineItems.${i}.id`),
      product.id === undefined || product.id === null ? null : shopifyId(product.id, `lineItems.${i}.product.id`),
      { product_title: str(product.title) || str(l.title), variant_title: str(variant.title ?? l.variantTitle), sku: str(l.sku) },
      quantity(l.quantity, `lineItems.${i}.quantity`),
      shopMoney(l.originalUnitPriceSet, `lineItems.${i}.originalUnitPriceSet`),
      arr(l.discountAllocations).map((a, j) => shopMoney(obj(a).allocatedAmountSet, `lineItems.${i}.discountAllocations.${j}`)),
    );
  });
  const refunds = arr(o.refunds).map((rr, k) => {
    const r = obj(rr);
    return {
      refund_id: shopifyId(r.id, `refunds.${k}.id`),
      order_id,
      created_at: instant(r.createdAt, `refunds.${k}.createdAt`),
      lines: nodes(r.refundLineItems).map((item, i) => {
        const x = obj(item);
        return {
          line_id: shopifyId(obj(x.lineItem).id, `refunds.${k}.refundLineItems.${i}.lineItem.id`),
          quantity: quantity(x.quantity, `refunds.${k}.refundLineItems.${i}.quantity`),
          subtotal: shopMoney(x.subtotalSet, `refunds.${k}.refundLineItems.${i}.subtotalSet`),
        };
      }),
    };
  });
  const codes = Array.isArray(o.discountCodes) ? o.discountCodes.map(str) : typeof o.discountCode === 'string' ? [o.discountCode] : [];
  return {
    order: {
      order_id,
      name: str(o.name),
      order_date: instant(o.createdAt, 'createdAt'),
      shopify_updated_at: instant(o.updatedAt ?? o.createdAt, 'updatedAt'),
      currency,
      subtotal_price: shopMoney(o.subtotalPriceSet, 'subtotalPriceSet'),
      total_discounts: shopMoney(o.totalDiscountsSet, 'totalDiscountsSet'),
      discount_codes: codes.filter((c) => c !== ''),
      financial_status: typeof o.displayFinancialStatus === 'string' ? o.displayFinancialStatus.toLowerCase() : null,
      cancelled_at: optionalInstant(o.cancelledAt, 'cancelledAt'),
      ...readLanding({
        landing: obj(obj(o.customerJourneySummary).firstVisit).landingPage,
        referring: obj(obj(o.customerJourneySummary).firstVisit).referrerUrl,
        source: o.sourceName,
        attributes: arr(o.customAttributes).map((a) => [str(obj(a).key), obj(a).value] as [string, unknown]),
      }),
    },
    lines,
    refunds,
  };
}
