// Registers every route of the endpoint table. Each request is throttled (where the table says so),
// authenticated, authorized against the route's declared permission, checked for CSRF, and its
// input parsed with the shared zod schemas, before the handler sees it. A route in the table with no
// handler fails start-up, and so does a handler for a route the table does not have; nothing
// outside the table is served under /api.
import { endpoints, isComponentAllowed, isPageAllowed, policies, signInToContinue, type Endpoint, type EndpointId } from '@chorus/contract';
import { negotiateLanguage, type LocaleCode } from '@chorus/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError, forbidden, notFound, unauthenticated } from './app-error.ts';
import { REFRESH_COOKIE } from './cookies.ts';
import { capabilitiesOf } from '../security/subject.ts';
import { authenticate, type Principal } from './principal.ts';
import { SerializedJson } from './serialized-json.ts';
import { registerWebhookRoute } from './webhook-route.ts';
import type { WebhookVerifier } from './webhook-verifiers.ts';
import { zodFields } from './zod-fields.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table's id of the route (the route inventory test reads it). */
    endpointId?: string;
  }
}

type Def<E extends EndpointId> = (typeof endpoints)[E];
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type HandlerInput<E extends EndpointId> = {
  req: FastifyRequest;
  reply: FastifyReply;
  query: Out<Def<E> extends { query: infer Q } ? Q : undefined>;
  params: Out<Def<E> extends { params: infer P } ? P : undefined>;
  body: Out<Def<E> extends { body: infer B } ? B : undefined>;
  principal: Def<E>['permission'] extends { kind: 'public' } ? Principal | null : Principal;
  language: LocaleCode;
};
type Result<E extends EndpointId> = Def<E> extends { response: infer R } ? Out<R> | (Def<E> extends { accepted: infer A } ? Out<A> : never) : unknown;
/** A `webhook` route's "handler" is its sender's verifier. */
export type Handlers = {
  [E in EndpointId]?: Def<E> extends { kind: 'webhook' } ? WebhookVerifier : (input: HandlerInput<E>) => Promise<Result<E> | SerializedJson>;
};

export function requestLanguage(req: FastifyRequest): LocaleCode {
  const chosen = req.headers['x-chorus-language'];
  if (chosen === 'zh-TW' || chosen === 'ja' || chosen === 'en') return chosen;
  return negotiateLanguage(req.headers['accept-language']);
}

export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: Handlers): void;
/** Another table than the product's: tests register routes of kinds no product route uses yet. */
export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: Record<string, unknown>, table: Record<string, Endpoint>): void;
export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: Record<string, unknown>, table: Record<string, Endpoint> = endpoints): void {
  const unknown = Object.keys(handlers).filter((id) => !Object.hasOwn(table, id));
  if (unknown.length > 0) throw new Error(`handlers for routes not in the table: ${unknown.join(', ')}`);
  for (const [id, endpoint] of Object.entries(table) as [EndpointId, Endpoint][]) {
    const handler = handlers[id] as ((input: HandlerInput<EndpointId>) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`endpoint ${id} (${endpoint.method} ${endpoint.path}) has no handler`);
    if (endpoint.kind === 'webhook') {
      registerWebhookRoute(app, ctx, id, endpoint, handler as unknown as WebhookVerifier, parse);
      continue;
    }
    const run = async (req: FastifyRequest, reply: FastifyReply) => {
      // A multipart body is read by the handler, so this comes before any of it is awaited.
      if (endpoint.maxBodyBytes !== undefined) refuseDeclaredOver(req, reply, endpoint.maxBodyBytes);
      if (endpoint.throttled) {
        const wait = await ctx.throttle.hit(endpoint.throttled === 'challenge' ? `challenge ${req.ip}` : req.ip);
        if (wait > 0) throw new AppError(429, 'errors.tooManyRequests', { retryAfter: wait });
      }
      // Answers of signed-in routes carry personal data (identity, bank fields, figures): no cache
      // keeps them, refusals included. A handler may say otherwise for what is not personal.
      if (endpoint.permission.kind !== 'public') reply.header('cache-control', 'no-store');
      const principal = await authenticate(req, ctx);
      if (endpoint.permission.kind !== 'public' && !principal) {
        // A browser landing from another site (an OAuth callback) signs in first and then continues here.
        if (endpoint.kind === 'html' && endpoint.method === 'GET') return reply.redirect(signInToContinue(req.url), 303);
        throw unauthenticated();
      }
      const params = parse(endpoint.params, req.params);
      const channelId = endpoint.channelScoped ? (params as { channelId: string }).channelId : undefined;
      // A channel the caller may not see does not exist for them.
      if (channelId !== undefined && !(await ctx.channelAccess.canSee(principal!.profile, channelId))) throw notFound();
      authorize(endpoint, principal, channelId);
      const writes = endpoint.method !== 'GET' || endpoint.changesState === true;
      if (writes && (principal?.viaCookie || req.cookies[REFRESH_COOKIE] !== undefined)) checkCsrf(req);
      if (endpoint.refusedWhileSwitched && principal?.realUserId) throw new AppError(403, 'errors.refusedWhileSwitched');
      const input = {
        req,
        reply,
        principal,
        language: requestLanguage(req),
        query: parse(endpoint.query, req.query),
        params,
        body: endpoint.kind === 'multipart' ? undefined : parse(endpoint.body, req.body ?? undefined),
      } as HandlerInput<EndpointId>;
      authorizePolicy(endpoint, principal);
      const result = await handler(input);
      if (endpoint.kind === 'download' || endpoint.kind === 'html' || reply.sent) return reply;
      const schema = reply.statusCode === 202 && endpoint.accepted ? endpoint.accepted : endpoint.response;
      if (result instanceof SerializedJson) {
        if (ctx.config.validateResponses && schema) schema.parse(JSON.parse(result.bytes.toString('utf8')));
        return reply.type('application/json; charset=utf-8').send(result.bytes);
      }
      if (ctx.config.validateResponses && schema) schema.parse(result);
      return result;
    };
    const config = { endpointId: id };
    if (endpoint.kind === 'resumable') registerResumableRoute(app, config, endpoint.path, run);
    else app.route({ method: endpoint.method, url: endpoint.path, config, handler: run });
  }
}

