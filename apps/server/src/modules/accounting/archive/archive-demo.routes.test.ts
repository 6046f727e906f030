// The revenue archive's demo (issue 30): on first start finance finds a year of archived files,
// uploads and Reporting API downloads, each served back with the hash it is listed with; the last
// weeks' daily estimates with one backfilled day; a report about to be deleted unarchived; and one
// flagged month in the reconciliation, whose cause is the spam adjustment. The demo's files import
// to the very figures the revenue pages show.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { expectedRevenueReports } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedDemoNetwork } from '../../../seed/seed-demo.ts';
import { importReportingMonths } from './reporting-import.ts';

let t: TestApp;
const seedDay = new Date('2026-11-25T08:00:00Z');
const months = ['202511', '202512', '202601', '202602', '202603', '202604', '202605', '202606', '202607', '202608', '202609', '202610'];

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoNetwork(t.ctx.db, {
    password: DEMO_PASSWORD,
    channels: 12,
    days: 400,
    seedDay,
    ledger: true,
    productionFilesDir: path.join(t.dataDir, 'files'),
  });
  t.clock.set(seedDay);
  await t.signInDemo(['finance']);
});
afterAll(async () => t?.close());

type Item = { file_id: string; report_type: string; source: string; sha256: string; received_at: string; period_start: string; period_end: string };
const archive = async (month: string) => (await t.demoOk<{ items: Item[] }>('finance', 'GET', `/api/v1/accounting/archive?month=${month}`)).items;

describe('the archive demo', () => {
  it('holds a year of files: every CMS report uploaded in Taipei working hours, and the monthly Reporting API reports', async () => {
    for (const month of months) {
      const items = (await archive(month)).filter((i) => i.period_start.endsWith('-01') && i.period_start.slice(0, 7).replace('-', '') === month);
      const uploads = items.filter((i) => i.source === 'upload');
      expect(uploads.map((i) => i.report_type).sort()).toEqual([...expectedRevenueReports].sort());
      expect(items.filter((i) => i.source === 'reporting_api').map((i) => i.report_type)).toEqual([
        'content_owner_ad_revenue_raw_a1',
        'content_owner_tax_withholding_a1',
      ]);
      for (const upload of uploads) {
        const hour = (new Date(upload.received_at).getUTCHours() + 8) % 24;
        expect(hour).toBeGreaterThanOrEqual(9);
        expect(hour).toBeLessThan(18);
      }
      // Spread: not all in the same minute.
      expect(new Set(uploads.map((u) => u.received_at.slice(0, 16))).size).toBeGreaterThan(3);
    }
  });

  it('serves each file with the hash it is listed with', async () => {
    const items = await archive('202610');
    for (const item of [items[0]!, items.at(-1)!]) {
      const file = await t.demoCall('finance', 'GET', `/api/v1/accounting/archive/${item.file_id}`);
      expect(file.statusCode).toBe(200);
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(item.sha256);
    }
  });

  it('has the last month of daily estimates, one day delivered twice (a backfill)', async () => {
    const daily = [...(await archive('202610')), ...(await archive('202611'))].filter((i) => i.report_type === 'content_owner_estimated_revenue_a1');
    const days = new Set(daily.map((i) => i.period_start));
    expect(days.size).toBe(30);
    expect(daily.length).toBe(31);
  });

  it('warns of a report YouTube deletes within days that could not be archived', async () => {
    const { items } = await t.demoOk<{ items: { report_type: string; expires_at: string; period_start: string; period_end: string }[] }>(
      'finance',
      'GET',
      '/api/v1/accounting/archive/expiring',
    );
    expect(items.map((i) => [i.report_type, i.period_start, i.period_end])).toEqual([['content_owner_payments_summary_a1', '2026-09-01', '2026-09-30']]);
    const days = (Date.parse(items[0]!.expires_at) - seedDay.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThan(7);
  });

  it('flags one channel in the last month, for invalid traffic, and no month before', async () => {
    type Rec = { items: { channel_id: string; flagged: boolean; cause: string | null; estimated: string | null; final: string | null; paid: string | null }[] };
    const latest = await t.demoOk<Rec>('finance', 'GET', '/api/v1/accounting/reconciliation?month=202610');
    const flagged = latest.items.filter((i) => i.flagged);
    expect(flagged.map((i) => i.cause)).toEqual(['invalid_traffic']);
    // About 12 % under the estimate.
    const share = Number(flagged[0]!.final) / Number(flagged[0]!.estimated);
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.9);
    const earlier = await t.demoOk<Rec>('finance', 'GET', '/api/v1/accounting/reconciliation?month=202608');
    expect(earlier.items.length).toBeGreaterThan(0);
    expect(earlier.items.filter((i) => i.flagged)).toEqual([]);
    expect(earlier.items.some((i) => i.paid !== null)).toBe(true);
  });

  it('imports its Reporting API files to the figures the revenue pages already show', async () => {
    const sums = () =>
      t.db
        .selectFrom('revenue_channel_months')
        .select(['channel_id', 'item', 'amount'])
        .where('year_month', '=', '202610')
        .where('report_type', 'in', ['video_summary', 'tax_summary'])
        .orderBy('report_type')
        .orderBy('channel_id')
        .orderBy('item')
        .execute();
    const before = await sums();
    expect(before.length).toBeGreaterThan(0);
    await t.db.deleteFrom('reporting_imports').where('year_month', '=', '202610').where('report_type_id', 'like', 'content_owner_%').execute();
    const imported = await importReportingMonths(t.ctx);
    expect(imported.map((i) => [i.reportTypeId, i.status]).sort()).toEqual([
      ['content_owner_ad_revenue_raw_a1', 'done'],
      ['content_owner_estimated_revenue_a1', 'done'],
      ['content_owner_tax_withholding_a1', 'done'],
    ]);
    expect(await sums()).toEqual(before);
  });
});
