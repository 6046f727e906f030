// Prospects (issue 26): saving candidates to lists shared by the team, the pipeline with owner,
// notes and dates, "signed" starting the network's invitation flow; the viewer reads but may not
// write (403, nothing changes); bad input is refused with the field named.
import type { ProspectChange, Prospects } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
const OUTSIDE = 'UCprospectOutside00001a';
const SILENT = 'UCprospectSilent000001a';
let networkChannel: string;

beforeAll(async () => {
  t = await startTestApp();
  const now = t.clock.now();
  await t.db
    .insertInto('exploration_channels')
    .values([
      {
        channel_id: OUTSIDE,
        title: '阿明的台南小吃',
        description: '合作請洽 aming.food@example.tw',
        contact_email: 'aming.food@example.tw',
        language: 'zh-TW',
        fetched_at: now,
      },
      { channel_id: SILENT, title: 'Quiet Cooking', language: 'en', fetched_at: now },
    ])
    .execute();
  networkChannel = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow()).channel_id;
  await t.signInDemo(['staff', 'viewer', 'admin', 'super_staff']);
});
afterAll(async () => t?.close());

const prospects = () => t.demoOk<Prospects>('viewer', 'GET', '/api/v1/exploration/prospects');

describe('prospect lists', () => {
  let id: number;

  it('staff saves a candidate to a new list; the team sees it with its owner and the date it was found', async () => {
    const change = await t.demoOk<ProspectChange>('staff', 'POST', '/api/v1/exploration/prospects', {
      channel_id: OUTSIDE,
      list_name: '台南美食 2026',
      notes: '影片節奏好',
    });
    id = change.prospect.id;
    expect(change.prospect).toMatchObject({
      channel_id: OUTSIDE,
      title: '阿明的台南小吃',
      in_network: false,
      status: 'found',
      notes: '影片節奏好',
      owner: { id: await t.demoUserId('staff') },
      invitation_id: null,
    });
    expect(change.prospect.dates).toEqual({ found: t.clock.now().toISOString() });
    const seen = await prospects();
    expect(seen.lists).toEqual([expect.objectContaining({ name: '台南美食 2026', count: 1 })]);
    expect(seen.items.map((p) => p.id)).toEqual([id]);
  });

  it('another member adds to the same list by id, a network channel too; the same channel twice is refused', async () => {
    const listId = (await prospects()).lists[0]!.id;
    const network = await t.demoOk<ProspectChange>('super_staff', 'POST', '/api/v1/exploration/prospects', { channel_id: networkChannel, list_id: listId });
    expect(network.prospect).toMatchObject({ in_network: true, list_id: listId });
    const again = await t.demoCall('admin', 'POST', '/api/v1/exploration/prospects', { channel_id: OUTSIDE, list_id: listId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('errors.prospectDuplicate');
    expect((await prospects()).lists[0]!.count).toBe(2);
  });

  it('refuses an unknown channel, a missing list and a viewer as owner, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ channel_id: 'UCneverFoundAnywhere01', list_name: 'x' }, 'channel_id'],
      [{ channel_id: OUTSIDE }, 'list_id'],
      [{ channel_id: OUTSIDE, list_id: 999_999 }, 'list_id'],
      [{ channel_id: SILENT, list_name: 'Owners', owner_id: await t.demoUserId('viewer') }, 'owner_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.demoCall('staff', 'POST', '/api/v1/exploration/prospects', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(payload)).toEqual([field]);
    }
    const seen = await prospects();
    expect(seen.lists.map((l) => l.name)).toEqual(['台南美食 2026']);
    expect(seen.items).toHaveLength(2);
  });

  it('the viewer reads the lists but may neither save nor move a prospect', async () => {
    const save = await t.demoCall('viewer', 'POST', '/api/v1/exploration/prospects', { channel_id: SILENT, list_name: 'Viewer list' });
    expect(save.statusCode).toBe(403);
    const move = await t.demoCall('viewer', 'POST', `/api/v1/exploration/prospects/${id}/status`, { status: 'contacted' });
    expect(move.statusCode).toBe(403);
    const seen = await prospects();
    expect(seen.lists).toHaveLength(1);
    expect(seen.items.find((p) => p.id === id)!.status).toBe('found');
  });

  it('moves through the pipeline, keeping the date of each stage, the notes and a new owner', async () => {
    const contacted = t.clock.now().toISOString();
    await t.demoOk('staff', 'POST', `/api/v1/exploration/prospects/${id}/status`, { status: 'contacted', notes: '已寄信' });
    t.clock.advance(60);
    const replied = t.clock.now().toISOString();
    const change = await t.demoOk<ProspectChange>('staff', 'POST', `/api/v1/exploration/prospects/${id}/status`, {
      status: 'replied',
      owner_id: await t.demoUserId('admin'),
    });
    expect(change.prospect).toMatchObject({ status: 'replied', notes: '已寄信', owner: { id: await t.demoUserId('admin') } });
    expect(change.prospect.dates).toMatchObject({ contacted, replied });
    expect(change.mail_sent).toBeNull();
  });

  it('"signed" invites the creator at the channel’s contact address through the invitation flow', async () => {
    const change = await t.demoOk<ProspectChange>('staff', 'POST', `/api/v1/exploration/prospects/${id}/status`, { status: 'signed' });
    expect(change.prospect.status).toBe('signed');
    expect(change.prospect.invitation_id).not.toBeNull();
    expect(change.mail_sent).toBe(true);
    const invitation = await t.db.selectFrom('invitations').selectAll().where('id', '=', change.prospect.invitation_id!).executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ email: 'aming.food@example.tw', account_type: 'user', invited_by: await t.demoUserId('staff'), language: 'zh-TW' });
    const mails = await t.ctx.mailer.outbox();
    expect(mails.some((m) => m.to.includes('aming.food@example.tw'))).toBe(true);
    // Signed is final here: the invitation page withdraws an invitation.
    const back = await t.demoCall('staff', 'POST', `/api/v1/exploration/prospects/${id}/status`, { status: 'declined' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('errors.prospectSigned');
  });

  it('"signed" without a contact address asks for one and changes nothing', async () => {
    const saved = await t.demoOk<ProspectChange>('staff', 'POST', '/api/v1/exploration/prospects', { channel_id: SILENT, list_name: 'Cooking' });
    const invitations = (await t.db.selectFrom('invitations').select('id').execute()).length;
    const refused = await t.demoCall('staff', 'POST', `/api/v1/exploration/prospects/${saved.prospect.id}/status`, { status: 'signed' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['email']);
    expect((await t.db.selectFrom('invitations').select('id').execute()).length).toBe(invitations);
    const signed = await t.demoOk<ProspectChange>('staff', 'POST', `/api/v1/exploration/prospects/${saved.prospect.id}/status`, {
      status: 'signed',
      email: 'Quiet.Cooking@Example.com',
    });
    const invitation = await t.db
      .selectFrom('invitations')
      .select(['email', 'language'])
      .where('id', '=', signed.prospect.invitation_id!)
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ email: 'quiet.cooking@example.com', language: 'en' });
  });
});
