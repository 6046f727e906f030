// Every 4xx a route really answers is one the served OpenAPI document lists for it. Each route of
// the table is sent what a careless or unauthorised client sends: nothing, signed out; nothing,
// signed in as a channel user; bad input as the administrator; an oversized body; a cookie-session
// write without the CSRF header. None of these reaches a handler that changes anything: writes are
// refused before their handler runs (signed out, denied, CSRF, bad or oversized input).
import { endpoints, type Endpoint } from '@chorus/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Document = { servers: { url: string }[]; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };

const TWO_MB = 2 * 1024 * 1024;
let t: TestApp;
let documented: Map<string, Set<number>>;

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['user', 'admin']);
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  const document = answer.json<Document>();
  expect(document.servers[0]?.url).toBe(t.config.publicUrl);
  documented = new Map(
    Object.values(document.paths).flatMap((byMethod) =>
      Object.values(byMethod).map(
        (o) =>
          [
            o.operationId,
            new Set(
              Object.keys(o.responses)
                .filter((s) => /^4\d\d$/.test(s))
                .map(Number),
            ),
          ] as const,
      ),
    ),
  );
}, 120_000);
afterAll(async () => t?.close());

const table = Object.entries(endpoints) as [string, Endpoint][];
const writes = (e: Endpoint) => e.method !== 'GET' || e.changesState === true;
const takesInput = (e: Endpoint) => Boolean(e.query ?? e.params ?? e.body) || e.kind === 'multipart' || e.kind === 'webhook';

/** The path with each parameter naming nothing that exists. */
const url = (e: Endpoint) => e.path.replace(/:(\w+)/g, (_, name: string) => (name === 'channelId' ? 'UCnoSuchChannelProbe' : '999999999'));

/**
 * Sends each request; returns the 4xx answers the document does not list for their route, and how
 * many of each 4xx came back (so that a test sees its probes reach the refusal it is about).
 */
async function probe(probes: [string, InjectOptions][]): Promise<{ undocumented: string[]; answered: Record<number, number> }> {
  const undocumented: string[] = [];
  const answered: Record<number, number> = {};
  for (const [id, request] of probes) {
    const { statusCode, body } = await t.app.inject(request);
    if (statusCode < 400 || statusCode >= 500) continue;
    answered[statusCode] = (answered[statusCode] ?? 0) + 1;
    if (!documented.get(id)?.has(statusCode))
      undocumented.push(`${id}: ${request.method} ${String(request.url).slice(0, 80)} → ${statusCode} ${body.slice(0, 120)}`);
  }
  return { undocumented, answered };
}

describe('the error answers the document lists', () => {
  it('include what each route answers a signed-out caller sending nothing', async () => {
    const probes = table.filter(([, e]) => !(e.permission.kind === 'public' && writes(e) && !takesInput(e)));
    const { undocumented, answered } = await probe(probes.map(([id, e]) => [id, { method: e.method, url: url(e) }]));
    expect(undocumented).toEqual([]);
    expect(answered[401]).toBeGreaterThan(100);
    expect(answered[400]).toBeGreaterThan(0);
  }, 120_000);

  it('include what each route answers a channel user sending nothing (writes only where input is required first)', async () => {
    const probes = table.filter(([, e]) => e.permission.kind !== 'public' && (!writes(e) || takesInput(e)));
    const { undocumented, answered } = await probe(probes.map(([id, e]) => [id, { method: e.method, url: url(e), headers: t.demoHeaders('user') }]));
    expect(undocumented).toEqual([]);
    expect(answered[403]).toBeGreaterThan(10);
    expect(answered[404]).toBeGreaterThan(0);
  }, 120_000);

  it('include what each route taking input answers the administrator sending bad input', async () => {
    const probes = table.filter(([, e]) => takesInput(e));
    const bad = (e: Endpoint): InjectOptions => ({
      method: e.method,
      url: `${url(e)}?page=-1&no_such_field=1`,
      headers: { ...t.demoHeaders('admin'), 'content-type': 'application/json' },
      ...(e.method === 'GET' ? {} : { payload: '{"no_such_field": ' }),
    });
    const { undocumented, answered } = await probe(probes.map(([id, e]) => [id, bad(e)]));
    expect(undocumented).toEqual([]);
    expect(answered[400]).toBeGreaterThan(100);
  }, 120_000);

  it('include what each route reading a body answers a body past the limit', async () => {
    const probes = table.filter(([, e]) => e.method !== 'GET');
    const huge = JSON.stringify({ note: 'a'.repeat(TWO_MB) });
    const request = (e: Endpoint): InjectOptions => ({ method: e.method, url: url(e), headers: { 'content-type': 'application/json' }, payload: huge });
    const { undocumented, answered } = await probe(probes.map(([id, e]) => [id, request(e)]));
    expect(undocumented).toEqual([]);
    expect(answered[413]).toBe(probes.length);
  }, 120_000);

  it('include what each write answers a cookie session without the CSRF header', async () => {
    const probes = table.filter(([, e]) => writes(e) && e.permission.kind !== 'public');
    const { 'x-chorus-csrf': _csrf, ...cookieOnly } = t.demoHeaders('admin');
    const { undocumented, answered } = await probe(probes.map(([id, e]) => [id, { method: e.method, url: url(e), headers: cookieOnly }]));
    expect(undocumented).toEqual([]);
    // The rest are refused earlier: a path parameter of the wrong form (400), a channel that is not there (404).
    expect(answered[403]).toBeGreaterThan(probes.length / 2);
  }, 120_000);
});
