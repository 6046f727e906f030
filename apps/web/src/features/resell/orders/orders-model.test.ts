import type { OrdersAnswer } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  orderLineKey,
  ordersEmpty,
  ordersQuery,
  rangeOk,
  showStoreColumn,
  syncEnd,
  syncTarget,
  type OrderStore,
  type OrdersFilters,
} from './orders-model.ts';

const none: OrdersFilters = { product: '', code: '', store: '', from: '', to: '' };
const store = (id: number, status: OrderStore['status'] = 'connected'): OrderStore => ({
  id,
  advertiser_id: 1,
  name: `Store ${id}`,
  shop_domain: `s${id}.myshopify.com`,
  currency: 'TWD',
  status,
  orders_synced_at: null,
});
const answer = (stores: OrderStore[]): OrdersAnswer => ({ items: [], total: 0, total_exact: true, page: 1, page_size: 20, viewer_currency: 'TWD', stores });

describe('rangeOk', () => {
  it.each([
    ['', '', true],
    ['2026-11-01', '', true],
    ['', '2026-11-01', true],
    ['2026-11-01', '2026-11-01', true],
    ['2026-11-02', '2026-11-01', false],
  ])('%s → %s: %s', (from, to, ok) => expect(rangeOk(from, to)).toBe(ok));
});

describe('ordersQuery', () => {
  it.each<[string, Partial<OrdersFilters>, number, number, Record<string, string>]>([
    ['no filters: only the page, as text', {}, 0, 20, { page: '1', page_size: '20' }],
    [
      'product and code trimmed; code asked as discount_code',
      { product: ' Coffee ', code: 'MEI10 ' },
      1,
      50,
      { product: 'Coffee', discount_code: 'MEI10', page: '2', page_size: '50' },
    ],
    ['spaces only are no filter', { product: '  ', code: ' ' }, 0, 20, { page: '1', page_size: '20' }],
    [
      'a store and a forward range',
      { store: '3', from: '2026-11-01', to: '2026-11-30' },
      0,
      20,
      { store: '3', from: '2026-11-01', to: '2026-11-30', page: '1', page_size: '20' },
    ],
    ['a backwards range is left out whole', { from: '2026-11-30', to: '2026-11-01' }, 0, 20, { page: '1', page_size: '20' }],
    ['an open-ended range', { to: '2026-11-30' }, 0, 100, { to: '2026-11-30', page: '1', page_size: '100' }],
  ])('%s', (_, filters, page, size, expected) => expect(ordersQuery({ ...none, ...filters }, page, size)).toEqual(expected));
});

describe('isFiltered', () => {
  it.each<[Partial<OrdersFilters>, boolean]>([
    [{}, false],
    [{ product: '   ' }, false],
    [{ code: 'X' }, true],
    [{ store: '2' }, true],
    [{ from: '2026-11-01' }, true],
    [{ to: '2026-11-01' }, true],
  ])('%j → %s', (filters, expected) => expect(isFiltered({ ...none, ...filters })).toBe(expected));
});

describe('syncTarget', () => {
  it.each<[string, OrderStore[], string, number | undefined]>([
    ['the store chosen', [store(1), store(2)], '2', 2],
    ['a chosen store even when disconnected', [store(1), store(2, 'disconnected')], '2', 2],
    ['a chosen store no longer listed: none', [store(1)], '9', undefined],
    ['none chosen, one connected among others disconnected', [store(1, 'disconnected'), store(2)], '', 2],
    ['none chosen, two connected: none', [store(1), store(2)], '', undefined],
    ['none chosen, none connected', [store(1, 'disconnected')], '', undefined],
    ['no stores', [], '', undefined],
  ])('%s', (_, stores, chosen, expected) => expect(syncTarget(stores, chosen)?.id).toBe(expected));
});

describe('showStoreColumn', () => {
  it.each<[number, string, boolean]>([
    [1, '', false],
    [2, '', true],
    [2, '1', false],
  ])('%d stores, chosen %j → %s', (count, chosen, expected) =>
    expect(
      showStoreColumn(
        Array.from({ length: count }, (_, i) => store(i + 1)),
        chosen,
      ),
    ).toBe(expected),
  );
});

describe('ordersEmpty', () => {
  it.each<[string, OrdersAnswer | undefined, boolean, string]>([
    ['not loaded yet', undefined, false, 'noOrders'],
    ['no store at all, even filtered', answer([]), true, 'noStores'],
    ['a store, filtered', answer([store(1)]), true, 'filtered'],
    ['a store, unfiltered', answer([store(1)]), false, 'noOrders'],
  ])('%s', (_, given, filtered, expected) => expect(ordersEmpty(given, filtered)).toBe(expected));
});

describe('orderLineKey and syncEnd', () => {
  it('keys a line by store, order and line', () => expect(orderLineKey({ store_id: 3, order_id: '1001', line_id: '7' })).toBe('3-1001-7'));
  it.each([
    ['failed', { severity: 'error', key: 'orders:sync.failed' }],
    ['completed', { severity: 'success', key: 'orders:sync.done' }],
  ])('a job %s', (state, expected) => expect(syncEnd(state)).toEqual(expected));
});
