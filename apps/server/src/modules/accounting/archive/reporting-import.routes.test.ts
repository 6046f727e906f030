// Issue 30, the Reporting API's reports into the revenue import, through the fake Google: each
// revenue layout (snake_case columns; monthly system-managed files, daily job-based files) lands in
// its month as the uploads do (atomic replacement, unmatched rows kept); a backfill replaces what
// it covers and never adds to it; a closed month is refused once; and a report that cannot be
// downloaded alerts finance before YouTube deletes it, then is gone from YouTube's lists. The
// expected figures are written out by hand from the CSVs below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { authorize } from '../../../../test/youtube-flow.ts';
import { joinReports } from './reporting-import.ts';
import { syncReportingArchive } from './reporting-sync.ts';

let t: TestApp;
let fake: FakeGoogle;
let a: string;
let b: string;
let closedMonth: string;
const DAY = 86_400_000;
const OUTSIDER = 'UCnotInTheNetwork000000x';
const iso = (ms: number) => new Date(ms).toISOString();

/** A report of the fake, created `ago` days before the test's clock. */
function report(id: string, reportTypeId: string, start: string, end: string, ago: number, csv: string) {
  fake.state.ownerReports.push({ id, reportTypeId, startTime: start, endTime: end, createTime: iso(t.clock.now().getTime() - ago * DAY), csv });
}

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.addContentOwner(
    'cms-network-1',
    [{ id: 'UCcmsImport00000000000001', title: 'CMS import channel', subscribers: 10, views: 100 }],
    [
      { id: 'sys-ad', reportTypeId: 'content_owner_ad_revenue_raw_a1' },
      { id: 'sys-asset', reportTypeId: 'content_owner_asset_ad_revenue_raw_a1' },
      { id: 'sys-red', reportTypeId: 'content_owner_non_music_asset_red_revenue_raw_a1' },
      { id: 'sys-pay', reportTypeId: 'content_owner_payments_summary_a1' },
      { id: 'sys-tax', reportTypeId: 'content_owner_tax_withholding_a1' },
    ],
  );
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube, { contentOwnerId: 'cms-network-1' }) } });
  fake.state.now = () => t.clock.now().getTime();
  [a, b] = (await t.db.selectFrom('channels').select('channel_id').where('source_type', '=', 'YT').orderBy('channel_id').limit(2).execute()).map(
    (c) => c.channel_id,
  ) as [string, string];
  closedMonth = '202412';
  await t.db.insertInto('accounting_months').values({ year_month: closedMonth, closed_at: new Date() }).execute();
  const manager = await t.signIn(demo('staff'));
  expect((await authorize(t, fake, manager, 'cms-import-google', { role: 'content_manager' })).result).toBe('linked');
  await t.signInDemo(['finance']);

  // March 2025 (Pacific: a month starts at 08:00 UTC in winter), the system-managed monthly reports.
  const march = ['2025-03-01T08:00:00Z', '2025-04-01T07:00:00Z'] as const;
  report(
    'ad-2503',
    'content_owner_ad_revenue_raw_a1',
    ...march,
    3,
    'date,channel_id,video_id,country_code,adjustment_type,video_title,owned_views,partner_revenue\n' +
      `20250301,${a},vid-a1,TW,None,"Title, with a comma",100,10.5\n` +
      `20250302,${a.slice(2)},vid-a1,JP,Spam Adjustment,"Title, with a comma",0,-0.25\n` +
      `20250303,${OUTSIDER},vid-x1,US,,Someone else,5,3.125\n`,
  );
  report(
    'asset-2503',
    'content_owner_asset_ad_revenue_raw_a1',
    ...march,
    3,
    `date,asset_id,asset_title,asset_channel_id,country_code,partner_revenue\r\n20250301,A123,Song,${b},TW,2.000001\r\n20250305,A124,Other,${b},TW,1\r\n`,
  );
  report(
    'red-2503',
    'content_owner_non_music_asset_red_revenue_raw_a1',
    ...march,
    3,
    `date,asset_id,asset_channel_id,country_code,partner_revenue\n20250310,A123,${b},JP,0.75\n`,
  );
  report(
    'pay-2503',
    'content_owner_payments_summary_a1',
    ...march,
    3,
    'revenue_type,adjustment_type,currency_code,partner_revenue_usd,partner_revenue_local,notes\nAds Revenue,None,TWD,12.5,406.25,\nAds Revenue,Backpay,TWD,-0.25,-8.13,\n',
  );
  report(
    'tax-2503',
    'content_owner_tax_withholding_a1',
    ...march,
    3,
    `adsense_earnings_month,channel_id,revenue_source,local_currency,total_revenue,us_sourced_revenue,tax_withholding_rate,tax_withheld_amount\n202503,${a},Ads,USD,10.5,2,30,0.6\n`,
  );
  // The job-based daily estimates: two days of March, one asset day.
  report(
    'est-0301',
    'content_owner_estimated_revenue_a1',
    '2025-03-01T08:00:00Z',
    '2025-03-02T08:00:00Z',
    2,
    `date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue,estimated_partner_ad_revenue\n20250301,${a},vid-a1,claimed,self,TW,4,4\n20250301,${a},vid-a1,claimed,self,JP,1.5,1.5\n`,
  );
  report(
    'est-0302',
    'content_owner_estimated_revenue_a1',
    '2025-03-02T08:00:00Z',
    '2025-03-03T08:00:00Z',
    2,
    `date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue,estimated_partner_ad_revenue\n20250302,${a},vid-a1,claimed,self,TW,2,2\n20250302,${OUTSIDER},vid-x1,claimed,self,US,7,7\n\n`,
  );
  report(
    'asset-est-0301',
    'content_owner_asset_estimated_revenue_a1',
    '2025-03-01T08:00:00Z',
    '2025-03-02T08:00:00Z',
    2,
    `date,channel_id,video_id,asset_id,claimed_status,uploader_type,country_code,estimated_partner_revenue\n20250301,${b},vid-b1,A123,claimed,self,TW,0.5\n`,
  );
  // A month finance has closed: refused, once.
  const closed = `${closedMonth.slice(0, 4)}-${closedMonth.slice(4)}-01T08:00:00Z`;
  report(
    'tax-closed',
    'content_owner_tax_withholding_a1',
    closed,
    closed,
    3,
    `adsense_earnings_month,channel_id,revenue_source,local_currency,total_revenue,us_sourced_revenue,tax_withholding_rate,tax_withheld_amount\n${closedMonth},${a},Ads,USD,1,1,30,0.3\n`,
  );
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const channelMonth = async (yearMonth: string, reportType: string) =>
  (
    await t.db
      .selectFrom('revenue_channel_months')
      .select(['channel_id', 'item', 'amount'])
      .where('year_month', '=', yearMonth)
      .where('report_type', '=', reportType)
      .orderBy('channel_id')
      .orderBy('item')
      .execute()
  ).map((r) => [r.channel_id, r.item, Number(r.amount).toString()]);
