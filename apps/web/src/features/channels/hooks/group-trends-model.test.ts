import { describe, expect, it } from 'vitest';
import { mutedColor, palette } from '../components/chart-options.ts';
import {
  channelStyles,
  cumulative,
  HIGHLIGHTED,
  indexed,
  shares,
  sortTotals,
  subscriberValues,
  uniqueNames,
  viewValues,
  type TrendChannel,
} from './group-trends-model.ts';

const channel = (id: string, total: number, views: (number | null)[] = [], title = `Channel ${id}`): TrendChannel => ({
  channel_id: id,
  title,
  total_views: total,
  views,
  subscribers_net: views.map((v) => (v === null ? null : v / 10)),
});

describe('channel colours', () => {
  it('colours every channel when there are no more than colours, by rank of views', () => {
    const styles = channelStyles([channel('a', 10), channel('b', 30), channel('c', 20)]);
    expect([...styles.values()].map((s) => [s.channelId, s.rank, s.muted])).toEqual([
      ['b', 1, false],
      ['c', 2, false],
      ['a', 3, false],
    ]);
    expect(styles.get('b')!.color).toBe(palette[0]);
    expect(styles.get('a')!.color).toBe(palette[2]);
  });

  it('keeps colours for the top channels of a large group and greys the rest', () => {
    const many = Array.from({ length: 35 }, (_, i) => channel(`c${String(i).padStart(2, '0')}`, i * 100));
    const styles = channelStyles(many);
    const coloured = [...styles.values()].filter((s) => !s.muted);
    expect(coloured).toHaveLength(HIGHLIGHTED);
    // The most-viewed ones: c34 down to c27.
    expect(coloured.map((s) => s.channelId)).toEqual(['c34', 'c33', 'c32', 'c31', 'c30', 'c29', 'c28', 'c27']);
    expect(new Set(coloured.map((s) => s.color)).size).toBe(HIGHLIGHTED);
    expect(styles.get('c00')).toMatchObject({ muted: true, color: mutedColor, rank: 35 });
  });

  it('orders ties by title so colours do not move between reloads', () => {
    const styles = channelStyles([channel('x', 5, [], 'Beta'), channel('y', 5, [], 'Alpha')]);
    expect(styles.get('y')!.rank).toBe(1);
  });
});

describe('ways to read a series', () => {
  it("gives each channel's share of the day's total, leaving gaps where there is no figure", () => {
    expect(
      shares([
        [30, 0, null, 5],
        [10, 0, 20, null],
      ]),
    ).toEqual([
      [75, null, null, 100],
      [25, null, 100, null],
    ]);
  });

  it('indexes a series to its own average over the days it has', () => {
    expect(indexed([50, 150, null])).toEqual([50, 150, null]);
    expect(indexed([0, 0])).toEqual([null, null]);
    expect(indexed([null, null])).toEqual([null, null]);
  });

  it('adds up a series, keeping its gaps', () => {
    expect(cumulative([1, -2, null, 4])).toEqual([1, -1, null, 3]);
  });

  it('applies the chosen reading to every channel in order', () => {
    const channels = [channel('a', 40, [10, 30]), channel('b', 40, [30, 10])];
    expect(viewValues(channels, 'absolute')).toEqual([
      [10, 30],
      [30, 10],
    ]);
    expect(viewValues(channels, 'share')).toEqual([
      [25, 75],
      [75, 25],
    ]);
    expect(viewValues(channels, 'index')).toEqual([
      [50, 150],
      [150, 50],
    ]);
    expect(subscriberValues(channels, 'cumulative')).toEqual([
      [1, 4],
      [3, 4],
    ]);
  });
});

describe('names and order of the totals', () => {
  it('adds the channel id to a repeated or empty title', () => {
    const names = uniqueNames([channel('a', 0, [], 'Same'), channel('b', 0, [], 'Same'), channel('c', 0, [], 'Own'), channel('d', 0, [], ' ')]);
    expect([...names.values()]).toEqual(['Same (a)', 'Same (b)', 'Own', '(d)']);
  });

  it('sorts by the chosen column, missing changes last in either order', () => {
    const rows = [
      { title: 'A', total_views: 5, views_change_percent: 10, total_subscribers_net: 1, subscribers_change_percent: null },
      { title: 'B', total_views: 9, views_change_percent: null, total_subscribers_net: -3, subscribers_change_percent: -5 },
      { title: 'C', total_views: 1, views_change_percent: -20, total_subscribers_net: 4, subscribers_change_percent: 50 },
    ];
    expect(sortTotals(rows, 'views', 'desc').map((r) => r.title)).toEqual(['B', 'A', 'C']);
    expect(sortTotals(rows, 'views_change', 'desc').map((r) => r.title)).toEqual(['A', 'C', 'B']);
    expect(sortTotals(rows, 'views_change', 'asc').map((r) => r.title)).toEqual(['C', 'A', 'B']);
    expect(sortTotals(rows, 'subscribers', 'asc').map((r) => r.title)).toEqual(['B', 'A', 'C']);
    expect(sortTotals(rows, 'title', 'desc').map((r) => r.title)).toEqual(['C', 'B', 'A']);
  });
});
