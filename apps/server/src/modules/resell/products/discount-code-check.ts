// A discount code checked against its store (issue 12 "a discount code is checked against the
// store"): Admin GraphQL `codeDiscountNodeByCode(code:)` with the store's token. Shopify matches
// codes case-insensitively; the answer gives the code as the store spells it, which is what is kept.
import { DomainError } from '../../../errors/domain-error.ts';
import type { ResellShared } from '../resell-shared.ts';
import { ShopifyApiError } from '../shopify/admin-client.ts';

export const DISCOUNT_CODE_QUERY = `query DiscountCode($code: String!) {
  codeDiscountNodeByCode(code: $code) {
    id
    codeDiscount {
      __typename
      ... on DiscountCodeBasic { status codes(first: 5) { nodes { code } } }
      ... on DiscountCodeBxgy { status codes(first: 5) { nodes { code } } }
      ... on DiscountCodeFreeShipping { status codes(first: 5) { nodes { code } } }
      ... on DiscountCodeApp { status codes(first: 5) { nodes { code } } }
    }
  }
}`;

type Answer = {
  codeDiscountNodeByCode: { id: string; codeDiscount?: { codes?: { nodes?: { code: string }[] } } | null } | null;
};

/**
 * The code as the store spells it; `errors.resellDiscountCodeUnknown` when the store has no such
 * code, `errors.storeNotConnected` when the store refuses our token, `errors.resellCodeCheckFailed`
 * when Shopify cannot be asked.
 */
export async function checkDiscountCode(shared: ResellShared, storeId: number, code: string): Promise<string> {
  const access = await shared.tokens.tokenFor(storeId);
  let answer: Answer;
  try {
    answer = await shared.client.graphql<Answer>(access.shopDomain, access.accessToken, DISCOUNT_CODE_QUERY, { code });
  } catch (error) {
    if (error instanceof ShopifyApiError && error.unauthorized) throw new DomainError('errors.storeNotConnected');
    throw new DomainError('errors.resellCodeCheckFailed');
  }
  const node = answer.codeDiscountNodeByCode;
  if (!node) throw new DomainError('errors.resellDiscountCodeUnknown', { fields: { discount_code: 'errors.resellDiscountCodeUnknown' }, params: { code } });
  const spelled = node.codeDiscount?.codes?.nodes?.find((n) => n.code.toUpperCase() === code.toUpperCase())?.code;
  return spelled ?? code;
}
