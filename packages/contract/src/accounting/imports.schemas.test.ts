import { describe, expect, it } from 'vitest';
import { expectedRevenueReports, revenueReportTypes } from './imports.schemas.ts';

describe('revenue report lists', () => {
  it('lists the accepted reports in the order of data-formats.md', () => {
    const monthly = 'video_summary adj_video_summary shorts_ads shorts_subscription red_video red_music_video paid_features';
    const assets = 'asset_ads adj_asset red_asset red_music_asset';
    expect(revenueReportTypes.join(' ')).toBe(`${monthly} ${assets} channel_adjustments tax_summary tax_refund_summary payment_summary`);
    expect(expectedRevenueReports.join(' ')).toBe(`${monthly} channel_adjustments tax_summary payment_summary`);
  });
});