/**
 * A tus 1.0 upload endpoint (route kind `resumable`): POST at the path creates an upload, HEAD,
 * PATCH and DELETE at `path/:uploadId` continue it, each through the same pipeline as any route
 * (authenticated, CSRF, policy) before the handler hands the raw request to the tus server. The
 * chunks (`application/offset+octet-stream`) are left unread here: the tus server streams them.
 */
function registerResumableRoute(
  app: FastifyInstance,
  config: { endpointId: string },
  path: string,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    scope.route({ method: 'POST', url: path, config, handler: run });
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) scope.route({ method, url: `${path}/:uploadId`, config, handler: run });
  });
}

/**
 * A multipart body that declares more bytes than the route takes is refused before any is read
 * (and before the caller is looked up): nothing waits for gigabytes that
 * would be refused anyway. The connection is closed after the answer, so the body is never read.
 */
function refuseDeclaredOver(req: FastifyRequest, reply: FastifyReply, maxBytes: number): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (!(declared > maxBytes)) return;
  reply.header('connection', 'close');
  throw new AppError(413, 'errors.uploadTooLarge', { fields: { file: 'errors.uploadTooLarge' } });
}

function authorize(endpoint: Endpoint, principal: Principal | null, channelId: string | undefined): void {
  const permission = endpoint.permission;
  if (permission.kind === 'public') return;
  if (!principal) throw unauthenticated();
  if (permission.kind === 'authenticated') return;
  const caps = capabilitiesOf(principal.profile, channelId);
  const allowed = permission.kind === 'page' ? isPageAllowed(caps, permission.page) : isComponentAllowed(caps, permission.component);
  if (!allowed) throw forbidden();
}

/**
 * A policy the route names that judges the caller alone (contract core/policy.ts): refused with 403.
 * It runs once the input is parsed, where the services used to judge it, so answers stay the same.
 * Object policies are the services' to call once they have loaded the object.
 */
function authorizePolicy(endpoint: Endpoint, principal: Principal | null): void {
  const policy = endpoint.policy ? policies[endpoint.policy] : undefined;
  if (policy?.judges === 'subject' && !policy.allows(principal!.subject)) throw forbidden();
}

/**
 * Cookie-authenticated writes must carry the custom header (which a cross-site form cannot send
 * without a CORS preflight we never grant) and, when the browser names an origin, our own.
 */
function checkCsrf(req: FastifyRequest): void {
  if (req.headers['x-chorus-csrf'] !== '1') throw new AppError(403, 'errors.csrf');
  const origin = req.headers.origin;
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError(403, 'errors.csrf');
    }
    if (host !== req.headers.host) throw new AppError(403, 'errors.csrf');
  }
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const unstorable = unstorableTextField(value);
  if (unstorable !== null) throw new AppError(400, 'errors.invalidInput', { fields: { [unstorable]: 'validation.invalid' } });
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, 'errors.invalidInput', { fields: zodFields(result.error) });
  return result.data;
}

const loneSurrogate = /\p{Cs}/u;

/**
 * The top-level field holding text PostgreSQL cannot store or that is not valid Unicode: a NUL
 * character (the database refuses it, which would surface as a 500) or a lone surrogate (silently
 * stored as U+FFFD). Iterative, since a JSON body may nest far deeper than the call stack.
 */
function unstorableTextField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '_']];
  while (pending.length > 0) {
    const [current, field] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000') || loneSurrogate.test(current)) return field;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) pending.push([inner, field === '_' ? key : field]);
    }
  }
  return null;
}
