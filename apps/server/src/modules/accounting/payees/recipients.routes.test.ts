// Remittance recipients through the real routes: finance adds, edits, batch sets and removes them;
// documents are checked by content and served only to finance and the owner of a channel the
// recipient serves (404 for everyone else); account numbers are masked wherever they are listed;
// every change is in the system log with its actor.
import { translate } from '@chorus/i18n';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnsavedDocuments, UNSAVED_DOCUMENT_HOURS, UNSAVED_DOCUMENTS_QUEUE } from './unsaved-documents.ts';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { pngImage } from '../../../../test/png.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { channelIdsOf } from '../../../../test/listed.ts';
import { auditRows } from '../../../../test/audit-log.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);
/** A field's message as the server translates it (zh-TW: no language asked for). */
const says = (key: string) => translate('zh-TW', 'messages', key);
let ownerChannel: string;
let otherOwnerChannel: string;
let freeChannels: string[];

/** A real 2×1 PNG with a text chunk to strip (pixels differ by `seed`, so two uploads differ). */
const png = (seed = 0) => pngImage({ width: 2, height: 1, colourType: 0, scanlines: [0, seed & 0xff, 0x7f], text: 'Comment\0secret location' });
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows program's first bytes, named like a picture. */
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

async function upload(who: string, slot: string, data: Buffer, filename = 'file.png', contentType = 'image/png') {
  const { payload, contentType: type } = multipartBody({ filename, contentType, data });
  return t.app.inject({ method: 'POST', url: `/api/v1/accounting/recipient-files?slot=${slot}`, payload, headers: { ...as(who), 'content-type': type } });
}
async function fileId(slot: string, data: Buffer = slot === 'labour_form' ? pdf() : png()): Promise<string> {
  const response = await upload('finance', slot, data, slot === 'labour_form' ? 'form.pdf' : 'file.png');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().file_id;
}
async function personBody(channelIds: string[], accountNumber = '0012345678901') {
  return {
    kind: 'person',
    account_name: 'Lin Mei-Hua (Daan branch)',
    bank_code: '812',
    account_number: accountNumber,
    passbook_file_id: await fileId('passbook'),
    labour_form_file_id: await fileId('labour_form'),
    signature_file_id: await fileId('signature'),
    channel_ids: channelIds,
  };
}
const create = (who: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/accounting/recipients', headers: as(who), payload });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

/** `count` channels no recipient holds yet, `UCpayees<Name>Channel00000` on. */
async function newChannels(name: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `UCpayees${name}Channel${String(i).padStart(5, '0')}`);
  await t.db
    .insertInto('channels')
    .values(ids.map((channelId, i) => ({ channel_id: channelId, title: `Payees ${name.toLowerCase()} channel ${i}`, source_type: 'YT', language: 'en' })))
    .execute();
  return ids;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin', 'super_staff', 'finance', 'sales', 'assistant', 'viewer', 'user_owner', 'intensive_cooperative_user_owner', 'user']);
  ownerChannel = (await t.ownedChannel('user_owner'))!;
  otherOwnerChannel = (await t.ownedChannel('intensive_cooperative_user_owner'))!;
  expect(ownerChannel && otherOwnerChannel && ownerChannel !== otherOwnerChannel).toBeTruthy();
  freeChannels = await newChannels('Test', 6);
});
afterAll(async () => t?.close());

describe('demo data', () => {
  it("gives finance a list on first start, masked, serving the creators' channels and not the showcase ones", async () => {
    const list = (await get('finance', '/api/v1/accounting/recipients')).json().recipients as {
      account_number_masked: string;
      channels: { channel_id: string }[];
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.account_number_masked).toMatch(/^\*\*\*\d+$/);
    const served = list.flatMap((r) => r.channels.map((c) => c.channel_id));
    expect(served).not.toContain(ownerChannel);
    expect(served).not.toContain(otherOwnerChannel);
  });
});