const estimated = async (reportTypeId: string) =>
  (
    await t.db
      .selectFrom('reporting_estimated_revenue')
      .select(['channel_id', 'video_id', 'asset_id', 'amount'])
      .where('year_month', '=', '202503')
      .where('report_type_id', '=', reportTypeId)
      .orderBy('channel_id')
      .execute()
  ).map((r) => [r.channel_id, r.video_id, r.asset_id, Number(r.amount).toString()]);

describe('the Reporting API reports into the revenue import', () => {
  it('imports each layout into its month: the final reports as the CMS files they stand for, the daily estimates apart', async () => {
    const outcome = await syncReportingArchive(t.ctx);
    // Eight months of report types: seven of March 2025 and the closed month's tax report (refused).
    expect(outcome).toMatchObject({ archived: 9, imported: 7, importFailed: 1 });
    expect(await channelMonth('202503', 'video_summary')).toEqual(
      [
        [a, 'ad_revenue', '10.5'],
        [a, 'adjustments', '-0.25'],
        [OUTSIDER, 'ad_revenue', '3.125'],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!) || x[1]!.localeCompare(y[1]!)),
    );
    expect(await channelMonth('202503', 'asset_ads')).toEqual([[b, 'asset_revenue', '3.000001']]);
    expect(await channelMonth('202503', 'red_asset')).toEqual([[b, 'asset_revenue', '0.75']]);
    expect(await channelMonth('202503', 'tax_summary')).toEqual([[a, 'us_withholding_tax', '0.6']]);
    const lines = await t.db
      .selectFrom('revenue_payment_lines')
      .select(['revenue_type', 'adjustment_type', 'amount'])
      .where('year_month', '=', '202503')
      .orderBy('line_no')
      .execute();
    expect(lines.map((l) => [l.revenue_type, l.adjustment_type, Number(l.amount)])).toEqual([
      ['Ads Revenue', 'None', 12.5],
      ['Ads Revenue', 'Backpay', -0.25],
    ]);
    // The video rows keep the title with its comma and the adjustment type; the outsider's row is kept, unmatched.
    const rows = await t.db
      .selectFrom('revenue_video_months')
      .selectAll()
      .where('year_month', '=', '202503')
      .where('report_type', '=', 'video_summary')
      .execute();
    expect(rows.map((r) => [r.channel_id, r.video_id, r.adjustment_type, r.title]).sort()).toEqual(
      [
        [a, 'vid-a1', 'None', 'Title, with a comma'],
        [a, 'vid-a1', 'Spam Adjustment', 'Title, with a comma'],
        [OUTSIDER, 'vid-x1', 'None', 'Someone else'],
      ].sort(),
    );
    const unmatched = await t.demoOk<{ channels: { channel_id: string }[] }>('finance', 'GET', '/api/v1/accounting/revenue/unmatched?month=202503');
    expect(unmatched.channels.map((c) => c.channel_id)).toEqual([OUTSIDER]);
    // The month's revenue page reads it as it reads an upload.
    const revenue = await t.demoOk<{ channels: { channel_id: string; ad_revenue: string; adjustments: string; us_withholding_tax: string }[] }>(
      'finance',
      'GET',
      '/api/v1/accounting/revenue?month=202503',
    );
    expect(revenue.channels.find((c) => c.channel_id === a)).toMatchObject({ ad_revenue: '10.5', adjustments: '-0.25', us_withholding_tax: '0.6' });
    // The estimates: per channel, video and asset, summed over the days and countries.
    expect(await estimated('content_owner_estimated_revenue_a1')).toEqual(
      [
        [a, 'vid-a1', '', '7.5'],
        [OUTSIDER, 'vid-x1', '', '7'],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    expect(await estimated('content_owner_asset_estimated_revenue_a1')).toEqual([[b, 'vid-b1', 'A123', '0.5']]);
    const refused = await t.db.selectFrom('reporting_imports').selectAll().where('year_month', '=', closedMonth).executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ status: 'failed', error_code: 'errors.accountingMonthClosed' });
    // The archive tells finance how each downloaded file's month went.
    type Listed = { report_type: string; import_status: string | null; import_error: { code: string; params: Record<string, unknown> } | null };
    const closedList = await t.demoOk<{ items: Listed[] }>('finance', 'GET', `/api/v1/accounting/archive?month=${closedMonth}`);
    expect(closedList.items).toEqual([
      expect.objectContaining({
        report_type: 'content_owner_tax_withholding_a1',
        import_status: 'failed',
        import_error: { code: 'errors.accountingMonthClosed', params: { month: `${closedMonth.slice(0, 4)}-${closedMonth.slice(4)}` } },
      }),
    ]);
    const marchList = await t.demoOk<{ items: Listed[] }>('finance', 'GET', '/api/v1/accounting/archive?month=202503');
    expect(new Set(marchList.items.map((i) => i.import_status))).toEqual(new Set(['done']));
    // Nothing new: nothing imported again, the closed month not tried again.
    expect(await syncReportingArchive(t.ctx)).toMatchObject({ archived: 0, imported: 0, importFailed: 0 });
  });

  it('replaces a month with its backfill, daily files by day, never adding the backfilled data to the old', async () => {
    report(
      'ad-2503-backfill',
      'content_owner_ad_revenue_raw_a1',
      '2025-03-01T08:00:00Z',
      '2025-04-01T07:00:00Z',
      1,
      `date,channel_id,video_id,country_code,adjustment_type,video_title,owned_views,partner_revenue\n20250301,${a},vid-a1,TW,None,Title,100,12\n`,
    );
    report(
      'est-0302-backfill',
      'content_owner_estimated_revenue_a1',
      '2025-03-02T08:00:00Z',
      '2025-03-03T08:00:00Z',
      1,
      `date,channel_id,video_id,claimed_status,uploader_type,country_code,estimated_partner_revenue,estimated_partner_ad_revenue\n20250302,${a},vid-a1,claimed,self,TW,2.25,2.25\n`,
    );
    expect(await syncReportingArchive(t.ctx)).toMatchObject({ listed: 2, archived: 2, imported: 2 });
    expect(await channelMonth('202503', 'video_summary')).toEqual([[a, 'ad_revenue', '12']]);
    expect(
      await t.db.selectFrom('revenue_video_months').select('video_id').where('year_month', '=', '202503').where('report_type', '=', 'video_summary').execute(),
    ).toHaveLength(1);
    // 1 March as first delivered (4 + 1.5), 2 March as backfilled (2.25); the outsider's 2 March row is gone with its file.
    expect(await estimated('content_owner_estimated_revenue_a1')).toEqual([[a, 'vid-a1', '', '7.75']]);
    // Both deliveries stay archived.
    const archived = await t.demoOk<{ items: { report_type: string }[] }>('finance', 'GET', '/api/v1/accounting/archive?month=202503');
    expect(archived.items.filter((i) => i.report_type === 'content_owner_ad_revenue_raw_a1')).toHaveLength(2);
  });

  it('alerts finance before YouTube deletes a report it could not download, and YouTube then lists it no more', async () => {
    // A system-managed report Chorus has not listed before (the network's country summary, archived only), whose downloads fail.
    fake.state.systemJobs.push({ id: 'sys-country', reportTypeId: 'content_owner_country_ad_revenue_summary_a1' });
    fake.fail(/^\/v1\/media\/CONTENT_OWNER\/sys-country\/country-expiring/, 500, 'backendError', 1000);
    // Created 50 days ago: YouTube deletes it two months after creation, 9 to 12 days from now.
    report(
      'country-expiring',
      'content_owner_country_ad_revenue_summary_a1',
      '2025-02-01T08:00:00Z',
      '2025-03-01T08:00:00Z',
      50,
      'country_code,adjustment_type,partner_revenue\nTW,None,1\n',
    );
    const mails = async () => (await t.ctx.mailer.outbox()).filter((m) => m.subject.includes('YouTube'));
    expect(await syncReportingArchive(t.ctx)).toMatchObject({ listed: 1, archived: 0, alerted: 0 });
    expect(await mails()).toEqual([]);
    const downloads = () => fake.state.requests.filter((r) => r.path.startsWith('/v1/media/CONTENT_OWNER/sys-country/country-expiring')).length;
    const tried = downloads();
    expect(tried).toBeGreaterThan(0);

    // Five days on, it is within 7 days of deletion: finance hears of it, once.
    t.clock.set(new Date(t.clock.now().getTime() + 5 * DAY));
    expect(await syncReportingArchive(t.ctx)).toMatchObject({ archived: 0, alerted: 1 });
    const finance = await t.db.selectFrom('users').select('email').where('account_type', '=', 'finance').execute();
    expect((await mails()).map((m) => m.to).sort()).toEqual(finance.map((f) => f.email).sort());
    // Signed in again on the moved clock (the earlier session's tokens are past their time).
    const expiringNow = async () => {
      const session = await t.signIn(demo('finance'));
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/accounting/archive/expiring', headers: session.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { items: { report_id: string }[] }).items.map((i) => i.report_id);
    };
    expect(await expiringNow()).toEqual(['country-expiring']);
    const triedBefore = downloads();
    expect(triedBefore).toBeGreaterThan(tried);

    // Past its deletion YouTube neither lists nor serves it; Chorus stops asking and the row stays as the record of the loss.
    t.clock.set(new Date(t.clock.now().getTime() + 10 * DAY));
    const listings = fake.state.requests.length;
    expect(await syncReportingArchive(t.ctx)).toMatchObject({ listed: 0, archived: 0, alerted: 0 });
    expect(fake.state.requests.length).toBeGreaterThan(listings);
    expect(downloads()).toBe(triedBefore);
    // Asked directly, with the grant's token (the download failures over): not listed, not served.
    fake.state.failures.length = 0;
    const token = [...fake.state.accessTokens.keys()].at(-1)!;
    const ask = (path: string) => fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const listed = (await (await ask('/v1/jobs/sys-country/reports?onBehalfOfContentOwner=cms-network-1')).json()) as { reports?: { id: string }[] };
    expect(listed.reports ?? []).toEqual([]);
    const taxes = (await (await ask('/v1/jobs/sys-tax/reports?onBehalfOfContentOwner=cms-network-1')).json()) as { reports: { id: string }[] };
    expect(taxes.reports.map((r) => r.id)).toContain('tax-2503');
    expect((await ask('/v1/media/CONTENT_OWNER/sys-country/country-expiring?alt=media')).status).toBe(404);
    expect((await mails()).length).toBe(finance.length);
    expect(await expiringNow()).toEqual(['country-expiring']);
  });
});

describe('joining daily reports', () => {
  const collect = async (files: string[][]) => {
    const out: Buffer[] = [];
    for await (const chunk of joinReports(
      files.map(
        (pieces) => () =>
          (async function* () {
            for (const piece of pieces) yield Buffer.from(piece);
          })(),
      ),
    ))
      out.push(chunk);
    return Buffer.concat(out).toString();
  };

  it('keeps one header, one line break between files, whatever the chunks', async () => {
    expect(await collect([['\ufeffh1,h2\r', '\n1,2\r\n', '\r\n'], ['h1,', 'h2\n3,4'], ['h1,h2\n'], ['h1,h2\n5,6\n\n']])).toBe('h1,h2\n1,2\n3,4\n5,6\n');
  });

  it('refuses a file whose header differs from the first', async () => {
    await expect(collect([['a,b\n1,2\n'], ['a,c\n3,4\n']])).rejects.toMatchObject({ code: 'errors.reportingLayoutChanged' });
  });
});
