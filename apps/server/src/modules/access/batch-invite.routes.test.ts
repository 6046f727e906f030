// Batch invitation: the template round-trips through exceljs, a filled-in file applies its good rows
// and reports the others with their reasons, and unsafe or malformed files are refused whole.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { deflatedZip } from '../../../test/zip.ts';
import { multipartBody } from '../../../test/multipart.ts';

let t: TestApp;
let staff: Session;
let owner: Session;
let ownChannel: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.signIn(demo('staff'));
  owner = await t.signIn(demo('user_owner'));
  ownChannel = (await t.ownedChannel('user_owner'))!;
});
afterAll(async () => t?.close());

const template = (session: Session) => t.app.inject({ method: 'GET', url: '/api/v1/download_batch_invite_member_example', headers: session.headers });

function upload(session: Session, file: Buffer, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody({
    filename: 'invite.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: file,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/batch_invite_member',
    payload,
    headers: { ...session.headers, 'content-type': contentType, ...headers },
  });
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

async function fileOf(rows: unknown[][], header: string[] = ['email', 'name', 'account_type', 'channel_id']): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('invitations');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const errorCode = (response: LightMyRequestResponse) => `${response.statusCode} ${expectErrorBody(response).code}`;

describe('the template', () => {
  it('has the four columns and lists the account types the caller may invite (spec 6)', async () => {
    const response = await template(staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="batch-invite-template.xlsx"');
    const workbook = await workbookOf(response);
    const sheet = workbook.getWorksheet('invitations')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'email', 'name', 'account_type', 'channel_id']);
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list' });
    const types = workbook.getWorksheet('account_types')!;
    const listed = types
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 3).map((v) => v ?? ''));
    // Staff (docs/decisions.md): staff, agency, finance, user, intensive cooperative user, advertiser,
    // reseller; the two creator types may also join a channel.
    expect(listed).toEqual([
      ['staff', ''],
      ['finance', ''],
      ['agency', ''],
      ['user', 'optional'],
      ['intensive_cooperative_user', 'optional'],
      ['advertiser', ''],
      ['reseller', ''],
    ]);
  });

  it('lists only channel member roles, to be given with a channel, for a channel owner', async () => {
    const workbook = await workbookOf(await template(owner));
    const listed = workbook
      .getWorksheet('account_types')!
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 3));
    expect(listed).toEqual([
      ['user', 'required'],
      ['user_manager', 'required'],
      ['user_editor', 'required'],
      ['user_finance', 'required'],
    ]);
  });

  it('is refused to those who may invite nobody', async () => {
    const viewer = await t.signIn(demo('viewer'));
    expect(errorCode(await template(viewer))).toBe('403 errors.forbidden');
    expect(errorCode(await upload(viewer, await fileOf([['someone@example.com', 'x', 'viewer', '']])))).toBe('403 errors.forbidden');
  });

  it('round-trips: filled in with exceljs and uploaded, it invites its rows', async () => {
    const workbook = await workbookOf(await template(staff));
    const sheet = workbook.getWorksheet('invitations')!;
    sheet.addRow(['roundtrip.one@example.com', 'Round One', 'agency', '']);
    sheet.addRow(['roundtrip.two@example.com', 'Round Two', 'user', ownChannel]);
    const response = await upload(staff, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, invited: 2, failed: 0 });
    const membership = await t.db
      .selectFrom('channel_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.member_type', 'u.pending_invitation'])
      .where('u.email', '=', 'roundtrip.two@example.com')
      .where('m.channel_id', '=', ownChannel)
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ member_type: 'member', pending_invitation: true });
    const mails = (await t.ctx.mailer.outbox()).map((m) => m.to);
    expect(mails).toEqual(expect.arrayContaining(['roundtrip.one@example.com', 'roundtrip.two@example.com']));
  });
});

