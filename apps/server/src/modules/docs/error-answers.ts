// The error answers the OpenAPI document lists for each operation, decided from what the contract
// says of the route (method, kind, permission, policy, path parameters, input), every one in the
// contract's one error shape. The rule follows the route layer (http/register-endpoints.ts) and the
// error handler (http/error-handler.ts); docs/decisions/docs.md (issue 24) records it.
import { anyoneSignedIn, ownData, policies, type Endpoint, type RouteId } from '@chorus/contract';
import { translate } from '@chorus/i18n';

export const errorStatuses = [400, 401, 403, 404, 409, 413, 429] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

/** GET routes that can still conflict: they need another service set up (an OAuth client) or a connected store. */
const readsThatConflict: ReadonlySet<string> = new Set<RouteId>(['youtubeOauthStart', 'shopifyOauth', 'resellCatalogue']);

/** The error statuses a route may answer besides failures of the server itself (5xx, listed as `default`). */
export function errorStatusesOf(id: string, endpoint: Endpoint, area: string): ErrorStatus[] {
  const { method, permission, policy: policyName } = endpoint;
  const policy = policyName ? policies[policyName] : undefined;
  // Fastify reads a body on every method but GET: bad JSON is a 400, one past the body limit a 413.
  const takesBody = method !== 'GET';
  const writes = takesBody || endpoint.changesState === true;
  const signedIn = permission.kind !== 'public';
  // Sign-in, refresh, sign-out and password reset: public writes that check a password, token or session.
  const signsIn = area === 'auth' && writes;
  const answers: Record<ErrorStatus, boolean> = {
    400: takesBody || Boolean(endpoint.query ?? endpoint.params ?? endpoint.body),
    // Signed out; a webhook whose signature does not verify; a failed sign-in or refresh.
    401: signedIn || endpoint.kind === 'webhook' || signsIn,
    // A page or component the caller lacks, a policy that can refuse, a refusal while switched, or a
    // cookie-session write without the CSRF header (a refresh cookie counts, even on public routes).
    403:
      permission.kind === 'page' ||
      permission.kind === 'component' ||
      (policy !== undefined && !(policy.judges === 'subject' && (policy.allows === ownData || policy.allows === anyoneSignedIn))) ||
      endpoint.refusedWhileSwitched === true ||
      writes,
    // A path parameter naming something that is not there (or that the caller may not see), or an
    // object policy's object the caller may not see.
    404: endpoint.params !== undefined || endpoint.channelScoped === true || policy?.judges === 'object',
    // A write that meets what is stored (a duplicate, a closed month, something already done).
    409: (writes && !signsIn) || readsThatConflict.has(id),
    413: takesBody,
    429: endpoint.throttled !== undefined,
  };
  return errorStatuses.filter((status) => answers[status]);
}

/** An answer as the error handler sends it in English (the messages are the catalogue's). */
const example = (code: string, more: { fields?: Record<string, string>; retry_after?: number; params?: Record<string, string> } = {}) => {
  const { params, fields, ...rest } = more;
  const translatedFields = fields && Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translate('en', 'messages', key)]));
  return { error: { code, message: translate('en', 'messages', code, params), ...(translatedFields ? { fields: translatedFields } : {}), ...rest } };
};

/** Each error answer of the document: what it means, and an example in English. */
export const errorResponses: Record<ErrorStatus, { name: string; description: string; example: object }> = {
  400: {
    name: 'BadRequest',
    description: 'Bad input: a query, path parameter or body that does not match the schema, or a refusal of what was sent. `fields` names each refused field.',
    example: example('errors.invalidInput', { fields: { email: 'validation.emailFormat' } }),
  },
  401: {
    name: 'Unauthorized',
    description: 'Signed out: no valid access token (Bearer header or session cookie), a failed sign-in, or a signature that does not verify.',
    example: example('errors.unauthenticated'),
  },
  403: {
    name: 'Forbidden',
    description:
      "Denied: the caller's account type, permissions or the route's policy refuse it, or a cookie-session write came without the `x-chorus-csrf: 1` header.",
    example: example('errors.forbidden'),
  },
  404: {
    name: 'NotFound',
    description: 'Not found: what the path names does not exist, or the caller may not see it.',
    example: example('errors.notFound'),
  },
  409: {
    name: 'Conflict',
    description:
      'Conflict with what is stored: a duplicate, a closed accounting month, something already done, or another service not set up or not connected.',
    example: example('errors.accountingMonthClosed', { params: { month: '2026-03' } }),
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body or file is larger than the route accepts; nothing was kept.',
    example: example('errors.payloadTooLarge'),
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts from this address; `retry_after` (and the Retry-After header) says how many seconds to wait.',
    example: example('errors.tooManyRequests', { retry_after: 60 }),
  },
};
