// Issue 30, the Reporting API into the revenue archive, through the fake Google speaking the wire
// formats of the Reporting API reference (jobs.list with includeSystemManaged, jobs.create,
// jobs.reports.list with createdAfter and paging, the media download served gzip): jobs created
// once, each report archived once and byte for byte, a backfill archived as its own file without
// downloading the first again, and a report that cannot be archived alerting finance 7 days before
// YouTube deletes it (once, in their language).
import type { ArchiveItem } from '@chorus/contract';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { authorize } from '../../../../test/youtube-flow.ts';
import { syncReportingArchive } from './reporting-sync.ts';

let t: TestApp;
let fake: FakeGoogle;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const estimatedCsv = 'date,channel_id,video_id,estimated_partner_revenue\n20261120,UCcmsArchive0000000000001,vid1,1.234567\n';
const backfillCsv = 'date,channel_id,video_id,estimated_partner_revenue\n20261120,UCcmsArchive0000000000001,vid1,1.300000\n';
const adRawCsv = 'date,channel_id,video_id,country_code,partner_revenue\n20260901,UCcmsArchive0000000000001,vid1,TW,10.5\n';
const paymentsCsv = 'revenue_type,adjustment_type,currency_code,partner_revenue_usd,partner_revenue_local\nads,none,TWD,100,3250\n';

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.addContentOwner(
    'cms-network-1',
    [{ id: 'UCcmsArchive0000000000001', title: 'CMS archive channel', subscribers: 10, views: 100 }],
    [
      { id: 'sys-ad-raw', reportTypeId: 'content_owner_ad_revenue_raw_a1' },
      { id: 'sys-payments', reportTypeId: 'content_owner_payments_summary_a1' },
      { id: 'sys-other', reportTypeId: 'content_owner_demographics_a1' },
    ],
  );
  const now = Date.now();
  fake.state.ownerReports.push(
    {
      id: 'est-1120',
      reportTypeId: 'content_owner_estimated_revenue_a1',
      startTime: '2026-11-20T08:00:00Z',
      endTime: '2026-11-21T08:00:00Z',
      createTime: iso(now - 2 * DAY),
      csv: estimatedCsv,
    },
    {
      id: 'adraw-09',
      reportTypeId: 'content_owner_ad_revenue_raw_a1',
      startTime: '2026-09-01T07:00:00Z',
      endTime: '2026-10-01T07:00:00Z',
      createTime: iso(now - 10 * DAY),
      csv: adRawCsv,
    },
    // Two months after creation YouTube deletes it: 3 days from now.
    {
      id: 'pay-08',
      reportTypeId: 'content_owner_payments_summary_a1',
      startTime: '2026-08-01T07:00:00Z',
      endTime: '2026-09-01T07:00:00Z',
      createTime: iso(now - 58 * DAY),
      csv: paymentsCsv,
    },
  );
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube, { contentOwnerId: 'cms-network-1' }) } });
  const manager = await t.signIn(demo('staff'));
  expect((await authorize(t, fake, manager, 'cms-manager-google', { role: 'content_manager' })).result).toBe('linked');
  await t.signInDemo(['finance']);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const archiveOf = async (month: string) => (await t.demoOk<{ items: ArchiveItem[] }>('finance', 'GET', `/api/v1/accounting/archive?month=${month}`)).items;
const mediaRequests = (reportId: string) => fake.state.requests.filter((r) => r.path.endsWith(`/${reportId}`) && r.path.startsWith('/v1/media/'));

