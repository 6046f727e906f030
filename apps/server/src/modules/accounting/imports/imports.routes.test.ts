// Revenue report uploads end to end (issue 10 "Revenue uploads"): real multipart requests, the
// importer, PostgreSQL. Files carry every quirk of data-formats.md; totals are checked to the last
// decimal place; a bad row, a closed month and a race leave whole months; owners see their own.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { roundTo, sum, type UploadFileResult } from '@chorus/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';
import { deflatedZip } from '../../../../test/zip.ts';
import { IMPORT_JOB } from './imports.service.ts';
import { ReportRows } from './report-rows.ts';

let t: TestApp;
let yt: string[];
let ownerChannel: string;
let otherOwnerChannel: string;
let nonYtOwned: string | null;

beforeAll(async () => {
  t = await startTestApp();
  yt = (await t.db.selectFrom('channels').select('channel_id').where('source_type', '=', 'YT').orderBy('channel_id').execute()).map((c) => c.channel_id);
  const owned = await t.db
    .selectFrom('channel_members')
    .innerJoin('users', 'users.id', 'channel_members.user_id')
    .innerJoin('channels', 'channels.channel_id', 'channel_members.channel_id')
    .select(['channel_members.channel_id', 'channels.source_type'])
    .where('users.email', '=', demo('user_owner'))
    .where('member_type', '=', 'owner')
    .execute();
  const ownedYt = owned.find((c) => c.source_type === 'YT');
  if (ownedYt) ownerChannel = ownedYt.channel_id;
  else {
    // The demo owner's first channel becomes a CMS channel for these tests.
    ownerChannel = owned[0]!.channel_id;
    await t.db.updateTable('channels').set({ source_type: 'YT' }).where('channel_id', '=', ownerChannel).execute();
  }
  nonYtOwned = owned.find((c) => c.channel_id !== ownerChannel && c.source_type !== 'YT')?.channel_id ?? null;
  otherOwnerChannel = yt.find((id) => !owned.some((c) => c.channel_id === id) && id !== ownerChannel)!;
});
afterAll(async () => {
  await t?.close();
});

type FilePart = { filename: string; data: Buffer | string };
function multipart(files: FilePart[]) {
  const boundary = `----chorus${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(files: FilePart[], as = 'finance') {
  const headers = await t.demoSession(as).then((s) => s.headers);
  const { payload, contentType } = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/accounting/uploads',
    headers: { ...headers, 'content-type': contentType, 'x-chorus-language': 'en' },
    payload,
  });
}
async function results(files: FilePart[], as = 'finance'): Promise<UploadFileResult[]> {
  const response = await upload(files, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: UploadFileResult[] }>().results;
}
async function get(url: string, as = 'finance') {
  const headers = await t.demoSession(as).then((s) => s.headers);
  return t.app.inject({ method: 'GET', url, headers: { ...headers, 'x-chorus-language': 'en' } });
}
async function revenueOf(month: string, channelId: string) {
  const response = await get(`/api/v1/accounting/revenue?month=${month}&channel_id=${channelId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ channels: Record<string, string>[]; missing_reports: string[] }>();
}

/** A 22-character id without UC, as several CMS reports write it. */
const bare = (id: string) => id.replace(/^UC/, '');
const STRANGER = 'UCstrangerChannel0000000';

const videoHeader =
  'Adjustment Type,Video ID,Video Title,Video Duration (sec),Category,Channel ID,Uploader,Channel Display Name,Content Type,Policy,Owned Views,YouTube Revenue Split : Auction,YouTube Revenue Split : Reserved,YouTube Revenue Split : Partner Sold YouTube Served,YouTube Revenue Split : Partner Sold Partner Served,YouTube Revenue Split,Partner Revenue : Auction,Partner Revenue : Reserved,Partner Revenue : Partner Sold YouTube Served,Partner Revenue : Partner Sold Partner Served,Partner Revenue';
const videoRow = (adjustment: string, videoId: string, title: string, channel: string, revenue: string) =>
  `${adjustment},${videoId},${title},612,Gaming,${channel},someone,Name,Partner-provided,monetize,15234,0.81,0.02,0,0,0.83,1.89,0.05,0,0,${revenue}`;

