// What the importer reads of each report type (data-formats.md 1 to 10, 18): the columns it needs,
// found by name (never by position; each role lists every spelling the reference names), and the
// revenue item its rows go to. Header cells are compared trimmed, without BOM, with runs of spaces
// (non-breaking included) collapsed, ignoring case.
import type { RevenueItem, RevenueReportType } from '@chorus/contract';

export type ColumnRole = 'channel' | 'amount' | 'video' | 'asset' | 'title' | 'adjustment' | 'purchase' | 'revenueType';

export type ReportLayout = {
  /** Each role's accepted header names, first match wins; the required roles are the header's anchors. */
  columns: Partial<Record<ColumnRole, readonly string[]>>;
  required: readonly ColumnRole[];
  /** How a row's item is chosen (payment summary: not stored per channel; estimated: the Reporting API's estimates, issue 30). */
  item: 'byAdjustment' | 'byPurchaseType' | 'payment' | RevenueItem | 'estimated';
  /** The amount's sign in the item: -1 where a positive cell lowers the item (tax refunds, YPP credits). */
  sign?: 'taxRefund' | 'yppCredit';
};

const videoColumns = {
  channel: ['Channel ID'],
  video: ['Video ID'],
  title: ['Video Title'],
  adjustment: ['Adjustment Type'],
} as const;
const assetColumns = {
  channel: ['Asset Channel ID', 'Channel ID'],
  asset: ['Asset ID'],
  title: ['Asset Title'],
  adjustment: ['Adjustment Type'],
} as const;

export const reportLayouts: Record<RevenueReportType, ReportLayout> = {
  // Regular rows are ad revenue; rows with an adjustment type are back-dated corrections (0 11).
  video_summary: { columns: { ...videoColumns, amount: ['Partner Revenue'] }, required: ['channel', 'amount'], item: 'byAdjustment' },
  adj_video_summary: { columns: { ...videoColumns, amount: ['Partner Revenue'] }, required: ['channel', 'amount'], item: 'adjustments' },
  shorts_ads: {
    columns: { ...videoColumns, amount: ['Net Partner Revenue (Post revshare)', 'Net Partner Revenue'] },
    required: ['channel', 'amount'],
    item: 'shorts_feed_ads',
  },
  shorts_subscription: { columns: { ...videoColumns, amount: ['Partner Revenue'] }, required: ['channel', 'amount'], item: 'shorts_premium' },
  red_video: { columns: { ...videoColumns, amount: ['Partner Revenue'] }, required: ['channel', 'amount'], item: 'premium_non_music' },
  red_music_video: { columns: { ...videoColumns, amount: ['Partner Revenue'] }, required: ['channel', 'amount'], item: 'premium_music' },
  paid_features: {
    columns: { channel: ['Channel ID'], video: ['Video ID'], adjustment: ['Adjustment Type'], purchase: ['Purchase Type'], amount: ['Earnings (USD)'] },
    required: ['channel', 'amount'],
    item: 'byPurchaseType',
  },
  asset_ads: { columns: { ...assetColumns, amount: ['Partner Revenue'] }, required: ['channel', 'asset', 'amount'], item: 'asset_revenue' },
  adj_asset: { columns: { ...assetColumns, amount: ['Partner Revenue'] }, required: ['channel', 'asset', 'amount'], item: 'asset_revenue' },
  red_asset: { columns: { ...assetColumns, amount: ['Partner Revenue'] }, required: ['channel', 'asset', 'amount'], item: 'asset_revenue' },
  red_music_asset: { columns: { ...assetColumns, amount: ['Partner Revenue'] }, required: ['channel', 'asset', 'amount'], item: 'asset_revenue' },
  // Positive Deduction Amount is taken from the creator; a "CREDIT" adjustment gives it back (S4, single source).
  channel_adjustments: {
    columns: { channel: ['Channel ID'], adjustment: ['Adjustment Type'], amount: ['Deduction Amount'] },
    required: ['channel', 'amount'],
    item: 'ypp_deduction',
    sign: 'yppCredit',
  },
  tax_summary: {
    columns: { channel: ['Channel ID'], amount: ['Tax Withheld Amount'] },
    required: ['channel', 'amount'],
    item: 'us_withholding_tax',
  },
  // A refund of withheld tax lowers the month's withholding.
  tax_refund_summary: {
    columns: { channel: ['Channel ID'], amount: ['Tax Withheld Amount', 'Tax Refund Amount', 'Refund Amount'] },
    required: ['channel', 'amount'],
    item: 'us_withholding_tax',
    sign: 'taxRefund',
  },
  payment_summary: {
    columns: { revenueType: ['Revenue Type'], adjustment: ['Adjustment Type'], amount: ['Partner Revenue (USD)', 'Partner Revenue USD', 'USD'] },
    required: ['revenueType', 'amount'],
    item: 'payment',
  },
};

/**
 * What a numeric column of a CMS report holds, by header name (data-formats.md 1 to 10): money
 * (checked as the stored amount is), a count or measure (views, seconds, watch time), or a rate.
 */
export type NumericKind = 'money' | 'count' | 'rate';
export type NumericColumn = { index: number; name: string; kind: NumericKind };

const numericNames: [RegExp, NumericKind][] = [
  [/^(net )?partner revenue( :|$| \()/, 'money'],
  [/^youtube revenue split( :|$)/, 'money'],
  [/^earnings( \(|$)/, 'money'],
  [/^(retail price|total tax|total revenue|us sourced revenue)( \(|$)/, 'money'],
  [/^(deduction|tax withheld|tax refund|refund) amount( \(|$)/, 'money'],
  [/^estimated rpm$/, 'money'],
  [/(^| )views( :|$)/, 'count'],
  [/(^| )watch ?time( :|$| \()/, 'count'],
  [/^video duration \(sec\)$/, 'count'],
  [/^tax withholding rate$/, 'rate'],
];

/** The header's numeric columns (amounts, counts, rates), but for those in `except` (already checked). */
export function numericColumns(header: readonly string[], except: readonly number[] = []): NumericColumn[] {
  return header.flatMap((cell, index) => {
    const key = headerKey(cell);
    const kind = numericNames.find(([pattern]) => pattern.test(key))?.[1];
    return kind && !except.includes(index) ? [{ index, name: cell.replace(/^\ufeff/, '').trim(), kind }] : [];
  });
}

/** A header cell as compared: no BOM, spaces (non-breaking too) collapsed, trimmed, lower case. */
export function headerKey(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Column index per role (0-based) in `header`, or null when a required role is missing. */
export function mapColumns(layout: ReportLayout, header: readonly string[]): Partial<Record<ColumnRole, number>> | null {
  const keys = header.map(headerKey);
  const found: Partial<Record<ColumnRole, number>> = {};
  for (const [role, names] of Object.entries(layout.columns) as [ColumnRole, readonly string[]][]) {
    for (const name of names) {
      const index = keys.indexOf(name.toLowerCase());
      if (index >= 0) {
        found[role] = index;
        break;
      }
    }
  }
  return layout.required.every((role) => found[role] !== undefined) ? found : null;
}

/**
 * Paid features' purchase types to items (the reference leaves the labels unconfirmed): matched by
 * words, so "Super Chat", "SUPER_CHAT" and "Super Chat Event" agree; anything else is "other".
 */
export const purchaseTypeItems: [RegExp, RevenueItem][] = [
  [/gift/i, 'membership_gifts'],
  [/super[ _-]?chat/i, 'super_chat'],
  [/super[ _-]?thanks/i, 'super_thanks'],
  [/super[ _-]?sticker/i, 'super_stickers'],
  [/member|sponsor/i, 'memberships'],
];
