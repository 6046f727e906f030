// The accounting area's shared vocabulary (spec 3 "Accounting" and "Profit-share ratios"): the
// monthly revenue items a channel's month is made of, and the year-month every figure belongs to.
// The importer writes these items (per report type) into revenue_channel_months; the ledger reads them.
import { z } from 'zod';

/**
 * Monthly revenue items, in USD, as the importer stores them per channel and month. The API's
 * `premium_revenue` is premium_non_music + premium_music + shorts_premium, and `transaction_revenue`
 * is the sum of the five paid-feature parts plus transaction_other (paid features whose purchase
 * type is not one of the five: the reference leaves those labels unconfirmed).
 */
export const revenueItems = [
  'ad_revenue',
  'shorts_feed_ads',
  'premium_non_music',
  'premium_music',
  'shorts_premium',
  'memberships',
  'super_chat',
  'super_thanks',
  'super_stickers',
  'membership_gifts',
  'transaction_other',
  'asset_revenue',
  'adjustments',
  'us_withholding_tax',
  'ypp_deduction',
] as const;
export type RevenueItem = (typeof revenueItems)[number];

/** Six digits, year then month (spec 5: "for example 202401"), from 2000-01 to 2099-12. */
export const yearMonthSchema = z.string({ error: 'validation.yearMonth' }).regex(/^20\d{2}(0[1-9]|1[0-2])$/, 'validation.yearMonth');
export type YearMonth = string;

/** The month after `yearMonth` (YYYYMM), `by` months later (negative: earlier). */
export function addMonths(yearMonth: YearMonth, by: number): YearMonth {
  const index = Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(4, 6)) - 1 + by;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "202602" → "2026-02": how screens and messages show a month. */
export const yearMonthLabel = (yearMonth: YearMonth) => `${yearMonth.slice(0, 4)}-${yearMonth.slice(4, 6)}`;