/** video_summary with BOM, CRLF, a title row, ids without UC, '-' ids, quoted CJK titles with commas and quotes, 12 places, negatives, blank adjustment type. */
function quirkyVideoSummary(month: string, a: string, b: string): string {
  const rows = [
    '\ufeffAsset Summary',
    videoHeader,
    videoRow('', '--DBLqSHUj4', '"遊戲實況,第一集 ""精華"""', bare(a), '1.000000000001'),
    videoRow('None', 'dQ_x1Y2z3A4', '"日本語のタイトル、テスト, 2"', a, '0.000021676471'),
    videoRow('Backpay', 'dQ_x1Y2z3A4', 'Plain', a, '-0.500000000000'),
    videoRow('None', '-abc', '"multi\r\nline title"', b, '10'),
    videoRow('', 'zzz', 'Stranger video', bare(STRANGER), '3.25'),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

describe('revenue uploads: the importer on every quirk of the reference', () => {
  it('imports a legacy video_summary exactly, keeping ids as written and unmatched rows', async () => {
    const [a, b] = [yt[0]!, yt[1]!];
    const [result] = await results([{ filename: 'YouTube_Chorus_Demo_M_20250601_video_summary_v1-1.csv', data: quirkyVideoSummary('202506', a, b) }]);
    expect(result).toMatchObject({ status: 'done', report_type: 'video_summary', year_month: '202506', records_replaced: 0, unmatched_rows: 1 });
    expect(result!.records_created).toBe(5);

    const revenue = await revenueOf('202506', a);
    // 1.000000000001 + 0.000021676471 (None, one from an id without UC) and the Backpay row as an adjustment.
    expect(revenue.channels).toEqual([expect.objectContaining({ channel_id: a, matched: true, ad_revenue: '1.000021676472', adjustments: '-0.5' })]);
    expect(revenue.missing_reports).toContain('adj_video_summary');

    const videos = await t.db.selectFrom('revenue_video_months').selectAll().where('year_month', '=', '202506').orderBy('video_id').execute();
    expect(videos.map((v) => v.video_id)).toEqual(['--DBLqSHUj4', '-abc', 'dQ_x1Y2z3A4', 'dQ_x1Y2z3A4', 'zzz']);
    expect(videos.find((v) => v.video_id === '--DBLqSHUj4')).toMatchObject({ channel_id: a, title: '遊戲實況,第一集 "精華"', adjustment_type: 'None' });
    expect(videos.find((v) => v.video_id === '-abc')).toMatchObject({ title: 'multi\r\nline title', amount: '10.000000000000' });
    expect(videos.find((v) => v.video_id === 'zzz')).toMatchObject({ channel_id: STRANGER });

    const unmatched = (await get('/api/v1/accounting/revenue/unmatched?month=202506')).json<{ channels: unknown[] }>();
    expect(unmatched.channels).toEqual([{ channel_id: STRANGER, rows: 1, amount: '3.25', report_types: ['video_summary'] }]);
  });

  it('reads the newer names, browser suffixes, Engaged Views, paid features, tax, YPP and the payment summary; reconciles per type', async () => {
    const a = yt[2]!;
    const month = '202507';
    const files: FilePart[] = [
      {
        filename: 'youtube_shorts_ads_revenue_month_youtube_shorts_ads_video_summary_v1_0_20250701 (1).csv',
        data: `Adjustment Type,Video ID,Video Title,Video Duration (sec),Category,Channel ID,Uploader,Content Type,Policy,Engaged Views,Net Partner Revenue (Post revshare)\nNone,s1,Short,30,Gaming,${a},u,UGC,monetize,100,0.123456789012\n`,
      },
      {
        filename: 'ads_partner_revenue_month_video_summary_v1_1_20250701.csv',
        data: `${videoHeader}\n${videoRow('None', 'v1', 'T', a, '5.5')}\n${videoRow('None', 'v2', 'T2', a, '4.5')}\n`,
      },
      {
        filename: 'YouTube_Chorus_Ecommerce_paid_features_M_20250701_20250731_v1-1.csv.gz',
        data: gzipSync(
          Buffer.from(
            `Paid features report\nDate,Purchase Type,Refund/Chargeback,Country,Channel Name,Channel ID,Video ID,Retail Price (USD),Earnings (USD)\n` +
              `20250702,Channel membership,No,TW,C,${a},,4.99,3.5\n20250703,Super Chat,No,TW,C,${a},v1,10,7\n20250704,Super Chat,Yes,TW,C,${a},v1,-10,-7\n` +
              `20250705,Super Thanks,No,JP,C,${a},v2,2,1.4\n20250706,Super Stickers,No,JP,C,${a},,1,0.7\n20250707,Gifted memberships,No,JP,C,${a},,5,3.5\n20250708,Something new,No,JP,C,${a},,1,0.1\n`,
          ),
        ),
      },
      {
        filename: 'YouTube_Chorus_M_202507_affiliate_payment_summary_v1-0.csv',
        data: `AdSense Earnings Month,Channel ID,Revenue Source,Local Currency,Total Revenue,US Sourced Revenue,Tax Withholding Rate,Tax Withheld Amount\n202507,${bare(a)},Ads,USD,10,2,30,0.6\n202507,${a},Subscription,USD,1,1,30,0.3\n`,
      },
      {
        filename: 'custom_month_channel_adjustments_summary_v1_0_20250701.csv',
        data: `Channel ID,Adjustment Type,Deduction Amount\n${a},MONETIZATION DISABLED,2\n${a},CREDIT - APPEAL,0.5\n`,
      },
      {
        filename: 'YouTube_Chorus_M_20250701_payment_summary_v1-0.csv',
        data: `Revenue Type,Adjustment Type,Local Currency Code,Partner Revenue (USD)\nAds Revenue,None,USD,10.004\nYouTube Shorts&nbsp;- Ads Revenue,,USD,"$0.12"\nTransactions Revenue - Others,,USD,"(1.00)"\nTotal,,USD,9.124\n`,
      },
    ];
    const answer = await results(files);
    expect(answer.map((r) => [r.report_type, r.status, r.reason])).toEqual([
      ['shorts_ads', 'done', null],
      ['video_summary', 'done', null],
      ['paid_features', 'done', null],
      ['tax_summary', 'done', null],
      ['channel_adjustments', 'done', null],
      ['payment_summary', 'done', null],
    ]);
    const [channel] = (await revenueOf(month, a)).channels;
    expect(channel).toMatchObject({
      ad_revenue: '10',
      shorts_feed_ads: '0.123456789012',
      memberships: '3.5',
      super_chat: '0',
      super_thanks: '1.4',
      super_stickers: '0.7',
      membership_gifts: '3.5',
      transaction_revenue: '9.2',
      us_withholding_tax: '0.9',
      ypp_deduction: '1.5',
      premium_revenue: '0',
    });
    const status = (await get(`/api/v1/accounting/revenue/status?month=${month}`)).json<{
      reconciliation: { revenue_type: string; status: string; difference: string | null }[];
      missing_reports: string[];
    }>();
    const byType = Object.fromEntries(status.reconciliation.map((r) => [r.revenue_type, [r.status, r.difference]]));
    expect(byType).toEqual({
      ads: ['matched', '-0.004'],
      shorts_ads: ['matched', '0.003456789012'],
      shorts_subscription: ['matched', '0'],
      premium: ['matched', '0'],
      transactions: ['mismatch', '10.2'],
    });
    expect(status.missing_reports).toEqual(['adj_video_summary', 'shorts_subscription', 'red_video', 'red_music_video']);
  });

  it('refuses weekly, daily, Studio and unknown files by name, with a reason', async () => {
    const answer = await results([
      { filename: 'YouTube_Chorus_W_20250707_video_summary_v1-1.csv', data: 'x' },
      { filename: 'ads_partner_revenue_day_video_summary_v1_1_20250701.csv', data: 'x' },
      { filename: 'Table data.csv', data: 'x' },
      { filename: 'holiday-photos.csv', data: 'x' },
      { filename: 'YouTube_Chorus_M_20250301_video_summary_v1-1.csv', data: `${videoHeader}\n` },
    ]);
    expect(answer.map((r) => [r.status, r.code])).toEqual([
      ['failed', 'errors.revenueFileNotMonthly'],
      ['failed', 'errors.revenueFileNotMonthly'],
      ['failed', 'errors.revenueFileStudio'],
      ['failed', 'errors.revenueFileUnknown'],
      // A header and no rows: issue 23, refused until finance confirms the month has none.
      ['failed', 'errors.revenueFileEmpty'],
    ]);
    expect(answer[2]!.reason).toBe('“Table data.csv” looks like a YouTube Studio export (estimates). Upload the CMS monthly revenue reports instead.');
    // Nothing at all that is a report: the request is refused.
    const refused = await upload([{ filename: 'Totals.csv', data: 'x' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('errors.revenueFileStudio');
  });
});

describe('revenue uploads: whole months only', () => {
  const name = 'YouTube_Chorus_M_20250801_video_summary_v1-1.csv';
  const good = (revenue: string) => `${videoHeader}\n${videoRow('None', 'v1', 'T', yt[3]!, revenue)}\n${videoRow('None', 'v2', 'T', yt[3]!, '1')}\n`;
  const snapshot = () =>
    t.db.selectFrom('revenue_video_months').select(['video_id', 'amount']).where('year_month', '=', '202508').orderBy('video_id').execute();

  it('a bad last row (or a short one, or a bad id) changes nothing and names its line', async () => {
    expect((await results([{ filename: name, data: good('2') }]))[0]!.status).toBe('done');
    const before = await snapshot();
    const cases: [string, string, number][] = [
      [`${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1,5')}\n`, 'errors.revenueRowShape', 4],
      [`${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1.0000000000001')}\n`, 'errors.revenueRowAmountInvalid', 4],
      [`${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1e5')}\n`, 'errors.revenueRowAmountInvalid', 4],
      [`${good('3')}${videoRow('None', 'v3', 'T', 'UC bad id', '1')}\n`, 'errors.revenueRowChannelInvalid', 4],
      [`${good('3')}${videoRow('None', 'v3', 'T', '', '1')}\n`, 'errors.revenueRowChannelMissing', 4],
      // Every numeric column is checked, not only the one stored (Partner Revenue : Auction, Owned Views, the duration).
      [`${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1').replace(',1.89,', ',abc,')}\n`, 'errors.revenueRowNumberInvalid', 4],
      [`${good('3').replace(',15234,', ',"n/a",')}`, 'errors.revenueRowNumberInvalid', 2],
      [`${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1').replace(',612,', ',6 min,')}\n`, 'errors.revenueRowNumberInvalid', 4],
    ];
    for (const [data, code, line] of cases) {
      const [result] = await results([{ filename: name, data }]);
      expect(result).toMatchObject({ status: 'failed', code, line, records_created: 0 });
      expect(result!.reason).toContain(`Line ${line}`);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('names the column of a non-number in any numeric column, in every report layout; numbers of every shape pass', async () => {
    const auction = `${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1').replace(',1.89,', ', 1.2.3 ,')}\n`;
    const [video] = await results([{ filename: name, data: auction }]);
    expect(video).toMatchObject({ status: 'failed', code: 'errors.revenueRowNumberInvalid', line: 4 });
    expect(video!.reason).toBe('Line 4: “1.2.3” in the column “Partner Revenue : Auction” is not a number. Nothing was changed.');
    const before = await snapshot();
    // Quoted, padded, negative, no whole part, 12 places: numbers all.
    const fine = `${good('3')}${videoRow('None', 'v3', 'T', yt[3]!, '1').replace(',612,', ',"612",').replace(',1.89,', ', -.000000000001 ,')}\n`;
    expect((await results([{ filename: name, data: fine }]))[0]).toMatchObject({ status: 'done', records_created: 3 });
    expect(await snapshot()).not.toEqual(before);

    const month = 'YouTube_Chorus_M_20250801';
    const refusals = await results([
      {
        filename: `${month}_affiliate_payment_summary_v1-0.csv`,
        data: `AdSense Earnings Month,Channel ID,Revenue Source,Local Currency,Total Revenue,US Sourced Revenue,Tax Withholding Rate,Tax Withheld Amount\n202508,${yt[3]},Ads,USD,10,2,30%,0.6\n202508,${yt[3]},Ads,USD,10,two,30,0.6\n`,
      },
      {
        filename: `${month}_payment_summary_v1-0.csv`,
        data: `Revenue Type,Adjustment Type,Local Currency Code,Partner Revenue (USD),Partner Revenue (Local)\nAds Revenue,None,TWD,10,"$320.00"\nTotal,,TWD,10,N/A\n`,
      },
    ]);
    expect(refusals.map((r) => [r.report_type, r.code, r.line, r.reason])).toEqual([
      ['tax_summary', 'errors.revenueRowNumberInvalid', 3, 'Line 3: “two” in the column “US Sourced Revenue” is not a number. Nothing was changed.'],
      ['payment_summary', 'errors.revenueRowNumberInvalid', 3, 'Line 3: “N/A” in the column “Partner Revenue (Local)” is not a number. Nothing was changed.'],
    ]);
    expect(await t.db.selectFrom('revenue_report_files').select('report_type').where('year_month', '=', '202508').orderBy('report_type').execute()).toEqual([
      { report_type: 'video_summary' },
    ]);
  });

  it('refuses a file with a header and no rows (409, translated) unless finance confirms the month has none', async () => {
    expect((await results([{ filename: name, data: good('2') }]))[0]!.status).toBe('done');
    const before = await snapshot();
    expect(before).toHaveLength(2);
    // Header only, a title row and a header, a header and blank rows: none of them changes the month.
    for (const data of [`${videoHeader}\n`, `Title\n${videoHeader}\r\n`, `${videoHeader}\n,,,,,,,,,,,,,,,,,,,,\n\n`]) {
      const refused = await upload([{ filename: name, data }]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ error: { code: string; message: string } }>().error).toEqual({
        code: 'errors.revenueFileEmpty',
        message: `“${name}” has a header but no rows, so it would leave 2025-08 with nothing for this report. If the month really has no rows, confirm and upload it again. Nothing was changed.`,
      });
      expect(await snapshot()).toEqual(before);
    }
    // With other files in the form, the empty one's own result says so; the others are imported.
    const mixed = await results([
      { filename: name, data: `${videoHeader}\n` },
      { filename: 'YouTube_Chorus_M_20241201_red_music_rawdata_video_v1-1.csv', data: `Title\n${redMusic(yt[3]!)}` },
    ]);
    expect(mixed.map((r) => [r.report_type, r.status, r.code])).toEqual([
      ['video_summary', 'failed', 'errors.revenueFileEmpty'],
      ['red_music_video', 'done', null],
    ]);
    expect(await snapshot()).toEqual(before);
    // A bad confirmation is refused as input; the confirmed one empties the month's report.
    const headers = await t.demoSession('finance').then((session) => session.headers);
    const form = multipart([{ filename: name, data: `${videoHeader}\n` }]);
    const send = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounting/uploads?${query}`,
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    expect((await send('confirm_empty=maybe')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    const confirmed = await send('confirm_empty=true');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ results: UploadFileResult[] }>().results[0]).toMatchObject({ status: 'done', records_created: 0, records_replaced: 2 });
    expect(await snapshot()).toEqual([]);
  });

  it('replaces the month of a report type whole, and reports what it replaced', async () => {
    await results([{ filename: name, data: good('2') }]);
    const [again] = await results([{ filename: name, data: good('7.25') }]);
    expect(again).toMatchObject({ status: 'done', records_created: 2, records_replaced: 2 });
    expect(await snapshot()).toEqual([
      { video_id: 'v1', amount: '7.250000000000' },
      { video_id: 'v2', amount: '1.000000000000' },
    ]);
  });

  it('two uploads of the same month at once end with one of them whole', async () => {
    const many = (value: string) => `${videoHeader}\n${Array.from({ length: 3000 }, (_, i) => videoRow('None', `v${i}`, 'T', yt[3]!, value)).join('\n')}\n`;
    const [first, second] = await Promise.all([upload([{ filename: name, data: many('1') }]), upload([{ filename: name, data: many('2') }])]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const amounts = await t.db
      .selectFrom('revenue_video_months')
      .select(['amount', sql<string>`count(*)`.as('n')])
      .where('year_month', '=', '202508')
      .groupBy('amount')
      .execute();
    expect(amounts).toHaveLength(1);
    expect(Number(amounts[0]!.n)).toBe(3000);
    const channelSum = await t.db.selectFrom('revenue_channel_months').select('amount').where('year_month', '=', '202508').executeTakeFirstOrThrow();
    expect(channelSum.amount).toBe(amounts[0]!.amount === '1.000000000000' ? '3000.000000000000' : '6000.000000000000');
  });

  it('a closed month refuses uploads and keeps its data', async () => {
    await t.db.insertInto('accounting_months').values({ year_month: '202501', closed_at: new Date() }).execute();
    const [result] = await results([{ filename: 'YouTube_Chorus_M_20250101_video_summary_v1-1.csv', data: good('1') }]);
    expect(result).toMatchObject({ status: 'failed', code: 'errors.accountingMonthClosed' });
    expect(await t.db.selectFrom('revenue_video_months').select('video_id').where('year_month', '=', '202501').execute()).toEqual([]);
  });

  it('takes zip archives of several reports, and refuses a zip bomb keeping nothing', async () => {
    const zip = deflatedZip([
      { name: 'YouTube_Chorus_M_20250901_video_summary_v1-1.csv', data: Buffer.from(good('1')) },
      { name: 'YouTube_Chorus_M_20250901_red_music_rawdata_video_v1-1.csv', data: Buffer.from(`Title\n${redMusic(yt[3]!)}`) },
    ]);
    const answer = await results([{ filename: 'reports.zip', data: zip }]);
    expect(answer.map((r) => [r.report_type, r.status])).toEqual([
      ['video_summary', 'done'],
      ['red_music_video', 'done'],
    ]);
    expect((await revenueOf('202509', yt[3]!)).channels[0]).toMatchObject({ ad_revenue: '2', premium_revenue: '0.3' });

    const bomb = deflatedZip([{ name: 'YouTube_Chorus_M_20251001_video_summary_v1-1.csv', data: Buffer.alloc(30 * 1024 * 1024), declaredSize: 10 }]);
    const refused = await upload([{ filename: 'bomb.zip', data: bomb }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('errors.spreadsheetUnsafe');
    expect(await t.db.selectFrom('revenue_report_files').select('year_month').where('year_month', '=', '202510').execute()).toEqual([]);
  });
});

describe('revenue uploads: large files', () => {
  // Past the inline limit for stored files (32 MB): about 220,000 rows of one month.
  const rows = 220_000;
  // Titles of random letters: gzip keeps within the zip guard's ratio (20).
  const bigMonth = (amount: string) => {
    const noise = randomBytes(rows * 6).toString('base64url');
    const body = Array.from({ length: rows }, (_, i) => videoRow('None', `big${i}`, `"影片 ${noise.slice(i * 8, i * 8 + 8)}, 標題"`, yt[4]!, amount));
    const data = Buffer.from(`${videoHeader}\n${body.join('\n')}\n`);
    expect(data.length).toBeGreaterThan(32 * 1024 * 1024);
    return data;
  };

  it('a plain file is imported as it arrives (200); a bad row in it stops only that file, the next one in the form is imported', async () => {
    const data = bigMonth('0.000000000002');
    const [whole] = await results([{ filename: 'YouTube_Chorus_M_20240201_video_summary_v1-1.csv', data }]);
    expect(whole).toMatchObject({ status: 'done', records_created: rows, records_replaced: 0 });
    expect((await revenueOf('202402', yt[4]!)).channels[0]).toMatchObject({ ad_revenue: '0.00000044' });

    // The importer stops at line 1,001 of the first file; the rest of it is read past, the second file follows.
    const bad = Buffer.concat([data.subarray(0, data.indexOf('big999,') - 1), Buffer.from(`,x${data.subarray(data.indexOf('big999,') - 1)}`)]);
    const lines = bad.toString('utf8', 0, bad.indexOf('big999,')).split('\n').length;
    const answer = await results([
      { filename: 'YouTube_Chorus_M_20240201_video_summary_v1-1.csv', data: bad },
      { filename: 'YouTube_Chorus_M_20240201_red_music_rawdata_video_v1-1.csv', data: `Title\n${redMusic(yt[4]!)}` },
    ]);
    expect(answer.map((r) => [r.report_type, r.status, r.code, r.line])).toEqual([
      ['video_summary', 'failed', 'errors.revenueRowShape', lines],
      ['red_music_video', 'done', null, null],
    ]);
    expect((await revenueOf('202402', yt[4]!)).channels[0]).toMatchObject({ ad_revenue: '0.00000044' });
  }, 120_000);

  it('a compressed one is stored, then answers 202 with an upload id, followed to its end with the per-file results', async () => {
    await t.ctx.jobs.startWorkers({ names: [IMPORT_JOB], pollingIntervalSeconds: 0.5, log: () => {} });
    const data = gzipSync(bigMonth('0.000000000001'));
    const response = await upload([{ filename: 'YouTube_Chorus_M_20240301_video_summary_v1-1.csv.gz', data }]);
    expect(response.statusCode, response.body).toBe(202);
    const { upload_id } = response.json<{ upload_id: string }>();
    const status = await until(
      async () => (await get(`/api/v1/accounting/uploads/${upload_id}`)).json<{ status: string; results: UploadFileResult[]; files_done: number }>(),
      (s) => s.status !== 'running',
      60_000,
    );
    expect(status.results[0]?.reason ?? null).toBeNull();
    expect(status).toMatchObject({ status: 'done', files_done: 1 });
    expect(status.results[0]).toMatchObject({ status: 'done', records_created: rows, year_month: '202403' });
    expect((await revenueOf('202403', yt[4]!)).channels[0]).toMatchObject({ ad_revenue: '0.00000022' });
  }, 120_000);
});

describe('revenue uploads: what would stall the server', () => {
  it('a line longer than 1 MB is refused with its line number (translated), and the month is unchanged', async () => {
    const before = await revenueOf('202402', yt[4]!);
    const long = videoRow('None', 'long1', `"${'長'.repeat(400_000)}"`, yt[4]!, '1');
    const data = [videoHeader, videoRow('None', 'ok1', 'Fine', yt[4]!, '1'), long, videoRow('None', 'ok2', 'Fine', yt[4]!, '1')].join('\n');
    const [answer] = await results([{ filename: 'YouTube_Chorus_M_20240201_video_summary_v1-1.csv', data }]);
    expect(answer).toMatchObject({ status: 'failed', code: 'errors.revenueRowTooLong', line: 3 });
    expect(answer!.reason).toContain('Line 3 is longer than 1 MB');
    expect(await revenueOf('202402', yt[4]!)).toEqual(before);
  });

  it('a declared body over the limit is refused with 413 at once, before any of it is sent', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const headers = await t.demoSession('finance').then((s) => s.headers);
    const head = async (length: number) => {
      const socket = connect(Number(address.port), address.hostname);
      const lines = [
        'POST /api/v1/accounting/uploads HTTP/1.1',
        `Host: ${address.host}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}`),
        'Content-Type: multipart/form-data; boundary=xyz',
        `Content-Length: ${length}`,
        'X-Chorus-Language: ja',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      // Only the headers are sent: an answer within 5 s can only be one that did not wait for the body.
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
        setTimeout(() => resolve(text), 5000);
      });
      socket.destroy();
      return answer;
    };
    const refused = await head(3 * 1000 ** 3);
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused).toContain('アップロード');
    // Under the limit, the server waits for the body as before (no answer without it).
    expect(await head(1000)).toBe('');
  }, 30_000);

  it("reads a file's rows in the context's worker threads: the reader never runs in the request's thread", async () => {
    const read = vi.spyOn(t.ctx.uploadReads, 'read');
    const here = vi.spyOn(ReportRows.prototype, 'write');
    try {
      const rows = Array.from({ length: 5_000 }, (_, i) => videoRow('None', `pool${i}`, `"影片 ${i}, 精華"`, yt[5]!, '0.000000000001'));
      const [answer] = await results([{ filename: 'YouTube_Chorus_M_20240501_video_summary_v1-1.csv', data: [videoHeader, ...rows].join('\n') }]);
      expect(answer).toMatchObject({ status: 'done', records_created: 5_000 });
      expect((await revenueOf('202405', yt[5]!)).channels[0]).toMatchObject({ ad_revenue: '0.000000005' });
      expect(read).toHaveBeenCalledTimes(1);
      expect(here).toHaveBeenCalledTimes(0);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('demo data', () => {
  it('gives the demo network a year of CMS months drawn from its analytics, one of them unreconciled', async () => {
    const months = (
      await t.db
        .selectFrom('revenue_report_files')
        .select('year_month')
        .distinct()
        .where('file_name', 'like', 'YouTube_Demo_Network_%')
        .orderBy('year_month')
        .execute()
    ).map((m) => m.year_month);
    expect(months).toHaveLength(12);
    const statuses: { reconciliation: { revenue_type: string; status: string }[] }[] = [];
    for (const month of months) statuses.push((await get(`/api/v1/accounting/revenue/status?month=${month}`)).json());
    const unreconciled = statuses.filter((s) => s.reconciliation.some((r) => r.status !== 'matched'));
    expect(unreconciled).toHaveLength(1);
    expect(unreconciled[0]!.reconciliation.find((r) => r.revenue_type === 'ads')).toMatchObject({ status: 'mismatch', difference: '-12.34' });
    // The CMS month of a channel is its analytics' month, to the last decimal place.
    const month = months[5]!;
    const analytics = await sql<{ channel_id: string; ad: string }>`
      SELECT d.channel_id, sum(d.ad_revenue)::text AS ad FROM channel_daily_metrics d JOIN channels c USING (channel_id)
      WHERE c.source_type = 'YT' AND to_char(d.day::date, 'YYYYMM') = ${month} GROUP BY 1 HAVING sum(d.ad_revenue) > 0 ORDER BY 1 LIMIT 1`.execute(t.db);
    const { channel_id, ad } = analytics.rows[0]!;
    const [revenue] = (await revenueOf(month, channel_id)).channels;
    expect(Number(revenue!.ad_revenue)).toBeGreaterThan(0);
    expect(revenue!.ad_revenue).toBe(ad.replace(/\.?0+$/, ''));
    // The CMS video summary has the month's videos.
    const videos = (await get(`/api/v1/accounting/cms/videos?month=${month}&channel_id=${channel_id}`)).json<{ total: number }>();
    expect(videos.total).toBeGreaterThan(0);
  });
});

function redMusic(channel: string): string {
  const header =
    'Adjustment Type,Day,Country,Video ID,Custom ID,Content Type,Video Title,Video Duration (sec),Username,Uploader,Channel Display Name,Channel ID,Claim Type,Claim Origin,Multiple Claims?,Asset ID,Policy,Owned Views,YouTube Revenue Split,Partner Revenue';
  const row = (day: string, revenue: string) => `None,${day},TW,m1,,UGC,Song,200,u,u,C,${channel},Audio,Upload,No,A1|A2,monetize,10,0.1,${revenue}`;
  return `${header}\n${row('20250901', '0.1')}\n${row('20250902', '0.2')}\n`;
}

describe('revenue reads: who sees what', () => {
  beforeAll(async () => {
    const csv = `${videoHeader}\n${videoRow('None', 'o1', 'Own', ownerChannel, '4')}\n${videoRow('None', 'x1', 'Other', otherOwnerChannel, '6')}\n`;
    await results([{ filename: 'YouTube_Chorus_M_20231101_video_summary_v1-1.csv', data: csv }]);
  });

  it('finance and the assistant see every channel; the assistant may upload', async () => {
    for (const as of ['finance', 'assistant', 'admin']) {
      const response = await get('/api/v1/accounting/revenue?month=202311', as);
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json<{ channels: { channel_id: string }[] }>()
          .channels.map((c) => c.channel_id)
          .sort(),
      ).toEqual([ownerChannel, otherOwnerChannel].sort());
    }
    expect((await upload([{ filename: 'x.csv', data: 'x' }], 'assistant')).statusCode).toBe(400);
  });

  it('an owner with the cms flag sees only their own channels; another channel does not exist for them', async () => {
    const own = await get('/api/v1/accounting/revenue?month=202311', 'user_owner');
    expect(own.json<{ channels: { channel_id: string; ad_revenue: string }[] }>().channels).toEqual([
      expect.objectContaining({ channel_id: ownerChannel, ad_revenue: '4' }),
    ]);
    expect((await get(`/api/v1/accounting/revenue?month=202311&channel_id=${otherOwnerChannel}`, 'user_owner')).statusCode).toBe(404);
    const videos = await get('/api/v1/accounting/cms/videos?month=202311', 'user_owner');
    expect(videos.json<{ items: { video_id: string }[] }>().items.map((v) => v.video_id)).toEqual(['o1']);
    // Owners may not upload, see the month's status or export.
    expect((await upload([{ filename: 'x.csv', data: 'x' }], 'user_owner')).statusCode).toBe(403);
    expect((await get('/api/v1/accounting/revenue/status?month=202311', 'user_owner')).statusCode).toBe(403);
  });

  it('without the cms flag an owner is told revenue is not shown; a non-CMS channel has no financial reports', async () => {
    await t.db.updateTable('users').set({ has_cms_permissions: false }).where('email', '=', demo('user_owner')).execute();
    const ownerId = String((await t.db.selectFrom('users').select('id').where('email', '=', demo('user_owner')).executeTakeFirstOrThrow()).id);
    t.ctx.bus.publish({ kind: 'user', id: ownerId });
    const refused = await get('/api/v1/accounting/revenue?month=202311', 'user_owner');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe('No content owner permission, so revenue is not shown.');
    await t.db.updateTable('users').set({ has_cms_permissions: true }).where('email', '=', demo('user_owner')).execute();
    t.ctx.bus.publish({ kind: 'user', id: ownerId });
    const freedom = await t.db.selectFrom('channels').select('channel_id').where('source_type', '!=', 'YT').executeTakeFirstOrThrow();
    const nonCore = await get(`/api/v1/accounting/revenue?month=202311&channel_id=${nonYtOwned ?? freedom.channel_id}`, 'finance');
    expect(nonCore.statusCode).toBe(409);
    expect(nonCore.json<{ error: { message: string } }>().error.message).toBe('Financial reports for non-core channels are unsupported.');
  });

  it('CMS summaries sort, page and export as CSV and xlsx with exact amounts', async () => {
    const page = (await get('/api/v1/accounting/cms/channels?month=202311&sort=total&order=asc&page_size=5')).json<{
      items: { channel_id: string; total: string }[];
      total: number;
    }>();
    expect(page.items.map((i) => i.total)).toEqual(['4', '6']);
    const csv = await get('/api/v1/accounting/cms/videos/export?month=202311&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\ufeffChannel ID,Video ID,Video,Ad revenue (USD),Shorts feed ads (USD),Premium revenue (USD),Transaction revenue (USD),Adjustments (USD),Gross total (USD)',
    );
    const xlsx = await get('/api/v1/accounting/cms/channels/export?month=202311&format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect((await get('/api/v1/accounting/cms/channels/export?month=202311', 'user_owner')).statusCode).toBe(403);
  });

  it('CMS summary xlsx: amounts are USD number cells whose sum is the exact total to the cent; the CSV keeps every decimal', async () => {
    const channels = (await get('/api/v1/accounting/cms/channels?month=202506&page_size=200')).json<{ items: { total: string }[]; sum_total: string }>();
    const videos = (await get('/api/v1/accounting/cms/videos?month=202506&page_size=200')).json<{ items: { total: string }[]; sum_total: string }>();
    expect(channels.sum_total).toBe(sum(channels.items.map((i) => i.total)));
    expect(videos.sum_total).toBe(sum(videos.items.map((i) => i.total)));
    for (const [kind, answer] of [
      ['channels', channels],
      ['videos', videos],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/accounting/cms/${kind}/export?month=202506&format=xlsx`,
        headers: { ...(await t.demoSession('finance')).headers, 'x-chorus-language': 'ja' },
      });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const headings = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headings).toContain('広告収益（USD）');
      const totalColumn = headings.indexOf('総額（USD）') + 1;
      expect(totalColumn).toBeGreaterThan(0);
      const cells = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(totalColumn));
      expect(cells).toHaveLength(answer.items.length);
      expect(cells.every((c) => c.type === ExcelJS.ValueType.Number && c.numFmt === '#,##0.00')).toBe(true);
      expect(cells.reduce((total, c) => total + (c.value as number), 0).toFixed(2)).toBe(roundTo(answer.sum_total, 2));
    }
    const csv = await get('/api/v1/accounting/cms/videos/export?month=202506&format=csv');
    expect(csv.body).toContain(',1.000000000001,');
  });

  it('finance assigns unmatched rows to a network channel; later imports follow the assignment', async () => {
    const csv = `${videoHeader}\n${videoRow('None', 'u1', 'T', 'UCunknownToNetwork000001', '2.5')}\n${videoRow('None', 'o2', 'T', ownerChannel, '1')}\n`;
    await results([{ filename: 'YouTube_Chorus_M_20231201_video_summary_v1-1.csv', data: csv }]);
    const headers = (await t.demoSession('finance')).headers;
    const assign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounting/revenue/unmatched/assign',
      headers,
      payload: { source_channel_id: 'UCunknownToNetwork000001', channel_id: ownerChannel },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json()).toEqual({ moved_rows: 1, months: ['202312'] });
    expect((await revenueOf('202312', ownerChannel)).channels[0]).toMatchObject({ ad_revenue: '3.5' });
    expect((await get('/api/v1/accounting/revenue/unmatched?month=202312')).json<{ channels: unknown[] }>().channels).toEqual([]);
    await results([{ filename: 'YouTube_Chorus_M_20231201_video_summary_v1-1.csv', data: csv }]);
    expect((await revenueOf('202312', ownerChannel)).channels[0]).toMatchObject({ ad_revenue: '3.5' });
  });
});
