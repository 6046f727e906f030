// The deals demo (issue 11 "Demo data"): on first start an advertiser, its agency and a reseller
// see packages in every status, with cases, prices, a request form that keeps its own rules, and
// a timeline; the network sees them all.
import { competitorMention, requestFormInputSchema } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../seed/demo-accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedDealsDemo } from './index.ts';

let t: TestApp;
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.demoHeaders(who) });

beforeAll(async () => {
  t = await startTestApp();
  const userIds = new Map<string, number>();
  for (const account of demoAccounts) userIds.set(account.key, await t.demoUserId(account.key));
  await seedDealsDemo(t.ctx.db, { seedDay: new Date(), userIds });
  await t.signInDemo(['advertiser', 'agency', 'reseller', 'admin']);
});
afterAll(async () => t?.close());

describe('the deals demo', () => {
  it('shows the advertiser and its agency packages in every status, with cases and a timeline', async () => {
    for (const who of ['advertiser', 'agency']) {
      const items = (await get(who, '/api/v1/collab/packages')).json().items as { id: number; status: string; case_count: number }[];
      expect(new Set(items.map((p) => p.status)), who).toEqual(new Set(['draft', 'applying', 'officer_contacting', 'matching_complete']));
      for (const item of items) {
        expect(item.case_count).toBeGreaterThan(0);
        const detail = (await get(who, `/api/v1/collab/packages/${item.id}`)).json();
        expect(detail.events.length).toBeGreaterThan(item.case_count);
      }
    }
  });

  it('has prices, remarks and a request form that passes its own rules', async () => {
    const items = (await get('advertiser', '/api/v1/collab/packages')).json().items as { id: number; status: string }[];
    const details = await Promise.all(items.map(async (p) => (await get('advertiser', `/api/v1/collab/packages/${p.id}`)).json()));
    const cases = details.flatMap((d) => d.cases);
    expect(cases.some((c) => c.agreed_price !== null && c.status === 'creator_agreed')).toBe(true);
    expect(cases.some((c) => c.remarks !== '')).toBe(true);
    const withForm = details.find((d) => d.request_form !== null);
    expect(withForm).toBeDefined();
    const input = { ...withForm.request_form, competitors: withForm.competitors };
    delete input.updated_at;
    const parsed = requestFormInputSchema.parse(input);
    expect(competitorMention(parsed)).toBeNull();
  });

  it("gives the reseller its own packages and the network everyone's", async () => {
    const reseller = (await get('reseller', '/api/v1/collab/packages')).json().items as { status: string }[];
    expect(reseller.map((p) => p.status).sort()).toEqual(['draft', 'matching_complete']);
    expect((await get('admin', '/api/v1/collab/packages')).json().items.length).toBe(6);
  });
});