describe('a file with good and bad rows', () => {
  it('applies the good rows and reports every other with its reason', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('invitations');
    // Columns in another order than the template's: they are found by name.
    sheet.addRow(['account_type', 'email', 'name', 'channel_id']);
    sheet.addRow(['agency', 'good.one@example.com', 'Good One', '']);
    sheet.addRow(['agency', 'not-an-address', 'Bad', '']);
    sheet.addRow(['wizard', 'wizard@example.com', 'Bad', '']);
    sheet.addRow(['admin', 'wants.admin@example.com', 'Bad', '']);
    sheet.addRow(['finance', 'GOOD.ONE@example.com', 'Twice', '']);
    sheet.addRow(['staff', demo('viewer'), 'Exists', '']);
    sheet.addRow(['staff', 'formula@example.com', { formula: 'CONCAT("a","b")', result: 'ab' }, '']);
    sheet.addRow(['user', 'good.two@example.com', '=HYPERLINK("http://x")', ownChannel]);
    sheet.addRow(['user', 'no.channel@example.com', 'Bad', 'UCnoSuchChannel0000']);
    sheet.addRow(['reseller', 'reseller.channel@example.com', 'Bad', ownChannel]);
    sheet.addRow([]);
    sheet.addRow(['advertiser', { text: 'linked@example.com', hyperlink: 'mailto:linked@example.com' }, '', '']);
    const response = await upload(staff, Buffer.from(await workbook.xlsx.writeBuffer()), { 'x-chorus-language': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 11, invited: 3, failed: 8 });
    const outcome = Object.fromEntries(body.rows.map((r: { row: number; status: string; error: string | null }) => [r.row, r.error ?? r.status]));
    expect(outcome).toEqual({
      2: 'invited',
      3: 'validation.emailFormat',
      4: 'validation.accountTypeRequired',
      5: 'errors.cannotInviteRole',
      6: 'errors.duplicateRow',
      7: 'errors.emailTaken',
      8: 'errors.spreadsheetFormula',
      9: 'invited',
      10: 'errors.notFound',
      11: 'errors.notChannelRole',
      13: 'invited',
    });
    const failed = body.rows.find((r: { row: number }) => r.row === 5);
    expect(failed.message).toBe("You can't invite this account type.");
    const created = await t.db
      .selectFrom('users')
      .select(['email', 'name'])
      .where('email', 'in', [
        'good.one@example.com',
        'good.two@example.com',
        'linked@example.com',
        'wizard@example.com',
        'wants.admin@example.com',
        'no.channel@example.com',
        'reseller.channel@example.com',
        'formula@example.com',
      ])
      .orderBy('email')
      .execute();
    // Text that looks like a formula stays text (exports neutralise it).
    expect(created).toEqual([
      { email: 'good.one@example.com', name: 'Good One' },
      { email: 'good.two@example.com', name: '=HYPERLINK("http://x")' },
      { email: 'linked@example.com', name: 'linked' },
    ]);
    const rows = await t.db.selectFrom('audit_log').select('target_user_id').where('action', '=', 'invitation.create').execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a file without the header row, with too many rows, or that is not a workbook', async () => {
    expect(errorCode(await upload(staff, await fileOf([['a@example.com', 'viewer']], ['mail', 'type'])))).toBe('400 errors.spreadsheetHeader');
    const many = Array.from({ length: 501 }, (_, i) => [`many${i}@example.com`, 'Many', 'agency', '']);
    expect(errorCode(await upload(staff, await fileOf(many)))).toBe('400 errors.spreadsheetTooManyRows');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'many0@example.com').executeTakeFirst()).toBeUndefined();
    expect(errorCode(await upload(staff, Buffer.from('email,name,account_type\nx@example.com,x,agency\n')))).toBe('400 errors.spreadsheetInvalid');
    expect(errorCode(await upload(staff, randomBytes(3 * 1024 * 1024)))).toBe('413 errors.fileTooLarge');
  });
});

describe('zip bombs (security plan 26)', () => {
  async function honestEntries() {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('invitations').addRow(['email', 'name', 'account_type', 'channel_id']);
    const { readZipSafely } = await import('../../storage/zip-guard.ts');
    return readZipSafely(Buffer.from(await workbook.xlsx.writeBuffer()));
  }

  it('refuses a workbook that expands more than 20 times, whatever its headers claim', async () => {
    const entries = await honestEntries();
    const bomb = deflatedZip([...entries, { name: 'xl/media/bomb.bin', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1000 }]);
    expect(errorCode(await upload(staff, bomb))).toBe('400 errors.spreadsheetUnsafe');
  });

  it('refuses a workbook of more than 100 parts', async () => {
    const entries = await honestEntries();
    const padding = Array.from({ length: 101 - entries.length }, (_, i) => ({ name: `xl/media/p${i}.bin`, data: randomBytes(200) }));
    expect(errorCode(await upload(staff, deflatedZip([...entries, ...padding])))).toBe('400 errors.spreadsheetUnsafe');
    // One part fewer is a workbook like any other.
    const fine = await upload(staff, deflatedZip([...entries, ...padding.slice(1)]));
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