describe('the Reporting API into the archive', () => {
  it('creates the revenue jobs once, lists job-based and system-managed reports and archives each as YouTube wrote it', async () => {
    // The payment summary cannot be downloaded (YouTube answers 500 every time today).
    fake.fail(/^\/v1\/media\/CONTENT_OWNER\/sys-payments\//, 500, 'backendError', 1000);
    const first = await syncReportingArchive(t.ctx);
    expect(first).toMatchObject({ jobsCreated: 3, listed: 3, archived: 2 });
    const creates = fake.state.requests.filter((r) => r.path === '/v1/jobs' && r.method === 'POST');
    expect(creates.map((r) => JSON.parse(r.body).reportTypeId).sort()).toEqual([
      'content_owner_ad_rates_a1',
      'content_owner_asset_estimated_revenue_a1',
      'content_owner_estimated_revenue_a1',
    ]);
    expect(creates.every((r) => r.query.onBehalfOfContentOwner === 'cms-network-1')).toBe(true);
    const listing = fake.state.requests.filter((r) => r.path === '/v1/jobs' && r.method === 'GET' && r.query.includeSystemManaged === 'true');
    expect(listing.length).toBeGreaterThan(0);

    // Idempotent: the next day creates no job and downloads nothing twice.
    const second = await syncReportingArchive(t.ctx);
    expect(second).toMatchObject({ jobsCreated: 0, listed: 0, archived: 0 });
    expect(fake.state.requests.filter((r) => r.path === '/v1/jobs' && r.method === 'POST')).toHaveLength(3);
    expect(mediaRequests('est-1120')).toHaveLength(1);

    const september = await archiveOf('202609');
    expect(september).toEqual([
      expect.objectContaining({
        report_type: 'content_owner_ad_revenue_raw_a1',
        version: 'a1',
        period_start: '2026-09-01',
        period_end: '2026-09-30',
        source: 'reporting_api',
        sha256: sha256(adRawCsv),
        youtube_create_time: fake.state.ownerReports[1]!.createTime,
      }),
    ]);
    // The download was gzip on the wire; the archive holds the CSV.
    const file = await t.demoCall('finance', 'GET', `/api/v1/accounting/archive/${september[0]!.file_id}`);
    expect(file.body).toBe(adRawCsv);
  });

  it('archives a backfilled report as its own file, asking only for reports created since the last listing', async () => {
    fake.state.ownerReports.push({
      id: 'est-1120-backfill',
      reportTypeId: 'content_owner_estimated_revenue_a1',
      startTime: '2026-11-20T08:00:00Z',
      endTime: '2026-11-21T08:00:00Z',
      createTime: iso(Date.now() - DAY),
      csv: backfillCsv,
    });
    const outcome = await syncReportingArchive(t.ctx);
    expect(outcome).toMatchObject({ listed: 1, archived: 1 });
    const lists = fake.state.requests.filter((r) => /\/reports$/.test(r.path) && r.query.createdAfter);
    expect(lists.length).toBeGreaterThan(0);
    const november = (await archiveOf('202611')).filter((i) => i.report_type === 'content_owner_estimated_revenue_a1');
    expect(november.map((i) => i.sha256)).toEqual([sha256(estimatedCsv), sha256(backfillCsv)]);
    expect(november.every((i) => i.period_start === '2026-11-20' && i.period_end === '2026-11-20')).toBe(true);
    expect(mediaRequests('est-1120')).toHaveLength(1);
  });

  it('alerts finance once, in their language, about a report YouTube deletes within 7 days that is not archived', async () => {
    const expiring = await t.demoOk<{ items: { report_id: string; report_type: string; expires_at: string }[] }>(
      'finance',
      'GET',
      '/api/v1/accounting/archive/expiring',
    );
    expect(expiring.items.map((i) => [i.report_id, i.report_type])).toEqual([['pay-08', 'content_owner_payments_summary_a1']]);
    const finance = await t.db.selectFrom('users').select(['email', 'language']).where('account_type', '=', 'finance').execute();
    const mails = (await t.ctx.mailer.outbox()).filter((m) => m.subject.includes('YouTube'));
    expect(mails.map((m) => m.to).sort()).toEqual(finance.map((f) => f.email).sort());
    const subjects: Record<string, string> = {
      en: 'Chorus: 1 YouTube revenue reports are about to be deleted unarchived',
      ja: 'Chorus: YouTube の収益レポート 1 件が保存前に削除されようとしています',
      'zh-TW': 'Chorus：有 1 份 YouTube 營收報表即將在封存前被刪除',
    };
    for (const person of finance) expect(mails.find((m) => m.to === person.email)?.subject).toBe(subjects[person.language]);
    // Once: the later runs send nothing more.
    expect(mails).toHaveLength(finance.length);
  });
});
