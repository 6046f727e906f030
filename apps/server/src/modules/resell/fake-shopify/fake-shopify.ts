// A local Shopify that speaks the real wire format (data-formats 16), for the tests, the benchmarks
// and the demo (`npm start` without a Shopify app serves it under /fake-shopify). Each shop answers
// under `<base>/<shop domain>/…`, so the app's `shopBaseUrl` is `<base>/{shop}`. This file holds the
// shops' state and the request dispatch; each part of the resell area adds what it needs in files of
// its own, as `FakeRoute`s (the OAuth endpoints, webhook delivery) and as Admin GraphQL root fields
// (orders, products, discount codes).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An order as Shopify's REST and webhook JSON spells it (snake_case, money as decimal strings). */
/**
 * A seeded order's numbering and times as Shopify's REST order carries them: its id and GraphQL id,
 * `#1000 + n`, created (and processed) and updated, in the shop's local time (`local`).
 */
export function orderHead(orderId: number, n: number, created: Date, updated: Date, local: (at: Date) => string) {
  return {
    id: orderId,
    admin_graphql_api_id: `gid://shopify/Order/${orderId}`,
    name: `#${1000 + n}`,
    order_number: 1000 + n,
    created_at: local(created),
    updated_at: local(updated),
    processed_at: local(created),
  };
}

