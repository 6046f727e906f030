// The fake Shopify's codeDiscountNodeByCode over the wire: found case-insensitively with the code as
// the shop spells it, null for an unknown code, and 401 without the shop's token.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discountCodeFields } from './discount-codes.ts';
import { createFakeShopify, serveFakeShopify } from './fake-shopify.ts';

const fake = createFakeShopify({ apiKey: 'key', apiSecret: 'secret', graphql: discountCodeFields });
let served: Awaited<ReturnType<typeof serveFakeShopify>>;
const query = 'query DiscountCode($code: String!) { codeDiscountNodeByCode(code: $code) { id } }';
const ask = (code: string, token = 'tok') =>
  fetch(`${served.url}/codes-shop.myshopify.com/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables: { code } }),
  });

beforeAll(async () => {
  fake.addShop({ domain: 'codes-shop.myshopify.com', discountCodes: ['SPRING10', 'Summer5'] }).tokens.set('tok', { scopes: [], expiresAt: null });
  served = await serveFakeShopify(fake);
});
afterAll(async () => served?.close());

it('finds a code whatever its case, as the shop spells it', async () => {
  const answer = (await (await ask('summer5')).json()) as {
    data: { codeDiscountNodeByCode: { id: string; codeDiscount: { codes: { nodes: { code: string }[] } } } };
  };
  expect(answer.data.codeDiscountNodeByCode.id).toBe('gid://shopify/DiscountCodeNode/1000002');
  expect(answer.data.codeDiscountNodeByCode.codeDiscount.codes.nodes).toEqual([{ code: 'Summer5' }]);
});

it('answers null for a code the shop does not have, and 401 without its token', async () => {
  expect(await (await ask('NOPE')).json()).toMatchObject({ data: { codeDiscountNodeByCode: null } });
  expect((await ask('SPRING10', 'wrong')).status).toBe(401);
});
