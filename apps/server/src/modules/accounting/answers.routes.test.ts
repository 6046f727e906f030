// The accounting page's kept answers (answers.ts) answer exactly what computing them answers: a
// second app on the same database with ACCOUNTING_CACHE_MB=0 computes every answer, and each route
// the page asks (default parameters, several months, one channel) gets the same bytes from both,
// first computed and then kept, plain and gzipped; after a write through the routes the kept answer
// follows at once, and after a write made behind the app's back (SQL, as another process or module
// would) it follows once the triggers' NOTIFY arrives.
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/harness.ts';
import { until } from '../../../test/until.ts';
import { buildApp } from '../../app.ts';
import { createContext } from '../../bootstrap.ts';
import { seedDemoNetwork } from '../../seed/seed-demo.ts';

let t: TestApp;
let computing: { app: FastifyInstance; close: () => Promise<void> };
let urls: { who: string; url: string }[];
const seedDay = new Date('2026-11-25T08:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoNetwork(t.ctx.db, { password: DEMO_PASSWORD, channels: 12, days: 400, seedDay, ledger: true });
  await t.signInDemo(['finance', 'user_owner']);
  const running = await createContext({ ...t.config, accountingCacheMb: 0 }, t.databaseUrl, t.clock);
  const app = await buildApp(running.ctx);
  await app.ready();
  computing = {
    app,
    close: async () => {
      await app.close();
      await running.close();
    },
  };
  const months = ['202610', '202606', '202511'];
  const channel = (await t.ownedChannel('user_owner'))!;
  const recipient = await t.db.selectFrom('remittance_recipients').select('id').orderBy('id').executeTakeFirstOrThrow();
  const finance = (url: string) => ({ who: 'finance', url });
  urls = [
    ...months.flatMap((m) => [
      finance(`/api/v1/accounting/revenue?month=${m}`),
      finance(`/api/v1/accounting/revenue?month=${m}&channel_id=${channel}`),
      finance(`/api/v1/accounting/revenue/status?month=${m}`),
      finance(`/api/v1/accounting/revenue/unmatched?month=${m}`),
      finance(`/api/v1/accounting/cms/channels?month=${m}&sort=total&order=desc&page=1&page_size=50`),
      finance(`/api/v1/accounting/cms/channels?month=${m}&sort=channel_title&order=asc&page=1&page_size=5`),
      finance(`/api/v1/accounting/cms/videos?month=${m}&sort=total&order=desc&page=1&page_size=50`),
      finance(`/api/v1/accounting/cms/videos?month=${m}&sort=title&order=asc&page=2&page_size=10`),
      finance(`/api/v1/accounting/statements/${channel}?month=${m}`),
      finance(`/api/v1/accounting/months/${m}`),
      finance(`/api/v1/accounting/deductions?month=${m}`),
      finance(`/api/v1/accounting/payments?month=${m}`),
    ]),
    finance('/api/v1/accounting/rates'),
    finance('/api/v1/accounting/payments'),
    finance('/api/v1/accounting/payments?page=1&page_size=50'),
    finance('/api/v1/accounting/payments?month=202606&page=2&page_size=5'),
    finance('/api/v1/accounting/recipients?page=1&page_size=50'),
    finance(`/api/v1/accounting/payments?channel_id=${channel}`),
    finance(`/api/v1/accounting/ratios?channel_id=${channel}`),
    finance('/api/v1/accounting/recipients'),
    finance(`/api/v1/accounting/recipients/${recipient.id}`),
    finance('/api/v1/accounting/recipient-channels?page_size=20'),
    { who: 'user_owner', url: '/api/v1/accounting/my-statements' },
    { who: 'user_owner', url: `/api/v1/accounting/cms/channels?month=202610&sort=total&order=desc&page=1&page_size=50` },
    { who: 'user_owner', url: '/api/v1/accounting/recipients' },
  ];
});
afterAll(async () => {
  await computing?.close();
  await t?.close();
});

async function body(app: FastifyInstance, who: string, url: string, gzip = false): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: { ...t.demoHeaders(who), ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
}

describe('kept accounting answers', () => {
  it('are the bytes computing them gives, for every answer the page asks, computed and then kept, plain and gzipped', async () => {
    for (const { who, url } of urls) {
      const expected = await body(computing.app, who, url);
      expect(JSON.parse(expected), url).toBeTruthy();
      expect(await body(t.app, who, url), url).toBe(expected); // computed and kept
      expect(await body(t.app, who, url), url).toBe(expected); // kept
      expect(await body(t.app, who, url, true), url).toBe(expected);
    }
  });

  it('follow a write through the routes at once', async () => {
    const before = await body(t.app, 'finance', '/api/v1/accounting/rates');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounting/rates',
      headers: { ...t.demoHeaders('finance'), 'content-type': 'application/json' },
      payload: { year_month: '202611', currency: 'TWD', rate: '32.5' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await body(t.app, 'finance', '/api/v1/accounting/rates');
    expect(after).not.toBe(before);
    expect(after).toBe(await body(computing.app, 'finance', '/api/v1/accounting/rates'));
  });

  it('follow writes made behind the app’s back (another process or module) once their NOTIFY arrives', async () => {
    const url = '/api/v1/accounting/revenue?month=202610';
    const before = await body(t.app, 'finance', url);
    await sql`UPDATE channels SET title = title || ' (renamed)' WHERE channel_id = (SELECT min(channel_id) FROM revenue_channel_months WHERE year_month = '202610')`.execute(
      t.db,
    );
    const expected = await body(computing.app, 'finance', url);
    expect(expected).not.toBe(before);
    await until(
      () => body(t.app, 'finance', url),
      (answer) => answer === expected,
    );
    await sql`UPDATE revenue_channel_months SET amount = amount + 1 WHERE year_month = '202610' AND item = 'ad_revenue'`.execute(t.db);
    const changed = await body(computing.app, 'finance', url);
    await until(
      () => body(t.app, 'finance', url),
      (answer) => answer === changed,
    );
  });
});
