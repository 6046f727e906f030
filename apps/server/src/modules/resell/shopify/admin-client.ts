// Shopify's Admin GraphQL API (data-formats 16.1, ecosystem-picks (a): version pinned in config,
// plain fetch). One call: the query with its variables, for one shop with one access token. Cost
// throttling (a `THROTTLED` error, or HTTP 429) waits as long as the bucket needs to refill and tries
// again; 5xx and network failures are tried again a few times; anything else throws ShopifyApiError.
import type { ShopifyConfig } from '../../../config.ts';

export class ShopifyApiError extends Error {
  /** HTTP status, or 0 for a GraphQL error in a 200 answer. */
  readonly status: number;
  /** Shopify's error code when it gave one (THROTTLED, ACCESS_DENIED, …). */
  readonly code: string | null;
  constructor(message: string, status: number, code: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
  }
  /** The token was refused: revoked, expired or the app uninstalled. */
  get unauthorized(): boolean {
    return this.status === 401 || this.status === 403 || this.code === 'ACCESS_DENIED';
  }
}

type ThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
type QueryCost = { requestedQueryCost?: number; throttleStatus?: ThrottleStatus };
type GraphqlAnswer<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[] | string;
  extensions?: { cost?: QueryCost };
};

export type AdminClientOptions = Pick<ShopifyConfig, 'shopBaseUrl' | 'apiVersion' | 'requestTimeoutMs'> & {
  /** How often a throttled or failed call is tried again. */
  attempts?: number;
  /** Waits (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
};

/** Where a shop answers: the config's template with the shop's domain. */
export function shopUrl(shopBaseUrl: string, shopDomain: string, path: string): string {
  return shopBaseUrl.replace('{shop}', shopDomain) + path;
}

export class ShopifyAdminClient {
  private readonly attempts: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly fetch: typeof fetch;
  private readonly options: AdminClientOptions;
  constructor(options: AdminClientOptions) {
    this.options = options;
    this.attempts = options.attempts ?? 6;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.fetch = options.fetch ?? fetch;
  }

  async graphql<T>(shopDomain: string, accessToken: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const url = shopUrl(this.options.shopBaseUrl, shopDomain, `/admin/api/${this.options.apiVersion}/graphql.json`);
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= this.attempts;
      let response: Response;
      try {
        response = await this.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': accessToken },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(this.options.requestTimeoutMs),
        });
      } catch (error) {
        if (last) throw new ShopifyApiError(`Shopify unreachable: ${(error as Error).message}`, 0, 'NETWORK');
        await this.sleep(backoff(attempt));
        continue;
      }
      if (response.status === 429 || response.status >= 500) {
        if (last) throw new ShopifyApiError(`Shopify answered ${response.status}`, response.status);
        const retryAfter = Number(response.headers.get('retry-after'));
        await this.sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff(attempt));
        continue;
      }
      const answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
      if (!response.ok) throw new ShopifyApiError(typeof answer.errors === 'string' ? answer.errors : `Shopify answered ${response.status}`, response.status);
      const errors = Array.isArray(answer.errors) ? answer.errors : [];
      if (errors.some((e) => e.extensions?.code === 'THROTTLED')) {
        if (last) throw new ShopifyApiError('Shopify kept throttling', 0, 'THROTTLED');
        await this.sleep(refillWait(answer.extensions?.cost));
        continue;
      }
      if (errors.length > 0 || answer.data === undefined) {
        throw new ShopifyApiError(errors.map((e) => e.message).join('; ') || 'Shopify answered no data', 0, errors[0]?.extensions?.code ?? null);
      }
      return answer.data;
    }
  }
}

const backoff = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8000);

/** How long until the bucket holds what the query asked for (at least one restore second). */
function refillWait(cost: QueryCost | undefined): number {
  const status = cost?.throttleStatus;
  if (!status || status.restoreRate <= 0) return 1000;
  const missing = Math.max(0, (cost?.requestedQueryCost ?? 0) - status.currentlyAvailable);
  return Math.max(1000, Math.ceil((missing / status.restoreRate) * 1000));
}
