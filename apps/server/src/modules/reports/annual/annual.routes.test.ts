// The group annual report through the real route (issue 14; spec 2 "group annual report"): each
// format read back (docx and pptx unzipped, the PDF's text layer by pdftotext), in the language
// asked for, with the group, the year and the language in the file name. The channel rows and the
// group's total are checked against figures this test sums itself from the seeded rows; revenue
// only for a caller with accounting access; who may download is written out by hand (404 for a
// group one cannot see, 403 without downloadReport); bad input answered with translated fields.
// A reader with accounting access to some of the group's channels only (no demo account is one: a
// creator who owns one channel of the group, given downloadReport by the per-e-mail overrides) gets
// the revenue of those channels and a total that says it covers them only, in every format.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { demoPasswordHash, insertChannelGroup, insertUser } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { badFileOptions, fileNameOf, xmlOf, pdfTextOf } from '../../../../test/report-files.ts';
import { loadConfig } from '../../../config.ts';

let t: TestApp;
let groupId: number;
let channels: { channel_id: string; title: string }[];
/** The group's channel ids in the order the statements were posted. */
let ordered: string[];
const GROUP = '美食頻道群組';
const CJK_TITLE = '臺灣小吃日記 Taiwan Eats';
const YEAR = 2025;
const scratch = mkdtempSync(path.join(process.env.REPORTS_OUT ?? os.tmpdir(), 'annual-test-'));
/** A creator who owns the group's first channel only and may download reports (a per-e-mail override). */
const PARTIAL = 'partial-accounting@example.test';

const url = (query: string, group = groupId) => `/api/v1/reports/groups/${group}/annual?${query}`;
const get = (key: string, query: string, group = groupId) => t.app.inject({ method: 'GET', url: url(query, group), headers: t.demoHeaders(key) });

/** Each text is in the XML (compared with its escapes undone); names the missing one, not the whole file. */
function expectTexts(xml: string, texts: readonly string[]) {
  const plain = unescape(xml);
  for (const text of texts) expect(plain.includes(text), text).toBe(true);
}

