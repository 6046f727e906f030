// The frontend cache API (spec 7): entries by key and by channel, scoped to the channels the caller
// may see; the server's own entries out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { writeEntry } from './cache.repository.ts';
import { SERVER_KEY_PREFIX } from './cache.service.ts';

let t: TestApp;
let staff: Session;
let owner: Session;
let ownChannel: string;
let otherChannel: string;

const post = (session: Session, path: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/frontend/cache/${path}`, headers: session.headers, payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.signIn(demo('staff'));
  owner = await t.signIn(demo('user_owner'));
  const mine = await t.memberChannels('user_owner');
  ownChannel = mine[0]!;
  otherChannel = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'not in', mine).orderBy('channel_id').executeTakeFirstOrThrow())
    .channel_id;
});
afterAll(async () => t?.close());

describe('the frontend cache API', () => {
  it('writes, reads by key and by channel, and deletes', async () => {
    const value = { series: [1, 2, 3], label: '頻道', nested: { ok: true } };
    expect((await post(staff, 'write', { key: 'overview:a', channel_id: ownChannel, value })).json()).toEqual({ ok: true });
    expect((await post(staff, 'write', { key: 'overview:b', channel_id: ownChannel, value: 'plain text' })).statusCode).toBe(200);
    expect((await post(staff, 'write', { key: 'overview:c', channel_id: otherChannel, value: 42 })).statusCode).toBe(200);

    const read = (await post(staff, 'read', { key: 'overview:a' })).json() as {
      entry: { key: string; channel_id: string; value: unknown; created_at: string };
    };
    expect(read.entry).toMatchObject({ key: 'overview:a', channel_id: ownChannel, value });
    expect(Date.parse(read.entry.created_at)).not.toBeNaN();
    expect((await post(staff, 'read', { key: 'overview:b' })).json()).toMatchObject({ entry: { value: 'plain text' } });
    expect((await post(staff, 'read', { key: 'nothing-here' })).json()).toEqual({ entry: null });

    const channel = (await post(staff, 'readCh', { channel_id: ownChannel })).json() as { entries: { key: string }[] };
    expect(channel.entries.map((e) => e.key).sort()).toEqual(['overview:a', 'overview:b']);

    // Writing a key again replaces it.
    await post(staff, 'write', { key: 'overview:b', channel_id: ownChannel, value: { v: 2 } });
    expect((await post(staff, 'read', { key: 'overview:b' })).json()).toMatchObject({ entry: { value: { v: 2 } } });

    expect((await post(staff, 'del', { key: 'overview:a' })).json()).toEqual({ deleted: 1 });
    expect((await post(staff, 'del', { channel_id: ownChannel })).json()).toEqual({ deleted: 1 });
    expect((await post(staff, 'readCh', { channel_id: ownChannel })).json()).toEqual({ entries: [] });
  });

  it("does not show a channel's entries to someone who may not see the channel", async () => {
    await post(staff, 'write', { key: 'secret:other', channel_id: otherChannel, value: { revenue: '123.45' } });
    await post(staff, 'write', { key: 'mine:own', channel_id: ownChannel, value: { views: 1 } });

    // The channel owner reads their own channel's entries...
    expect((await post(owner, 'read', { key: 'mine:own' })).json()).toMatchObject({ entry: { value: { views: 1 } } });
    expect(((await post(owner, 'readCh', { channel_id: ownChannel })).json() as { entries: unknown[] }).entries).toHaveLength(1);
    // ...but another channel does not exist for them.
    expect((await post(owner, 'read', { key: 'secret:other' })).json()).toEqual({ entry: null });
    const readCh = await post(owner, 'readCh', { channel_id: otherChannel });
    expect(readCh.statusCode).toBe(404);
    expect(expectErrorBody(readCh).code).toBe('errors.notFound');
    expect((await post(owner, 'readCh', { channel_id: 'UCnosuchchannel000000000' })).statusCode).toBe(404);
  });

  it('refuses writes and deletions without the refresh-cache permission, and for unknown channels', async () => {
    const write = await post(owner, 'write', { key: 'mine:own', channel_id: ownChannel, value: 1 });
    expect(write.statusCode).toBe(403);
    expect((await post(owner, 'del', { key: 'mine:own' })).statusCode).toBe(403);
    const unknown = await post(staff, 'write', { key: 'x', channel_id: 'UCnosuchchannel000000000', value: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await post(staff, 'del', { channel_id: 'UCnosuchchannel000000000' })).statusCode).toBe(404);
  });

  it('checks its input', async () => {
    expect((await post(staff, 'del', {})).statusCode).toBe(400);
    expect((await post(staff, 'del', { key: 'a', channel_id: ownChannel })).statusCode).toBe(400);
    expect((await post(staff, 'write', { key: '', channel_id: ownChannel, value: 1 })).statusCode).toBe(400);
    expect((await post(staff, 'write', { key: 'a', channel_id: '../etc', value: 1 })).statusCode).toBe(400);
    expect((await post(staff, 'read', { key: 'a', extra: 1 })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/frontend/cache/read', payload: { key: 'a' } });
    expect(anonymous.statusCode).toBe(401);
    // Cookie-authenticated writes need the CSRF header.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/cache/write',
      headers: { cookie: staff.cookie },
      payload: { key: 'a', channel_id: ownChannel, value: 1 },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("keeps the server's own entries out of reach", async () => {
    await writeEntry(t.ctx.db, { key: `${SERVER_KEY_PREFIX}revenue:x`, channelId: ownChannel, value: { revenue: '9.99' }, now: t.clock.now() });
    expect((await post(staff, 'read', { key: `${SERVER_KEY_PREFIX}revenue:x` })).json()).toEqual({ entry: null });
    expect(((await post(staff, 'readCh', { channel_id: ownChannel })).json() as { entries: { key: string }[] }).entries.map((e) => e.key)).not.toContain(
      `${SERVER_KEY_PREFIX}revenue:x`,
    );
    expect((await post(staff, 'write', { key: `${SERVER_KEY_PREFIX}revenue:x`, channel_id: ownChannel, value: 1 })).statusCode).toBe(400);
    expect((await post(staff, 'del', { key: `${SERVER_KEY_PREFIX}revenue:x` })).json()).toEqual({ deleted: 0 });
    // Dropping the channel's entries drops the server's too.
    expect(((await post(staff, 'del', { channel_id: ownChannel })).json() as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('analytics_cache').select('key').where('key', '=', `${SERVER_KEY_PREFIX}revenue:x`).executeTakeFirst()).toBeUndefined();
  });
});
