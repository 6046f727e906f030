// HTTP to Instagram and TikTok: a timeout on every call, failures sorted into what the jobs do with
// them, and the retries of one call: a rate limit (429, or the platform's rate-limit codes) and an
// outage (5xx, unreachable) are tried again after a wait that doubles (Retry-After when given);
// an expired or revoked token never is. Nothing here puts a token into an error message.
import { jsonOrNull, sendOutbound, unreachableWord } from '../../outbound/http-request.ts';

/** The platform refused the token: expired or revoked (Instagram code 190, TikTok access_token_invalid / invalid_grant). */
export class SocialTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialTokenError';
  }
}

/** Rate limited after every try (the job is tried again later). */
export class SocialRateLimitError extends Error {
  readonly retryAfterMs: number | null;
  constructor(message: string, retryAfterMs: number | null) {
    super(message);
    this.name = 'SocialRateLimitError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** Unreachable, timed out, 5xx after every try, or an answer that is not what the API documents. */
export class SocialUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialUnavailableError';
  }
}

/** Any other refusal (a permission not granted, a bad request): not retried. */
export class SocialApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'SocialApiError';
    this.status = status;
    this.code = code;
  }
}

export type Failure = SocialTokenError | SocialRateLimitError | SocialUnavailableError | SocialApiError;

export type PlatformRequest = {
  /** For messages: `instagram /me/insights`. */
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  bearer?: string;
  form?: Record<string, string>;
  json?: unknown;
  /** A success may come with an empty body (TikTok's token revocation): answered as `{}`. */
  emptyOk?: boolean;
};

export type CallPolicy = {
  timeoutMs: number;
  tries: number;
  retryBaseMs: number;
  /** Waits (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
  /** Called before each try (TikTok's per-endpoint limiter). */
  beforeTry?: () => Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the request and answers its JSON body; `classify` turns a non-success (status, body) into
 * a failure, or null when the body is a success after all (TikTok answers 200 with `error.code: ok`).
 */
export async function callPlatform(
  request: PlatformRequest,
  policy: CallPolicy,
  classify: (status: number, body: unknown, retryAfterMs: number | null) => Failure | null,
): Promise<unknown> {
  const wait = policy.sleep ?? sleep;
  let last: Failure = new SocialUnavailableError(`${request.name}: not tried`);
  for (let attempt = 0; attempt < policy.tries; attempt++) {
    if (attempt > 0) {
      const backoff = policy.retryBaseMs * 2 ** (attempt - 1);
      await wait(last instanceof SocialRateLimitError && last.retryAfterMs !== null ? Math.max(last.retryAfterMs, backoff) : backoff);
    }
    await policy.beforeTry?.();
    const outcome = await once(request, policy.timeoutMs, classify);
    if (!(outcome instanceof Error)) return outcome.body;
    last = outcome;
    if (!(outcome instanceof SocialRateLimitError || outcome instanceof SocialUnavailableError)) break;
  }
  throw last;
}

async function once(
  request: PlatformRequest,
  timeoutMs: number,
  classify: (status: number, body: unknown, retryAfterMs: number | null) => Failure | null,
): Promise<{ body: unknown } | Failure> {
  let response: Response;
  try {
    response = await sendOutbound({ ...request, timeoutMs });
  } catch (error) {
    return new SocialUnavailableError(`${request.name}: ${unreachableWord(error)}`);
  }
  const text = await response.text().catch(() => '');
  const parsed = jsonOrNull(text);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterMs = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 60) * 1000 : null;
  if (response.status >= 500) return new SocialUnavailableError(`${request.name}: HTTP ${response.status}`);
  const failure = classify(response.status, parsed, retryAfterMs);
  if (failure) return failure;
  if (parsed === null && text === '' && request.emptyOk && response.ok) return { body: {} };
  if (parsed === null || typeof parsed !== 'object') return new SocialUnavailableError(`${request.name}: not JSON`);
  return { body: parsed };
}

/** A URL with its query. */
export function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const text = params.toString();
  return text ? `${base}${base.includes('?') ? '&' : '?'}${text}` : base;
}

/** A figure as the platforms answer it: a finite number, else null (never a zero in its place). */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
