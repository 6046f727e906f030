// Courses through the real routes (issue 28): a catalogue per channel, a platform's export for a
// month (USD from Teachable, TWD from Hahow) summed exactly into the month's revenue, the month of
// that platform replaced at once, a bad row refusing the file with its line and changing nothing,
// hand entries, and who sees and does what (owners their channels, staff and finance all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRequests } from '../commerce-requests.test-helpers.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let own: string;
let other: string;
let teachableId: number;
let hahowId: number;

const { ownedBy, get, post, refused } = commerceRequests(() => t);

const upload = (who: string, channelId: string, month: string, csv: string, language = 'zh-TW') => {
  const { payload, contentType } = multipartBody({ filename: 'sales.csv', contentType: 'text/csv', data: Buffer.from(csv) });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/sales/uploads?channel_id=${channelId}&month=${month}`,
    payload,
    headers: { ...t.demoHeaders(who), 'content-type': contentType, 'x-chorus-language': language },
  });
};

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['finance', 'staff', 'viewer', 'user_owner', 'user_manager', 'user_editor', 'intensive_cooperative_user_owner', 'advertiser']);
  own = await ownedBy('user_owner');
  other = await ownedBy('intensive_cooperative_user_owner');
  const teachable = await post('user_owner', '/api/v1/courses', {
    channel_id: own,
    title: 'Editing Bootcamp',
    platform: 'teachable',
    price: '199.00',
    currency: 'USD',
    url: 'https://school.example.com/p/editing-bootcamp',
  });
  expect(teachable.statusCode, teachable.body).toBe(200);
  teachableId = teachable.json().course.id;
  const hahow = await post('finance', '/api/v1/courses', { channel_id: own, title: '剪輯實戰課', platform: 'hahow', price: '2680', currency: 'TWD' });
  expect(hahow.statusCode, hahow.body).toBe(200);
  hahowId = hahow.json().course.id;
});
afterAll(async () => t?.close());

const teachableMay = [
  'Purchased At,Product,Final Price,Amount Refunded,Refunded At,Currency,Student Email',
  '2099-05-01 00:10:00 UTC,Editing Bootcamp,199.00,,,USD,a@example.com',
  '2099-05-14 13:00:00 UTC,Editing Bootcamp,"$1,099.99",,,USD,b@example.com',
  '2099-05-20 08:00:00 UTC,Editing Bootcamp,149.25,149.25,2099-05-28 09:00:00 UTC,USD,c@example.com',
  '2099-04-30 23:00:00 UTC,Editing Bootcamp,199.00,0.76,2099-05-02 10:00:00 UTC,USD,d@example.com',
].join('\n');
const hahowMay = [
  '訂單編號,購買時間,課程名稱,實付金額,訂單狀態',
  'H1,2099/05/03 10:00,剪輯實戰課,"NT$2,680",已付款',
  'H2,2099/05/04 11:00,剪輯實戰課,NT$2144,已退款',
  'H3,2099/05/05 12:00,剪輯實戰課,NT$2144,已付款',
].join('\n');

describe('course sales from the platforms’ exports to the month’s revenue', () => {
  it('sums a Teachable export (USD) and a Hahow export (TWD) exactly, each course in its currency', async () => {
    const first = await upload('finance', own, '209905', teachableMay);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual([
      {
        file_name: 'sales.csv',
        platform: 'teachable',
        year_month: '209905',
        records_created: 1,
        records_replaced: 0,
        rows_outside_month: 1,
        status: 'done',
        reason: null,
        code: null,
        line: null,
      },
    ]);
    expect((await upload('staff', own, '209905', hahowMay)).json().results[0]).toMatchObject({ platform: 'hahow', status: 'done' });

    const revenue = await get('user_owner', `/api/v1/courses/revenue?month=209905&channel_id=${own}`);
    expect(revenue.statusCode, revenue.body).toBe(200);
    // Teachable: 199.00 + 1,099.99 + 149.25 = 1,448.24; refunds 149.25 + 0.76 (an April sale refunded in May) = 150.01; net 1,298.23.
    // Hahow: 2,680 + 2,144 + 2,144 = 6,968; the refunded order gives back 2,144; net 4,824.
    expect(revenue.json().items).toEqual([
      {
        channel_id: own,
        course_id: teachableId,
        title: 'Editing Bootcamp',
        enrolments: 3,
        gross: '1448.24',
        refunds: '150.01',
        net: '1298.23',
        currency: 'USD',
      },
      { channel_id: own, course_id: hahowId, title: '剪輯實戰課', enrolments: 3, gross: '6968.00', refunds: '2144.00', net: '4824.00', currency: 'TWD' },
    ]);
    const months = await get('user_owner', `/api/v1/courses/revenue/months?channel_id=${own}&from=209901&to=209912`);
    expect(months.json().items).toEqual([
      { month: '209905', currency: 'TWD', enrolments: 3, refunded_enrolments: 1, gross: '6968.00', refunds: '2144.00', net: '4824.00' },
      { month: '209905', currency: 'USD', enrolments: 3, refunded_enrolments: 2, gross: '1448.24', refunds: '150.01', net: '1298.23' },
    ]);
  });

  it('replaces the month of that platform at once: a second export of May is the month, not an addition', async () => {
    const again = await upload('finance', own, '209905', 'Purchased At,Product,Final Price\n2099-05-09,Editing Bootcamp,10.10\n');
    expect(again.json().results[0]).toMatchObject({ status: 'done', records_created: 1, records_replaced: 1, rows_outside_month: 0 });
    const items = (await get('finance', `/api/v1/courses/revenue?month=209905&channel_id=${own}`)).json().items;
    expect(items.find((i: { course_id: number }) => i.course_id === teachableId)).toMatchObject({
      enrolments: 1,
      gross: '10.10',
      refunds: '0.00',
      net: '10.10',
    });
    // The Hahow month stays as it was.
    expect(items.find((i: { course_id: number }) => i.course_id === hahowId)).toMatchObject({ net: '4824.00' });
  });

  it('refuses the whole file at its first bad row, with the line, translated; nothing changes', async () => {
    const before = await t.db.selectFrom('commerce_course_months').selectAll().orderBy('course_id').orderBy('source').execute();
    const bad = 'Purchased At,Product,Final Price\n2099-05-01,Editing Bootcamp,5\n2099-05-02,Editing Bootcamp,five dollars\n';
    for (const [language, reason] of [
      ['en', 'Line 3: the amount "five dollars" cannot be read.'],
      ['ja', '3 行目：金額「five dollars」を読み取れません。'],
      ['zh-TW', '第 3 行：無法辨識金額「five dollars」。'],
    ] as const) {
      const response = await upload('finance', own, '209905', bad, language);
      expect(response.statusCode).toBe(200);
      expect(response.json().results[0]).toMatchObject({ status: 'failed', code: 'errors.courseExportAmount', line: 3, reason, records_created: 0 });
    }
    expect(await t.db.selectFrom('commerce_course_months').selectAll().orderBy('course_id').orderBy('source').execute()).toEqual(before);
  });

  it('a hand entry is its own source for the month, and sums with the export', async () => {
    const entered = await post('finance', '/api/v1/courses/sales', {
      course_id: teachableId,
      month: '209905',
      enrolments: 2,
      gross: '300.00',
      refunds: '0.50',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const item = (await get('finance', `/api/v1/courses/revenue?month=209905&channel_id=${own}`)).json().items[0];
    expect(item).toMatchObject({ course_id: teachableId, enrolments: 3, gross: '310.10', refunds: '0.50', net: '309.60' });
  });
});

describe('from the export to the statement', () => {
  it("carries the month's net course revenue as a line of its own, shared by the paid-course ratio, exact in USD and TWD", async () => {
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: t.demoHeaders('finance') });
    expect((await put('/api/v1/accounting/rates', { year_month: '209905', currency: 'TWD', rate: '32' })).statusCode).toBe(200);
    expect((await put('/api/v1/accounting/ratios', { channel_id: own, start_month: '209901', ratios: { paid_course: '0.7' } })).statusCode).toBe(200);
    const posted = await post('finance', '/api/v1/accounting/statements', { year_month: '209905' });
    expect(posted.statusCode, posted.body).toBe(200);
    const statement = await get('user_owner', `/api/v1/accounting/statements/${own}?month=209905`);
    expect(statement.statusCode, statement.body).toBe(200);
    // USD: the export's 10.10 and the hand entry's 300.00 − 0.50 = 309.60; TWD: 4,824.00 ÷ 32 = 150.75 USD.
    // Gross 460.35 USD × 0.7 = 322.245 to the creator (138.105 to the network), × 32 = 10,311.84 TWD.
    const line = statement.json().lines.find((l: { line: string }) => l.line === 'course_revenue');
    expect(line).toEqual({
      line: 'course_revenue',
      gross_usd: '460.35',
      ratio: '0.7',
      share_usd: '322.245',
      network_usd: '138.105',
      rate: '32',
      amount_twd: '10311.84',
    });
  });
});

describe('who sees and does what', () => {
  it('owners see their own channels only; staff, finance and viewer every channel; members and outsiders nothing', async () => {
    expect((await get('user_owner', `/api/v1/courses?channel_id=${own}`)).json().items.map((c: { id: number }) => c.id)).toEqual([teachableId, hahowId]);
    expect((await get('user_manager', `/api/v1/courses?channel_id=${own}`)).statusCode).toBe(200);
    refused(await get('user_owner', `/api/v1/courses?channel_id=${other}`), 404, 'errors.notFound');
    // Without a channel: only the caller's channels.
    const mine = (await get('user_owner', '/api/v1/courses')).json().items as { channel_id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.channel_id !== other)).toBe(true);
    for (const who of ['staff', 'finance', 'viewer']) expect((await get(who, `/api/v1/courses?channel_id=${other}`)).statusCode).toBe(200);
    refused(await get('user_editor', `/api/v1/courses?channel_id=${own}`), 403, 'errors.forbidden');
    refused(await get('advertiser', '/api/v1/courses/revenue?month=209905'), 403, 'errors.forbidden');
  });

  it('the creator keeps the catalogue but never enters sales; the viewer only reads', async () => {
    refused(await upload('user_owner', own, '209905', teachableMay), 403, 'errors.forbidden');
    refused(
      await post('user_owner', '/api/v1/courses/sales', { course_id: teachableId, month: '209905', enrolments: 1, gross: '1', refunds: '0' }),
      403,
      'errors.forbidden',
    );
    const course = { channel_id: own, title: 'Viewer course', platform: 'kajabi', price: '9', currency: 'USD' };
    refused(await post('viewer', '/api/v1/courses', course), 403, 'errors.forbidden');
    refused(await post('user_owner', '/api/v1/courses', { ...course, channel_id: other }), 404, 'errors.notFound');
    refused(await post('user_owner', '/api/v1/courses', { ...course, title: 'Editing Bootcamp', platform: 'teachable' }), 409, 'errors.courseDuplicate');
  });

  it('refuses bad input with a translated field error, changing nothing', async () => {
    const response = await post('user_owner', '/api/v1/courses', { channel_id: own, title: ' ', platform: 'teachable', price: '1.234', currency: 'EUR' });
    const error = refused(response, 400, 'errors.invalidInput');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['currency', 'price', 'title']);
  });
});

describe('editing and archiving a course', () => {
  const edit = (who: string, id: number, body: object) => post(who, `/api/v1/courses/${id}`, body);
  const listed = async (id: number) => ((await get('staff', `/api/v1/courses?channel_id=${own}`)).json().items as { id: number }[]).find((c) => c.id === id);

  it("changes the owner's course (title, price, link, platform, currency while it has no sales) and archives and restores it", async () => {
    const created = await post('user_owner', '/api/v1/courses', { channel_id: own, title: 'Shorts Lab', platform: 'kajabi', price: '39.00', currency: 'USD' });
    const id = created.json().course.id as number;
    const changed = await edit('user_owner', id, {
      title: 'Shorts Lab 2',
      platform: 'teachable',
      price: '1290.00',
      currency: 'TWD',
      url: 'https://school.example.com/p/shorts-lab',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().course).toMatchObject({
      id,
      title: 'Shorts Lab 2',
      platform: 'teachable',
      price: '1290.00',
      currency: 'TWD',
      url: 'https://school.example.com/p/shorts-lab',
      archived_at: null,
    });
    // The link removed; the course archived by the manager, listed after the active ones; restored by finance.
    expect((await edit('user_manager', id, { url: null, archived: true })).json().course).toMatchObject({ url: null, archived_at: expect.any(String) });
    const items = (await get('user_owner', `/api/v1/courses?channel_id=${own}`)).json().items as { id: number; archived_at: string | null }[];
    expect(items.at(-1)).toMatchObject({ id, archived_at: expect.any(String) });
    expect((await edit('finance', id, { archived: false })).json().course.archived_at).toBeNull();
    const log = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'commerce.course_update').execute();
    expect(log).toHaveLength(3);
  });

  it('keeps the platform once an export counted sales, the currency once any sale did, and titles unique', async () => {
    // The Teachable course has May 2099's export and a hand entry (tests above).
    refused(await edit('finance', teachableId, { platform: 'kajabi' }), 409, 'errors.coursePlatformLocked');
    refused(await edit('finance', teachableId, { currency: 'TWD' }), 409, 'errors.courseCurrencyLocked');
    const handOnly = await post('finance', '/api/v1/courses', { channel_id: own, title: 'Live Coaching', platform: 'other', price: '3000', currency: 'TWD' });
    const handId = handOnly.json().course.id as number;
    expect(
      (await post('finance', '/api/v1/courses/sales', { course_id: handId, month: '209906', enrolments: 2, gross: '6000', refunds: '0' })).statusCode,
    ).toBe(200);
    // Hand entries only: the platform may change, the currency may not.
    expect((await edit('finance', handId, { platform: 'hahow' })).statusCode).toBe(200);
    refused(await edit('finance', handId, { currency: 'USD' }), 409, 'errors.courseCurrencyLocked');
    refused(await edit('user_owner', handId, { title: '剪輯實戰課' }), 409, 'errors.courseDuplicate');
    expect(await listed(handId)).toMatchObject({ title: 'Live Coaching', platform: 'hahow', currency: 'TWD' });
    expect(await listed(teachableId)).toMatchObject({ platform: 'teachable', currency: 'USD' });
  });

  it('lets the viewer only read (403); another owner, a member and an unknown course are not found; bad input changes nothing', async () => {
    refused(await edit('viewer', hahowId, { price: '1' }), 403, 'errors.forbidden');
    refused(await edit('intensive_cooperative_user_owner', hahowId, { price: '1' }), 404, 'errors.notFound');
    refused(await edit('user_editor', hahowId, { price: '1' }), 404, 'errors.notFound');
    refused(await edit('user_owner', 999_999_999, { price: '1' }), 404, 'errors.notFound');
    const error = refused(await edit('user_owner', hahowId, { price: '1.234', title: ' ' }), 400, 'errors.invalidInput');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['price', 'title']);
    refused(await edit('user_owner', hahowId, {}), 400, 'errors.invalidInput');
    expect(await listed(hahowId)).toMatchObject({ title: '剪輯實戰課', price: '2680.00' });
  });
});
