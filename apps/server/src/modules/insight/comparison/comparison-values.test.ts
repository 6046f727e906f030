// The comparison's figures from a channel's sums, and the CSV built from an answer: hand-written
// sums and the figures a person works out from them.
import type { Comparison } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { comparisonCsv } from './comparison-export.ts';
import { comparisonValues } from './comparison.service.ts';

const sums = { channel_id: 'UCx', views: 4000, watch_minutes: 10_000, subscribers_gained: 25, subscribers_lost: 40, likes: 90, comments: 7, shares: 3 };

describe('comparison figures', () => {
  it('by period: rates and averages from the sums, net subscribers negative when more left', () => {
    expect(comparisonValues({ mode: 'range', sums, published: { channel_id: 'UCx', videos: 3, views: 1000 }, matched: null, subscribers: 5000 })).toEqual({
      views: 4000,
      watch_hours: 166.7, // 10,000 / 60
      avg_view_seconds: 150, // 10,000 × 60 / 4,000
      subscribers_gained: 25,
      subscribers_lost: 40,
      subscribers_net: -15,
      likes: 90,
      comments: 7,
      shares: 3,
      engagement_rate: 2.5, // 100 / 4,000
      videos_published: 3,
      avg_views_per_video: 333, // 1,000 / 3, rounded
      videos_matched: null,
      subscribers_total: 5000,
    });
  });

  it('by keyword: no channel-only figures; nothing published or viewed gives nulls, not zeros, where one would divide', () => {
    const values = comparisonValues({ mode: 'keyword', sums: undefined, published: undefined, matched: 0, subscribers: 12 });
    expect(values).toMatchObject({
      views: 0,
      subscribers_lost: null,
      subscribers_net: null,
      engagement_rate: null,
      avg_view_seconds: null,
      avg_views_per_video: null,
    });
    expect(values.videos_matched).toBe(0);
    expect(values.videos_published).toBe(0);
  });
});

describe('the comparison CSV', () => {
  const answer: Comparison = {
    mode: 'range',
    keyword: null,
    period: { start: '2026-03-01', end: '2026-03-31' },
    group: null,
    channels: [
      {
        channel_id: 'UCa',
        title: '=HYPERLINK("x")',
        icon_url: null,
        is_current: true,
        data_through: '2026-03-31',
        values: { ...comparisonValues({ mode: 'range', sums, published: undefined, matched: null, subscribers: 1 }) },
      },
      {
        channel_id: 'UCb',
        title: '料理, "台北"',
        icon_url: null,
        is_current: false,
        data_through: null,
        values: comparisonValues({ mode: 'range', sums: undefined, published: undefined, matched: null, subscribers: 0 }),
      },
    ],
  };
  it('starts with a BOM, ends lines with CRLF, quotes commas and quotes, defuses formulas, leaves empty what has no figure', () => {
    expect(comparisonCsv(answer, ['engagement_rate', 'subscribers_net'], 'zh-TW')).toBe(
      '\uFEFF頻道,頻道 ID,互動率（%）,訂閱者淨增加\r\n' + `"'=HYPERLINK(""x"")",UCa,2.5,-15\r\n` + '"料理, ""台北""",UCb,,0\r\n',
    );
  });
});
