// @vitest-environment jsdom
import type { StudioOrder, StudioService } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView, textsIn } from '../../../../test/render-view.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { aService, anOrder } from './studio-fixtures.ts';
import { StudioStorePage } from './studio-store-page.tsx';

const owner = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
const access = { subject: owner, channel: { id: 'UC_cook', name: 'Cooking Studio' } as { id: string; name: string } | null };
let services: StudioService[] = [];
let orders: StudioOrder[] = [];
const order = vi.fn();
const move = vi.fn();
const saveService = vi.fn();
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./api.ts', () => ({
  useStudioServices: () => ({ data: { items: services }, isFetching: false, error: null }),
  useSaveStudioService: () => ({ mutateAsync: saveService }),
  useOrderStudio: () => ({ mutateAsync: order }),
  useMoveStudioOrder: () => ({ mutateAsync: move }),
  useStudioOrders: () => ({ data: { items: orders, total: orders.length, page: 1, page_size: 20 }, isFetching: false, error: null }),
}));

beforeEach(() => {
  access.subject = owner;
  services = [
    aService(),
    aService({ id: 2, kind: 'editing', unit: 'item', name: 'Edit one video', price_twd: '3000.5', description: '' }),
    aService({ id: 3, name: 'Old studio', available: false }),
  ];
  orders = [anOrder(), anOrder({ id: 12, status: 'scheduled', ends_at: '2026-12-01T05:00:00.000Z' })];
  order.mockReset().mockResolvedValue({ order: anOrder() });
  move.mockReset();
  saveService.mockReset();
});

describe('the studio store page', { timeout: 40_000 }, () => {
  it('lets the owner order for their channel with the exact total, and cancel only before scheduling', async () => {
    const { user } = await renderView(<StudioStorePage />, { language: 'en' });
    // Services not available are not offered.
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    expect(screen.queryByTestId('studio-order-service-3')).toBeNull();
    await user.click(screen.getByTestId('studio-order-service-2'));
    await user.clear(screen.getByTestId('studio-order-quantity'));
    await user.type(screen.getByTestId('studio-order-quantity'), '3');
    expect(screen.getByTestId('studio-order-total').textContent).toBe('Total NT$9,002');
    await user.click(screen.getByTestId('studio-order-submit'));
    expect(order).toHaveBeenCalledWith({ body: { service_id: 2, channel_id: 'UC_cook', quantity: 3 } });
    expect(screen.getByTestId('studio-order-placed')).toBeTruthy();

    const requested = screen.getByTestId('studio-order-11');
    expect(textsIn(requested, 'button')).toEqual(['Cancel order']);
    expect(within(screen.getByTestId('studio-order-12')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByTestId('studio-service-add')).toBeNull();
  });

  it('refuses an order without a service in words, sending nothing', async () => {
    const { user } = await renderView(<StudioStorePage />, { language: 'en' });
    await user.click(screen.getByTestId('studio-order-submit'));
    expect(screen.getByText('Choose a service.')).toBeTruthy();
    expect(order).not.toHaveBeenCalled();
  });

  it('lets the staff schedule studio time and shows the overlap the server refuses', async () => {
    access.subject = aSubject({ accountType: 'staff' });
    orders = [anOrder({ status: 'confirmed' })];
    move.mockRejectedValue(new ApiError(409, 'errors.studioBookingOverlap', 'The studio is already booked at that time. Choose another time.'));
    const { user } = await renderView(<StudioStorePage />, { language: 'en' });
    expect(textsIn(screen.getByTestId('studio-order-11'), 'button')).toEqual(['Schedule', 'Cancel order']);
    await user.click(screen.getByTestId('studio-order-11-scheduled'));
    const dialog = screen.getByTestId('studio-move-dialog');
    expect(within(dialog).getByText('Books 3 hours.')).toBeTruthy();
    await user.click(screen.getByTestId('studio-move-confirm'));
    expect(move).toHaveBeenCalledWith({ params: { orderId: '11' }, body: { status: 'scheduled', starts_at: '2026-12-01T02:00:00.000Z' } });
    expect(within(dialog).getByText('The studio is already booked at that time. Choose another time.')).toBeTruthy();
  });

  it('lets the staff keep the catalogue', async () => {
    access.subject = aSubject({ accountType: 'staff' });
    const { user } = await renderView(<StudioStorePage />, { language: 'en' });
    expect(within(screen.getByTestId('studio-service-2')).getByText('NT$3,001')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit "Edit one video"' }));
    await user.clear(screen.getByTestId('studio-service-price'));
    await user.type(screen.getByTestId('studio-service-price'), '3200');
    await user.click(screen.getByTestId('studio-service-save'));
    expect(saveService).toHaveBeenCalledWith({
      body: { id: 2, kind: 'editing', unit: 'item', name: 'Edit one video', description: '', price_twd: '3200', available: true },
    });
  });

  it('gives the viewer and finance the orders and catalogue to read, without a button', async () => {
    for (const accountType of ['viewer', 'finance'] as const) {
      access.subject = aSubject({ accountType });
      const { unmount } = await renderView(<StudioStorePage />, { language: 'en' });
      expect(screen.queryByTestId('studio-order-form')).toBeNull();
      expect(screen.queryByTestId('studio-service-add')).toBeNull();
      expect(within(screen.getByTestId('studio-order-table')).queryAllByRole('button')).toEqual([]);
      expect(within(screen.getByTestId('studio-order-11-status')).getByText('Awaiting confirmation')).toBeTruthy();
      unmount();
    }
  });

  it('says why the order list is empty', async () => {
    orders = [];
    await renderView(<StudioStorePage />, { language: 'en' });
    expect(screen.getByTestId('studio-orders-empty').textContent).toBe('No orders yet. Orders placed under "Order a service" show here.');
  });
});
