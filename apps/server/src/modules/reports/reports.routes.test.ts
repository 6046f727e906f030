// Channel reports through the real route (issue 14): each format read back (docx and pptx unzipped,
// the PDF's text layer by pdftotext, its first page drawn by pdftoppm), in the language asked for,
// with the file name in content-disposition; who may download (hand-written, spec 6: the viewer and
// the specific user without downloadReport see the page but get 403), channel scope (an unseen
// channel is 404), and bad input answered with translated field messages.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { badFileOptions, fileNameOf, xmlOf, pdfTextOf, reportTextOf } from '../../../test/report-files.ts';
import { linkHeadlineFixture } from '../../../test/social-fixture.ts';

let t: TestApp;
/** A channel of the demo network, its title written in CJK by this test (the report must carry it). */
let channelId: string;
const TITLE = '臺灣小吃日記 Taiwan Eats';
const scratch = mkdtempSync(path.join(process.env.REPORTS_OUT ?? os.tmpdir(), 'reports-test-'));

const who = [
  'admin',
  'staff',
  'viewer',
  'agency',
  'intensive_cooperative_user',
  'intensive_cooperative_user_owner',
  'user_owner',
  'finance',
  'producer.lin',
  'producer.sato',
];
/** Per demo account, a channel it belongs to (else the test's channel), so that scope is not what refuses it. */
const seen = new Map<string, string>();
const get = (key: string, query: string, channel = seen.get(key) ?? channelId) =>
  t.app.inject({ method: 'GET', url: `/api/v1/reports/channels/${channel}?${query}`, headers: t.demoHeaders(key) });

const file = (key: string, channel: string, query: string) => get(key, query, channel);

