// The channel edit lock: taken in the caller's name (by route, or by the batch download through
// acquireEditLock), all or nothing; the holder may edit, others are refused with a clear message;
// released by the holder (upload, individual update, unlock) or by admin and super staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { assertChannelEditable, EditLocks } from './edit-lock.service.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);
let channels: string[];
let locks: EditLocks;

const lockCall = (who: string, channelId: string, action: 'lock' | 'unlock', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/channels/${channelId}/${action}`, headers: { ...as(who), ...headers } });
const statusOf = async (who: string, channelId: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channelId}/lock`, headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const lockRows = async () =>
  (await t.db.selectFrom('channel_edit_locks').select(['channel_id', 'user_id']).orderBy('channel_id').execute()).map((l) => `${l.channel_id}:${l.user_id}`);
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo([
    'admin',
    'super_staff',
    'staff',
    'intensive_cooperative_user_owner',
    'intensive_cooperative_user_manager',
    'user_owner',
    'viewer',
    'advertiser',
  ]);
  channels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').orderBy('channel_id').execute()).map(
    (c) => c.channel_id,
  );
  locks = new EditLocks({ db: t.ctx.db, clock: t.clock });
});
afterAll(async () => t?.close());

// intensive_cooperative_user_owner owns channels 3 and 4; staff sees every channel and may edit it.
describe('the lock routes', () => {
  it('lock the channel in the caller’s name, with the time', async () => {
    const channel = channels[3]!;
    expect(await statusOf('intensive_cooperative_user_owner', channel)).toEqual({
      channel_id: channel,
      locked: false,
      holder: null,
      locked_at: null,
      held_by_me: false,
    });
    const locked = await lockCall('intensive_cooperative_user_owner', channel, 'lock');
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toEqual({
      channel_id: channel,
      locked: true,
      holder: { user_id: await t.demoUserId('intensive_cooperative_user_owner'), name: expect.any(String) },
      locked_at: t.clock.now().toISOString(),
      held_by_me: true,
    });
    // Locking again renews the holder's own lock.
    t.clock.advance(60);
    expect((await lockCall('intensive_cooperative_user_owner', channel, 'lock')).json().locked_at).toBe(t.clock.now().toISOString());
    expect(await statusOf('staff', channel)).toMatchObject({ locked: true, held_by_me: false });
  });

  it('refuse another user’s lock with a clear message (409), in their language', async () => {
    const channel = channels[3]!;
    const refused = await lockCall('staff', channel, 'lock', { 'x-chorus-language': 'en' });
    expect(refused.statusCode).toBe(409);
    const error = expectErrorBody(refused, 'en');
    expect(error.code).toBe('errors.channelLocked');
    expect(error.message).toMatch(/locked this channel for editing/);
    expect(expectErrorBody(await lockCall('staff', channel, 'lock')).message).toMatch(/鎖定/);
    // Nor may they release it.
    expect((await lockCall('staff', channel, 'unlock')).statusCode).toBe(409);
    expect(await lockRows()).toEqual([`${channel}:${await t.demoUserId('intensive_cooperative_user_owner')}`]);
  });

  it('are refused to those who may not edit the channel (403) and to those who cannot see it (404)', async () => {
    const channel = channels[4]!;
    for (const [who, status] of [
      ['intensive_cooperative_user_manager', 403],
      ['viewer', 403],
      ['user_owner', 404],
      ['advertiser', 404],
    ] as const) {
      expect((await lockCall(who, channel, 'lock')).statusCode, who).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channel}/lock`, headers: as('advertiser') })).statusCode).toBe(404);
    expect((await lockCall('intensive_cooperative_user_owner', 'UCnoSuchChannel', 'lock')).statusCode).toBe(404);
  });

  it('let the holder release it; releasing an unlocked channel is fine', async () => {
    const channel = channels[3]!;
    const released = await lockCall('intensive_cooperative_user_owner', channel, 'unlock');
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ locked: false, holder: null });
    expect((await lockCall('intensive_cooperative_user_owner', channel, 'unlock')).statusCode).toBe(200);
    expect(await lockRows()).toEqual([]);
  });

  it('let admin and super staff release anyone’s lock, with a system-log entry', async () => {
    const channel = channels[4]!;
    expect((await lockCall('intensive_cooperative_user_owner', channel, 'lock')).statusCode).toBe(200);
    const released = await lockCall('super_staff', channel, 'unlock');
    expect(released.statusCode).toBe(200);
    expect(released.json().locked).toBe(false);
    const log = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel.edit_lock_release').executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      actor_id: await t.demoUserId('super_staff'),
      target_id: channel,
      target_user_id: await t.demoUserId('intensive_cooperative_user_owner'),
    });
  });

  it('need the CSRF header with a cookie session', async () => {
    const { 'x-chorus-csrf': _csrf, ...withoutCsrf } = as('staff');
    const forged = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${channels[5]}/lock`, headers: withoutCsrf });
    expect(forged.statusCode).toBe(403);
    expect(await lockRows()).toEqual([]);
  });
});

describe('the service the batch download and the channel edits use', () => {
  it('acquireEditLock locks all the channels or none', async () => {
    const staff = await t.demoUserId('staff');
    const owner = await t.demoUserId('intensive_cooperative_user_owner');
    await locks.acquireEditLock([channels[6]!, channels[7]!, channels[6]!], staff);
    expect(await lockRows()).toEqual([`${channels[6]}:${staff}`, `${channels[7]}:${staff}`]);

    // One of them is someone else's: nothing is locked for the owner.
    expect(await codeOf(locks.acquireEditLock([channels[8]!, channels[7]!], owner))).toBe('errors.channelLocked');
    // An unknown channel: nothing is locked either.
    expect(await codeOf(locks.acquireEditLock([channels[8]!, 'UCnoSuchChannel'], owner))).toBe('errors.notFound');
    expect(await lockRows()).toEqual([`${channels[6]}:${staff}`, `${channels[7]}:${staff}`]);
  });

  it('assertCanEdit lets the holder edit and refuses everyone else while the lock holds', async () => {
    const staff = await t.demoUserId('staff');
    const admin = await t.demoUserId('admin');
    expect(await codeOf(locks.assertCanEdit(channels[6]!, staff))).toBeNull();
    expect(await codeOf(locks.assertCanEdit(channels[6]!, admin))).toBe('errors.channelLocked');
    expect(await codeOf(assertChannelEditable(t.ctx.db, channels[6]!, admin))).toBe('errors.channelLocked');
    // An unlocked channel is open to every editor.
    expect(await codeOf(locks.assertCanEdit(channels[9]!, admin))).toBeNull();
  });

  it('releaseEditLock (the upload, or the holder’s individual update) frees the holder’s locks only', async () => {
    const staff = await t.demoUserId('staff');
    const admin = await t.demoUserId('admin');
    expect(await locks.releaseEditLock([channels[6]!, channels[7]!], admin)).toEqual([]);
    expect(await lockRows()).toHaveLength(2);
    expect((await locks.releaseEditLock([channels[6]!, channels[7]!], staff)).sort()).toEqual([channels[6]!, channels[7]!].sort());
    expect(await codeOf(locks.assertCanEdit(channels[6]!, admin))).toBeNull();
    expect(await lockRows()).toEqual([]);
  });
});