describe('documents', () => {
  it('refuses a program renamed as a PNG, a PDF as a passbook cover, and a file over 5 MB; nothing is stored', async () => {
    const before = await t.db.selectFrom('files').select('id').execute();
    const renamed = await upload('finance', 'passbook', exe(), 'cover.png', 'image/png');
    expect(renamed.statusCode).toBe(400);
    expect(expectErrorBody(renamed).code).toBe('errors.fileType');
    const pdfCover = await upload('finance', 'passbook', pdf(), 'cover.png', 'image/png');
    expect(expectErrorBody(pdfCover).code).toBe('errors.fileType');
    const halfPdf = await upload('finance', 'labour_form', Buffer.from('%PDF-1.4\n' + 'x'.repeat(2000)), 'form.pdf', 'application/pdf');
    expect(expectErrorBody(halfPdf).code).toBe('errors.fileType');
    const big = await upload('finance', 'passbook', Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await t.db.selectFrom('files').select('id').execute()).length).toBe(before.length);
  });

  it('accepts a PDF labour form and PNG images by content, whatever they are called, and drops image metadata', async () => {
    const form = await upload('finance', 'labour_form', pdf(), 'form.bin', 'application/octet-stream');
    expect(form.json()).toMatchObject({ slot: 'labour_form', mime_type: 'application/pdf' });
    const image = await upload('finance', 'signature', png(), 'sign.jpg', 'image/jpeg');
    expect(image.json()).toMatchObject({ slot: 'signature', mime_type: 'image/png' });
    const stored = await t.db.selectFrom('files').selectAll().where('id', '=', image.json().file_id).executeTakeFirstOrThrow();
    expect(stored.kind).toBe('recipient_signature');
    const bytes = (await t.ctx.storage.get(stored.storage_key))!;
    expect(bytes.includes('secret location')).toBe(false);
  });

  it('is uploaded only by those who update accounting', async () => {
    for (const who of ['assistant', 'user_owner', 'viewer']) expect((await upload(who, 'passbook', png())).statusCode).toBe(403);
    for (const who of ['admin', 'super_staff', 'sales']) expect((await upload(who, 'passbook', png())).statusCode).toBe(200);
  });
});

