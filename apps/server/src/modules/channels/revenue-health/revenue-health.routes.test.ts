// Revenue health alerts (issue 30) on the demo network with the revenue health demo: each driver's
// alert and its explanation in the reader's language; who sees which channel's alerts (the route
// × account type grid is in the route matrix); acknowledging with a note; the threshold; the daily
// digest mail in each recipient's language, only with new open alerts, and its opt-out.
import type { RevenueAlert } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { RevenueHealthService, seedRevenueHealthDemo } from '../index.ts';

let t: TestApp;
let service: RevenueHealthService;
type List = { items: RevenueAlert[] };
const list = (key: string, status = 'open') => t.demoOk<List>(key, 'GET', `/api/v1/alerts/revenue?status=${status}`);
const inLanguage = async (key: string, language: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/alerts/revenue', headers: { ...t.demoHeaders(key), 'x-chorus-language': language } })).json() as List;

beforeAll(async () => {
  t = await startTestApp();
  const users = await t.db.selectFrom('users').select(['id', 'email']).execute();
  const userIds = new Map(users.map((u) => [u.email.replace('@demo.chorus.test', ''), u.id]));
  const seeded = await seedRevenueHealthDemo(t.db, { seedDay: new Date(), userIds });
  expect(seeded.alerts).toBe(5);
  service = new RevenueHealthService({ db: t.ctx.db, clock: t.clock, mailer: t.ctx.mailer, publicUrl: 'http://chorus.test' });
  await t.signInDemo(['staff', 'finance', 'user_owner', 'intensive_cooperative_user_owner', 'assistant', 'viewer']);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/alerts/revenue', () => {
  it('shows the demo: an open drop from each driver, and one acknowledged with its note', async () => {
    const open = await list('staff');
    expect(open.items.map((a) => a.driver).sort()).toEqual(['country_mix', 'rpm', 'shorts_share', 'views']);
    for (const a of open.items) {
      expect(a.metric).toBe('revenue');
      expect(a.change_percent).toBeLessThanOrEqual(-30);
      expect(a.status).toBe('open');
    }
    const acknowledged = await list('staff', 'acknowledged');
    expect(acknowledged.items).toHaveLength(1);
    expect(acknowledged.items[0]).toMatchObject({ driver: 'monetisation', status: 'acknowledged', acknowledged_by: expect.any(String) });
    expect(acknowledged.items[0]!.note).toContain('廣告');
  });

  it("explains each alert in the requester's language, with no internal code", async () => {
    const en = await inLanguage('staff', 'en');
    const byDriver = new Map(en.items.map((a) => [a.driver, a.explanation]));
    expect(byDriver.get('country_mix')).toMatch(
      /^Revenue −\d+% vs the usual \w+day: views steady, RPM −\d+%: viewers in low-CPM countries rose from 12% to 60%\.( \(The usual day already allows for how this time of year went last year\.\))?$/,
    );
    expect(byDriver.get('shorts_share')).toMatch(/Shorts' share of views rose from \d+% to 75%/);
    expect(byDriver.get('views')).toMatch(/views fell from about [\d,]+ to [\d,]+ a day/);
    expect(byDriver.get('rpm')).toMatch(/RPM fell from [\d.]+ to [\d.]+ USD with the same countries and Shorts share/);
    const ja = await inLanguage('staff', 'ja');
    expect(ja.items.find((a) => a.driver === 'country_mix')!.explanation).toMatch(/広告単価の低い国の視聴者が 12% から 60% に増えました/);
    const zh = await inLanguage('staff', 'zh-TW');
    expect(zh.items.find((a) => a.driver === 'shorts_share')!.explanation).toContain('Shorts 占觀看次數的比例');
    for (const a of [...en.items, ...ja.items, ...zh.items]) expect(a.explanation).not.toMatch(/country_mix|shorts_share|monetisation|\{\{/);
  });

  it("gives finance every channel's alerts and an owner only their own channels'", async () => {
    const every = (await list('staff')).items.map((a) => a.alert_id).sort();
    expect((await list('finance')).items.map((a) => a.alert_id).sort()).toEqual(every);
    for (const key of ['user_owner', 'intensive_cooperative_user_owner']) {
      const owned = (
        await t.db
          .selectFrom('channel_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select('m.channel_id')
          .where('u.email', '=', `${key}@demo.chorus.test`)
          .where('m.member_type', '=', 'owner')
          .execute()
      ).map((r) => r.channel_id);
      const theirs = (await list(key)).items;
      expect(theirs.map((a) => a.alert_id).sort()).toEqual(
        (await list('staff')).items
          .filter((a) => owned.includes(a.channel_id))
          .map((a) => a.alert_id)
          .sort(),
      );
    }
    // The demo gives user_owner's channel one of the drops.
    expect((await list('user_owner')).items.length).toBe(1);
  });

  it('refuses those without the page, and bad input with a translated message', async () => {
    for (const key of ['assistant', 'viewer']) expect((await t.demoCall(key, 'GET', '/api/v1/alerts/revenue')).statusCode).toBe(403);
    const bad = await t.demoCall('staff', 'GET', '/api/v1/alerts/revenue?status=closed');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/v1/alerts/revenue/{alertId}/acknowledge', () => {
  it("answers 404 for an alert of another's channel and refuses an empty note; acknowledges with the note", async () => {
    const open = (await list('staff')).items;
    const mine = (await list('user_owner')).items[0]!;
    const other = open.find((a) => a.alert_id !== mine.alert_id)!;
    const refused = await t.demoCall('user_owner', 'POST', `/api/v1/alerts/revenue/${other.alert_id}/acknowledge`, { note: 'seen' });
    expect(refused.statusCode).toBe(404);
    const empty = await t.demoCall('user_owner', 'POST', `/api/v1/alerts/revenue/${mine.alert_id}/acknowledge`, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: 'errors.invalidInput', fields: { note: '請寫下查到的原因或處理方式。' } } });
    expect((await list('user_owner')).items).toHaveLength(1);
    const done = await t.demoOk<RevenueAlert>('user_owner', 'POST', `/api/v1/alerts/revenue/${mine.alert_id}/acknowledge`, { note: '新影片上片延後了一週。' });
    expect(done).toMatchObject({ alert_id: mine.alert_id, status: 'acknowledged', note: '新影片上片延後了一週。', acknowledged_by: expect.any(String) });
    expect((await list('user_owner')).items).toHaveLength(0);
    expect((await list('staff', 'acknowledged')).items.map((a) => a.alert_id)).toContain(mine.alert_id);
  });
});

describe('settings', () => {
  it('lets the managing roles and finance set the threshold, not an owner', async () => {
    expect((await t.demoCall('user_owner', 'PUT', '/api/v1/alerts/revenue/settings', { threshold_percent: '10' })).statusCode).toBe(403);
    expect((await t.demoCall('finance', 'PUT', '/api/v1/alerts/revenue/settings', { threshold_percent: '4' })).statusCode).toBe(400);
    expect(await t.demoOk('finance', 'PUT', '/api/v1/alerts/revenue/settings', { threshold_percent: '35' })).toMatchObject({
      threshold_percent: '35',
      can_set_threshold: true,
    });
    expect(await service.threshold()).toBe(35);
    expect(await t.demoOk('user_owner', 'GET', '/api/v1/alerts/revenue/settings')).toMatchObject({ threshold_percent: '35', can_set_threshold: false });
    await t.demoOk('finance', 'PUT', '/api/v1/alerts/revenue/settings', { threshold_percent: '30' });
  });
});

describe('the daily digest', () => {
  it('mails each recipient with new open alerts once, in their language; none to those who turned it off', async () => {
    await t.db.updateTable('users').set({ language: 'ja' }).where('email', '=', 'finance@demo.chorus.test').execute();
    await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'staff@demo.chorus.test').execute();
    await t.demoOk('intensive_cooperative_user_owner', 'PUT', '/api/v1/alerts/revenue/digest', { digest_mail: false });
    expect(await t.demoOk('intensive_cooperative_user_owner', 'GET', '/api/v1/alerts/revenue/settings')).toMatchObject({ digest_mail: false });
    const before = (await t.ctx.mailer.outbox()).length;
    const sent = await service.sendDigests();
    const mails = (await t.ctx.mailer.outbox()).slice(0, (await t.ctx.mailer.outbox()).length - before);
    expect(mails).toHaveLength(sent);
    const to = (key: string) => mails.find((m) => m.to === `${key}@demo.chorus.test`);
    expect(to('staff')!.subject).toBe('Chorus: 3 new revenue alerts');
    expect(to('staff')!.text).toMatch(/viewers in low-CPM countries rose from 12% to 60%/);
    expect(to('finance')!.subject).toBe('Chorus：新しい収益アラート 3 件');
    // user_owner acknowledged theirs: no open alert, no mail; the intensive owner turned it off.
    expect(to('user_owner')).toBeUndefined();
    expect(to('intensive_cooperative_user_owner')).toBeUndefined();
    // Nothing new since: no second mail.
    expect(await service.sendDigests()).toBe(0);
  });
});
