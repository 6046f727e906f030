// The studio order mail through the real routes and a real SMTP server (issue 28 "both sides get mail
// in their language"): an order placed or cancelled by the creator's side is mailed to the staff, a
// move by the staff to the ordering owner or manager; never to whoever made the move. A file of its
// own, so that its queue holds only its own moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRequests } from '../commerce-requests.test-helpers.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { readMail } from '../../../../test/mail-attachments.ts';
import { startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink.ts';
import { until } from '../../../../test/until.ts';
import { STUDIO_MAIL_JOB } from './studio-mail.ts';

let t: TestApp;
let sink: SmtpSink;
let own: string;
let channelTitle: string;
let thumbnailId: number;
let studioId: number;

const { ownedBy, post, refused } = commerceRequests(() => t);
const ok = async (who: string, url: string, payload: object) => {
  const response = await post(who, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const move = (who: string, id: number, status: string, startsAt?: string) =>
  ok(who, `/api/v1/studio-store/orders/${id}/status`, { status, ...(startsAt && { starts_at: startsAt }) });
const address = (key: string) => `${key}@demo.chorus.test`;
/** The mails of one order (its number in the subject), once `count` have come, by recipient. */
const ofOrder = (orderId: number) =>
  sink.received.map((m) => ({ to: m.to, ...readMail(m.raw) })).filter((m) => new RegExp(`#${orderId}(?!\\d)`).test(m.subject));
const mailsOf = (orderId: number, count: number) =>
  until(
    async () => ofOrder(orderId),
    (m) => m.length >= count,
  );
const recipients = (mails: { to: string[] }[]) => mails.flatMap((m) => m.to).sort();
const to = <T extends { to: string[] }>(mails: T[], key: string) => mails.find((m) => m.to.includes(address(key)))!;
/** No further mail for the order arrives within a second. */
const noMore = async (orderId: number, count: number) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(ofOrder(orderId)).toHaveLength(count);
};

// The network's staff in the demo (account types admin, super staff, staff), written out by hand.
const STAFF = ['admin', 'staff', 'super_staff'].map(address);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ config: { smtpUrl: sink.url } });
  await t.signInDemo(['staff', 'user_owner', 'user_manager', 'viewer']);
  own = await ownedBy('user_owner');
  channelTitle = (await t.db.selectFrom('channels').select('title').where('channel_id', '=', own).executeTakeFirstOrThrow()).title;
  await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', address('user_owner')).execute();
  await t.db.updateTable('users').set({ language: 'ja' }).where('email', '=', address('staff')).execute();
  await t.db
    .updateTable('users')
    .set({ language: 'zh-TW' })
    .where('email', 'in', [address('admin'), address('super_staff')])
    .execute();
  thumbnailId = (
    await ok('staff', '/api/v1/studio-store/services', { kind: 'thumbnail', unit: 'item', name: 'Thumbnail', price_twd: '799.50', available: true })
  ).service.id;
  studioId = (await ok('staff', '/api/v1/studio-store/services', { kind: 'studio', unit: 'hour', name: 'Studio A', price_twd: '1500', available: true }))
    .service.id;
  await t.ctx.jobs.startWorkers({ names: [STUDIO_MAIL_JOB], pollingIntervalSeconds: 0.5, log: () => {} });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('studio order mail', () => {
  it('an order placed by the owner goes to the staff, each in their language; the staff’s moves go back to the owner', async () => {
    const order = (await ok('user_owner', '/api/v1/studio-store/orders', { service_id: thumbnailId, channel_id: own, quantity: 3 })).order;
    const placed = await mailsOf(order.id, 3);
    expect(recipients(placed)).toEqual(STAFF);
    expect(to(placed, 'staff').subject).toBe(`スタジオサービスのご注文 #${order.id}：${channelTitle} の Thumbnail`);
    expect(to(placed, 'staff').text).toContain('Thumbnail × 3（NT$2,398.5）');
    expect(to(placed, 'admin').subject).toBe(`工作室服務訂單 #${order.id}：${channelTitle} 訂購 Thumbnail`);
    expect(to(placed, 'admin').text).toContain('/dashboard/studioStore');

    await move('staff', order.id, 'confirmed');
    const confirmed = (await mailsOf(order.id, 4)).slice(3);
    expect(recipients(confirmed)).toEqual([address('user_owner')]);
    expect(confirmed[0]!.subject).toBe(`Studio order #${order.id} (Thumbnail): Confirmed`);
    expect(confirmed[0]!.text).toContain('Status: Confirmed');

    await move('staff', order.id, 'delivered');
    const delivered = (await mailsOf(order.id, 5)).slice(4);
    expect(recipients(delivered)).toEqual([address('user_owner')]);
    expect(delivered[0]!.subject).toBe(`Studio order #${order.id} (Thumbnail): Delivered`);
    await noMore(order.id, 5);
  });

  it('an order the staff place for a channel goes to its owners; the booking’s time is in the mail; a refused move mails nobody', async () => {
    const order = (await ok('staff', '/api/v1/studio-store/orders', { service_id: studioId, channel_id: own, quantity: 2, starts_at: '2099-06-01T02:00:00Z' }))
      .order;
    const placed = await mailsOf(order.id, 1);
    expect(recipients(placed)).toEqual([address('user_owner')]);
    expect(placed[0]!.subject).toBe(`Studio order #${order.id}: Studio A for ${channelTitle}`);
    await move('staff', order.id, 'confirmed');
    await move('staff', order.id, 'scheduled');
    const scheduled = (await mailsOf(order.id, 3)).slice(2);
    expect(scheduled[0]!.subject).toBe(`Studio order #${order.id} (Studio A): Scheduled`);
    // 02:00 UTC is 10:00 in Taipei, the network's time.
    expect(scheduled[0]!.text).toMatch(/Booked for: June 1, 2099 at 10:00\sAM/);
    refused(await post('viewer', `/api/v1/studio-store/orders/${order.id}/status`, { status: 'cancelled' }), 403, 'errors.forbidden');
    await noMore(order.id, 3);
  });

  it('a manager’s cancelling goes to the staff, not to the manager', async () => {
    const order = (await ok('user_manager', '/api/v1/studio-store/orders', { service_id: thumbnailId, channel_id: own, quantity: 1 })).order;
    await mailsOf(order.id, 3);
    await move('user_manager', order.id, 'cancelled');
    const cancelled = (await mailsOf(order.id, 6)).slice(3);
    expect(recipients(cancelled)).toEqual(STAFF);
    expect(to(cancelled, 'staff').subject).toBe(`スタジオサービスのご注文 #${order.id}（Thumbnail）：キャンセル`);
    expect(to(cancelled, 'super_staff').subject).toBe(`工作室服務訂單 #${order.id}（Thumbnail）：已取消`);
  });
});
