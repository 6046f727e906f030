// The `webhook` route kind: another service's signed delivery. The raw body is kept as bytes (no
// parser runs before the signature is checked), the route's verifier checks the signature (401 and
// nothing stored otherwise), then the body is parsed with the route's schema, recorded once per
// source and delivery id, and handed to the route's job. The answer is 202 with the job's id, the
// same for a repeated delivery, which starts no second job. No session or CSRF token is involved:
// the signature is the credential.
import type { Endpoint } from '@chorus/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { JobRegistry } from '../jobs/index.ts';
import { AppError, invalidInput } from './app-error.ts';
import { header, type WebhookVerifier } from './webhook-verifiers.ts';

export type WebhookSettings = NonNullable<Endpoint['webhook']>;
export type WebhookDeps = { db: Db; jobs: Pick<JobRegistry, 'send'>; clock: Clock };
/** What the route's job receives. */
export type WebhookJobData = { source: string; deliveryId: string; payload: unknown; headers: Record<string, string> };

/** Senders' bodies are small JSON documents; the security plan's limit for JSON bodies. */
const DEFAULT_MAX_BYTES = 1024 * 1024;

export function registerWebhookRoute(
  app: FastifyInstance,
  deps: WebhookDeps,
  id: string,
  endpoint: Endpoint,
  verifier: WebhookVerifier,
  parseBody: (schema: z.ZodType | undefined, value: unknown) => unknown,
): void {
  const settings = endpoint.webhook;
  if (!settings) throw new Error(`webhook route ${id} names no source and job`);
  if (endpoint.permission.kind !== 'public') throw new Error(`webhook route ${id} must be public: its signature is its credential`);
  const bodyLimit = settings.maxBytes ?? DEFAULT_MAX_BYTES;
  // A scope of its own, so that only this route reads every body as raw bytes.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      bodyLimit,
      config: { endpointId: id },
      handler: async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!verifier.verify(raw, req.headers)) throw new AppError(401, 'errors.webhookSignature');
        const deliveryId = verifier.deliveryId(req.headers);
        const missing = (verifier.requiredHeaders ?? []).filter((name) => header(req.headers, name) === null);
        if (!deliveryId || missing.length > 0) {
          const fields = Object.fromEntries(missing.map((name) => [name, 'validation.webhookHeaderRequired']));
          throw invalidInput(deliveryId ? fields : { delivery_id: 'validation.webhookHeaderRequired', ...fields });
        }
        if (deliveryId.length > 200) throw invalidInput({ delivery_id: 'validation.invalid' });
        const payload = parseBody(endpoint.body, parseJson(raw));
        const jobId = await recordDelivery(deps, settings, deliveryId, payload, verifier.context?.(req.headers) ?? {});
        return reply.status(202).send({ job_id: jobId });
      },
    });
  });
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidInput({ body: 'validation.invalid' });
  }
}

/**
 * Records the delivery and sends its job, once per (source, delivery id). The row is inserted, or
 * the existing one locked, first: a retry arriving while the first delivery is being handled waits
 * for it, then finds its job instead of sending another.
 */
async function recordDelivery(
  deps: WebhookDeps,
  settings: WebhookSettings,
  deliveryId: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<string | null> {
  if (settings.drain) {
    // One statement per delivery; the job that drains them is sent at most once per DRAIN_DELAY_MS.
    await deps.db
      .insertInto('webhook_deliveries')
      .values({
        source: settings.source,
        delivery_id: deliveryId,
        received_at: deps.clock.now(),
        payload: JSON.stringify(payload),
        headers: JSON.stringify(headers),
      })
      .onConflict((oc) => oc.columns(['source', 'delivery_id']).doNothing())
      .execute();
    drainSoon(deps, settings);
    return null;
  }
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhook_deliveries')
      .values({ source: settings.source, delivery_id: deliveryId, received_at: deps.clock.now(), payload: JSON.stringify(payload) })
      .onConflict((oc) => oc.columns(['source', 'delivery_id']).doUpdateSet((eb) => ({ source: eb.ref('excluded.source') })))
      .returning(['id', 'job_id'])
      .executeTakeFirstOrThrow();
    if (row.job_id) return row.job_id;
    const data: WebhookJobData = { source: settings.source, deliveryId, payload, headers };
    const jobId = await deps.jobs.send(settings.job, data, { singletonKey: `${settings.source}:${deliveryId}` });
    if (jobId) await trx.updateTable('webhook_deliveries').set({ job_id: jobId }).where('id', '=', row.id).execute();
    return jobId;
  });
}

/** How long a drained route waits before it asks for its job: a burst of deliveries asks once. */
export const DRAIN_DELAY_MS = 100;
const drainTimers = new WeakMap<WebhookDeps['jobs'], Set<string>>();

/**
 * Queues the route's drain job soon (at most one queued: its singleton key). A failure to queue is
 * logged; the job's own schedule (the Shopify job drains every minute too) picks the deliveries up.
 */
function drainSoon(deps: WebhookDeps, settings: WebhookSettings): void {
  let pending = drainTimers.get(deps.jobs);
  if (!pending) drainTimers.set(deps.jobs, (pending = new Set()));
  if (pending.has(settings.job)) return;
  pending.add(settings.job);
  setTimeout(() => {
    pending.delete(settings.job);
    deps.jobs.send(settings.job, {}, { singletonKey: `${settings.source}:drain` }).catch((error: unknown) => {
      console.warn(`[webhooks] ${settings.job} not queued: ${(error as Error).message}`);
    });
  }, DRAIN_DELAY_MS).unref();
}
