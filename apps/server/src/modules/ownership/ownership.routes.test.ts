// Channel ownership transfer through the real route: who may hand a channel over (its owner, the
// managing roles; others 403, or 404 when they cannot see it), one owner per channel, the giver
// leaving, both modes, the system log, and what becomes of the channel's remittance recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { insertRecipient, insertUser } from '../../../test/fixtures.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { channelIdsOf } from '../../../test/listed.ts';
import { auditRows } from '../../../test/audit-log.ts';
import { copyRemittanceDataIfMissing } from './remittance.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);
let channels: string[];

const transfer = (who: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/channel_transfer_owner', headers: { ...as(who), ...headers }, payload });
const membersOf = async (channelId: string) =>
  (await t.db.selectFrom('channel_members').select(['user_id', 'member_type']).where('channel_id', '=', channelId).orderBy('user_id').execute()).map(
    (m) => `${m.user_id}:${m.member_type}`,
  );
const ownersOf = async (channelId: string) =>
  (await t.db.selectFrom('channel_members').select('user_id').where('channel_id', '=', channelId).where('member_type', '=', 'owner').execute()).map(
    (m) => m.user_id,
  );
/** The audit rows of the channel's handovers, oldest first. */
const transferLogs = (channelId: string) => auditRows(t.db, 'channel.owner_transfer', { id: channelId });

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin', 'staff', 'assistant', 'viewer', 'user_owner', 'user_manager', 'user_editor', 'user', 'advertiser', 'finance']);
  channels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').orderBy('channel_id').execute()).map(
    (c) => c.channel_id,
  );
});
afterAll(async () => t?.close());

