// The orders part's Admin GraphQL queries (data-formats 16.4): orders updated since a moment, and
// the catalogue, both with cursor paging (first ≤ 250, pageInfo { hasNextPage endCursor }).
// `discountAllocations` are the line's code, automatic and manual discounts alike (LineItem's
// discountedTotalSet leaves code discounts out by default), so the actual selling price uses them.
// Where the buyer came from (first visit's landing page and referrer, source, cart attributes) is
// the commerce area's attribution of a creator's store orders to videos (order-landing.ts).
export const ORDERS_PAGE_SIZE = 250;

const money = 'shopMoney { amount currencyCode }';

export const ORDERS_QUERY = `query SyncOrders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id name createdAt updatedAt cancelledAt currencyCode displayFinancialStatus discountCodes sourceName
      customAttributes { key value }
      customerJourneySummary { firstVisit { landingPage referrerUrl } }
      subtotalPriceSet { ${money} }
      totalDiscountsSet { ${money} }
      lineItems(first: 250) {
        nodes {
          id title sku quantity variantTitle
          product { id title }
          originalUnitPriceSet { ${money} }
          discountAllocations { allocatedAmountSet { ${money} } }
        }
      }
      refunds(first: 50) {
        id createdAt
        refundLineItems(first: 250) { nodes { quantity lineItem { id } subtotalSet { ${money} } } }
      }
    }
  }
}`;

export const PRODUCTS_QUERY = `query SyncProducts($first: Int!, $after: String) {
  products(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { id title handle status updatedAt }
  }
}`;

export type PageInfo = { hasNextPage: boolean; endCursor: string | null };
export type OrdersAnswer = { orders: { pageInfo: PageInfo; nodes: unknown[] } };
export type ProductsAnswer = {
  products: { pageInfo: PageInfo; nodes: { id: string; title: string; handle: string; status: string; updatedAt: string }[] };
};

/** Shopify's search syntax for "updated at or after" (and, for a backfill, created in the window). */
export function ordersSearch(updatedSince: Date | null, createdSince: Date | null): string {
  const parts: string[] = [];
  if (updatedSince) parts.push(`updated_at:>='${updatedSince.toISOString()}'`);
  if (createdSince) parts.push(`created_at:>='${createdSince.toISOString()}'`);
  return parts.join(' AND ');
}