describe('a recipient', () => {
  let recipientId: number;

  it('is added by finance with its documents and channels; the list masks the account number (spec 9)', async () => {
    const body = await personBody([ownerChannel, freeChannels[0]!]);
    const response = await create('finance', body);
    expect(response.statusCode, response.body).toBe(200);
    const recipient = response.json();
    recipientId = recipient.id;
    expect(recipient).toMatchObject({
      kind: 'person',
      account_name: 'Lin Mei-Hua (Daan branch)',
      bank_code: '812',
      account_number: '0012345678901',
      account_number_masked: '***2345678901',
      files: { passbook: { mime_type: 'image/png' }, labour_form: { mime_type: 'application/pdf' }, signature: { mime_type: 'image/png' } },
    });
    expect(channelIdsOf(recipient.channels).sort()).toEqual([ownerChannel, freeChannels[0]].sort());

    const list = (await get('finance', '/api/v1/accounting/recipients')).json().recipients;
    const listed = list.find((r: { id: number }) => r.id === recipientId);
    expect(listed.account_number_masked).toBe('***2345678901');
    expect(listed.account_number).toBeNull();
    expect(JSON.stringify(list)).not.toContain('0012345678901');

    const log = await auditRows(t.db, 'accounting.recipient_create', { id: recipientId });
    expect(log).toHaveLength(1);
    expect(log[0]!.actor_id).toBe(await t.demoUserId('finance'));
    expect(JSON.stringify(log[0]!.details)).not.toContain('0012345678901');
  });

  it('needs at least one channel, the documents a person needs, digits for the numbers, and documents of the right kind', async () => {
    const body = await personBody([freeChannels[1]!]);
    const noChannel = await create('finance', { ...body, channel_ids: [] });
    expect(expectErrorBody(noChannel).fields).toMatchObject({ channel_ids: says('validation.recipientChannels') });
    const noForm = await create('finance', { ...body, labour_form_file_id: null });
    expect(expectErrorBody(noForm).fields).toMatchObject({ labour_form_file_id: says('validation.recipientFileMissing') });
    const letters = await create('finance', { ...body, account_number: '12AB5678', bank_code: '8' });
    expect(expectErrorBody(letters).fields).toMatchObject({ account_number: says('validation.accountNumber'), bank_code: says('validation.bankCode') });
    const swapped = await create('finance', { ...body, passbook_file_id: body.signature_file_id });
    expect(expectErrorBody(swapped).fields).toMatchObject({ passbook_file_id: says('validation.recipientFileMissing') });
    const unknownChannel = await create('finance', { ...body, channel_ids: ['UCnoSuchChannelAtAll'] });
    expect(expectErrorBody(unknownChannel).code).toBe('errors.noChannelMatches');
    // A company needs neither the labour form nor the signature; spaces and hyphens in numbers are dropped.
    const company = await create('finance', { ...body, kind: 'company', labour_form_file_id: null, signature_file_id: null, account_number: '0012-345 678' });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().account_number).toBe('0012345678');
  });

  it('is seen by the owner of a channel it serves, documents included, with the number masked; other owners and roles never see it', async () => {
    const ownList = (await get('user_owner', '/api/v1/accounting/recipients')).json().recipients;
    expect(ownList.map((r: { id: number }) => r.id)).toEqual([recipientId]);
    const detail = await get('user_owner', `/api/v1/accounting/recipients/${recipientId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ account_number: null, account_number_masked: '***2345678901' });
    const file = await get('user_owner', `/api/v1/accounting/recipients/${recipientId}/files/passbook`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 8)).toEqual(png().subarray(0, 8));

    // Another channel's owner: the list has nothing of it, the recipient and its files do not exist.
    expect((await get('intensive_cooperative_user_owner', '/api/v1/accounting/recipients')).json().recipients).toEqual([]);
    for (const who of ['intensive_cooperative_user_owner', 'assistant', 'user', 'viewer']) {
      expect((await get(who, `/api/v1/accounting/recipients/${recipientId}`)).statusCode, who).toBe(404);
      for (const slot of ['passbook', 'labour_form', 'signature']) {
        expect((await get(who, `/api/v1/accounting/recipients/${recipientId}/files/${slot}`)).statusCode, `${who} ${slot}`).toBe(404);
      }
    }
    // Finance and the top roles read every recipient and document.
    for (const who of ['finance', 'sales', 'admin', 'super_staff']) {
      expect((await get(who, `/api/v1/accounting/recipients/${recipientId}/files/labour_form`)).headers['content-type'], who).toBe('application/pdf');
    }
    // An owner may not change it.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/accounting/recipients/${recipientId}`,
      headers: as('user_owner'),
      payload: await personBody([ownerChannel]),
    });
    expect(edit.statusCode).toBe(403);
  });

  it('is edited by finance: a replaced document is removed, and the log names the changed fields, not their values', async () => {
    const before = await t.db.selectFrom('remittance_recipients').selectAll().where('id', '=', recipientId).executeTakeFirstOrThrow();
    const oldPassbook = await t.db.selectFrom('files').selectAll().where('id', '=', before.passbook_file_id!).executeTakeFirstOrThrow();
    const newPassbook = await fileId('passbook', png(7));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/accounting/recipients/${recipientId}`,
      headers: as('admin'),
      payload: {
        kind: 'person',
        account_name: 'Lin Mei-Hua (Xinyi branch)',
        bank_code: '8120012',
        account_number: '9988776655',
        passbook_file_id: newPassbook,
        labour_form_file_id: before.labour_form_file_id,
        signature_file_id: before.signature_file_id,
        channel_ids: [ownerChannel],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      account_name: 'Lin Mei-Hua (Xinyi branch)',
      account_number_masked: '***8776655',
      channels: [{ channel_id: ownerChannel }],
    });
    expect(await t.db.selectFrom('files').select('id').where('id', '=', oldPassbook.id).executeTakeFirst()).toBeUndefined();
    expect(await t.ctx.storage.get(oldPassbook.storage_key)).toBeNull();
    const log = await auditRows(t.db, 'accounting.recipient_update', { id: recipientId });
    expect(log).toHaveLength(1);
    expect(log[0]!.actor_id).toBe(await t.demoUserId('admin'));
    expect((log[0]!.details as { changed: string[] }).changed.sort()).toEqual(['account_name', 'account_number', 'bank_code', 'passbook_file_id']);
    expect(JSON.stringify(log[0]!.details)).not.toContain('9988776655');
  });

  it("refuses another recipient's document", async () => {
    const other = await t.db.selectFrom('remittance_recipients').selectAll().where('id', '=', recipientId).executeTakeFirstOrThrow();
    const body = await personBody([freeChannels[2]!]);
    const response = await create('finance', { ...body, passbook_file_id: other.passbook_file_id });
    expect(expectErrorBody(response).fields).toMatchObject({ passbook_file_id: says('validation.recipientFileMissing') });
  });
});

describe('batch set', () => {
  it('makes one recipient the recipient of many channels at once, moving them from others, but never leaves another without a channel', async () => {
    const first = (await create('finance', await personBody([freeChannels[3]!]))).json();
    const second = (await create('finance', await personBody([freeChannels[4]!, freeChannels[5]!]))).json();
    const moves = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounting/recipients/${first.id}/channels`,
      headers: as('finance'),
      payload: { channel_ids: [freeChannels[4]] },
    });
    expect(moves.statusCode, moves.body).toBe(200);
    expect(channelIdsOf(moves.json().channels).sort()).toEqual([freeChannels[3], freeChannels[4]].sort());
    const links = await t.db
      .selectFrom('remittance_recipient_channels')
      .selectAll()
      .where('channel_id', 'in', freeChannels.slice(3))
      .orderBy('channel_id')
      .execute();
    expect(links.map((l) => l.recipient_id)).toEqual([first.id, first.id, second.id]);

    const emptying = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounting/recipients/${first.id}/channels`,
      headers: as('finance'),
      payload: { channel_ids: [freeChannels[5]] },
    });
    expect(emptying.statusCode).toBe(409);
    expect(expectErrorBody(emptying).code).toBe('errors.recipientLastChannel');
    expect(
      (await t.db.selectFrom('remittance_recipient_channels').select('recipient_id').where('channel_id', '=', freeChannels[5]!).executeTakeFirstOrThrow())
        .recipient_id,
    ).toBe(second.id);

    const log = await auditRows(t.db, 'accounting.recipients_batch_set');
    expect(log).toHaveLength(1);
    expect(log[0]!.details).toMatchObject({ channel_ids: [freeChannels[4]], moved_from: [second.id] });
  });

  it('never lets two batch sets at once take the last channels of one recipient', async () => {
    const extra = await newChannels('Race', 4);
    const [a, b, victim] = await Promise.all([
      create('finance', await personBody([extra[0]!])),
      create('finance', await personBody([extra[1]!])),
      create('finance', await personBody([extra[2]!, extra[3]!])),
    ]).then((answers) => answers.map((r) => r.json().id as number));
    const answers = await Promise.all(
      [
        [a, extra[2]],
        [b, extra[3]],
      ].map(([to, channel]) =>
        t.app.inject({ method: 'POST', url: `/api/v1/accounting/recipients/${to}/channels`, headers: as('finance'), payload: { channel_ids: [channel] } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const left = await t.db.selectFrom('remittance_recipient_channels').select('channel_id').where('recipient_id', '=', victim!).execute();
    expect(left).toHaveLength(1);
  });

  it('offers every network channel to finance with the recipient it has now', async () => {
    const response = await get('finance', `/api/v1/accounting/recipient-channels?q=${encodeURIComponent('Payees test channel 4')}`);
    expect(response.json().channels).toEqual([{ channel_id: freeChannels[4], title: 'Payees test channel 4', recipient_id: expect.any(Number) }]);
    expect((await get('user_owner', '/api/v1/accounting/recipient-channels')).statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('removes the recipient, its channel links and its documents; the owner no longer sees it', async () => {
    const body = await personBody([freeChannels[2]!]);
    const created = await create('finance', body);
    expect(created.statusCode, created.body).toBe(200);
    const recipient = created.json();
    const files = await t.db
      .selectFrom('files')
      .selectAll()
      .where('id', 'in', [body.passbook_file_id, body.labour_form_file_id, body.signature_file_id])
      .execute();
    expect(files).toHaveLength(3);
    const denied = await t.app.inject({ method: 'DELETE', url: `/api/v1/accounting/recipients/${recipient.id}`, headers: as('assistant') });
    expect(denied.statusCode).toBe(403);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/accounting/recipients/${recipient.id}`, headers: as('finance') });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.selectFrom('remittance_recipient_channels').selectAll().where('recipient_id', '=', recipient.id).execute()).toEqual([]);
    expect(
      await t.db
        .selectFrom('files')
        .selectAll()
        .where(
          'id',
          'in',
          files.map((f) => f.id),
        )
        .execute(),
    ).toEqual([]);
    for (const f of files) expect(await t.ctx.storage.get(f.storage_key)).toBeNull();
    expect((await get('finance', `/api/v1/accounting/recipients/${recipient.id}`)).statusCode).toBe(404);
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'accounting.recipient_delete')
      .where('target_id', '=', String(recipient.id))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ actor_id: await t.demoUserId('finance'), details: { channel_ids: [freeChannels[2]] } });
  });
});