const unescape = (s: string) => s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');
/** The Word tables' rows, each as its cells' texts. */
function wordRows(xml: string): string[][] {
  return [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((row) =>
    [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) => unescape([...cell[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))),
  );
}

/** Each channel's year, summed here from the seeded rows (not by the code under test). */
type Year = { views: number; minutes: number; gained: number; lost: number; likes: number; comments: number; shares: number; published: number };
async function seededYear(channelId: string): Promise<Year> {
  const days = await sql<{ views: string; minutes: string; gained: string; lost: string; likes: string; comments: string; shares: string }>`
    SELECT coalesce(sum(views), 0) AS views, coalesce(sum(watch_minutes), 0) AS minutes, coalesce(sum(subscribers_gained), 0) AS gained,
           coalesce(sum(subscribers_lost), 0) AS lost, coalesce(sum(likes), 0) AS likes, coalesce(sum(comments), 0) AS comments, coalesce(sum(shares), 0) AS shares
      FROM channel_daily_metrics WHERE channel_id = ${channelId} AND day BETWEEN ${`${YEAR}-01-01`} AND ${`${YEAR}-12-31`}`.execute(t.db);
  const videos = await t.db.selectFrom('videos').select(['published_at']).where('channel_id', '=', channelId).execute();
  const d = days.rows[0]!;
  return {
    views: Number(d.views),
    minutes: Number(d.minutes),
    gained: Number(d.gained),
    lost: Number(d.lost),
    likes: Number(d.likes),
    comments: Number(d.comments),
    shares: Number(d.shares),
    published: videos.filter((v) => v.published_at.getUTCFullYear() === YEAR).length,
  };
}

beforeAll(async () => {
  // The configured per-e-mail overrides, and downloadReport for the partial reader.
  const configured = JSON.parse(readFileSync(loadConfig({ DATA_DIR: scratch }).specificUsersFile, 'utf8')) as Record<string, unknown>;
  const specificUsersFile = path.join(scratch, 'specific-users.json');
  writeFileSync(specificUsersFile, JSON.stringify({ ...configured, [PARTIAL]: { pages: [], components: ['downloadReport'] } }));
  t = await startTestApp({ config: { specificUsersFile } });
  // Three channels of the demo network; the first titled in CJK by this test.
  const ids = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').limit(3).execute()).map((r) => r.channel_id);
  expect(ids).toHaveLength(3);
  await postStatements(ids);
  ordered = ids;
  await t.db.updateTable('channels').set({ title: CJK_TITLE }).where('channel_id', '=', ids[0]!).execute();
  t.ctx.channelAccess.catalog.invalidate(ids[0]!);
  await t.signInDemo(['admin', 'staff', 'agency', 'producer.sato', 'intensive_cooperative_user']);
  // producer.sato (the specific user without downloadReport) uses the group: sees it, may not download.
  groupId = await insertChannelGroup(t.db, GROUP, ids, [await t.demoUserId('producer.sato')]);
  t.ctx.users.invalidate(await t.demoUserId('producer.sato'));
  channels = await t.db.selectFrom('channels').select(['channel_id', 'title']).where('channel_id', 'in', ids).execute();
});

/**
 * Statement lines of the year (the demo ledger is off in tests): the first channel 1,234.56 + 100.10
 * USD of revenue items, a US tax line (no ratio: not revenue) and a line reversed by a correction
 * (neither counts); the second 789.25; the third none. Rates frozen on the lines: 31.5 TWD.
 */
const REVENUE_CENTS = [123_456 + 10_010, 78_925, 0];
async function postStatements(ids: string[]) {
  const payee = await t.demoUserId('user_owner');
  const posting = await t.db
    .insertInto('ledger_postings')
    .values({ year_month: `${YEAR}03`, idempotency_key: 'annual-test', channels: 2, entries: 6 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = (channel: string, month: string, item: string, gross: string, ratio: string | null, reverses: number | null = null) => ({
    posting_id: posting.id,
    year_month: `${YEAR}${month}`,
    channel_id: channel,
    payee_user_id: payee,
    line: item,
    gross_usd: gross,
    ratio,
    share_usd: ratio === null ? `-${gross}` : String(Math.round(Number(gross) * Number(ratio) * 1e4) / 1e4),
    network_usd:
      ratio === null ? String(Number(gross) * 2) : String(Math.round((Number(gross) - Math.round(Number(gross) * Number(ratio) * 1e4) / 1e4) * 1e4) / 1e4),
    rate: '31.5',
    amount_twd: '0',
    reverses_id: reverses,
  });
  const [a, b] = ids as [string, string];
  const reversed = await t.db
    .insertInto('ledger_entries')
    .values(line(a, '03', 'estimated_ad', '5000', '0.7'))
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('ledger_entries')
    .values([
      line(a, '03', 'estimated_ad', '5000', '0.7', Number(reversed.id)),
      line(a, '03', 'estimated_ad', '1234.56', '0.7'),
      line(a, '11', 'premium', '100.10', '0.6'),
      line(a, '11', 'us_withholding_tax', '50', null),
      line(b, '06', 'estimated_ad', '789.25', '0.7'),
    ] as never)
    .execute();
}

afterAll(async () => {
  await t?.close();
});

describe('the annual report files', () => {
  it('docx in en: each channel row and the group total hold the seeded year, the total is the sum of the channels; no revenue for staff', async () => {
    const response = await get('staff', `year=${YEAR}&format=docx&language=en`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(fileNameOf(response.headers['content-disposition'])).toBe(`${GROUP}_annual-report_${YEAR}_en.docx`);
    expect(String(response.headers['content-disposition'])).toContain(`filename="group-${groupId}_annual-report_${YEAR}_en.docx"`);
    const xml = await xmlOf(response.rawPayload, 'word/document');
    expectTexts(xml, [
      'Channel group annual report',
      GROUP,
      `Year ${YEAR}`,
      'Channels in the group: 3',
      "The group's key figures",
      'Month by month',
      'Top videos of the year',
    ]);
    const en = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
    const rowOf = (y: Year & { end?: number }) => [
      en.format(y.views),
      en.format(Math.round(y.minutes / 60)),
      en.format(y.gained),
      en.format(y.gained - y.lost),
    ];
    const rows = wordRows(xml);
    const total: Year = { views: 0, minutes: 0, gained: 0, lost: 0, likes: 0, comments: 0, shares: 0, published: 0 };
    for (const c of channels) {
      const y = await seededYear(c.channel_id);
      for (const k of Object.keys(total) as (keyof Year)[]) total[k] += y[k];
      const row = rows.find((r) => r[0] === c.title && r.length === 8);
      expect(row, c.title).toBeDefined();
      expect(row!.slice(1, 5)).toEqual(rowOf(y));
      expect(row![6]).toBe(en.format(y.published));
      expectTexts(xml, [`${c.title}: month by month`]);
    }
    expect(total.views).toBeGreaterThan(0);
    const totalRow = rows.find((r) => r[0] === 'Group total' && r.length === 8)!;
    expect(totalRow.slice(1, 5)).toEqual(rowOf(total));
    expect(totalRow[6]).toBe(en.format(total.published));
    const rate = Math.round(((total.likes + total.comments + total.shares) / total.views) * 10000) / 100;
    expect(totalRow[7]).toBe(`${en.format(rate)}%`);
    // The group's months add up to the same total (the month table's last row).
    const monthTotal = rows.filter((r) => r[0] === 'Group total' && r.length === 7)[0]!;
    expect(monthTotal.slice(1, 5)).toEqual(rowOf(total));
    // No per-video days are seeded for that year: the top videos are the year's uploads by views to date.
    const top = await t.db
      .selectFrom('videos')
      .select(['title', 'views'])
      .where('channel_id', 'in', ordered)
      .where('published_at', '>=', new Date(`${YEAR}-01-01T00:00:00Z`))
      .where('published_at', '<', new Date(`${YEAR + 1}-01-01T00:00:00Z`))
      .orderBy('views', 'desc')
      .orderBy('video_id')
      .executeTakeFirstOrThrow();
    const topRow = rows.find((r) => r.length === 7 && r[1] === top.title);
    expect(topRow?.[4]).toBe(en.format(top.views));
    expectTexts(xml, ['No per-video daily figures are kept for this year']);
    // Staff has no accounting access to any of the channels: no revenue section.
    expect(xml.includes('Revenue'), 'no revenue').toBe(false);
    expect(/annual\.|kpi\.|sections\./.test(xml), 'no untranslated keys').toBe(false);
    writeFileSync(path.join(scratch, 'annual.docx'), response.rawPayload);
  });

  it('admin sees the revenue of every channel in USD at the frozen rates, and their total', async () => {
    const response = await get('admin', `year=${YEAR}&format=docx&language=en&currency=USD`);
    expect(response.statusCode).toBe(200);
    const xml = await xmlOf(response.rawPayload, 'word/document');
    expectTexts(xml, ['Amounts in USD']);
    const rows = wordRows(xml);
    // The revenue lines this test posted, per channel (the reversed line and the tax line do not count).
    const money = (cents: number) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(cents / 100)} USD`;
    for (const [i, id] of ordered.entries()) {
      const title = channels.find((c) => c.channel_id === id)!.title;
      expect(rows.find((r) => r[0] === title && r.length === 2)?.[1], title).toBe(money(REVENUE_CENTS[i]!));
    }
    expect(rows.find((r) => r[0] === 'Group total' && r.length === 2)?.[1]).toBe(money(REVENUE_CENTS.reduce((x, y) => x + y, 0)));
    expect(money(REVENUE_CENTS.reduce((x, y) => x + y, 0))).toBe('2,123.91 USD');
    expect(xml.includes('the ones you have accounting access to')).toBe(false);
  });

  it('pptx in ja, this year so far: slides hold the group, its channels, the top video by views within the year, Japanese texts and font', async () => {
    const thisYear = t.clock.now().getUTCFullYear();
    const response = await get('admin', `year=${thisYear}&format=pptx&language=ja`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(fileNameOf(response.headers['content-disposition'])).toBe(`${GROUP}_年次レポート_${thisYear}_ja.pptx`);
    const xml = await xmlOf(response.rawPayload, 'ppt/slides/slide');
    const top = await sql<{ title: string }>`
      SELECT v.title FROM video_daily_metrics m JOIN videos v ON v.video_id = m.video_id
       WHERE m.channel_id IN (${sql.join(ordered)}) AND m.day >= ${`${thisYear}-01-01`} AND m.day <= ${`${thisYear}-12-31`}
       GROUP BY v.video_id, v.title ORDER BY sum(m.views) DESC, v.video_id LIMIT 1`.execute(t.db);
    expectTexts(xml, [top.rows[0]!.title, 'グループの全チャンネルにおける、その年の数値です。']);
    expectTexts(xml, [GROUP, 'チャンネルグループ年次レポート', `${thisYear}年`, 'チャンネル別', 'グループ合計', '月別', '年間の人気動画', '収益', 'JPY']);
    expectTexts(
      xml,
      channels.map((c) => c.title),
    );
    expectTexts(xml, ['lang="ja-JP"', 'typeface="Yu Gothic"']);
    expect(xml.replaceAll(GROUP, '').includes('頻道'), 'no zh-TW texts').toBe(false);
    writeFileSync(path.join(scratch, 'annual.pptx'), response.rawPayload);
  });

  it('pdf in zh-TW (the default year: the latest ended): the text layer holds the CJK channel name; CJK font embedded; a page draws', async () => {
    const response = await get('staff', 'format=pdf&language=zh-TW');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const latestEnded = t.clock.now().getUTCFullYear() - 1;
    expect(fileNameOf(response.headers['content-disposition'])).toBe(`${GROUP}_年度報表_${latestEnded}_zh-TW.pdf`);
    const pdf = path.join(scratch, 'annual.pdf');
    writeFileSync(pdf, response.rawPayload);
    const text = pdfTextOf(pdf);
    expectTexts(text, [CJK_TITLE, GROUP, '頻道群組年度報表', `${latestEnded} 年度`, '群組關鍵數據', '各頻道表現', '群組合計', '每月表現']);
    expect(text.includes('收益')).toBe(false);
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansCJKtc-Regular/);
    expect(fonts).toMatch(/yes\s+yes\s+yes/);
    execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '2', pdf, path.join(scratch, 'page')]);
    expect(readFileSync(path.join(scratch, 'page-1.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('a reader with accounting access to some of the channels', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    // A creator account that becomes the owner of the group's first channel (one owner a channel: the
    // seeded owner steps down) and uses the group; the other two channels are not theirs.
    const [first] = ordered as [string];
    const seeded = await t.db
      .selectFrom('channel_members')
      .select('user_id')
      .where('channel_id', '=', first)
      .where('member_type', '=', 'owner')
      .executeTakeFirst();
    const userId = await insertUser(t.db, { email: PARTIAL, password_hash: await demoPasswordHash(t.db), account_type: 'user_owner', name: 'Partial Reader' });
    await t.db.deleteFrom('channel_members').where('channel_id', '=', first).where('member_type', '=', 'owner').execute();
    await t.db.insertInto('channel_members').values({ channel_id: first, user_id: userId, member_type: 'owner' }).execute();
    await t.db.insertInto('channel_group_members').values({ group_id: groupId, user_id: userId, role: 'user' }).execute();
    if (seeded) t.ctx.users.invalidate(Number(seeded.user_id));
    t.ctx.channelAccess.catalog.invalidate(first);
    headers = (await t.signIn(PARTIAL)).headers;
  });
  const download = (query: string) => t.app.inject({ method: 'GET', url: url(query), headers });
  const money = (cents: number) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(cents / 100)} USD`;

  it('docx: revenue of the owned channel only, and a total that says it covers the channels shown', async () => {
    const response = await download(`year=${YEAR}&format=docx&language=en&currency=USD`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const xml = await xmlOf(response.rawPayload, 'word/document');
    const rows = wordRows(xml);
    const titleOf = (id: string) => channels.find((c) => c.channel_id === id)!.title;
    const [first, second, third] = ordered as [string, string, string];
    // The revenue table: the owned channel's row, not the others' (which do appear in the figures tables).
    expect(rows.find((r) => r[0] === titleOf(first) && r.length === 2)?.[1]).toBe(money(REVENUE_CENTS[0]!));
    for (const other of [second, third]) {
      expect(
        rows.find((r) => r[0] === titleOf(other) && r.length === 2),
        titleOf(other),
      ).toBeUndefined();
      expect(rows.some((r) => r[0] === titleOf(other) && r.length === 8)).toBe(true);
    }
    expect(xml.includes(money(REVENUE_CENTS[1]!)), "the second channel's revenue").toBe(false);
    // The total is the shown channels' only, and called so; never the group's whole revenue.
    expect(rows.find((r) => r[0] === 'Total of the channels shown' && r.length === 2)?.[1]).toBe(money(REVENUE_CENTS[0]!));
    expect(rows.some((r) => r[0] === 'Group total' && r.length === 2)).toBe(false);
    expect(xml.includes(money(REVENUE_CENTS.reduce((x, y) => x + y, 0)))).toBe(false);
    expectTexts(xml, [
      'Revenue is shown for 1 of the 3 channels, the ones you have accounting access to; the total covers those channels only.',
      'Amounts in USD',
    ]);
  });

  it('pptx in ja and pdf in zh-TW say the same in their language', async () => {
    const pptx = await download(`year=${YEAR}&format=pptx&language=ja&currency=USD`);
    expect(pptx.statusCode, pptx.body.slice(0, 300)).toBe(200);
    const slides = await xmlOf(pptx.rawPayload, 'ppt/slides/slide');
    expectTexts(slides, ['表示チャンネルの合計', '収益は3チャンネルのうち、会計を閲覧できる1チャンネルのみ表示しています。合計もそのチャンネル分だけです。']);
    expectTexts(slides, [money(REVENUE_CENTS[0]!).replace(' USD', '')]);
    expect(slides.includes(money(REVENUE_CENTS[1]!).replace(' USD', '')), "the second channel's revenue").toBe(false);

    const response = await download(`year=${YEAR}&format=pdf&language=zh-TW&currency=USD`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pdf = path.join(scratch, 'annual-partial.pdf');
    writeFileSync(pdf, response.rawPayload);
    // pdftotext lays the text out as drawn: a sentence may break across lines.
    const text = pdfTextOf(pdf).replace(/\s+/g, '');
    expectTexts(text, ['收益', '所列頻道合計', '收益只列出3個頻道中您有帳務權限的1個，合計也只包含這些頻道。', '1,334.66']);
    expect(text.includes('789.25'), "the second channel's revenue").toBe(false);
    expect(text.includes('2,123.91'), "the group's whole revenue").toBe(false);
  });
});

describe('a group without channels', () => {
  it('makes a short report that says so', async () => {
    const empty = await insertChannelGroup(t.db, 'Empty group', []);
    const response = await get('staff', `year=${YEAR}&format=docx&language=en`, empty);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const xml = await xmlOf(response.rawPayload, 'word/document');
    expectTexts(xml, ['Channel group annual report', 'Empty group', 'Channels in the group: 0', 'This group has no channels yet.']);
  });
});

describe('who may download (written out by hand)', () => {
  it.each([
    ['admin', 200],
    ['staff', 200],
    // Uses the group (sees it) but lacks downloadReport: the specific user of config/specific-users.json.
    ['producer.sato', 403],
    // Holds downloadReport but is not in the group and does not manage every group: it does not exist for them.
    ['agency', 404],
    ['intensive_cooperative_user', 404],
  ])('%s → %i', async (key, status) => {
    const response = await get(key, `year=${YEAR}&format=docx&language=en`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    if (status === 403) expect(expectErrorBody(response).code).toBe('errors.forbidden');
    if (status === 404) expect(expectErrorBody(response).code).toBe('errors.notFound');
  });

  it('an unknown group is 404', async () => {
    const response = await get('admin', 'format=docx', 999_999);
    expect(response.statusCode).toBe(404);
    expect(expectErrorBody(response).code).toBe('errors.notFound');
  });
});

describe('bad input, translated', () => {
  it.each([
    ['year=1999', 'year', 'This value is not valid.'],
    ['year=twenty', 'year', 'This value is not valid.'],
    ...badFileOptions,
    [`year=${new Date().getUTCFullYear() + 1}`, 'year', "This period hasn't begun yet, so it has no figures to report."],
  ])('%s → 400 on %s', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: url(query), headers: { ...t.demoHeaders('staff'), 'x-chorus-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response, 'en').fields?.[field]).toBe(message);
  });

  it('the same refusal in Traditional Chinese', async () => {
    const response = await t.app.inject({ method: 'GET', url: url('format=xlsx'), headers: { ...t.demoHeaders('staff'), 'x-chorus-language': 'zh-TW' } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response, 'zh-TW').fields?.format).toMatch(/[\u4e00-\u9fff]/);
  });
});
