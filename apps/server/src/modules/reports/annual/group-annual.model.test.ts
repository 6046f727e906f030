// The annual model on hand-made data: channel years from their months, the total as their sum,
// the year-end subscriber count counted back, and revenue only for the channels the reader has
// accounting access to (the total then says it covers those only).
import { describe, expect, it } from 'vitest';
import { reportDay } from '../../../../test/report-fixtures.ts';
import type { Block } from '../layout-core.ts';
import { buildGroupAnnualLayout } from './group-annual.layout.ts';
import { buildGroupAnnualModel, latestEndedYear } from './group-annual.model.ts';
import type { GroupAnnualData } from './group-annual.repository.ts';

const month = (channel_id: string, m: number, views: number, gained: number, lost: number) => ({
  channel_id,
  month: m,
  views,
  watch_minutes: views * 2,
  subscribers_gained: gained,
  subscribers_lost: lost,
  likes: views / 10,
  comments: views / 100,
  shares: 0,
});
/** A day with views only. */
const day = (d: string, views: number) => reportDay(d, views, { watch_minutes: 0, likes: 0 });

const data: GroupAnnualData = {
  group: { id: 7, name: 'G' },
  channels: [
    { channel_id: 'A', title: 'Alpha', subscribers: 1000, net_after: 100, data_through: '2026-03-01' },
    { channel_id: 'B', title: 'Beta', subscribers: 500, net_after: -20, data_through: '2026-03-01' },
  ],
  months: [month('A', 1, 1000, 30, 10), month('A', 12, 3000, 5, 0), month('B', 6, 2000, 40, 0)],
  published: [
    { channel_id: 'A', month: 1, videos: 2, shorts: 3, lives: 1 },
    { channel_id: 'B', month: 6, videos: 1, shorts: 0, lives: 0 },
  ],
  days: [day('2025-01-05', 1000), day('2025-06-01', 2000), day('2025-12-01', 3000)],
  previousDays: [day('2024-03-01', 3000)],
  top: [],
  topBasis: 'year',
  ledger: [
    { channel_id: 'A', year_month: '202503', gross_usd: '10.005', payout_twd: '200', rate_twd: '31.5' },
    { channel_id: 'A', year_month: '202504', gross_usd: '20', payout_twd: '400', rate_twd: '31.5' },
  ],
  rates: [],
};

describe('buildGroupAnnualModel', () => {
  const model = buildGroupAnnualModel({ data, language: 'en', currency: 'USD', year: 2025, today: '2026-03-04', accountingChannels: new Set(['A']) });

  it('sums each channel year from its months and the group total from the channels', () => {
    const [a, b] = model.channels;
    expect(a!.year).toMatchObject({ views: 4000, watchMinutes: 8000, subscribersGained: 35, subscribersNet: 25, published: 6, shorts: 3, subscribersEnd: 900 });
    expect(b!.year).toMatchObject({ views: 2000, subscribersNet: 40, published: 1, subscribersEnd: 520 });
    expect(model.total).toMatchObject({ views: 6000, watchMinutes: 12000, subscribersNet: 65, published: 7, subscribersEnd: 1420 });
    // Engagement from the summed likes and comments, not an average of the channels' rates.
    expect(model.total.engagementRate).toBe(11);
    expect(model.months[0]!.views).toBe(1000);
    expect(model.months[5]!.views).toBe(2000);
    expect(model.months.reduce((s, m) => s + m.views, 0)).toBe(model.total.views);
    expect(model.kpis.find((k) => k.metric === 'views')).toMatchObject({ value: 6000, previous: 3000, change_percent: 100 });
  });

  it('shows revenue only for the channels with accounting access, and says the total covers those', () => {
    expect(model.channels.map((c) => c.revenue)).toEqual(['30.01', null]);
    expect(model.revenue).toEqual({ currency: 'USD', shown: 1, of: 2, total: '30.01', missingRates: [] });
    const none = buildGroupAnnualModel({ data, language: 'en', currency: 'USD', year: 2025, today: '2026-03-04', accountingChannels: new Set() });
    expect(none.revenue).toBeNull();
  });

  it('names the months without a rate (JPY needs the month rate) and leaves them out', () => {
    const jpy = buildGroupAnnualModel({ data, language: 'ja', currency: 'JPY', year: 2025, today: '2026-03-04', accountingChannels: new Set(['A', 'B']) });
    expect(jpy.revenue).toMatchObject({ shown: 2, of: 2, total: '0', missingRates: ['202503', '202504'] });
  });

  it('defaults to the latest year that has ended', () => {
    expect(latestEndedYear('2026-01-01')).toBe(2025);
    expect(latestEndedYear('2026-12-31')).toBe(2025);
  });
});

describe('buildGroupAnnualLayout', () => {
  it('draws the channels, the total and the months; months after the data end show a dash; revenue says it covers the channels shown', async () => {
    const model = buildGroupAnnualModel({ data, language: 'en', currency: 'USD', year: 2026, today: '2026-03-04', accountingChannels: new Set(['A']) });
    const layout = await buildGroupAnnualLayout(model, async () => new Map());
    const table = (key: string) => layout.sections.find((s) => s.key === key)!.blocks.find((b) => b.kind === 'table') as Extract<Block, { kind: 'table' }>;
    const channels = table('channels').rows.map((r) => r.map((c) => c.text));
    expect(channels.map((r) => r[0])).toEqual(['Alpha', 'Beta', 'Group total']);
    const months = table('months').rows.map((r) => r.map((c) => c.text));
    expect(months[2]![1]).toBe('0'); // March: data through 2026-03-01
    expect(months[3]!.slice(1)).toEqual(['–', '–', '–', '–', '–', '–']); // April onwards: no data yet
    expect(months[12]![0]).toBe('Group total');
    const revenue = table('revenue').rows.map((r) => r.map((c) => c.text));
    expect(revenue).toEqual([
      ['Alpha', '30.01 USD'],
      ['Total of the channels shown', '30.01 USD'],
    ]);
    expect(layout.sections.find((s) => s.key === 'revenue')!.blocks.some((b) => b.kind === 'paragraph' && b.text.includes('1 of the 2 channels'))).toBe(true);
    expect(layout.sections.map((s) => s.key)).toEqual(['kpis', 'channels', 'months', 'channel:A', 'channel:B', 'topVideos', 'revenue']);
  });
});
