import { describe, expect, it } from 'vitest';
import { dailyFigures, isCount, periodDays, salesQuery, shownCurrency, withParam } from './sales-model.ts';

describe('salesQuery', () => {
  it.each([
    ['', {}],
    ['from=2026-05-01&to=2026-05-31', { from: '2026-05-01', to: '2026-05-31' }],
    ['store=3', { store: 3 }],
    ['store=0', {}],
    ['store=-2', {}],
    ['store=1.5', {}],
    ['store=abc&from=2026-01-01', { from: '2026-01-01' }],
  ])('?%s asks for %j', (search, expected) => {
    expect(salesQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('withParam', () => {
  it('sets a filter and keeps the others', () => {
    expect(withParam(new URLSearchParams('from=2026-05-01'), 'store', '4').toString()).toBe('from=2026-05-01&store=4');
  });
  it('removes an emptied filter', () => {
    expect(withParam(new URLSearchParams('from=2026-05-01&store=4'), 'store', '').toString()).toBe('from=2026-05-01');
  });
  it('leaves the given address as it was', () => {
    const params = new URLSearchParams('to=2026-05-31');
    withParam(params, 'to', '2026-06-30');
    expect(params.toString()).toBe('to=2026-05-31');
  });
});

describe('shownCurrency', () => {
  it.each([
    [['TWD', 'USD'], null, 'TWD'],
    [['TWD', 'USD'], 'USD', 'USD'],
    [['TWD'], 'USD', 'TWD'],
    [[], 'USD', null],
    [[], null, null],
  ] as const)('of %j with %j chosen is %j', (currencies, chosen, expected) => {
    expect(shownCurrency(currencies, chosen)).toBe(expected);
  });
});

describe('the chart', () => {
  it('lists every day of the period, across a month end', () => {
    expect(periodDays('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(periodDays('2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
    expect(periodDays('2026-03-02', '2026-03-01')).toEqual([]);
  });
  it('gives the figures of one currency per day, zero on a day without orders', () => {
    const report = {
      from: '2026-05-01',
      to: '2026-05-03',
      daily: [
        { day: '2026-05-01', currency: 'USD', orders: 2, net_sales: '45.00' },
        { day: '2026-05-01', currency: 'TWD', orders: 1, net_sales: '990' },
        { day: '2026-05-03', currency: 'USD', orders: 1, net_sales: '-5.50' },
      ],
    };
    expect(dailyFigures(report, 'USD')).toEqual({
      days: ['2026-05-01', '2026-05-02', '2026-05-03'],
      netSales: ['45.00', '0', '-5.50'],
      orders: [2, 0, 1],
    });
    expect(dailyFigures(report, 'TWD').orders).toEqual([1, 0, 0]);
    expect(dailyFigures(report, null).orders).toEqual([0, 0, 0]);
  });
  it('counts orders and units, the rest is money', () => {
    expect((['orders', 'units', 'gross', 'discounts', 'refunds', 'net_sales'] as const).filter(isCount)).toEqual(['orders', 'units']);
  });
});
