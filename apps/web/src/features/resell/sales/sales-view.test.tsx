// @vitest-environment jsdom
import type { ResellPerformance } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { SalesView, type SalesViewProps } from './sales-view.tsx';

const figures = (currency: string, orders: number, net: string) => ({
  currency,
  orders,
  units: orders,
  gross: net,
  discounts: '0.00',
  refunds: '0.00',
  net_sales: net,
  cancelled_orders: 0,
});
const report: ResellPerformance = {
  from: '2026-05-01',
  to: '2026-05-31',
  stores: [
    { id: 1, name: 'US shop', shop_domain: 'us.example', currency: 'USD' },
    { id: 2, name: 'TW shop', shop_domain: 'tw.example', currency: 'TWD' },
  ],
  videos: [
    {
      ...figures('USD', 2, '45.00'),
      channel_id: 'UC1',
      channel_title: 'Cooking Studio',
      video_id: 'vid1',
      title: 'Spring recipes',
      views: 1200,
      conversion_per_mille: '1.67',
      products: [
        { ...figures('USD', 2, '45.00'), resale_id: 11, store_id: 1, store_name: 'US shop', product_id: 5, product_title: 'Mug', discount_code: 'SPRING10' },
      ],
    },
  ],
  codes: [{ ...figures('USD', 2, '45.00'), store_id: 1, store_name: 'US shop', discount_code: 'SPRING10' }],
  totals: [{ ...figures('USD', 2, '45.00'), cancelled_orders: 1 }, figures('TWD', 0, '0')],
  daily: [],
};
const videos = [
  { channel_id: 'UC1', channel_title: 'Cooking Studio', video_id: 'vid1', title: 'Spring recipes', published_at: null, package_name: 'Spring', products: [] },
];

function props(over: Partial<SalesViewProps> = {}): SalesViewProps {
  return {
    query: {},
    report,
    reportError: null,
    exporting: false,
    exportError: null,
    videos,
    videosError: null,
    onFilter: vi.fn(),
    onExport: vi.fn(),
    videoAction: (v) => <button type="button">{`Products of ${v.title}`}</button>,
    ...over,
  };
}

describe('SalesView', () => {
  it('shows totals per currency and a row per video with its products (en)', async () => {
    await renderView(<SalesView {...props()} />, { language: 'en' });
    expect(screen.getByTestId('sales-total-USD-net_sales').textContent).toBe('Net salesUS$45.00');
    expect(screen.getByText('1 cancelled order is not counted.')).toBeTruthy();
    const row = screen.getByTestId('sales-row');
    expect(row.getAttribute('data-currency')).toBe('USD');
    expect(within(row).getByText('Cooking Studio · USD')).toBeTruthy();
    expect(within(row).getByTestId('sales-cell-views').textContent).toBe('1,200');
    expect(within(row).getByTestId('sales-cell-orders').textContent).toBe('2');
    expect(within(row).getByTestId('sales-cell-net_sales').textContent).toBe('US$45.00');
    expect(within(row).getByTestId('sales-cell-conversion').textContent).toBe('1.67');
    expect(within(screen.getByTestId('sales-detail-row')).getByText('Mug · code SPRING10 · US shop')).toBeTruthy();
    expect(within(screen.getByTestId('sales-card')).getByText('Mug · code SPRING10 · US shop: US$45.00')).toBeTruthy();
    expect(screen.getByTestId('sales-code-row').getAttribute('data-code')).toBe('SPRING10');
  });

  it('filters by the dates typed and the store chosen', async () => {
    const onFilter = vi.fn();
    const { user } = await renderView(<SalesView {...props({ onFilter })} />, { language: 'en' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-05-01');
    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All stores', 'US shop (USD)', 'TW shop (TWD)']);
    await user.click(screen.getByRole('option', { name: 'TW shop (TWD)' }));
    expect(onFilter).toHaveBeenCalledWith('store', '2');
  });

  it('downloads in the format clicked and lists the caller videos with their action', async () => {
    const onExport = vi.fn();
    const { user } = await renderView(<SalesView {...props({ onExport })} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
    const mine = screen.getByTestId('sales-my-video');
    expect(within(mine).getByText('Cooking Studio · Spring · 0 products')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Products of Spring recipes' })).toBeTruthy();
  });

  it('tells that no store is connected, with the way to connect one, and offers no download (zh-TW)', async () => {
    await renderView(<SalesView {...props({ report: { ...report, stores: [], videos: [], totals: [], codes: [] }, videos: [] })} />);
    const note = screen.getByTestId('sales-no-stores');
    expect(within(note).getByRole('link', { name: '連結商店' })).toBeTruthy();
    expect(screen.queryByTestId('sales-export-csv')).toBeNull();
    expect(screen.queryByTestId('sales-store')).toBeNull();
    expect(screen.getByTestId('sales-no-videos')).toBeTruthy();
  });
});
