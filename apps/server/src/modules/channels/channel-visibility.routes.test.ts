// Spec 2 "channel hide/show setting for advertisers", spec 3 hidden flag with scope and reason:
// GET/PUT /api/v1/channels/:channelId/visibility. The managing roles hide a channel; an advertiser
// who could reach it (through a permission entry or a channel group) loses it at once, in the list
// and by address; showing it again brings it back. Others are refused, bad input changes nothing,
// and another user's edit lock refuses the change. Every change writes one system-log row.
import type { ChannelList, ChannelVisibility } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/audit-log.ts';
import { insertChannelGroup, insertPermissionEntry } from '../../../test/fixtures.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);

const CH = 'UCvisibilityFixture0001';
const url = `/api/v1/channels/${CH}/visibility`;
const REASON = '合約續約中，暫不對廣告主顯示';

async function stored() {
  return t.db.selectFrom('channels').select(['hidden', 'hidden_scope', 'hidden_reason']).where('channel_id', '=', CH).executeTakeFirstOrThrow();
}
const logRows = () => auditRows(t.db, 'channel.visibility_change', { id: CH });
function put(who: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url, headers: { ...as(who), ...headers }, payload: payload as Record<string, unknown> });
}
/** Whether the advertiser finds the channel in their list and may open it. */
async function advertiserSees(who: string): Promise<{ listed: boolean; opens: number }> {
  const list = await t.app.inject({ method: 'GET', url: `/api/v1/channels?q=${CH}`, headers: as(who) });
  expect(list.statusCode, list.body).toBe(200);
  const opens = (await t.app.inject({ method: 'GET', url: `/api/v1/channels/${CH}/lock`, headers: as(who) })).statusCode;
  return { listed: (list.json() as ChannelList).items.some((i) => i.channel_id === CH), opens };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .insertInto('channels')
    .values({ channel_id: CH, title: 'Visibility Kitchen', source_type: 'YT', language: 'en', subscribers: 1000, views: 5000, is_new: false, hidden: false })
    .execute();
  await t.signInDemo(['staff', 'admin', 'super_staff', 'viewer', 'assistant', 'user_owner', 'advertiser', 'advertiser_member']);
  // The advertiser reaches the channel through a permission entry, the advertiser member through a group.
  const advertiser = await t.demoUserId('advertiser');
  await insertPermissionEntry(t.db, advertiser, 'cooperation:ad', { channel_ids: [CH] });
  t.ctx.users.invalidate(advertiser);
  await insertChannelGroup(t.db, 'Visibility', [CH], [await t.demoUserId('advertiser_member')]);
});
afterAll(async () => t?.close());

