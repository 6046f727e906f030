// The fake Shopify's app installation and tokens (data-formats 16.2; the stores part's pieces): the
// authorization page ("Install app", which sends the browser to the app's redirect_uri with code,
// hmac, host, shop, state and timestamp signed with the app secret, as Shopify does), the token
// endpoint (code grant with `expiring=1` → an access token for an hour and a refresh token; refresh
// grant → new ones, the old refresh token used up), the revocation `DELETE
// /admin/api_permissions/current.json`, and the Admin GraphQL fields `shop` and
// `webhookSubscriptionCreate`. A shop the fake does not know is created when someone opens its
// authorization page, so any *.myshopify.com can be connected in the demo.
import { createHmac, randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeRoute, FakeShop, FakeShopify, GraphqlField } from './fake-shopify.ts';

type Code = { shop: string; scopes: string[]; expiresAt: number };
type Refresh = { shop: string; scopes: string[] };
export type FakeSubscription = { id: string; topic: string; uri: string };

/** What the OAuth pieces keep per fake. */
export type FakeOauthState = {
  codes: Map<string, Code>;
  refreshTokens: Map<string, Refresh>;
  subscriptions: Map<string, FakeSubscription[]>;
  /** Called for a shop created on the fly (the demo fills the demo shop's catalogue). */
  onNewShop: (shop: FakeShop) => void;
  /** Access tokens last this long when the app asks for expiring ones. */
  accessSeconds: number;
};

const states = new WeakMap<FakeShopify, FakeOauthState>();

export function oauthState(fake: FakeShopify): FakeOauthState {
  let state = states.get(fake);
  if (!state) {
    state = { codes: new Map(), refreshTokens: new Map(), subscriptions: new Map(), onNewShop: () => {}, accessSeconds: 3600 };
    states.set(fake, state);
  }
  return state;
}

const AUTHORIZE_PATH = /\/([a-z0-9][a-z0-9-]*\.myshopify\.com)\/admin\/oauth\/authorize(?:\/approve)?$/;

/** Issues an access token (and, for expiring ones, a refresh token) the fake's Admin API accepts. */
export function issueTokens(fake: FakeShopify, shop: FakeShop, scopes: string[], options: { expiring: boolean; accessToken?: string; refreshToken?: string }) {
  const state = oauthState(fake);
  const accessToken = options.accessToken ?? `shpat_${randomBytes(16).toString('hex')}`;
  const expiresAt = options.expiring ? Date.now() + state.accessSeconds * 1000 : null;
  shop.tokens.set(accessToken, { scopes, expiresAt });
  let refreshToken: string | null = null;
  if (options.expiring) {
    refreshToken = options.refreshToken ?? `shprt_${randomBytes(16).toString('hex')}`;
    state.refreshTokens.set(refreshToken, { shop: shop.domain, scopes });
  }
  return { accessToken, refreshToken, expiresIn: options.expiring ? state.accessSeconds : null, scopes };
}

