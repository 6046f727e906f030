import { describe, expect, it } from 'vitest';
import type { Tr } from './audience-model.ts';
import { usd } from './money-fixture.ts';
import { revenue } from './revenue-fixture.ts';
import { pricesTable, revenueYears, viewsChart, yearChart } from './revenue-model.ts';

const t: Tr = (key) => key;
const f = { count: (v: number | null | undefined) => String(v) } as never;

describe('revenueYears', () => {
  it('puts the earlier window first', () => {
    expect(revenueYears(revenue(), t).map((y) => [y.key, y.label, y.figures.views])).toEqual([
      ['previous', 'analytics:revenue.previousYear', 1_000_000],
      ['current', 'analytics:revenue.currentYear', 1_200_000],
    ]);
  });
});

describe('yearChart', () => {
  it('tables both windows with revenue and RPM in the currency', () => {
    const { option, table } = yearChart(revenue(), t, usd);
    expect(table.rows).toEqual([
      { period: 'analytics:revenue.previousYear', start: '2024-11-30', end: '2025-11-29', views: 1_000_000, revenue: '3000.00', rpm: '3.0000' },
      { period: 'analytics:revenue.currentYear', start: '2025-11-30', end: '2026-11-29', views: 1_200_000, revenue: '4800.00', rpm: '4.0000' },
    ]);
    expect(table.columns.at(-1)?.label).toBe('analytics:money.rpm (USD)');
    expect((option as { series: { data: unknown[] }[] }).series.map((s) => s.data)).toEqual([
      [3000, 4800],
      [3, 4],
    ]);
  });
});

describe('viewsChart', () => {
  it('mutes the earlier year', () => {
    const { option, table } = viewsChart(revenue(), t, f);
    expect((option as { series: { data: unknown[] }[] }).series[0]!.data).toEqual([
      { value: 1_000_000, itemStyle: { color: '#94a3b8' } },
      { value: 1_200_000 },
    ]);
    expect(table.rows).toEqual([
      { period: 'analytics:revenue.previousYear', views: 1_000_000 },
      { period: 'analytics:revenue.currentYear', views: 1_200_000 },
    ]);
  });
});

describe('pricesTable', () => {
  it('gives both rates in whole units', () => {
    expect(pricesTable(revenue(), t, usd).rows).toEqual([
      { kind: 'analytics:revenue.midroll', price: '1500', min: '1000', max: '2001' },
      { kind: 'analytics:revenue.sponsored', price: '6000', min: '4500', max: '8000' },
    ]);
  });
  it('keeps a missing rate missing', () => {
    const rows = pricesTable(revenue({ midroll: { price: null, min: null, max: null } as never }), t, usd).rows;
    expect(rows[0]).toEqual({ kind: 'analytics:revenue.midroll', price: null, min: null, max: null });
  });
});
