// Which report a CMS file is, and which month, from its name alone (data-formats.md 0.1): both
// naming generations, browser suffixes such as " (1)", the compression suffixes. Weekly and daily
// files, YouTube Studio exports and anything unknown are refused with a reason the user can act on.
import type { RevenueReportType } from '@chorus/contract';

export type Classified =
  | { ok: true; reportType: RevenueReportType; yearMonth: string }
  | { ok: false; code: 'errors.revenueFileNotMonthly' | 'errors.revenueFileStudio' | 'errors.revenueFileUnknown' | 'errors.revenueFileMonth' };

/** Legacy `_M_` report tokens (after the date or dates, before the version). */
const legacyTokens: Record<string, RevenueReportType> = {
  video_summary: 'video_summary',
  adj_video_summary: 'adj_video_summary',
  monthly_shorts_non_music_ads_video_summary: 'shorts_ads',
  monthly_shorts_non_music_subscription_video_summary: 'shorts_subscription',
  red_rawdata_video: 'red_video',
  red_music_rawdata_video: 'red_music_video',
  asset_raw: 'asset_ads',
  rev_views_by_asset: 'asset_ads',
  adj_asset_raw: 'adj_asset',
  red_rawdata_asset: 'red_asset',
  red_music_rawdata_asset: 'red_music_asset',
  channel_adjustments_summary: 'channel_adjustments',
  affiliate_payment_summary: 'tax_summary',
  affiliate_tax_refund_summary: 'tax_refund_summary',
  payment_summary: 'payment_summary',
};

/** Newer `<category>_<frequency>_<report>` names (2025), exact or by prefix where the reference shows a tail. */
const newNames: [string, RevenueReportType][] = [
  ['ads_partner_revenue_month_video_summary', 'video_summary'],
  ['ads_partner_revenue_month_asset_summary', 'asset_ads'],
  ['adjustment_month_video_summary', 'adj_video_summary'],
  ['adjustment_month_asset_summary', 'adj_asset'],
  ['red_month_subscription_video_non_music', 'red_video'],
  ['red_month_subscription_video', 'red_music_video'],
  ['red_month_subscription_asset_non_music', 'red_asset'],
  ['red_month_subscription_asset', 'red_music_asset'],
  ['youtube_shorts_ads_revenue_month_youtube_shorts_ads_video_summary', 'shorts_ads'],
  ['youtube_shorts_subscription_revenue_month_youtube_shorts_subscription_video_summary', 'shorts_subscription'],
];
const newPrefixes: [string, RevenueReportType][] = [
  ['paid_features_month_paid_features', 'paid_features'],
  ['custom_month_channel_adjustments', 'channel_adjustments'],
  ['custom_month_affiliate_tax_summary', 'tax_summary'],
  ['custom_month_affiliate_tax_refund', 'tax_refund_summary'],
  ['custom_month_payment_summary', 'payment_summary'],
];

const studioExports = new Set(['table data', 'chart data', 'totals']);

function monthOf(digits: string): string | null {
  const month = digits.slice(0, 6);
  return /^20\d{2}(0[1-9]|1[0-2])$/.test(month) ? month : null;
}

/** The name without folders, compression and CSV suffixes, browser copy suffixes, case. */
export function baseName(fileName: string): string {
  let name = fileName.split(/[\\/]/).pop()!.trim().toLowerCase();
  for (;;) {
    const next = name
      .replace(/\.(gz|zip)$/, '')
      .replace(/\.csv$/, '')
      .replace(/\s*\(\d+\)$/, '')
      .trim();
    if (next === name) return name;
    name = next;
  }
}

export function classifyReportFile(fileName: string): Classified {
  const name = baseName(fileName);
  if (studioExports.has(name)) return { ok: false, code: 'errors.revenueFileStudio' };
  // Legacy: YouTube_<owner>_M_<YYYYMMDD|YYYYMM>[_<YYYYMMDD>]_<report>[_v1-1], and paid features with the token before _M_.
  const paid = /^youtube_.+_ecommerce_paid_features_([mwd])_(\d{8}|\d{6})(?:_\d{8})?(?:_v\d+(?:[-_]\d+)?)?$/.exec(name);
  if (paid) return paid[1] === 'm' ? withMonth(paid[2]!, 'paid_features') : { ok: false, code: 'errors.revenueFileNotMonthly' };
  const legacy = /^youtube_.+?_([mwd])_(\d{8}|\d{6})(?:_\d{8})?_([a-z_]+?)(?:_v\d+(?:[-_]\d+)?)?$/.exec(name);
  if (legacy) {
    const type = legacyTokens[legacy[3]!];
    if (!type) return { ok: false, code: 'errors.revenueFileUnknown' };
    return legacy[1] === 'm' ? withMonth(legacy[2]!, type) : { ok: false, code: 'errors.revenueFileNotMonthly' };
  }
  // Newer: <category>_<frequency>_<report>_v<maj>_<min>_<YYYYMMDD>.
  const modern = /^([a-z_]+?)_v\d+(?:_\d+)?_(\d{8})$/.exec(name);
  if (modern) {
    const stem = modern[1]!;
    if (/(^|_)(week|day|daily|weekly)(_|$)/.test(stem)) return { ok: false, code: 'errors.revenueFileNotMonthly' };
    const type = newNames.find(([n]) => n === stem)?.[1] ?? newPrefixes.find(([p]) => stem.startsWith(p))?.[1];
    if (type) return withMonth(modern[2]!, type);
  }
  if (/(^|_)(week|day|daily|weekly)(_|$)/.test(name)) return { ok: false, code: 'errors.revenueFileNotMonthly' };
  if (/^(channel|content|video)[ _]/.test(name) || name.includes('estimated')) return { ok: false, code: 'errors.revenueFileStudio' };
  return { ok: false, code: 'errors.revenueFileUnknown' };
}

function withMonth(digits: string, reportType: RevenueReportType): Classified {
  const yearMonth = monthOf(digits);
  return yearMonth ? { ok: true, reportType, yearMonth } : { ok: false, code: 'errors.revenueFileMonth' };
}