export type RestOrder = Record<string, unknown> & { id: number; created_at: string; updated_at: string };
export type FakeProduct = { id: number; title: string; handle: string; status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT'; updatedAt: string };

export type FakeShop = {
  domain: string;
  name: string;
  currency: string;
  ianaTimezone: string;
  products: FakeProduct[];
  /** Newest last; the GraphQL fields derive their answer from these. */
  orders: RestOrder[];
  discountCodes: string[];
  /** Access tokens issued to the app for this shop, with their scopes. */
  tokens: Map<string, { scopes: string[]; expiresAt: number | null }>;
};

export type FakeRequest = {
  method: string;
  url: URL;
  /** The shop the path names, when it names one. */
  shop: FakeShop | null;
  /** The path below `/<shop domain>`, or the whole path. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};
export type FakeAnswer = { status: number; headers?: Record<string, string>; body: string | Buffer | object };
/** Answers the request, or null to let the next route try. */
export type FakeRoute = (req: FakeRequest, fake: FakeShopify) => FakeAnswer | null | Promise<FakeAnswer | null>;
/** An Admin GraphQL root field: its arguments are the request's variables. */
export type GraphqlField = (variables: Record<string, unknown>, shop: FakeShop, fake: FakeShopify) => unknown;

export type FakeShopifyOptions = {
  apiKey: string;
  apiSecret: string;
  routes?: FakeRoute[];
  graphql?: Record<string, GraphqlField>;
};

export type FakeShopify = {
  apiKey: string;
  apiSecret: string;
  shops: Map<string, FakeShop>;
  /** Every request, oldest first (method and path below the base). */
  log: { method: string; path: string; shop: string | null }[];
  /** Answers queued per path (below the shop) that win over the normal answer once each, for failures. */
  failNext: Map<string, FakeAnswer[]>;
  addShop: (shop: Partial<FakeShop> & { domain: string }) => FakeShop;
  /** Handles one request (also used when the fake is mounted inside another server). */
  handle: (req: FakeRequest) => Promise<FakeAnswer>;
};

/** A shop with nothing in it yet: named after its domain, in USD and New York time. */
export function blankShop(domain: string): FakeShop {
  return {
    domain,
    name: domain.replace('.myshopify.com', ''),
    currency: 'USD',
    ianaTimezone: 'America/New_York',
    products: [],
    orders: [],
    discountCodes: [],
    tokens: new Map(),
  };
}

export function createFakeShopify(options: FakeShopifyOptions): FakeShopify {
  const routes = [...(options.routes ?? [])];
  const fields = { ...options.graphql };
  const fake: FakeShopify = {
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    shops: new Map(),
    log: [],
    failNext: new Map(),
    addShop(shop) {
      const full: FakeShop = { ...blankShop(shop.domain), ...shop };
      fake.shops.set(full.domain, full);
      return full;
    },
    async handle(req) {
      fake.log.push({ method: req.method, path: req.path, shop: req.shop?.domain ?? null });
      const queued = fake.failNext.get(req.path)?.shift();
      if (queued) return queued;
      if (req.shop && req.method === 'POST' && /^\/admin\/api\/[^/]+\/graphql\.json$/.test(req.path)) return graphql(req, req.shop, fields, fake);
      for (const route of routes) {
        const answer = await route(req, fake);
        if (answer) return answer;
      }
      return { status: 404, body: { errors: 'Not Found' } };
    },
  };
  return fake;
}

/** Splits `/<shop domain>/rest…` into the shop and the rest. */
export function requestOf(fake: FakeShopify, method: string, url: URL, headers: http.IncomingHttpHeaders, body: Buffer, prefix = ''): FakeRequest {
  const below = url.pathname.slice(prefix.length);
  const match = /^\/([a-z0-9][a-z0-9-]*\.myshopify\.com)(\/.*)?$/.exec(below);
  const shop = match ? (fake.shops.get(match[1]!) ?? null) : null;
  return { method, url, shop, path: match ? (match[2] ?? '/') : below, headers, body };
}

/** Serves the fake on 127.0.0.1 (at a free port unless one is given); the app's shopBaseUrl is `${url}/{shop}`. */
export async function serveFakeShopify(fake: FakeShopify, port = 0): Promise<{ url: string; shopBaseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      fake
        .handle(requestOf(fake, req.method ?? 'GET', url, req.headers, Buffer.concat(chunks)))
        .then((answer) => send(res, answer))
        .catch((error: unknown) => send(res, { status: 500, body: { errors: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    shopBaseUrl: `${url}/{shop}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function send(res: http.ServerResponse, answer: FakeAnswer): void {
  const isJson = !Buffer.isBuffer(answer.body) && typeof answer.body === 'object';
  const body = isJson ? JSON.stringify(answer.body) : (answer.body as string | Buffer);
  res.writeHead(answer.status, { ...(isJson ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...answer.headers });
  res.end(body);
}

/** The cost Shopify reports with every answer (extensions.cost), with a bucket that never runs dry. */
const costExtension = {
  cost: { requestedQueryCost: 10, actualQueryCost: 10, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100 } },
};

function graphql(req: FakeRequest, shop: FakeShop, fields: Record<string, GraphqlField>, fake: FakeShopify): FakeAnswer {
  const token = req.headers['x-shopify-access-token'];
  const grant = typeof token === 'string' ? shop.tokens.get(token) : undefined;
  if (!grant || (grant.expiresAt !== null && grant.expiresAt < Date.now())) {
    return { status: 401, body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' } };
  }
  let request: { query?: unknown; variables?: unknown };
  try {
    request = JSON.parse(req.body.toString('utf8')) as typeof request;
  } catch {
    return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
  }
  const query = typeof request.query === 'string' ? request.query : '';
  const root = rootField(query);
  const field = root ? fields[root] : undefined;
  if (!root || !field) {
    return { status: 200, body: { errors: [{ message: `Field '${root ?? '?'}' doesn't exist on type 'QueryRoot'`, extensions: { code: 'undefinedField' } }] } };
  }
  const variables = (request.variables ?? {}) as Record<string, unknown>;
  return { status: 200, body: { data: { [root]: field(variables, shop, fake) }, extensions: costExtension } };
}

/** The first field inside the operation's selection set: `query Orders($a: …) { orders(…) {…} }` → orders. */
export function rootField(query: string): string | null {
  const open = query.indexOf('{');
  if (open < 0) return null;
  return /^\s*(?:\w+\s*:\s*)?(\w+)/.exec(query.slice(open + 1))?.[1] ?? null;
}
