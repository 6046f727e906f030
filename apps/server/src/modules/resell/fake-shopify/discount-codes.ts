// The fake Shopify's discount codes (products part): Admin GraphQL `codeDiscountNodeByCode(code:)`,
// which finds a code discount by its code, case-insensitively as Shopify does, or answers null.
// The codes are the shop's `discountCodes` (fake-shopify.ts); each is a basic code discount here.
import type { FakeShop, GraphqlField } from './fake-shopify.ts';

/** A stable numeric id per code of a shop (its position), as Shopify's gid would be. */
const nodeId = (shop: FakeShop, index: number) => `gid://shopify/DiscountCodeNode/${1_000_000 + index + 1}`;

export const codeDiscountNodeByCode: GraphqlField = (variables, shop) => {
  const asked = typeof variables.code === 'string' ? variables.code.trim().toUpperCase() : '';
  const index = asked === '' ? -1 : shop.discountCodes.findIndex((c) => c.toUpperCase() === asked);
  if (index < 0) return null;
  const code = shop.discountCodes[index]!;
  return {
    id: nodeId(shop, index),
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: code,
      status: 'ACTIVE',
      codes: { nodes: [{ code }] },
    },
  };
};

/** The products part's Admin GraphQL fields, for createFakeShopify({ graphql }). */
export const discountCodeFields: Record<string, GraphqlField> = { codeDiscountNodeByCode };
