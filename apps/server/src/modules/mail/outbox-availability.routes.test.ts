// Issue 9 (outside security probe): the outbox holds live reset links, which would let an admin take
// over any account without the switch rules. It is a development convenience only: with SMTP_URL
// set, or in production, mail is not written to it and its routes answer 404.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';

/** Asks for a reset mail for the staff account and lets the background send finish. */
async function requestResetMail(t: TestApp): Promise<void> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(demo('staff'))}` });
  expect(response.statusCode).toBe(200);
  // The answer does not wait for the mail; give the send time to write (or fail to reach SMTP).
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const outboxFiles = async (t: TestApp) => readdir(path.join(t.dataDir, 'outbox')).catch(() => [] as string[]);

async function expectNoOutbox(t: TestApp): Promise<void> {
  await requestResetMail(t);
  expect(await outboxFiles(t)).toEqual([]);
  const headers = (await t.demoSession('admin')).headers;
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/outbox', headers });
  expect(list.statusCode).toBe(404);
  expect(list.json().error.code).toBe('errors.notFound');
  const download = await t.app.inject({ method: 'GET', url: '/api/v1/outbox/2026-01-01T00-00-00-000Z_abcdef12', headers });
  expect(download.statusCode).toBe(404);
}

describe('outbox in development without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('writes mail to the outbox, and the admin reads it', async () => {
    await requestResetMail(t);
    expect((await outboxFiles(t)).some((name) => name.endsWith('.eml'))).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: (await t.demoSession('admin')).headers });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { messages: { to: string }[] }).messages.map((m) => m.to)).toContain(demo('staff'));
  });
});

describe('outbox with SMTP_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: the send fails, as a missing mail server would.
    t = await startTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => t?.close());

  it('writes nothing to the outbox and its routes answer 404', async () => {
    await expectNoOutbox(t);
  });
});

describe('outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { production: true } });
  });
  afterAll(async () => t?.close());

  it('writes nothing to the outbox and its routes answer 404', async () => {
    await expectNoOutbox(t);
  });
});