describe('POST /api/v1/channel_transfer_owner', () => {
  it('lets the owner hand a channel to another user, who becomes its one owner; the giver leaves it', async () => {
    const channel = channels[0]!;
    const response = await transfer('user_owner', { channel_id: channel, email: demo('user'), mode: 'keep_remittance' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      channel_id: channel,
      owner: { user_id: await t.demoUserId('user'), email: demo('user'), name: expect.any(String) },
      previous_owner: { user_id: await t.demoUserId('user_owner'), email: demo('user_owner'), name: expect.any(String) },
      mode: 'keep_remittance',
      remittance_copied: false,
    });
    expect(await ownersOf(channel)).toEqual([await t.demoUserId('user')]);
    const giverId = await t.demoUserId('user_owner');
    expect((await membersOf(channel)).some((m) => m.startsWith(`${giverId}:`))).toBe(false);

    // Both profiles follow at once.
    const recipient = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: as('user') });
    expect(channelIdsOf(recipient.json().owner_channels)).toContain(channel);
    const giver = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: as('user_owner') });
    expect(channelIdsOf(giver.json().channels)).not.toContain(channel);
    // The channel's pages follow too: the giver no longer sees it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channel}/overview`, headers: as('user_owner') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channel}/overview`, headers: as('user') })).statusCode).toBe(200);

    const log = await transferLogs(channel);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor_id: await t.demoUserId('user_owner'), target_type: 'channel', target_user_id: await t.demoUserId('user') });
    expect(log[0]!.details).toMatchObject({
      from_user_id: await t.demoUserId('user_owner'),
      to_user_id: await t.demoUserId('user'),
      mode: 'keep_remittance',
      remittance_copied: false,
    });
  });

  it('turns a member recipient into the owner (one row, one owner), without remittance data', async () => {
    const channel = channels[1]!;
    const editor = await t.demoUserId('user_editor');
    expect(await membersOf(channel)).toContain(`${editor}:member`);
    const response = await transfer('user_owner', { channel_id: channel, email: demo('user_editor'), mode: 'without_remittance' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mode: 'without_remittance', remittance_copied: false });
    expect(await ownersOf(channel)).toEqual([editor]);
    expect((await membersOf(channel)).filter((m) => m.startsWith(`${editor}:`))).toEqual([`${editor}:owner`]);
  });

  it('lets managing roles hand over any channel', async () => {
    const channel = channels[2]!;
    const response = await transfer('staff', { channel_id: channel, email: demo('finance'), mode: 'keep_remittance' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ownersOf(channel)).toEqual([await t.demoUserId('finance')]);
    const [log] = await transferLogs(channel);
    expect(log!.actor_id).toBe(await t.demoUserId('staff'));
  });

  it('writes the client’s address on the system log row (not a forwarded header the server does not trust)', async () => {
    const channel = channels[2]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channel_transfer_owner',
      headers: { ...as('staff'), 'x-forwarded-for': '198.51.100.9' },
      remoteAddress: '203.0.113.7',
      payload: { channel_id: channel, email: demo('user'), mode: 'without_remittance' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await transferLogs(channel);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ actor_id: await t.demoUserId('staff'), target_user_id: await t.demoUserId('user'), ip: '203.0.113.7' });
    expect(rows[1]!.details).toMatchObject({ from_user_id: await t.demoUserId('finance'), to_user_id: await t.demoUserId('user'), mode: 'without_remittance' });
  });

  it('refuses those who see the channel without owning it (403) and answers 404 to those who cannot see it', async () => {
    const channel = channels[3]!;
    const before = await membersOf(channel);
    // user_manager is staff on channels 0 and 1; viewer and assistant see every channel.
    for (const [who, target, status] of [
      ['user_manager', channels[1]!, 403],
      ['viewer', channel, 403],
      ['assistant', channel, 403],
      ['user_editor', channel, 404],
      ['advertiser', channel, 404],
      ['user_owner', channel, 404],
    ] as const) {
      const response = await transfer(who, { channel_id: target, email: demo(who), mode: 'keep_remittance' });
      expect(response.statusCode, `${who} ${target}`).toBe(status);
      expectErrorBody(response);
    }
    expect(await membersOf(channel)).toEqual(before);
  });

  it('refuses the current owner as recipient (409), an unknown e-mail (400), an unknown channel (404), a bad mode (400)', async () => {
    const channel = channels[4]!;
    const before = await membersOf(channel);
    const [ownerId] = await ownersOf(channel);
    const owner = await t.db.selectFrom('users').select('email').where('id', '=', ownerId!).executeTakeFirstOrThrow();
    const same = await transfer('admin', { channel_id: channel, email: owner.email, mode: 'keep_remittance' });
    expect(same.statusCode).toBe(409);
    expect(expectErrorBody(same).code).toBe('errors.alreadyChannelOwner');
    const unknown = await transfer('admin', { channel_id: channel, email: 'nobody@example.com', mode: 'keep_remittance' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(expectErrorBody(unknown).fields ?? {})).toEqual(['email']);
    expect((await transfer('admin', { channel_id: 'UCnoSuchChannel', email: demo('user'), mode: 'keep_remittance' })).statusCode).toBe(404);
    expect((await transfer('admin', { channel_id: channel, email: demo('user'), mode: 'with_everything' })).statusCode).toBe(400);
    expect((await transfer('admin', { channel_id: channel, email: demo('user') })).statusCode).toBe(400);
    expect(await membersOf(channel)).toEqual(before);
  });

  it('is a POST that cookie sessions must send with the CSRF header; the GET of spec 7 does not exist', async () => {
    const channel = channels[4]!;
    const before = await membersOf(channel);
    const { 'x-chorus-csrf': _csrf, ...withoutCsrf } = as('admin');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channel_transfer_owner',
      headers: withoutCsrf,
      payload: { channel_id: channel, email: demo('user'), mode: 'keep_remittance' },
    });
    expect(forged.statusCode).toBe(403);
    expect(expectErrorBody(forged).code).toBe('errors.csrf');
    const asGet = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channel_transfer_owner?channel_id=${channel}&email=${encodeURIComponent(demo('user'))}&mode=keep_remittance`,
      headers: as('admin'),
    });
    expect(asGet.statusCode).toBe(404);
    expect(await membersOf(channel)).toEqual(before);
  });

  it('hands over a channel that has no owner', async () => {
    await t.db.insertInto('channels').values({ channel_id: 'UCorphanChannel000001', title: 'Orphan', source_type: 'YT', language: 'en' }).execute();
    const response = await transfer('admin', { channel_id: 'UCorphanChannel000001', email: demo('user'), mode: 'keep_remittance' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().previous_owner).toBeNull();
    expect(await ownersOf('UCorphanChannel000001')).toEqual([await t.demoUserId('user')]);
  });
});

describe('remittance data (accounting payees: remittance recipients)', () => {
  let n = 0;
  /** A user of its own, for transfers that must not touch the demo people's channels. */
  async function person(): Promise<{ id: number; email: string }> {
    n += 1;
    const email = `remittance-${n}@example.test`;
    return { id: await insertUser(t.db, { email, account_type: 'user_owner', name: `Remittance ${n}` }), email };
  }
  async function ownedChannel(ownerId: number): Promise<string> {
    n += 1;
    const channelId = `UCremittanceTest${String(n).padStart(8, '0')}`;
    await t.db
      .insertInto('channels')
      .values({ channel_id: channelId, title: `Remittance channel ${n}`, source_type: 'YT', language: 'en' })
      .execute();
    await t.db.insertInto('channel_members').values({ channel_id: channelId, user_id: ownerId, member_type: 'owner' }).execute();
    return channelId;
  }
  /** A company recipient with a stored passbook cover, serving `channelIds`. */
  const recipientFor = (channelIds: string[], accountNumber = '1234567890') =>
    insertRecipient(
      t.db,
      t.ctx.storage,
      { account_name: 'Giver Ltd (Main branch)', bank_code: '812', account_number: accountNumber },
      channelIds,
      Buffer.from('passbook bytes'),
    );
  const recipientOf = async (channelId: string) =>
    (await t.db.selectFrom('remittance_recipient_channels').select('recipient_id').where('channel_id', '=', channelId).executeTakeFirst())?.recipient_id ??
    null;

  it('keeps the recipient with the channel when the new owner has none and it served only this channel', async () => {
    const giver = await person();
    const taker = await person();
    const channel = await ownedChannel(giver.id);
    const recipient = await recipientFor([channel]);
    const response = await transfer('admin', { channel_id: channel, email: taker.email, mode: 'keep_remittance' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().remittance_copied).toBe(true);
    expect(await recipientOf(channel)).toBe(recipient);
    const [log] = await transferLogs(channel);
    expect(log!.details).toMatchObject({ remittance_copied: true });
  });

  it("copies the giver's recipient for the channel alone when it also serves the giver's other channels", async () => {
    const giver = await person();
    const taker = await person();
    const channel = await ownedChannel(giver.id);
    const kept = await ownedChannel(giver.id);
    const original = await recipientFor([channel, kept], '5556667778');
    const response = await transfer('admin', { channel_id: channel, email: taker.email, mode: 'keep_remittance' });
    expect(response.json().remittance_copied).toBe(true);
    const copy = (await recipientOf(channel))!;
    expect(copy).not.toBe(original);
    expect(await recipientOf(kept)).toBe(original);
    const [a, b] = await Promise.all(
      [original, copy].map((id) => t.db.selectFrom('remittance_recipients').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
    );
    expect({ ...b, id: 0, passbook_file_id: null, created_by: null, created_at: null, updated_at: null }).toEqual({
      ...a,
      id: 0,
      passbook_file_id: null,
      created_by: null,
      created_at: null,
      updated_at: null,
    });
    expect(b!.passbook_file_id).not.toBe(a!.passbook_file_id);
    const files = await t.db.selectFrom('files').selectAll().where('id', 'in', [a!.passbook_file_id!, b!.passbook_file_id!]).execute();
    expect(new Set(files.map((f) => f.storage_key)).size).toBe(1);
    // The copy shares the stored document: removing the original leaves the copy's intact.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/accounting/recipients/${original}`, headers: as('finance') });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.ctx.storage.get(files[0]!.storage_key)).toEqual(Buffer.from('passbook bytes'));
  });

  it("pays the channel to the new owner's own recipient when they have one; nothing is copied", async () => {
    const giver = await person();
    const taker = await person();
    const channel = await ownedChannel(giver.id);
    const givers = await recipientFor([channel]);
    const takers = await recipientFor([await ownedChannel(taker.id)], '9990001112');
    const response = await transfer('admin', { channel_id: channel, email: taker.email, mode: 'keep_remittance' });
    expect(response.json().remittance_copied).toBe(false);
    expect(await recipientOf(channel)).toBe(takers);
    expect(givers).not.toBe(takers);
  });

  it("without remittance data, the giver's recipient stops serving the channel", async () => {
    const giver = await person();
    const taker = await person();
    const channel = await ownedChannel(giver.id);
    const kept = await ownedChannel(giver.id);
    const recipient = await recipientFor([channel, kept]);
    const response = await transfer('admin', { channel_id: channel, email: taker.email, mode: 'without_remittance' });
    expect(response.json().remittance_copied).toBe(false);
    expect(await recipientOf(channel)).toBeNull();
    expect(await recipientOf(kept)).toBe(recipient);
  });

  it('copies nothing when the channel has no recipient, in either mode', async () => {
    for (const mode of ['keep_remittance', 'without_remittance'] as const) {
      const giver = await person();
      const channel = await ownedChannel(giver.id);
      expect(await copyRemittanceDataIfMissing(t.db, { channelId: channel, fromUserId: giver.id, toUserId: (await person()).id, mode })).toBe(false);
      expect(await recipientOf(channel)).toBeNull();
    }
  });
});