describe('channel visibility to advertisers', () => {
  it('staff hide a channel with a reason: advertisers lose it at once; showing it brings it back', async () => {
    for (const who of ['advertiser', 'advertiser_member']) expect(await advertiserSees(who), who).toEqual({ listed: true, opens: 200 });

    const hidden = await put('staff', { hidden: true, scope: 'current', reason: `  ${REASON}  ` });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ channel_id: CH, hidden: true, scope: 'current', reason: REASON } satisfies ChannelVisibility);
    expect(await stored()).toEqual({ hidden: true, hidden_scope: 'current', hidden_reason: REASON });
    for (const who of ['advertiser', 'advertiser_member']) expect(await advertiserSees(who), who).toEqual({ listed: false, opens: 404 });
    // The network's people still see it, flagged, and read the reason.
    const staffList = (await t.app.inject({ method: 'GET', url: `/api/v1/channels?q=${CH}`, headers: as('staff') })).json() as ChannelList;
    expect(staffList.items.find((i) => i.channel_id === CH)?.hidden).toBe(true);
    const read = await t.app.inject({ method: 'GET', url, headers: as('admin') });
    expect(read.json()).toEqual({ channel_id: CH, hidden: true, scope: 'current', reason: REASON });

    const shown = await put('admin', { hidden: false });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ channel_id: CH, hidden: false, scope: null, reason: null });
    expect(await stored()).toEqual({ hidden: false, hidden_scope: null, hidden_reason: null });
    for (const who of ['advertiser', 'advertiser_member']) expect(await advertiserSees(who), who).toEqual({ listed: true, opens: 200 });

    // One system-log row per change, with who did it and what was set.
    const rows = await logRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_id: await t.demoUserId('staff'),
      target_type: 'channel',
      details: { hidden: true, scope: 'current', reason: REASON, was_hidden: false },
    });
    expect(rows[1]).toMatchObject({ actor_id: await t.demoUserId('admin'), details: { hidden: false, was_hidden: true } });
    expect(rows[1]!.details).not.toHaveProperty('reason');
  });

  it('super staff may hide too (scope all)', async () => {
    const response = await put('super_staff', { hidden: true, scope: 'all', reason: 'Exclusive deal with a competitor' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toEqual({ hidden: true, hidden_scope: 'all', hidden_reason: 'Exclusive deal with a competitor' });
    expect(await advertiserSees('advertiser')).toEqual({ listed: false, opens: 404 });
    expect((await put('super_staff', { hidden: false })).statusCode).toBe(200);
  });

  it('is refused to everyone else: 403 to those who see the channel, 404 to those who do not; nothing changes', async () => {
    const before = await stored();
    const logged = (await logRows()).length;
    for (const who of ['viewer', 'assistant']) {
      const response = await put(who, { hidden: true, scope: 'all', reason: 'x' }, { 'x-chorus-language': 'en' });
      expect(response.statusCode, who).toBe(403);
      expect(expectErrorBody(response, 'en').code).toBe('errors.forbidden');
      expect((await t.app.inject({ method: 'GET', url, headers: as(who) })).statusCode, who).toBe(403);
    }
    // The owner of another channel, and an advertiser who may open this one, but not change it.
    expect((await put('user_owner', { hidden: true, scope: 'all', reason: 'x' })).statusCode).toBe(404);
    expect((await put('advertiser', { hidden: true, scope: 'all', reason: 'x' })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    expect(await logRows()).toHaveLength(logged);
    // A channel that does not exist.
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/channels/UCnoSuchChannel000000001/visibility', headers: as('staff'), payload: { hidden: false } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad input with translated field messages, and changes nothing', async () => {
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ hidden: true, scope: 'all' }, 'reason', 'validation.hiddenReasonRequired'],
      [{ hidden: true, scope: 'all', reason: '   ' }, 'reason', 'validation.hiddenReasonRequired'],
      [{ hidden: true, reason: 'why' }, 'scope', 'validation.hiddenScopeRequired'],
      [{ hidden: true, scope: 'some', reason: 'why' }, 'scope', 'validation.hiddenScopeRequired'],
      [{ hidden: true, scope: 'all', reason: 'x'.repeat(201) }, 'reason', 'validation.hiddenReasonTooLong'],
      [{ hidden: 'yes' }, 'hidden', 'validation.invalid'],
      [{}, 'hidden', 'validation.invalid'],
    ];
    for (const [payload, field] of cases) {
      const response = await put('staff', payload, { 'x-chorus-language': 'en' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = expectErrorBody(response, 'en');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const zh = await put('staff', { hidden: true, scope: 'all', reason: '' });
    expect(zh.statusCode).toBe(400);
    expect(expectErrorBody(zh).fields?.reason).toBe('請填寫隱藏原因');
    const en = await put('staff', { hidden: true, scope: 'all', reason: 'x'.repeat(201) }, { 'x-chorus-language': 'en' });
    expect(expectErrorBody(en, 'en').fields?.reason).toBe('The reason can have at most 200 characters.');
    // 200 characters is allowed.
    expect(await stored()).toEqual(before);
    const longest = await put('staff', { hidden: true, scope: 'all', reason: '隱'.repeat(200) });
    expect(longest.statusCode, longest.body).toBe(200);
    expect((await put('staff', { hidden: false })).statusCode).toBe(200);
  });

  it('is refused (409) while another user holds the channel’s edit lock; the holder may change it', async () => {
    const lock = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${CH}/lock`, headers: as('admin') });
    expect(lock.statusCode, lock.body).toBe(200);
    try {
      const refused = await put('staff', { hidden: true, scope: 'all', reason: REASON }, { 'x-chorus-language': 'en' });
      expect(refused.statusCode).toBe(409);
      expect(expectErrorBody(refused, 'en').code).toBe('errors.channelLocked');
      expect(await stored()).toEqual({ hidden: false, hidden_scope: null, hidden_reason: null });
      expect(await advertiserSees('advertiser')).toEqual({ listed: true, opens: 200 });
      const byHolder = await put('admin', { hidden: true, scope: 'all', reason: REASON });
      expect(byHolder.statusCode, byHolder.body).toBe(200);
      expect(await advertiserSees('advertiser')).toEqual({ listed: false, opens: 404 });
    } finally {
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/channels/${CH}/unlock`, headers: as('admin') })).statusCode).toBe(200);
    }
    expect((await put('staff', { hidden: false })).statusCode).toBe(200);
    expect(await advertiserSees('advertiser')).toEqual({ listed: true, opens: 200 });
  });
});