describe('the list a page at a time', () => {
  it('cuts the whole list in order, says how many match, and keeps an owner to their own', async () => {
    const whole = (await get('finance', '/api/v1/accounting/recipients')).json() as { recipients: { id: number }[]; total?: number };
    expect(whole.total).toBeUndefined();
    expect(whole.recipients.length).toBeGreaterThan(5);
    const pages: { id: number }[] = [];
    for (let page = 1; pages.length < whole.recipients.length; page++) {
      const answer = (await get('finance', `/api/v1/accounting/recipients?page=${page}&page_size=5`)).json() as { recipients: { id: number }[]; total: number };
      expect(answer.total).toBe(whole.recipients.length);
      expect(answer.recipients.length).toBeGreaterThan(0);
      pages.push(...answer.recipients);
    }
    expect(pages.map((r) => r.id)).toEqual(whole.recipients.map((r) => r.id));
    const own = (await get('user_owner', '/api/v1/accounting/recipients')).json() as { recipients: { id: number }[] };
    const ownPage = (await get('user_owner', '/api/v1/accounting/recipients?page=1&page_size=50')).json() as { recipients: { id: number }[]; total: number };
    expect(ownPage).toEqual({ recipients: own.recipients, total: own.recipients.length });
  });
});

describe('documents never saved into a recipient', () => {
  it('are removed a day after their upload, row and bytes; saved ones and younger ones stay', async () => {
    await t.db
      .insertInto('channels')
      .values({ channel_id: 'UCunsavedDocsChannel00001', title: 'Unsaved docs channel', source_type: 'YT', language: 'en' })
      .execute();
    const body = await personBody(['UCunsavedDocsChannel00001'], '0099887766554');
    expect((await create('finance', body)).statusCode).toBe(200);
    const saved = [body.passbook_file_id, body.labour_form_file_id, body.signature_file_id];
    const old = [await fileId('passbook'), await fileId('labour_form')];
    const young = await fileId('signature');
    const dayAndMore = new Date(Date.now() - (UNSAVED_DOCUMENT_HOURS + 1) * 3600_000);
    // created_at is never updated by the app (schema.ts): set here as an administrator would.
    await sql`UPDATE files SET created_at = ${dayAndMore} WHERE id = ANY(${[...saved, ...old]}::uuid[])`.execute(t.db);
    const keys = await t.db
      .selectFrom('files')
      .select(['id', 'storage_key'])
      .where('id', 'in', [...saved, ...old, young])
      .execute();
    const keyOf = (id: string) => keys.find((k) => k.id === id)!.storage_key;
    expect(await removeUnsavedDocuments({ db: t.ctx.db, storage: t.ctx.storage }, new Date())).toBeGreaterThanOrEqual(old.length);
    const left = (
      await t.db
        .selectFrom('files')
        .select('id')
        .where('id', 'in', [...saved, ...old, young])
        .execute()
    ).map((r) => r.id);
    expect(left.sort()).toEqual([...saved, young].sort());
    for (const id of old) expect(await t.ctx.storage.get(keyOf(id))).toBeNull();
    for (const id of [...saved, young]) expect(await t.ctx.storage.get(keyOf(id))).not.toBeNull();
    expect(await removeUnsavedDocuments({ db: t.ctx.db, storage: t.ctx.storage }, new Date())).toBe(0);
  });

  it('are looked for every day where jobs are worked', async () => {
    await t.ctx.jobs.startWorkers({ names: [UNSAVED_DOCUMENTS_QUEUE], pollingIntervalSeconds: 1, log: () => {} });
    expect(await t.ctx.jobs.scheduleOf(UNSAVED_DOCUMENTS_QUEUE)).toEqual({ cron: '20 4 * * *', timezone: 'UTC' });
  });
});
