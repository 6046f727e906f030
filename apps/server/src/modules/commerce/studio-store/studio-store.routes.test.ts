// The studio store through the real routes (issue 28): the staff's catalogue in TWD, an order by the
// channel's owner, the staff's moves, studio bookings that never overlap (refused by the database
// itself, not only by the service), and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRequests } from '../commerce-requests.test-helpers.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let own: string;
let other: string;
let studioId: number;
let thumbnailId: number;

const { ownedBy, get, post, refused } = commerceRequests(() => t);
const order = async (who: string, payload: object) => {
  const response = await post(who, '/api/v1/studio-store/orders', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as { id: number; status: string; total_twd: string; starts_at: string | null; ends_at: string | null };
};
const move = (who: string, id: number, payload: object) => post(who, `/api/v1/studio-store/orders/${id}/status`, payload);

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['staff', 'viewer', 'finance', 'user_owner', 'user_manager', 'intensive_cooperative_user_owner', 'advertiser']);
  own = await ownedBy('user_owner');
  other = await ownedBy('intensive_cooperative_user_owner');
  const studio = await post('staff', '/api/v1/studio-store/services', { kind: 'studio', unit: 'hour', name: 'Studio A', price_twd: '1500', available: true });
  expect(studio.statusCode, studio.body).toBe(200);
  studioId = studio.json().service.id;
  thumbnailId = (
    await post('staff', '/api/v1/studio-store/services', { kind: 'thumbnail', unit: 'item', name: 'Thumbnail', price_twd: '799.50', available: true })
  ).json().service.id;
});
afterAll(async () => t?.close());

describe('orders and their moves', () => {
  it('an owner orders; the price is kept with the order in TWD; the staff confirm, schedule and deliver', async () => {
    const booked = await order('user_owner', { service_id: studioId, channel_id: own, quantity: 3, starts_at: '2099-06-01T02:00:00Z', notes: 'Two cameras' });
    expect(booked).toMatchObject({ status: 'requested', total_twd: '4500.00', starts_at: '2099-06-01T02:00:00.000Z', ends_at: '2099-06-01T05:00:00.000Z' });
    refused(await move('user_owner', booked.id, { status: 'confirmed' }), 403, 'errors.forbidden');
    expect((await move('staff', booked.id, { status: 'confirmed' })).json().order.status).toBe('confirmed');
    refused(await move('staff', booked.id, { status: 'delivered' }), 409, 'errors.studioOrderMoveRefused');
    expect((await move('staff', booked.id, { status: 'scheduled' })).json().order).toMatchObject({ status: 'scheduled', ends_at: '2099-06-01T05:00:00.000Z' });
    const delivered = (await move('staff', booked.id, { status: 'delivered' })).json().order;
    expect(delivered.status).toBe('delivered');
    expect(delivered.charged_month).toMatch(/^20\d{4}$/);
    const thumbs = await order('user_manager', { service_id: thumbnailId, channel_id: own, quantity: 3 });
    expect(thumbs.total_twd).toBe('2398.50');
  });

  it('never books the studio twice at once: the service answers 409, and the database refuses it too', async () => {
    const first = await order('user_owner', { service_id: studioId, channel_id: own, quantity: 2, starts_at: '2099-07-01T01:00:00Z' });
    const second = await order('intensive_cooperative_user_owner', { service_id: studioId, channel_id: other, quantity: 2, starts_at: '2099-07-01T02:30:00Z' });
    for (const id of [first.id, second.id]) expect((await move('staff', id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move('staff', first.id, { status: 'scheduled' })).statusCode).toBe(200);
    refused(await move('staff', second.id, { status: 'scheduled' }), 409, 'errors.studioBookingOverlap');
    expect((await t.db.selectFrom('studio_orders').select('status').where('id', '=', second.id).executeTakeFirstOrThrow()).status).toBe('confirmed');
    // Straight into the table, bypassing the service: the exclusion constraint says no.
    await expect(
      t.db
        .updateTable('studio_orders')
        .set({ status: 'scheduled', starts_at: new Date('2099-07-01T02:59:00Z'), ends_at: new Date('2099-07-01T04:00:00Z') })
        .where('id', '=', second.id)
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
    // Back to back is no overlap (the end is not part of a booking).
    expect((await move('staff', second.id, { status: 'scheduled', starts_at: '2099-07-01T03:00:00Z' })).json().order.starts_at).toBe(
      '2099-07-01T03:00:00.000Z',
    );
    // A cancelled booking frees its time.
    expect((await move('staff', first.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await move('staff', second.id, { status: 'scheduled', starts_at: '2099-07-01T01:00:00Z' })).statusCode).toBe(200);
  });
});

describe('who sees and does what', () => {
  it('the owner cancels before scheduling only; the viewer and finance read every order and move none', async () => {
    const asked = await order('user_owner', { service_id: thumbnailId, channel_id: own, quantity: 1 });
    refused(await move('viewer', asked.id, { status: 'cancelled' }), 403, 'errors.forbidden');
    refused(await move('finance', asked.id, { status: 'confirmed' }), 403, 'errors.forbidden');
    refused(await move('intensive_cooperative_user_owner', asked.id, { status: 'cancelled' }), 404, 'errors.notFound');
    expect((await move('user_owner', asked.id, { status: 'cancelled' })).json().order.status).toBe('cancelled');
    for (const who of ['viewer', 'finance', 'staff']) {
      const ids = (await get(who, `/api/v1/studio-store/orders?channel_id=${own}`)).json().items.map((o: { id: number }) => o.id);
      expect(ids).toContain(asked.id);
    }
    const theirs = (await get('intensive_cooperative_user_owner', '/api/v1/studio-store/orders')).json().items as { channel_id: string }[];
    expect(theirs.every((o) => o.channel_id !== own)).toBe(true);
    refused(await get('intensive_cooperative_user_owner', `/api/v1/studio-store/orders?channel_id=${own}`), 404, 'errors.notFound');
    refused(await get('advertiser', '/api/v1/studio-store/orders'), 403, 'errors.forbidden');
  });

  it('ordering is the owner’s and manager’s (and the staff’s), never the viewer’s or finance’s; the catalogue is the staff’s', async () => {
    refused(await post('viewer', '/api/v1/studio-store/orders', { service_id: thumbnailId, channel_id: own, quantity: 1 }), 403, 'errors.forbidden');
    refused(await post('finance', '/api/v1/studio-store/orders', { service_id: thumbnailId, channel_id: own, quantity: 1 }), 403, 'errors.forbidden');
    refused(await post('user_owner', '/api/v1/studio-store/orders', { service_id: thumbnailId, channel_id: other, quantity: 1 }), 404, 'errors.notFound');
    refused(
      await post('user_owner', '/api/v1/studio-store/services', { kind: 'editing', unit: 'item', name: 'Edit', price_twd: '1', available: true }),
      403,
      'errors.forbidden',
    );
    const hidden = (
      await post('staff', '/api/v1/studio-store/services', { kind: 'editing', unit: 'item', name: 'Paused', price_twd: '1', available: false })
    ).json().service.id;
    expect((await get('user_owner', '/api/v1/studio-store/services')).json().items.map((s: { id: number }) => s.id)).not.toContain(hidden);
    expect((await get('staff', '/api/v1/studio-store/services')).json().items.map((s: { id: number }) => s.id)).toContain(hidden);
    refused(
      await post('user_owner', '/api/v1/studio-store/orders', { service_id: hidden, channel_id: own, quantity: 1 }),
      409,
      'errors.studioServiceUnavailable',
    );
  });
});
