// The exploration demo (issue 26): seeded as `npm start` seeds it, the page has data on first start:
// a few hundred channels outside the network in zh-TW, ja and en, three prospect lists, a pipeline
// in several stages.
import type { Discovery, Prospects } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoNetwork } from '../../seed/seed-demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoNetwork(t.db, { password: DEMO_PASSWORD, channels: 12, days: 30, exploration: true, seedDay: t.clock.now() });
  await t.signInDemo(['staff']);
}, 300_000);
afterAll(async () => t?.close());

describe('the exploration demo', () => {
  it('lists 300 outside channels in three languages with their figures, none older than 30 days', async () => {
    const byLanguage = async (language: string) =>
      (await t.demoOk<Discovery>('staff', 'GET', `/api/v1/exploration/channels?source=youtube&language=${language}&page_size=100`)).total;
    expect([await byLanguage('zh-TW'), await byLanguage('ja'), await byLanguage('en')]).toEqual([100, 100, 100]);
    const page = await t.demoOk<Discovery>('staff', 'GET', '/api/v1/exploration/channels?source=youtube&sort=median_views_last10&page_size=100');
    for (const item of page.items) {
      expect(item.median_views_last10).toBeGreaterThan(0);
      expect(item.subscribers).toBeGreaterThanOrEqual(2000);
      expect(t.clock.now().getTime() - Date.parse(item.fetched_at!)).toBeLessThan(30 * 86_400_000);
    }
    expect(page.items.filter((i) => i.contact_email !== null).length).toBeGreaterThan(50);
  });

  it('has three prospect lists and a pipeline in several stages', async () => {
    const prospects = await t.demoOk<Prospects>('staff', 'GET', '/api/v1/exploration/prospects');
    expect(prospects.lists).toHaveLength(3);
    expect(new Set(prospects.items.map((p) => p.status))).toEqual(new Set(['found', 'contacted', 'replied', 'negotiating', 'declined']));
    expect(prospects.items.every((p) => p.title !== null && p.owner !== null && p.dates.found !== undefined)).toBe(true);
  });
});
