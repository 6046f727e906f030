// @vitest-environment jsdom
// The ec routes answer 404 until the server part is built: the page is tested on answers shaped by
// the contract (issue 28 fixes the sales fields).
import type { EcSalesItem, EcStore } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView, textsIn } from '../../../../test/render-view.tsx';
import { EcPage } from './ec-page.tsx';
import { salesRange, storeMonths } from './ec-model.ts';

const owner = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
const access = { subject: owner, channel: { id: 'UC_cook', name: 'Cooking Studio' } as { id: string; name: string } | null };
const store: EcStore = {
  store_id: 4,
  channel_id: 'UC_cook',
  name: 'Cook Shop',
  shop_domain: 'cook-shop.myshopify.com',
  currency: 'TWD',
  status: 'connected',
  network_runs: false,
  orders_synced_at: '2026-11-28T00:00:00.000Z',
};
const sale = (month: string, orders: number, gross: string, refunds: string, net: string): EcSalesItem => ({
  store_id: 4,
  channel_id: 'UC_cook',
  month,
  orders,
  gross,
  refunds,
  net,
  currency: 'TWD',
});
let stores: EcStore[] = [];
let sales: EcSalesItem[] = [];
const connect = vi.fn();
const settings = vi.fn();
const saveCode = vi.fn();
const videosFor = vi.fn();
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('../../../components/charts/echart.tsx', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));
vi.mock('./api.ts', () => ({
  useChannelStores: () => ({ data: { items: stores }, error: null }),
  useStoreSales: () => ({ data: { items: sales }, error: null }),
  useTopProducts: () => ({
    data: { items: [{ product_id: 'p1', title: 'Chef knife', quantity: 12, net: '28800', currency: 'TWD' }] },
    isFetching: false,
    error: null,
  }),
  useSellingVideos: (channelId: string, month: string) => {
    videosFor(channelId, month);
    return {
      data: {
        items: [
          { video_id: 'abcdefghijk', title: 'Knife basics', orders: 9, net: '21600', currency: 'TWD', views: 48000, net_per_1000_views: '450.00' },
          { video_id: null, title: null, orders: 3, net: '7200', currency: 'TWD', views: null, net_per_1000_views: null },
        ],
      },
      isFetching: false,
      error: null,
    };
  },
  useAttributionCodes: () => ({ data: { items: [{ code: 'KNIFE10', video_id: 'abcdefghijk', video_title: 'Knife basics' }] }, isFetching: false, error: null }),
  useConnectStore: () => ({ mutateAsync: connect }),
  useStoreSettings: () => ({ mutateAsync: settings }),
  useSaveAttributionCode: () => ({ mutateAsync: saveCode }),
}));

beforeEach(() => {
  access.subject = owner;
  stores = [store];
  sales = [sale('202609', 10, '30000', '0', '30000'), sale('202611', 12, '31200', '2400.5', '28799.5')];
  connect.mockReset();
  settings.mockReset();
  saveCode.mockReset();
  videosFor.mockReset();
});

describe('the ec page', { timeout: 20_000 }, () => {
  it('shows sales by month with refunds netted, and the videos that sell per 1,000 views', async () => {
    await renderView(<EcPage />, { language: 'en' });
    const cells = (id: string) => textsIn(screen.getByTestId(id), 'cell');
    expect(cells('ec-sales-202611')).toEqual(['2026-11', '12', 'NT$31,200', 'NT$2,401', 'NT$28,800']);
    expect(cells('ec-sales-total')).toEqual(['All months', '22', 'NT$61,200', 'NT$2,401', 'NT$58,800']);
    // The month shown opens on the latest month with sales.
    expect(videosFor).toHaveBeenLastCalledWith('UC_cook', '202611');
    expect(screen.getByTestId('ec-video-abcdefghijk-per1000').textContent).toBe('NT$450');
    expect(within(screen.getByTestId('ec-video-channel')).getByText('Whole channel')).toBeTruthy();
    expect(screen.getByTestId('ec-video-channel-per1000').textContent).toBe('—');
    expect(screen.getByTestId('ec-network-runs-text').textContent).toBe('Run by the creator: sales are not on the statement.');
  });

  it('lets the owner add a discount code for a video', async () => {
    const { user } = await renderView(<EcPage />, { language: 'en' });
    await user.type(screen.getByTestId('ec-code'), 'SAUCE5');
    await user.type(screen.getByTestId('ec-code-video'), 'zyxwvutsrqp');
    await user.click(screen.getByTestId('ec-code-save'));
    expect(saveCode).toHaveBeenCalledWith({ params: { storeId: '4' }, body: { code: 'SAUCE5', video_id: 'zyxwvutsrqp' } });
  });

  it('lets finance say the network runs the store; the viewer only reads', async () => {
    access.subject = aSubject({ accountType: 'finance' });
    const { user, unmount } = await renderView(<EcPage />, { language: 'en' });
    expect(screen.queryByTestId('ec-code')).toBeNull();
    await user.click(screen.getByTestId('ec-network-runs'));
    expect(settings).toHaveBeenCalledWith({ params: { storeId: '4' }, body: { network_runs: true } });
    unmount();
    access.subject = aSubject({ accountType: 'viewer' });
    await renderView(<EcPage />, { language: 'en' });
    expect(screen.queryByTestId('ec-network-runs')).toBeNull();
    expect(screen.queryByTestId('ec-code')).toBeNull();
  });

  it('offers the owner to connect a store, and tells others who can', async () => {
    stores = [];
    connect.mockResolvedValue({ authorize_url: 'https://cook-shop.myshopify.com/admin/oauth/authorize?state=s' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, unmount } = await renderView(<EcPage />, { language: 'en' });
    await user.type(screen.getByTestId('ec-shop'), 'cook-shop');
    await user.click(screen.getByTestId('ec-connect-submit'));
    expect(connect).toHaveBeenCalledWith({ body: { channel_id: 'UC_cook', shop: 'cook-shop' } });
    expect(assign).toHaveBeenCalledWith('https://cook-shop.myshopify.com/admin/oauth/authorize?state=s');
    vi.unstubAllGlobals();
    unmount();
    access.subject = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'staff' }] });
    await renderView(<EcPage />, { language: 'en' });
    expect(screen.queryByTestId('ec-connect')).toBeNull();
    expect(screen.getByTestId('ec-empty').textContent).toBe(
      "Cooking Studio has no Shopify store connected yet. The channel's owner can connect one on this page.",
    );
  });
});

describe('the store months', () => {
  it('range over the twelve months up to the latest sale, and sum exactly', () => {
    expect(salesRange(sales, 4)).toEqual([
      '202512',
      '202601',
      '202602',
      '202603',
      '202604',
      '202605',
      '202606',
      '202607',
      '202608',
      '202609',
      '202610',
      '202611',
    ]);
    expect(salesRange(sales, 5)).toEqual([]);
    expect(storeMonths(sales, 4).total).toEqual({ orders: 22, gross: '61200', refunds: '2400.5', net: '58799.5' });
  });
});
