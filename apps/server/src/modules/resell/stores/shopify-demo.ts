// Demo mode (config.shopify.demo: no SHOPIFY_API_KEY outside production): the app serves the fake
// Shopify itself under /fake-shopify/ (outside /api), and its Shopify base address points there, so
// that `npm start` connects stores without a Shopify account. At start, every connected store's
// tokens are handed to the fake (its state lives in memory; the stored tokens outlive a restart),
// and a connected store without tokens (the demo seed's) gets new ones, encrypted like any other.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { createFullFakeShopify, issueTokens, oauthState, requestOf, type FakeShopify } from '../fake-shopify/index.ts';
import { DEMO_SHOP_DOMAIN } from '../fake-shopify/demo-shop.ts';
import { SHOPIFY_SCOPES } from './shopify-oauth.ts';
import { shopifyCipher } from './store-tokens.ts';
import { saveTokens } from './stores.repository.ts';

export const FAKE_SHOPIFY_PREFIX = '/fake-shopify';

export async function registerShopifyDemo(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config' | 'db'>,
  log: (line: string) => void = () => {},
): Promise<FakeShopify | null> {
  const { shopify } = ctx.config;
  if (!shopify.demo || !shopify.apiKey || !shopify.apiSecret) return null;
  const demoStore = await ctx.db.selectFrom('shop_stores').select('connected_at').where('shop_domain', '=', DEMO_SHOP_DOMAIN).orderBy('id').executeTakeFirst();
  const fake = createFullFakeShopify({ apiKey: shopify.apiKey, apiSecret: shopify.apiSecret, seedDay: demoStore?.connected_at ?? new Date() });
  await adoptStores(ctx, fake, log);
  await app.register(async (scope) => {
    // The fake reads its bodies raw, as Shopify's endpoints would.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.all(`${FAKE_SHOPIFY_PREFIX}/*`, async (req, reply) => {
      const url = new URL(req.url, ctx.config.publicUrl);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await fake.handle(requestOf(fake, req.method, url, req.headers, body, FAKE_SHOPIFY_PREFIX));
      const isJson = !Buffer.isBuffer(answer.body) && typeof answer.body === 'object';
      reply.code(answer.status).headers({ ...(isJson ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...answer.headers });
      return reply.send(isJson ? JSON.stringify(answer.body) : answer.body);
    });
  });
  return fake;
}

/** Hands the fake every connected store's tokens; gives tokens to a connected store that has none. */
async function adoptStores(ctx: Pick<AppContext, 'config' | 'db'>, fake: FakeShopify, log: (line: string) => void): Promise<void> {
  const cipher = await shopifyCipher(ctx.config);
  const stores = await ctx.db
    .selectFrom('shop_stores')
    .select(['id', 'shop_domain', 'name', 'currency', 'iana_timezone', 'scopes', 'access_token_cipher', 'refresh_token_cipher'])
    .where('status', '=', 'connected')
    .orderBy('id')
    .execute();
  for (const store of stores) {
    let shop = fake.shops.get(store.shop_domain);
    if (!shop) {
      shop = fake.addShop({ domain: store.shop_domain, name: store.name, currency: store.currency, ianaTimezone: store.iana_timezone });
      oauthState(fake).onNewShop(shop);
    }
    const scopes = store.scopes ? store.scopes.split(',') : [...SHOPIFY_SCOPES];
    if (store.access_token_cipher) {
      try {
        issueTokens(fake, shop, scopes, {
          expiring: true,
          accessToken: cipher.decrypt(store.access_token_cipher, 'access', store.id),
          ...(store.refresh_token_cipher ? { refreshToken: cipher.decrypt(store.refresh_token_cipher, 'refresh', store.id) } : {}),
        });
        continue;
      } catch {
        log(`demo Shopify: the stored tokens of ${store.shop_domain} do not decrypt (another key?); new ones are issued`);
      }
    }
    const issued = issueTokens(fake, shop, scopes, { expiring: true });
    await saveTokens(
      ctx.db,
      store.id,
      cipher.columns(
        { accessToken: issued.accessToken, refreshToken: issued.refreshToken, scopes, expiresAt: new Date(Date.now() + (issued.expiresIn ?? 3600) * 1000) },
        store.id,
      ),
    );
  }
}
