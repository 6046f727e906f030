// @vitest-environment jsdom
// The orders page's body with hand-written answers in English: lines in the store's currency and the
// viewer's (— without a rate), refunds and cancellations, the store column only across several
// stores, the empty texts, the card leading to store authorization, and the filters reported up.
import type { OrderLine, OrdersAnswer } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import type { OrderStore } from './orders-model.ts';
import { OrdersView, type OrdersViewProps } from './orders-view.tsx';

const store = (id: number, over: Partial<OrderStore> = {}): OrderStore => ({
  id,
  advertiser_id: 1,
  name: `Mei Kitchen ${id}`,
  shop_domain: `mei${id}.myshopify.com`,
  currency: 'TWD',
  status: 'connected',
  orders_synced_at: '2026-11-30T01:20:00.000Z',
  ...over,
});
const line = (order: string, over: Partial<OrderLine> = {}): OrderLine => ({
  order_id: order,
  order_name: `#${order}`,
  line_id: '1',
  store_id: 1,
  store_name: 'Mei Kitchen 1',
  product_id: 'p1',
  product: 'Drip coffee set',
  variant: '',
  currency: 'TWD',
  unit_price: '450.00',
  quantity: 2,
  actual_selling_price: '810.00',
  total_discount: '90.00',
  refunded_quantity: 0,
  refunded_amount: '0.00',
  net_amount: '810.00',
  order_date: '2026-11-28T03:10:00.000Z',
  discount_code: '',
  cancelled: false,
  financial_status: 'paid',
  viewer_amount: '25.31',
  ...over,
});
const answer = (stores: OrderStore[], items: OrderLine[]): OrdersAnswer => ({
  items,
  total: items.length,
  total_exact: true,
  page: 1,
  page_size: 20,
  viewer_currency: 'USD',
  stores,
});
const paging = { page: 0, pageSize: 20, setPage: vi.fn(), setPageSize: vi.fn(), filter: () => vi.fn() };

async function show(given: OrdersAnswer, over: Partial<OrdersViewProps> = {}) {
  const props: OrdersViewProps = {
    answer: given,
    lines: { rows: given.items, total: given.total, loading: false, error: null },
    paging,
    filters: { product: '', code: '', store: '', from: '', to: '' },
    onFilter: vi.fn(),
    filtered: false,
    jobId: null,
    onJobDone: vi.fn(),
    syncMessage: null,
    ...over,
  };
  return { props, ...(await renderView(<OrdersView {...props} />, { language: 'en' })) };
}

describe('OrdersView', () => {
  it('draws a line with its refund, its cancellation and the viewer currency', async () => {
    await show(
      answer(
        [store(1)],
        [line('1001', { refunded_quantity: 1, refunded_amount: '405.00', discount_code: 'MEI10' }), line('1002', { cancelled: true, viewer_amount: null })],
      ),
    );
    const refunded = screen.getByTestId('order-line-1001-1');
    expect(within(refunded).getByTestId('order-refund').textContent).toMatch(/^1 · .*405/);
    expect(within(refunded).getByText('MEI10')).toBeTruthy();
    expect(within(refunded).getByText(/25\.31/)).toBeTruthy();
    const cancelled = screen.getByTestId('order-line-1002-1');
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByTitle(/./).textContent).toBe('—');
    // One store: no store column; the one store's last sync heads the list.
    expect(screen.queryByRole('columnheader', { name: 'Store' })).toBeNull();
    expect(within(screen.getByTestId('orders-list')).getByText(/^Last synced /)).toBeTruthy();
  });

  it('shows the store column across several stores until one is chosen', async () => {
    const several = answer([store(1), store(2)], [line('1001'), line('2001', { store_id: 2, store_name: 'Mei Kitchen 2' })]);
    const { unmount } = await show(several);
    expect(screen.getByRole('columnheader', { name: 'Store' })).toBeTruthy();
    expect(within(screen.getByTestId('order-line-2001-1')).getByText('Mei Kitchen 2')).toBeTruthy();
    unmount();
    await show(several, { filters: { product: '', code: '', store: '2', from: '', to: '' } });
    expect(screen.queryByRole('columnheader', { name: 'Store' })).toBeNull();
  });

  it.each([
    [false, "No orders yet. Use “Sync orders” to fetch the store's latest orders."],
    [true, 'No order lines match these filters.'],
  ])('says why there are no lines (filtered: %s)', async (filtered, text) => {
    await show(answer([store(1)], []), { filtered });
    expect(screen.getByTestId('orders-empty').textContent).toBe(text);
  });

  it('leads to store authorization without a store', async () => {
    await show(answer([], []));
    expect(screen.getByTestId('orders-no-store')).toBeTruthy();
    expect(screen.getByTestId('orders-connect-store').getAttribute('href')).toBe('/dashboard/info#stores');
    expect(screen.queryByTestId('orders-table')).toBeNull();
  });

  it('reports typed filters and warns of a backwards range', async () => {
    const { props, user } = await show(answer([store(1)], []), { filters: { product: '', code: '', store: '', from: '2026-11-30', to: '2026-11-01' } });
    await user.type(screen.getByTestId('orders-filter-code'), 'M');
    expect(props.onFilter).toHaveBeenCalledWith('code', 'M');
    expect(screen.getByText('The start date must not be after the end date.')).toBeTruthy();
  });

  it('shows the sync message', async () => {
    await show(answer([store(1)], []), { syncMessage: { severity: 'warning', text: 'Please select a store to sync.' } });
    expect(screen.getByTestId('orders-sync-message').textContent).toBe('Please select a store to sync.');
  });
});
