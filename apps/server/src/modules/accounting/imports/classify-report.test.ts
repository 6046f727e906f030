// File names of both CMS naming generations (data-formats.md 0.1) and the ones to refuse.
import { describe, expect, it } from 'vitest';
import { classifyReportFile } from './classify-report.ts';

const ok = (reportType: string, yearMonth: string) => ({ ok: true, reportType, yearMonth });

describe('classifyReportFile', () => {
  it.each([
    ['YouTube_Pladform_TV_M_20231001_video_summary_v1-1.csv', ok('video_summary', '202310')],
    ['YouTube_BugTV_M_20250801_20250831_ADJ_video_summary_v1-1.csv.gz', ok('adj_video_summary', '202508')],
    ['YouTube_9StoryIreland_M_20250701_20250731_monthly_shorts_non_music_ads_video_summary_v1-1.csv', ok('shorts_ads', '202507')],
    ['YouTube_X_M_20250701_monthly_shorts_non_music_subscription_video_summary_v1-0 (1).csv', ok('shorts_subscription', '202507')],
    ['YouTube_X_M_20250701_20250731_red_rawdata_video_v1_1.csv', ok('red_video', '202507')],
    ['YouTube_X_M_20230301_red_music_rawdata_video.csv', ok('red_music_video', '202303')],
    ['YouTube_X_M_20250701_red_music_rawdata_asset_v1-1.csv.zip', ok('red_music_asset', '202507')],
    ['YouTube_Tourn_International_AB_Ecommerce_paid_features_M_20250701_20250731_v1-1.csv', ok('paid_features', '202507')],
    ['YouTube_X_M_202507_channel_adjustments_summary_v1-0.csv', ok('channel_adjustments', '202507')],
    ['YouTube_X_M_202507_affiliate_payment_summary_v1-0.csv', ok('tax_summary', '202507')],
    ['YouTube_X_M_202507_affiliate_tax_refund_summary_v1_0.csv', ok('tax_refund_summary', '202507')],
    ['YouTube_X_M_20250701_payment_summary_v1-0.csv', ok('payment_summary', '202507')],
    ['YouTube_X_M_20210901_video_summary_v10.csv', ok('video_summary', '202109')],
    ['ads_partner_revenue_month_video_summary_v1_1_20250701.csv', ok('video_summary', '202507')],
    ['ads_partner_revenue_month_asset_summary_v1_1_20250701', ok('asset_ads', '202507')],
    ['adjustment_month_video_summary_v1_1_20250701.csv.gz', ok('adj_video_summary', '202507')],
    ['red_month_subscription_video_v1_1_20250701.csv', ok('red_music_video', '202507')],
    ['red_month_subscription_video_non_music_v1_1_20250701.csv', ok('red_video', '202507')],
    ['red_month_subscription_asset_non_music_v1_1_20250701.csv', ok('red_asset', '202507')],
    ['youtube_shorts_ads_revenue_month_youtube_shorts_ads_video_summary_v1_0_20250701 (2).csv', ok('shorts_ads', '202507')],
    ['paid_features_month_paid_features_v1_1_20250701.csv', ok('paid_features', '202507')],
    ['custom_month_channel_adjustments_summary_v1_0_20250701.csv', ok('channel_adjustments', '202507')],
    ['custom_month_affiliate_tax_summary_v1_0_20250701.csv', ok('tax_summary', '202507')],
  ])('%s', (name, expected) => {
    expect(classifyReportFile(name)).toEqual(expected);
  });

  it.each([
    ['YouTube_X_W_20250707_video_summary_v1-1.csv', 'errors.revenueFileNotMonthly'],
    ['YouTube_X_D_20250707_video_summary_v1-1.csv', 'errors.revenueFileNotMonthly'],
    ['ads_partner_revenue_week_video_summary_v1_1_20250707.csv', 'errors.revenueFileNotMonthly'],
    ['ads_partner_revenue_day_video_summary_v1_1_20250707.csv', 'errors.revenueFileNotMonthly'],
    ['Table data.csv', 'errors.revenueFileStudio'],
    ['Chart data (1).csv', 'errors.revenueFileStudio'],
    ['Totals.csv', 'errors.revenueFileStudio'],
    ['YouTube_X_M_20250701_claim_raw_v1-1.csv', 'errors.revenueFileUnknown'],
    ['report.csv', 'errors.revenueFileUnknown'],
    ['YouTube_X_M_20251301_video_summary_v1-1.csv', 'errors.revenueFileMonth'],
  ])('refuses %s', (name, code) => {
    expect(classifyReportFile(name)).toEqual({ ok: false, code });
  });
});