/** The hex HMAC Shopify puts on a redirect: every parameter but hmac, sorted by key, `k=v` joined by `&`. */
function signRedirect(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .filter((k) => k !== 'hmac')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, status = 200): FakeAnswer {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0;padding:48px 16px}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
button{background:#303030;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;cursor:pointer}small{color:#616161}</style></head>
<body><main>${body}</main></body></html>`,
  };
}

/** The authorization page and its approval (GET /<shop>/admin/oauth/authorize[/approve]). */
const authorize: FakeRoute = (req, fake) => {
  if (req.method !== 'GET') return null;
  // The shop may be unknown yet (req.shop null): its domain is read from the address itself.
  const match = AUTHORIZE_PATH.exec(req.url.pathname);
  if (!match || (req.path !== '/admin/oauth/authorize' && req.path !== '/admin/oauth/authorize/approve')) return null;
  const rest = req.path;
  const domain = match[1]!;
  const q = req.url.searchParams;
  const clientId = q.get('client_id') ?? '';
  const redirectUri = q.get('redirect_uri') ?? '';
  const scope = q.get('scope') ?? '';
  const state = q.get('state') ?? '';
  if (clientId !== fake.apiKey) return page('Oauth error', '<h1>Oauth error invalid_request</h1><p>The client_id is not a known app.</p>', 400);
  if (!/^https?:\/\//.test(redirectUri))
    return page('Oauth error', '<h1>Oauth error invalid_request</h1><p>The redirect_uri is missing or not valid.</p>', 400);
  const shop = fake.shops.get(domain) ?? newShop(fake, domain);
  const scopes = scope
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (rest === '/admin/oauth/authorize') {
    const hidden = Object.entries({ client_id: clientId, scope, redirect_uri: redirectUri, state })
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('');
    return page(
      `Install app – ${shop.name}`,
      `<h1>Install app</h1><p><strong>${escapeHtml(shop.name)}</strong> <small>(${escapeHtml(domain)})</small></p>
<p>This app will be able to:</p><ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>
<form method="get" action="authorize/approve">${hidden}<button type="submit" data-testid="fake-shopify-install">Install app</button></form>
<p><small>A local stand-in for Shopify (demo and tests).</small></p>`,
    );
  }
  const code = randomBytes(16).toString('hex');
  oauthState(fake).codes.set(code, { shop: domain, scopes, expiresAt: Date.now() + 10 * 60 * 1000 });
  const params: Record<string, string> = {
    code,
    host: Buffer.from(`admin.shopify.com/store/${domain.replace('.myshopify.com', '')}`).toString('base64url'),
    shop: domain,
    state,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  params.hmac = signRedirect(params, fake.apiSecret);
  const target = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return { status: 302, headers: { location: target.toString(), 'cache-control': 'no-store' }, body: '' };
};

function newShop(fake: FakeShopify, domain: string): FakeShop {
  const name = domain
    .replace('.myshopify.com', '')
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  const shop = fake.addShop({
    domain,
    name,
    products: [
      { id: 9_100_001, title: 'Everyday Tote Bag', handle: 'everyday-tote-bag', status: 'ACTIVE', updatedAt: '2026-01-05T00:00:00Z' },
      { id: 9_100_002, title: 'Ceramic Pour-Over Set', handle: 'ceramic-pour-over-set', status: 'ACTIVE', updatedAt: '2026-01-05T00:00:00Z' },
      { id: 9_100_003, title: 'Linen Table Runner', handle: 'linen-table-runner', status: 'ACTIVE', updatedAt: '2026-01-05T00:00:00Z' },
    ],
    discountCodes: ['WELCOME10'],
  });
  oauthState(fake).onNewShop(shop);
  return shop;
}

function formOrJson(body: Buffer, contentType: string | undefined): Record<string, string> {
  const text = body.toString('utf8');
  if ((contentType ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** POST /<shop>/admin/oauth/access_token: the code grant and the refresh grant. */
const accessToken: FakeRoute = (req, fake) => {
  if (req.method !== 'POST' || req.path !== '/admin/oauth/access_token') return null;
  const shop = req.shop;
  if (!shop) return { status: 404, body: { errors: 'Not Found' } };
  const p = formOrJson(req.body, req.headers['content-type']);
  if (p.client_id !== fake.apiKey || p.client_secret !== fake.apiSecret) {
    return { status: 400, body: { error: 'invalid_client', error_description: 'Client credentials are invalid' } };
  }
  const state = oauthState(fake);
  if (p.grant_type === 'refresh_token') {
    const grant = p.refresh_token ? state.refreshTokens.get(p.refresh_token) : undefined;
    if (!grant || grant.shop !== shop.domain)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired' } };
    // Used up: the answer carries a new refresh token.
    state.refreshTokens.delete(p.refresh_token!);
    return tokenAnswer(issueTokens(fake, shop, grant.scopes, { expiring: true }));
  }
  const code = p.code ? state.codes.get(p.code) : undefined;
  if (!code || code.shop !== shop.domain || code.expiresAt < Date.now()) {
    return { status: 400, body: { error: 'invalid_request', error_description: 'The authorization code was not found or was already used' } };
  }
  state.codes.delete(p.code!);
  return tokenAnswer(issueTokens(fake, shop, code.scopes, { expiring: p.expiring === '1' }));
};

function tokenAnswer(t: ReturnType<typeof issueTokens>): FakeAnswer {
  return {
    status: 200,
    body: {
      access_token: t.accessToken,
      scope: t.scopes.join(','),
      ...(t.expiresIn !== null ? { expires_in: t.expiresIn, refresh_token: t.refreshToken, refresh_token_expires_in: 90 * 24 * 3600 } : {}),
    },
  };
}

/** DELETE /<shop>/admin/api_permissions/current.json: the app uninstalled, every token of the shop dead. */
const revoke: FakeRoute = (req, fake) => {
  if (req.method !== 'DELETE' || req.path !== '/admin/api_permissions/current.json') return null;
  const shop = req.shop;
  const token = req.headers['x-shopify-access-token'];
  const grant = shop && typeof token === 'string' ? shop.tokens.get(token) : undefined;
  if (!shop || !grant || (grant.expiresAt !== null && grant.expiresAt < Date.now())) {
    return { status: 401, body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' } };
  }
  shop.tokens.clear();
  const state = oauthState(fake);
  for (const [refresh, r] of state.refreshTokens) if (r.shop === shop.domain) state.refreshTokens.delete(refresh);
  state.subscriptions.delete(shop.domain);
  return { status: 200, body: {} };
};

export const oauthRoutes: FakeRoute[] = [authorize, accessToken, revoke];

export const shopField: GraphqlField = (_variables, shop) => ({
  name: shop.name,
  currencyCode: shop.currency,
  ianaTimezone: shop.ianaTimezone,
  myshopifyDomain: shop.domain,
});

export const webhookSubscriptionCreateField: GraphqlField = (variables, shop, fake) => {
  const topic = typeof variables.topic === 'string' ? variables.topic : '';
  const input = (variables.webhookSubscription ?? {}) as { uri?: unknown; callbackUrl?: unknown };
  const uri = typeof input.uri === 'string' ? input.uri : typeof input.callbackUrl === 'string' ? input.callbackUrl : '';
  if (!/^[A-Z_]+$/.test(topic)) return { webhookSubscription: null, userErrors: [{ field: ['topic'], message: 'Topic is not valid' }] };
  if (!/^https?:\/\//.test(uri)) return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'uri'], message: 'Address is invalid' }] };
  const list = oauthState(fake).subscriptions.get(shop.domain) ?? [];
  if (list.some((s) => s.topic === topic && s.uri === uri)) {
    return {
      webhookSubscription: null,
      userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' }],
    };
  }
  const subscription = { id: `gid://shopify/WebhookSubscription/${Date.now()}${list.length}`, topic, uri };
  list.push(subscription);
  oauthState(fake).subscriptions.set(shop.domain, list);
  return { webhookSubscription: { id: subscription.id }, userErrors: [] };
};

export const oauthGraphql: Record<string, GraphqlField> = { shop: shopField, webhookSubscriptionCreate: webhookSubscriptionCreateField };
