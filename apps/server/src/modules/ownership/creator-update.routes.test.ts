// The batch creator update (spec 4, spec 6 "download and upload batch creator update reports"):
// who may download and upload, the optional edit lock taken by the download and the guard it puts
// on uploads, the round trip of the .xlsx, and bad rows reported while good rows are applied.
import { CREATOR_UPDATE_COLUMNS } from '@chorus/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { insertPermissionEntry } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rowCount } from '../../../test/row-count.ts';

let t: TestApp;
let channels: string[];
const URL = '/api/v1/ownership/creator-update';

const download = (who: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { ...t.demoHeaders(who), ...headers } });

function upload(who: string, file: Buffer, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody({ filename: 'creators.xlsx', data: file });
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { ...t.demoHeaders(who), 'content-type': contentType, ...headers },
  });
}

type Sheet = Record<string, unknown>[];

async function sheetOf(response: LightMyRequestResponse): Promise<Sheet> {
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('creators')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Sheet = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(header.map((h, i) => [String(h), row.getCell(i + 1).value ?? ''])));
  });
  return rows;
}

async function fileOf(rows: Sheet, header: readonly string[] = CREATOR_UPDATE_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('creators');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((h) => row[h] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const fields = (channelId: string) =>
  t.db
    .selectFrom('channels')
    .select(['language', 'tags', 'audience_country', 'audience_age', 'midroll_price', 'sponsored_price_max', 'hidden', 'hidden_scope', 'hidden_reason'])
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
const lockOf = (channelId: string) => t.db.selectFrom('channel_edit_locks').select('user_id').where('channel_id', '=', channelId).executeTakeFirst();

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin', 'staff', 'assistant', 'super_staff', 'viewer', 'user_owner', 'finance']);
  channels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').orderBy('channel_id').execute()).map(
    (c) => c.channel_id,
  );
});
afterAll(async () => t?.close());

describe('who may use it', () => {
  it('answers the managing roles and the assistant, and refuses the others', async () => {
    for (const who of ['admin', 'staff', 'assistant']) expect((await download(who, `?channel_ids=${channels[0]}`)).statusCode).toBe(200);
    for (const who of ['viewer', 'user_owner', 'finance']) {
      const refused = await download(who);
      expect(refused.statusCode).toBe(403);
      expect(expectErrorBody(refused).code).toBe('errors.forbidden');
      expect((await upload(who, await fileOf([]))).statusCode).toBe(403);
    }
  });

  it('a denial of creator_report:download takes the download away from staff', async () => {
    const staffId = await t.demoUserId('staff');
    await insertPermissionEntry(t.db, staffId, 'creator_report:download');
    t.ctx.users.invalidate(staffId);
    try {
      expect((await download('staff')).statusCode).toBe(403);
    } finally {
      await t.db.deleteFrom('user_permissions').where('user_id', '=', staffId).where('function', '=', 'creator_report').execute();
      t.ctx.users.invalidate(staffId);
    }
    expect((await download('staff', `?channel_ids=${channels[0]}`)).statusCode).toBe(200);
  });
});

describe('the report', () => {
  it('lists every channel with the edited fields, prices exact as text, and round-trips unchanged', async () => {
    const response = await download('staff');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('creator-update.xlsx');
    const rows = await sheetOf(response);
    const total = await rowCount(t.db, 'channels');
    expect(rows).toHaveLength(total);
    const row = rows.find((r) => r.channel_id === channels[1])!;
    const before = await fields(channels[1]!);
    expect(row.language).toBe(before.language);
    expect(row.tags).toBe(before.tags.join(', '));
    expect(row.midroll_price_usd).toBe(before.midroll_price ?? '');
    expect(row.hidden).toBe(before.hidden ? 'true' : 'false');

    // The same file uploaded back changes nothing and answers every row as updated.
    const answer = await upload('staff', await fileOf(rows));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ total: rows.length, updated: rows.length, failed: 0 });
    expect(await fields(channels[1]!)).toEqual(before);
  });

  it('a named channel that does not exist refuses the download', async () => {
    expect((await download('staff', '?channel_ids=UCnoSuchChannel')).statusCode).toBe(404);
  });

  it('neutralises formula-like text on the way out and reads it back as written', async () => {
    const channel = channels[2]!;
    const edited = (await sheetOf(await download('staff', `?channel_ids=${channel}`)))[0]!;
    const reason = '=HYPERLINK("http://x","y")';
    const answer = await upload('staff', await fileOf([{ ...edited, hidden: 'true', hidden_scope: 'all', hidden_reason: reason }]));
    expect(answer.json()).toMatchObject({ updated: 1, failed: 0 });
    const out = (await sheetOf(await download('staff', `?channel_ids=${channel}`)))[0]!;
    expect(out.hidden_reason).toBe(`'${reason}`);
    // Uploading the neutralised cell keeps the text as it was typed.
    await upload('staff', await fileOf([out]));
    expect((await fields(channel)).hidden_reason).toBe(reason);
    await upload('staff', await fileOf([{ ...edited }]));
    expect(await fields(channel)).toMatchObject({ hidden: false, hidden_reason: null });
  });
});