beforeAll(async () => {
  t = await startTestApp();
  const first = await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow();
  channelId = first.channel_id;
  await t.db.updateTable('channels').set({ title: TITLE }).where('channel_id', '=', channelId).execute();
  t.ctx.channelAccess.catalog.invalidate(channelId);
  await t.signInDemo(who);
  for (const key of who) {
    const [own] = await t.memberChannels(key);
    if (own) seen.set(key, own);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the report files', () => {
  it('docx in zh-TW: Word XML holds the channel, the period, the sections and the spec 8 thumbnail text; the name says channel, period, language', async () => {
    const response = await file('staff', channelId, 'period=quarterly&year=2026&quarter=2&format=docx&language=zh-TW');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(fileNameOf(response.headers['content-disposition'])).toBe('臺灣小吃日記-Taiwan-Eats_季報_2026-Q2_zh-TW.docx');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const xml = await xmlOf(response.rawPayload, 'word/document');
    for (const text of [TITLE, '頻道季報', '2026 年第 2 季', '2026-04-01 至 2026-06-30', '關鍵數據', '觀看次數', '最新影片', '最新 Shorts', '本期熱門影片'])
      expect(xml).toContain(text);
    // Thumbnails are not fetched outside production: the placeholder and spec 8's text.
    expect(xml).toContain('無法取得影片縮圖');
    expect(xml).toContain('w:eastAsia="Microsoft JhengHei"');
    // Staff has no accounting access: no revenue section; no stored insight yet: the section says so.
    expect(xml).not.toContain('收益與撥款');
    expect(xml).toContain('這個頻道的關鍵字與情緒分析尚未完成');
    expect(xml).not.toMatch(/reports\.|kpi\.|sections\./);
    // No Instagram or TikTok account linked yet: no "other platforms" section.
    expect(xml).not.toContain('其他平台');
    writeFileSync(path.join(scratch, 'report.docx'), response.rawPayload);
  });

  it('pptx in ja: slides hold Japanese texts with the Japanese font and language on the runs', async () => {
    const response = await file('agency', channelId, 'period=monthly&year=2026&month=5&format=pptx&language=ja');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(fileNameOf(response.headers['content-disposition'])).toBe('臺灣小吃日記-Taiwan-Eats_月次レポート_2026-05_ja.pptx');
    const xml = await xmlOf(response.rawPayload, 'ppt/slides/slide');
    for (const text of [TITLE, 'チャンネル月次レポート', '2026年5月', '主な指標', '視聴回数', '最新の動画', 'キーワードと感情']) expect(xml).toContain(text);
    expect(xml).toContain('lang="ja-JP"');
    expect(xml).toContain('typeface="Yu Gothic"');
    expect(xml).not.toContain('頻道');
    writeFileSync(path.join(scratch, 'report.pptx'), response.rawPayload);
  });

  it('pdf in zh-TW: the text layer holds the CJK channel name and texts; the first page draws', async () => {
    const response = await file('admin', channelId, 'period=quarterly&year=2026&quarter=1&format=pdf&language=zh-TW&currency=TWD');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = path.join(scratch, 'report.pdf');
    writeFileSync(pdf, response.rawPayload);
    const text = pdfTextOf(pdf);
    for (const expected of ['臺灣小吃日記 Taiwan Eats', '頻道季報', '2026 年第 1 季', '關鍵數據', '觀眾輪廓', '收益與撥款']) expect(text).toContain(expected);
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansCJKtc-Regular/);
    expect(fonts).toMatch(/yes\s+yes\s+yes/); // embedded, subset, with a ToUnicode map
    execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '2', pdf, path.join(scratch, 'page')]);
    expect(readFileSync(path.join(scratch, 'page-1.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('en: plain English texts, no CJK but the channel title; the revenue section for admin, in USD', async () => {
    const response = await file('admin', channelId, 'period=weekly&year=2026&week=10&format=docx&language=en&currency=USD');
    expect(response.statusCode).toBe(200);
    expect(fileNameOf(response.headers['content-disposition'])).toBe('臺灣小吃日記-Taiwan-Eats_weekly-report_2026-W10_en.docx');
    const xml = await xmlOf(response.rawPayload, 'word/document');
    for (const text of ['Weekly channel report', 'Week 10, 2026', '2026-03-02 to 2026-03-08', 'Key figures', 'Revenue and payout', 'Amounts in USD'])
      expect(xml).toContain(text);
    // CJK only where the data is CJK (channel and video titles): none of the report's own texts.
    const zh = /頻道週報|關鍵數據|本期|上期|觀眾輪廓|最新影片|無法取得|チャンネル|主な指標/;
    expect(zh.test(xml)).toBe(false);
  });

  it('shows the stored insight (keywords, emotions) once the analysis has written it', async () => {
    await t.db
      .insertInto('insight_channels')
      .values({
        channel_id: channelId,
        languages: ['zh-TW'],
        keywords: JSON.stringify([
          { term: '滷肉飯', score: 0.9 },
          { term: '夜市', score: 0.7 },
        ]) as never,
        comments_analyzed: 321,
        direction: 78,
        emotions: JSON.stringify({ joy: 30, praise: 10 }) as never,
      })
      .execute();
    const response = await file('staff', channelId, 'period=quarterly&year=2026&quarter=2&format=docx&language=zh-TW');
    const xml = await xmlOf(response.rawPayload, 'word/document');
    expect(xml).toContain('滷肉飯、夜市');
    expect(xml).toContain('321');
    expect(xml).toContain('78%');
    expect(xml).toContain('開心');
    expect(xml).not.toContain('尚未完成');
  });
});

describe('other platforms (issue 27): the linked accounts’ headlines in every format and language', () => {
  beforeAll(async () => {
    // Instagram: followers 1,200 on the last collected day, views 300 + 200 in its 30 days, engagement
    // (50 + 10 + 5 + 5) / 1,000 = 7.00 %; TikTok: followers 3,000, no account views, no video yet.
    await linkHeadlineFixture(t.db, channelId, 'taiwan.eats');
  });

  it.each([
    [
      'docx',
      'zh-TW',
      'staff',
      'period=quarterly&year=2026&quarter=2',
      [
        '其他平台',
        '粉絲數',
        '30 天觀看次數',
        '互動率',
        'Instagram @taiwan.eats',
        '1,200',
        '500',
        '7.00%',
        'TikTok @taiwan.eats.tt',
        '3,000',
        '無法取得',
        '資料來自創作者的帳號',
      ],
    ],
    [
      'pptx',
      'ja',
      'agency',
      'period=monthly&year=2026&month=5',
      ['その他のプラットフォーム', 'フォロワー数', 'Instagram @taiwan.eats', '1,200', '7.00%', '取得できません', 'クリエイター本人のアカウントのデータ'],
    ],
    [
      'pdf',
      'en',
      'admin',
      'period=quarterly&year=2026&quarter=1&currency=USD',
      ['Other platforms', 'Instagram @taiwan.eats', '1,200', '7.00%', 'TikTok @taiwan.eats.tt', '3,000', 'Not available', "From the creator's account"],
    ],
  ] as const)('%s in %s', async (format, language, who, period, texts) => {
    const response = await file(who, channelId, `${period}&format=${format}&language=${language}`);
    expect(response.statusCode).toBe(200);
    const text = await reportTextOf(scratch, response.rawPayload, format);
    for (const expected of texts) expect(text).toContain(expected);
  });
});

describe('the latest video report', () => {
  it('the newest regular video against the channel average, in en; the viewer may not download it', async () => {
    const latest = await t.db
      .selectFrom('videos')
      .select(['title', 'published_at'])
      .where('channel_id', '=', channelId)
      .where('kind', '=', 'video')
      .orderBy('published_at', 'desc')
      .orderBy('video_id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/channels/${channelId}/latest-video?format=docx&language=en`,
      headers: t.demoHeaders('staff'),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const day = latest.published_at.toISOString().slice(0, 10);
    expect(fileNameOf(response.headers['content-disposition'])).toBe(`臺灣小吃日記-Taiwan-Eats_latest-video_${day}_en.docx`);
    const xml = await xmlOf(response.rawPayload, 'word/document');
    for (const text of ['Latest video report', 'This video', 'Channel average', 'Views since publishing', day]) expect(xml).toContain(text);
    expect(xml).toContain(latest.title.replaceAll('&', '&amp;'));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/channels/${channelId}/latest-video?format=pdf&language=ja`,
      headers: t.demoHeaders('staff'),
    });
    expect(pdf.statusCode).toBe(200);
    const pdfFile = path.join(scratch, 'latest-video.pdf');
    writeFileSync(pdfFile, pdf.rawPayload);
    expect(pdfTextOf(pdfFile)).toContain('最新動画レポート');
    execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', pdfFile, path.join(scratch, 'latest')]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/channels/${channelId}/latest-video?format=pdf`,
      headers: t.demoHeaders('viewer'),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('who may download (spec 6, written out by hand)', () => {
  const query = 'period=monthly&year=2026&month=1&format=docx&language=en';
  it.each([
    ['admin', 200],
    ['staff', 200],
    ['agency', 200],
    ['producer.lin', 200],
    // Issue 23: the people a report is about — the intensive cooperative users, a channel's owner (on
    // a channel of their own: the first they belong to is one they own).
    ['intensive_cooperative_user', 200],
    ['intensive_cooperative_user_owner', 200],
    ['user_owner', 200],
    // The report page without downloadReport: the viewer, the specific user who lacks it.
    ['viewer', 403],
    ['producer.sato', 403],
    // Without the report page.
    ['finance', 403],
  ])('%s → %i', async (key, status) => {
    const response = await get(key, query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    if (status === 403) expect(expectErrorBody(response).code).toBe('errors.forbidden');
  });

  it("issue 23: a channel's owner gets no report of a channel where they are only a member", async () => {
    const [member] = await t.memberChannels('user_owner', 'member');
    const response = await get('user_owner', query, member!);
    expect(response.statusCode).toBe(403);
    expect(expectErrorBody(response).code).toBe('errors.forbidden');
  });

  it('issue 23: admin grants report:download (the viewer then downloads) and revokes or denies it like any other item', async () => {
    const change = async (target: string, changes: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/user-permissions/${await t.demoUserId(target)}`,
        headers: t.demoHeaders('admin'),
        payload: { changes },
      });
    const granted = await change('viewer', [{ action: 'grant', function: 'report', item: 'download', global: true }]);
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await get('viewer', query)).statusCode).toBe(200);
    expect((await change('viewer', [{ action: 'revoke', function: 'report', item: 'download' }])).statusCode).toBe(200);
    expect((await get('viewer', query)).statusCode).toBe(403);
    // A denial takes the role's action away (staff holds it by role).
    expect((await change('staff', [{ action: 'deny', function: 'report', item: 'download' }])).statusCode).toBe(200);
    expect((await get('staff', query)).statusCode).toBe(403);
    expect((await change('staff', [{ action: 'revoke', function: 'report', item: 'download' }])).statusCode).toBe(200);
    expect((await get('staff', query)).statusCode).toBe(200);
  });

  it('a channel the caller may not see does not exist for them (404), and neither does an unknown one', async () => {
    // The intensive cooperative user holds the report page on every channel but sees only its own.
    const key = 'intensive_cooperative_user';
    const channels = await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').execute();
    let unseen: string | undefined;
    for (const c of channels) {
      const overview = await t.app.inject({ method: 'GET', url: `/api/v1/channels/${c.channel_id}/overview`, headers: t.demoHeaders(key) });
      if (overview.statusCode === 404) {
        unseen = c.channel_id;
        break;
      }
    }
    expect(unseen).toBeDefined();
    const notMine = await get(key, query, unseen);
    expect(notMine.statusCode).toBe(404);
    expect(expectErrorBody(notMine).code).toBe('errors.notFound');
    const unknown = await get('admin', query, 'UCnoSuchChannel000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('bad input, translated', () => {
  it.each([
    ['period=quarterly&year=2026&quarter=5', 'quarter', 'This value is not valid.'],
    // 2025 has 52 ISO weeks (2026 has 53).
    ['period=weekly&year=2025&week=53', 'week', 'This year has no such week.'],
    ['period=quarterly&year=2026', 'quarter', 'Choose the year together with the quarter, month or week.'],
    ['period=monthly&month=3', 'year', 'Choose the year together with the quarter, month or week.'],
    ['period=monthly&year=2026&month=3&quarter=1', 'quarter', 'Choose the year together with the quarter, month or week.'],
    ['period=daily', 'period', 'This value is not valid.'],
    ...badFileOptions,
  ])('%s → 400 on %s', async (query, field, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/channels/${channelId}?${query}`,
      headers: { ...t.demoHeaders('staff'), 'x-chorus-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const error = expectErrorBody(response, 'en');
    expect(error.fields?.[field]).toBe(message);
  });

  it('a period that has not begun → 400 on its number; one in progress is reported to date, against as many days of the one before', async () => {
    const today = t.clock.now();
    const year = today.getUTCFullYear();
    const quarter = Math.floor(today.getUTCMonth() / 3) + 1;
    const future = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/channels/${channelId}?period=quarterly&year=${year + 1}&quarter=1`,
      headers: { ...t.demoHeaders('staff'), 'x-chorus-language': 'en' },
    });
    expect(future.statusCode).toBe(400);
    expect(expectErrorBody(future, 'en').fields?.quarter).toBe("This period hasn't begun yet, so it has no figures to report.");

    // The data stop halfway between the quarter's first day and today: always before the quarter ends.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const start = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
    const elapsed = Math.floor((today.getTime() - Date.parse(start)) / 86_400_000);
    const through = day(Date.parse(start) + Math.floor(elapsed / 2) * 86_400_000);
    const previousStart = quarter === 1 ? `${year - 1}-10-01` : `${year}-${String(quarter * 3 - 5).padStart(2, '0')}-01`;
    const previousEnd = day(Date.parse(previousStart) + Math.floor(elapsed / 2) * 86_400_000);
    const { data_through: kept } = await t.db.selectFrom('channels').select('data_through').where('channel_id', '=', channelId).executeTakeFirstOrThrow();
    await t.db.updateTable('channels').set({ data_through: through }).where('channel_id', '=', channelId).execute();
    try {
      const current = await get('staff', `period=quarterly&year=${year}&quarter=${quarter}&format=docx&language=en`);
      expect(current.statusCode).toBe(200);
      const text = (await xmlOf(current.rawPayload, 'word/document')).replace(/<[^>]+>/g, '');
      expect(text).toContain(`${start} to ${through} (in progress: figures to date)`);
      expect(text).toContain(`Changes compare with the same number of days at the start of the previous period, ${previousStart} to ${previousEnd}.`);
    } finally {
      await t.db.updateTable('channels').set({ data_through: kept }).where('channel_id', '=', channelId).execute();
    }
  });

  it('without a period chosen: the previous quarter (spec 9)', async () => {
    const response = await get('staff', 'format=docx&language=en');
    expect(response.statusCode).toBe(200);
    const today = t.clock.now();
    const quarter = Math.floor(today.getUTCMonth() / 3) + 1;
    const expected = quarter === 1 ? `${today.getUTCFullYear() - 1}-Q4` : `${today.getUTCFullYear()}-Q${quarter - 1}`;
    expect(fileNameOf(response.headers['content-disposition'])).toContain(`_${expected}_en.docx`);
  });
});
