// HTTP to Google: a timeout on every call, and failures sorted into what the refresh does with
// them. Google's error bodies come in two shapes: the API one,
//   { "error": { "code": 403, "message": "…", "errors": [{ "reason": "quotaExceeded", … }], "details": [{ "reason": "RATE_LIMIT_EXCEEDED" }] } }
// and the OAuth token endpoint's { "error": "invalid_grant", "error_description": "…" }.
// Nothing here ever puts a token into an error message.
import { jsonOrNull, sendOutbound, unreachableWord } from '../../outbound/http-request.ts';

import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';

/** A Google answer that is not a success. `reasons` are the body's reason codes, lower-cased. */
export class GoogleApiError extends Error {
  readonly status: number;
  readonly reasons: string[];
  readonly api: string;
  constructor(api: string, status: number, reasons: string[], message: string) {
    super(`${api}: HTTP ${status}${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}${message ? `: ${message}` : ''}`);
    this.name = 'GoogleApiError';
    this.api = api;
    this.status = status;
    this.reasons = reasons;
  }
}

/** The daily quota or a rate limit is used up: the refresh is tried again later. */
export class QuotaExceededError extends GoogleApiError {
  constructor(api: string, status: number, reasons: string[], message: string) {
    super(api, status, reasons, message);
    this.name = 'QuotaExceededError';
  }
}

/** Google refused the refresh token (revoked by the owner, expired, or the client changed). */
export class AuthorizationRevokedError extends GoogleApiError {
  constructor(api: string, status: number, reasons: string[], message: string) {
    super(api, status, reasons, message);
    this.name = 'AuthorizationRevokedError';
  }
}

/** Google could not be reached, timed out, or answered something that is not what the API documents. */
export class GoogleUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GoogleUnavailableError';
  }
}

const quotaReasons = new Set([
  'quotaexceeded',
  'ratelimitexceeded',
  'userratelimitexceeded',
  'dailylimitexceeded',
  'rate_limit_exceeded',
  'resource_exhausted',
]);

/** Reason codes of a Google error body, whatever its shape; empty when it has none. */
export function errorReasons(body: unknown): { reasons: string[]; message: string } {
  if (!body || typeof body !== 'object') return { reasons: [], message: '' };
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') {
    const description = (body as { error_description?: unknown }).error_description;
    return { reasons: [error.toLowerCase()], message: typeof description === 'string' ? description.slice(0, 300) : '' };
  }
  if (!error || typeof error !== 'object') return { reasons: [], message: '' };
  const e = error as { message?: unknown; status?: unknown; errors?: unknown; details?: unknown };
  const reasons: string[] = [];
  for (const list of [e.errors, e.details]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const reason = (item as { reason?: unknown } | null)?.reason;
      if (typeof reason === 'string') reasons.push(reason.toLowerCase());
    }
  }
  if (typeof e.status === 'string' && e.status === 'RESOURCE_EXHAUSTED') reasons.push('resource_exhausted');
  return { reasons: [...new Set(reasons)], message: typeof e.message === 'string' ? e.message.slice(0, 300) : '' };
}

/** The error a failed answer becomes. */
export function classifyFailure(api: string, status: number, body: unknown): GoogleApiError {
  const { reasons, message } = errorReasons(body);
  if (status === 429 || ((status === 403 || status === 400) && reasons.some((r) => quotaReasons.has(r)))) {
    return new QuotaExceededError(api, status, reasons, message);
  }
  if (reasons.includes('invalid_grant') || (status === 401 && api === 'token')) return new AuthorizationRevokedError(api, status, reasons, message);
  return new GoogleApiError(api, status, reasons, message);
}

export type GoogleRequest = {
  api: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  accessToken?: string;
  /** Form fields (the OAuth endpoints) or a JSON body. */
  form?: Record<string, string>;
  json?: unknown;
  timeoutMs: number;
};

async function send(request: GoogleRequest): Promise<Response> {
  try {
    return await sendOutbound({ ...request, bearer: request.accessToken, accept: request.api.startsWith('reporting-media') ? 'text/csv, */*' : undefined });
  } catch (error) {
    throw new GoogleUnavailableError(`${request.api}: ${unreachableWord(error)}`, { cause: error });
  }
}

/** Calls Google and answers the parsed JSON body; any other answer throws one of the errors above. */
export async function googleJson<T>(request: GoogleRequest): Promise<T> {
  const response = await send(request);
  const parsed = jsonOrNull(await response.text().catch(() => ''));
  if (!response.ok) throw classifyFailure(request.api, response.status, parsed);
  if (parsed === null || typeof parsed !== 'object') throw new GoogleUnavailableError(`${request.api}: answer is not JSON`);
  return parsed as T;
}

/** Calls Google and answers the body as text (report downloads). */
export async function googleText(request: GoogleRequest): Promise<string> {
  const response = await send(request);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw classifyFailure(request.api, response.status, jsonOrNull(text));
  return text;
}

/**
 * Calls Google and answers the body as a stream (large report downloads, never whole in memory); a
 * body Google sends with Content-Encoding gzip arrives decoded.
 */
export async function googleStream(request: GoogleRequest): Promise<Readable> {
  const response = await send(request);
  if (!response.ok || !response.body) throw classifyFailure(request.api, response.status, jsonOrNull(await response.text().catch(() => '')));
  return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
}

/** An address with its query; undefined values are left out, arrays joined with commas. */
export function withQuery(base: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}
