// Issue 23, "Access questions the probe raised", each decided against spec 6 (docs/decisions.md
// "Issue 23: finance reaches its channels; access questions") and tested on both sides:
// - refused: the read-only viewer creates no favourites list (the holders of the page who are not
//   read-only still do);
// - kept: the assistant reads every payment record, e-mails and amounts, but writes none (finance
//   does; people without the payment page read none);
// - kept: agency roles download the report of any channel, one they do not belong to included (the
//   report page is theirs on every channel); people who do not see the channel get nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
/** A channel none of the callers below belongs to. */
let nobodysChannel: string;

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.demoHeaders(who), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['viewer', 'advertiser', 'agency', 'agency_team', 'assistant', 'finance', 'staff', 'user_owner', 'advertiser_client']);
  const members = await t.db.selectFrom('channel_members').select('channel_id').execute();
  const taken = new Set(members.map((m) => m.channel_id));
  const channels = await t.db.selectFrom('channels').select('channel_id').where('source_type', '=', 'YT').orderBy('channel_id').execute();
  nobodysChannel = channels.find((c) => !taken.has(c.channel_id))?.channel_id ?? channels.at(-1)!.channel_id;
  // A posted month's payment record of user_owner's channel, as the ledger writes it.
  await t.db
    .insertInto('payment_records')
    .values({
      channel_id: (await t.ownedChannel('user_owner'))!,
      payee_user_id: await t.demoUserId('user_owner'),
      revenue_month: '202601',
      payment_month: '202603',
      revenue_twd: '12345.67',
      rate: '31.5',
      paid_twd: null,
      paid_by: null,
      paid_at: null,
      updated_at: new Date('2026-02-05T00:00:00Z'),
    })
    .execute();
});
afterAll(async () => t?.close());

describe('the viewer (read-only) creates no favourites list', () => {
  const listsOf = async (who: string) =>
    (
      await t.db
        .selectFrom('collab_favourite_lists')
        .select('id')
        .where('owner_user_id', '=', await t.demoUserId(who))
        .execute()
    ).length;

  it('refuses the viewer with a translated 403, creating nothing; the viewer still reads the page', async () => {
    const before = await listsOf('viewer');
    const refused = await call('viewer', 'POST', '/api/v1/collab/favourite-lists', { name: 'Viewer shortlist' });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorBody(refused).code).toBe('errors.forbidden');
    expect(await listsOf('viewer')).toBe(before);
    expect((await call('viewer', 'GET', '/api/v1/collab/favourite-lists')).statusCode).toBe(200);
  });

  it.each(['advertiser', 'agency', 'advertiser_client'])('lets %s, who holds the page and is not read-only, create one', async (who) => {
    const before = await listsOf(who);
    const created = await call(who, 'POST', '/api/v1/collab/favourite-lists', { name: `${who} shortlist` });
    expect(created.statusCode, created.body).toBe(200);
    expect(await listsOf(who)).toBe(before + 1);
  });
});

describe('the assistant reads every payment record but changes none', () => {
  type Payments = { rows: { channel_id: string; user_email: string; due_twd: string }[]; total?: number };

  it('answers the assistant the same records as finance, e-mails and amounts included', async () => {
    const assistant = await call('assistant', 'GET', '/api/v1/accounting/payments?page=1&page_size=20');
    expect(assistant.statusCode).toBe(200);
    const finance = await call('finance', 'GET', '/api/v1/accounting/payments?page=1&page_size=20');
    expect(assistant.json<Payments>()).toEqual(finance.json<Payments>());
    expect(assistant.json<Payments>().rows.length).toBeGreaterThan(0);
    expect(assistant.json<Payments>().rows.map((r) => r.user_email)).toContain('user_owner@demo.chorus.test');
  });

  it('refuses the assistant a payment, and refuses the records to those without the payment page', async () => {
    const row = (await call('finance', 'GET', '/api/v1/accounting/payments?page=1&page_size=20')).json<Payments & { rows: { revenue_month: string }[] }>()
      .rows[0]!;
    const paid = await call('assistant', 'PUT', '/api/v1/accounting/payments/paid', {
      channel_id: row.channel_id,
      revenue_month: row.revenue_month,
      paid_twd: '1',
    });
    expect(paid.statusCode).toBe(403);
    expect(expectErrorBody(paid).code).toBe('errors.forbidden');
    for (const who of ['staff', 'viewer', 'user_owner', 'agency']) {
      const refused = await call(who, 'GET', '/api/v1/accounting/payments');
      expect(refused.statusCode, who).toBe(403);
    }
  });
});

describe('agency roles download the report of any channel', () => {
  const report = (channelId: string) => `/api/v1/reports/channels/${channelId}?period=monthly&year=2026&month=1&format=docx&language=en`;

  it.each(['agency', 'agency_team'])(
    '%s downloads a channel it does not belong to',
    async (who) => {
      const response = await call(who, 'GET', report(nobodysChannel));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/attachment/);
    },
    60_000,
  );

  it('refuses those without the report page (403) and those who do not see the channel (404)', async () => {
    const owner = await call('user_owner', 'GET', report(nobodysChannel));
    expect(owner.statusCode).toBe(403);
    expect(expectErrorBody(owner).code).toBe('errors.forbidden');
    const advertiser = await call('advertiser', 'GET', report(nobodysChannel));
    expect(advertiser.statusCode).toBe(404);
  });
});
