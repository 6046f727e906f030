import { describe, expect, it } from 'vitest';
import { content, stats, usd } from './content-fixture.ts';
import { contentHasRevenue, contentTotals, lengthChart, oldNewChart, statColumns, statRow, strategyChart } from './content-model.ts';
import type { Tr } from './audience-model.ts';

const t: Tr = (key) => key;
const f = { count: (v: number | null | undefined) => String(v), percent: (v: number | null | undefined) => `${v}%` } as never;
const withRevenue = content({
  strategy_buckets: [
    { key: 'upTo5', ...stats.stat(8, 10000, '120.50') },
    { key: 'from5To8', ...stats.stat(2, 2501, '0.00') },
    { key: 'over8', ...stats.stat(0, 0) },
  ],
});

describe('contentHasRevenue', () => {
  it.each([
    ['no answer', undefined, false],
    ['no revenue', content(), false],
    ['revenue in a bucket', withRevenue, true],
  ])('%s: %j', (_, data, has) => expect(contentHasRevenue(data)).toBe(has));
});

describe('statistics rows', () => {
  it('rounds average views and keeps revenue in the chosen currency', () => {
    expect(statRow('Short', stats.stat(3, 9001, '5.25'), usd)).toEqual({
      name: 'Short',
      videos: 3,
      views: 9001,
      average_views: 3000,
      engagement_rate: 4.25,
      revenue: '5.25',
    });
    expect(statRow('Long', stats.stat(1, 500), usd).revenue).toBeNull();
  });
  it.each([
    [false, ['name', 'videos', 'views', 'average_views', 'engagement_rate']],
    [true, ['name', 'videos', 'views', 'average_views', 'engagement_rate', 'revenue']],
  ])('with revenue %j has columns %j', (revenue, keys) => {
    const columns = statColumns({ key: 'name', label: 'Name', kind: 'text' }, revenue, t, usd);
    expect(columns.map((c) => c.key)).toEqual(keys);
    if (revenue) expect(columns.at(-1)?.label).toBe('analytics:content.revenue (USD)');
  });
});

describe('the charts', () => {
  it('puts the comparison of the same length class beside, 0 when it has none', () => {
    const previous = content({ length_classes: [{ key: 'short', ...stats.stat(2, 1001) }] });
    const { option, table } = lengthChart(content(), previous, t, f, usd);
    const series = (option as { series: { data: number[] }[] }).series;
    expect(series.map((s) => s.data)).toEqual([
      [500, 3000, 500, 0],
      [0, 501, 0, 0],
    ]);
    expect(table.rows.map((r) => r.name)).toEqual([
      'analytics:content.lengthClasses.veryShort',
      'analytics:content.lengthClasses.short',
      'analytics:content.lengthClasses.long',
      'analytics:content.lengthClasses.veryLong',
    ]);
  });
  it.each([
    [content(), false, 1, 5],
    [withRevenue, true, 2, 6],
  ])('strategy with revenue %#', (data, revenue, seriesCount, columnCount) => {
    const { option, table } = strategyChart(data, revenue, t, f, usd);
    expect((option as { series: unknown[] }).series).toHaveLength(seriesCount);
    expect(table.columns).toHaveLength(columnCount);
    expect(table.rows[0]!.average_views).toBe(1250);
  });
  it('shows new videos before old', () => {
    const { table } = oldNewChart(content(), t, f, usd);
    expect(table.rows.map((r) => [r.name, r.average_views])).toEqual([
      ['analytics:content.newVideos', 1250],
      ['analytics:content.oldVideos', 2000],
    ]);
  });
});

describe('contentTotals', () => {
  it.each([
    [
      'with a comparison',
      content(),
      content({ length_classes: [{ key: 'short', ...stats.stat(4, 1001) }] }),
      { published: 10, previousPublished: 4, average: 1250, previousAverage: 250 },
    ],
    ['without', content(), null, { published: 10, previousPublished: undefined, average: 1250, previousAverage: null }],
    [
      'nothing published',
      content({ length_classes: [] }),
      content({ length_classes: [] }),
      { published: 0, previousPublished: 0, average: null, previousAverage: null },
    ],
  ])('%s', (_, data, previous, totals) => expect(contentTotals(data, previous)).toEqual(totals));
});