describe('an upload', () => {
  it('applies the good rows and reports each bad row with its reason, in the caller’s language', async () => {
    const [a, b] = [channels[4]!, channels[5]!];
    const rows = await sheetOf(await download('staff', `?channel_ids=${a},${b}`));
    const rowA = rows.find((r) => r.channel_id === a)!;
    const rowB = rows.find((r) => r.channel_id === b)!;
    const beforeB = await fields(b);
    const file = await fileOf([
      {
        ...rowA,
        language: 'ja',
        tags: '料理, vlog，料理',
        audience_country: 'jp',
        audience_age: '25-34',
        midroll_price_usd: '120.5',
        midroll_price_min_usd: '100',
        midroll_price_max_usd: '150.25',
      },
      { ...rowB, midroll_price_usd: '12.345' },
      { ...rowB, channel_id: 'UCnoSuchChannel' },
      { ...rowA },
      { channel_id: b, language: 'zh', hidden: 'yes' },
      { ...rowB, language: 'fr' },
    ]);
    const answer = await upload('staff', file, { 'x-chorus-language': 'en' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ total: 6, updated: 1, failed: 5 });
    expect(body.rows.map((r: { row: number; status: string; field: string | null; error: string | null }) => [r.row, r.status, r.field, r.error])).toEqual([
      [2, 'updated', null, null],
      [3, 'failed', 'midroll_price_usd', 'validation.priceInvalid'],
      [4, 'failed', 'channel_id', 'validation.noSuchChannel'],
      [5, 'failed', 'channel_id', 'validation.duplicateRow'],
      [6, 'failed', 'hidden_reason', 'validation.hiddenReasonRequired'],
      [7, 'failed', 'language', 'validation.invalid'],
    ]);
    expect(body.rows[1].message).toMatch(/valid price/);
    expect(await fields(a)).toMatchObject({
      language: 'ja',
      tags: ['料理', 'vlog'],
      audience_country: 'JP',
      audience_age: '25-34',
      midroll_price: '120.50',
    });
    expect(await fields(b)).toEqual(beforeB);
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'channel.batch_update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.details).toMatchObject({ channel_ids: [a] });
  });

  it('refuses prices out of order, formulas and a file without the edited columns', async () => {
    const channel = channels[6]!;
    const [row] = await sheetOf(await download('staff', `?channel_ids=${channel}`));
    const answer = await upload('staff', await fileOf([{ ...row, sponsored_price_usd: '10', sponsored_price_min_usd: '20', sponsored_price_max_usd: '30' }]));
    expect(answer.json().rows[0]).toMatchObject({ status: 'failed', field: 'sponsored_price_usd', error: 'validation.priceRange' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('creators');
    sheet.addRow([...CREATOR_UPDATE_COLUMNS]);
    sheet.addRow(CREATOR_UPDATE_COLUMNS.map((c) => (c === 'channel_id' ? channel : c === 'tags' ? { formula: 'A1&"x"' } : ((row![c] as string) ?? ''))));
    const formula = await upload('staff', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(formula.json().rows[0]).toMatchObject({ status: 'failed', error: 'errors.spreadsheetFormula' });

    const header = await upload('staff', await fileOf([{ channel_id: channel }], ['channel_id', 'language']));
    expect(header.statusCode).toBe(400);
    expect(expectErrorBody(header).code).toBe('errors.spreadsheetHeader');
    expect((await upload('staff', Buffer.from('not a spreadsheet'))).statusCode).toBe(400);
  });
});

describe('the edit lock', () => {
  it('a locked download takes every channel in the caller’s name; others’ uploads are refused for those rows; the holder’s upload releases it', async () => {
    const [a, b] = [channels[7]!, channels[8]!];
    const locked = await download('assistant', `?channel_ids=${a},${b}&lock=true`);
    const rows = await sheetOf(locked);
    const assistantId = await t.demoUserId('assistant');
    expect((await lockOf(a))?.user_id).toBe(assistantId);
    expect((await lockOf(b))?.user_id).toBe(assistantId);

    // Someone else's locked download of the same channel is refused whole.
    const refused = await download('staff', `?channel_ids=${a}&lock=true`);
    expect(refused.statusCode).toBe(409);
    expect(expectErrorBody(refused).code).toBe('errors.channelLocked');

    // Someone else's upload: the locked row is refused, a free one applied.
    const free = channels[9]!;
    const [freeRow] = await sheetOf(await download('staff', `?channel_ids=${free}`));
    const other = await upload(
      'staff',
      await fileOf([
        { ...rows[0]!, tags: 'staff edit' },
        { ...freeRow!, tags: 'staff edit' },
      ]),
    );
    expect(other.json().rows.map((r: { status: string; error: string | null }) => [r.status, r.error])).toEqual([
      ['failed', 'errors.channelLocked'],
      ['updated', null],
    ]);
    expect((await fields(rows[0]!.channel_id as string)).tags).not.toEqual(['staff edit']);

    // The holder's upload applies and releases the lock of the rows it updated.
    const own = await upload('assistant', await fileOf([{ ...rows[0]!, tags: 'assistant edit' }]));
    expect(own.json()).toMatchObject({ updated: 1, failed: 0 });
    expect(await lockOf(rows[0]!.channel_id as string)).toBeUndefined();
    expect((await lockOf(rows[1]!.channel_id as string))?.user_id).toBe(assistantId);
    await t.db.deleteFrom('channel_edit_locks').execute();
  });
});
