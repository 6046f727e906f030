// Reading the imported months: revenue per channel (spec 3 items as the API names them), the month's
// status (reports uploaded or missing, reconciliation against the payment summary), unmatched rows,
// and the CMS channel and video summaries. Sums stay numeric in PostgreSQL and leave as exact
// decimal strings (no trailing zeros).
import {
  compareAmounts,
  expectedRevenueReports,
  normalize,
  reconciledRevenueTypes,
  revenueReportTypes,
  subtract,
  sum,
  type ChannelRevenue,
  type MonthStatus,
  type ReconciledRevenueType,
  type RevenueReportType,
} from '@chorus/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** Channels to read: every channel (null) or these. */
export type Scope = readonly string[] | null;

const premium = `'premium_non_music', 'premium_music', 'shorts_premium'`;
const transactions = `'memberships', 'super_chat', 'super_thanks', 'super_stickers', 'membership_gifts', 'transaction_other'`;
/** The items a channel's revenue adds up (withholding and YPP deductions are not revenue); also the reconciliation's final. */
export const gross = `'ad_revenue', 'shorts_feed_ads', ${premium}, ${transactions}, 'asset_revenue', 'adjustments'`;

/** The item columns of one channel's month, from revenue_channel_months rows aliased `r`. */
const itemColumns = `
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'ad_revenue'), 0) AS ad_revenue,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'shorts_feed_ads'), 0) AS shorts_feed_ads,
  coalesce(sum(r.amount) FILTER (WHERE r.item IN (${premium})), 0) AS premium_revenue,
  coalesce(sum(r.amount) FILTER (WHERE r.item IN (${transactions})), 0) AS transaction_revenue,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'memberships'), 0) AS memberships,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'super_chat'), 0) AS super_chat,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'super_thanks'), 0) AS super_thanks,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'super_stickers'), 0) AS super_stickers,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'membership_gifts'), 0) AS membership_gifts,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'asset_revenue'), 0) AS asset_revenue,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'adjustments'), 0) AS adjustments,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'us_withholding_tax'), 0) AS us_withholding_tax,
  coalesce(sum(r.amount) FILTER (WHERE r.item = 'ypp_deduction'), 0) AS ypp_deduction,
  coalesce(sum(r.amount) FILTER (WHERE r.item IN (${gross})), 0) AS total`;

const moneyKeys = [
  'ad_revenue',
  'shorts_feed_ads',
  'premium_revenue',
  'transaction_revenue',
  'memberships',
  'super_chat',
  'super_thanks',
  'super_stickers',
  'membership_gifts',
  'asset_revenue',
  'adjustments',
  'us_withholding_tax',
  'ypp_deduction',
] as const;

type RawChannelRow = Record<(typeof moneyKeys)[number] | 'total', string> & { channel_id: string; channel_title: string | null; matched: boolean };

function channelRow(raw: RawChannelRow): ChannelRevenue & { total: string } {
  const row = { channel_id: raw.channel_id, channel_title: raw.channel_title, matched: raw.matched, total: normalize(raw.total) } as ChannelRevenue & {
    total: string;
  };
  for (const key of moneyKeys) row[key] = normalize(raw[key]);
  return row;
}

const scopeFilter = (scope: Scope) => (scope === null ? sql`` : sql`AND r.channel_id = ANY(${[...scope]}::text[])`);

export async function uploadedReports(db: Db, yearMonth: string): Promise<Set<RevenueReportType>> {
  const rows = await db.selectFrom('revenue_report_files').select('report_type').where('year_month', '=', yearMonth).execute();
  return new Set(rows.map((r) => r.report_type as RevenueReportType));
}

export function missingReports(uploaded: Set<RevenueReportType>): RevenueReportType[] {
  return expectedRevenueReports.filter((type) => !uploaded.has(type));
}

/** Per channel with rows in the month (and, with `include`, these channels even without rows). */
export async function channelRevenue(db: Db, yearMonth: string, scope: Scope, include: readonly string[] = []) {
  const result = await sql<RawChannelRow>`
    SELECT ids.channel_id, c.title AS channel_title, (c.channel_id IS NOT NULL) AS matched, ${sql.raw(itemColumns)}
    FROM (
      SELECT DISTINCT r.channel_id FROM revenue_channel_months r WHERE r.year_month = ${yearMonth} ${scopeFilter(scope)}
      UNION SELECT unnest(${[...include]}::text[])
    ) ids
    LEFT JOIN revenue_channel_months r ON r.channel_id = ids.channel_id AND r.year_month = ${yearMonth}
    LEFT JOIN channels c ON c.channel_id = ids.channel_id
    GROUP BY ids.channel_id, c.title, c.channel_id
    ORDER BY ids.channel_id`.execute(db);
  return result.rows.map(channelRow);
}

const channelSorts = {
  channel_id: 'channel_id',
  channel_title: 'channel_title',
  total: 'total',
  ad_revenue: 'ad_revenue',
  premium_revenue: 'premium_revenue',
  transaction_revenue: 'transaction_revenue',
} as const;

export type SummaryPage = { sort: string; order: 'asc' | 'desc'; page: number; page_size: number } | null;

/**
 * A summary's rows (`rows`, each with its `total`) sorted by the page's sort (one of `sorts`; total
 * by default), then by `tiebreak`, and paged (page null: every row, for exports), with how many rows
 * and the sum of their totals over every page.
 */
async function summaryPage<Row>(db: Db, rows: RawBuilder<unknown>, sorts: Record<string, string>, tiebreak: string, page: SummaryPage) {
  const sort = sql.raw(sorts[page?.sort ?? 'total'] ?? 'total');
  const order = sql.raw(page?.order === 'asc' ? 'ASC' : 'DESC');
  const limit = page ? sql`LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}` : sql``;
  const result = await sql<Row & { full_count: string; sum_total: string }>`
    SELECT *, count(*) OVER () AS full_count, sum(total) OVER () AS sum_total FROM (${rows}) s
    ORDER BY ${sort} ${order} NULLS LAST, ${sql.raw(tiebreak)} ${limit}`.execute(db);
  return { rows: result.rows, total: Number(result.rows[0]?.full_count ?? 0), sum_total: normalize(result.rows[0]?.sum_total ?? '0') };
}

/**
 * The CMS channel summary: one row per channel, sorted and paged (page null: every row, for exports),
 * with how many rows and the sum of their totals over every page.
 */
export async function cmsChannelSummary(db: Db, yearMonth: string, scope: Scope, page: SummaryPage) {
  const rows = sql`
    SELECT r.channel_id, c.title AS channel_title, (c.channel_id IS NOT NULL) AS matched, ${sql.raw(itemColumns)}
    FROM revenue_channel_months r LEFT JOIN channels c ON c.channel_id = r.channel_id
    WHERE r.year_month = ${yearMonth} ${scopeFilter(scope)}
    GROUP BY r.channel_id, c.title, c.channel_id`;
  const summary = await summaryPage<RawChannelRow>(db, rows, channelSorts, 'channel_id', page);
  return { items: summary.rows.map(channelRow), total: summary.total, sum_total: summary.sum_total };
}

const videoSorts = { video_id: 'video_id', title: 'title', channel_id: 'channel_id', total: 'total' } as const;
/** The video-level reports (asset and channel-level ones have their own grain). */
const videoReports = `'video_summary', 'adj_video_summary', 'shorts_ads', 'shorts_subscription', 'red_video', 'red_music_video', 'paid_features'`;

type RawVideoRow = { channel_id: string; video_id: string; title: string } & Record<
  'ad_revenue' | 'shorts_feed_ads' | 'premium_revenue' | 'transaction_revenue' | 'adjustments' | 'total',
  string
>;

/** The CMS video summary: one row per channel and video, sorted and paged (page null: every row). */
export async function cmsVideoSummary(db: Db, yearMonth: string, scope: Scope, page: SummaryPage) {
  const rows = sql`
    SELECT r.channel_id, r.video_id, max(r.title) AS title,
      coalesce(sum(r.amount) FILTER (WHERE r.item = 'ad_revenue'), 0) AS ad_revenue,
      coalesce(sum(r.amount) FILTER (WHERE r.item = 'shorts_feed_ads'), 0) AS shorts_feed_ads,
      coalesce(sum(r.amount) FILTER (WHERE r.item IN (${sql.raw(premium)})), 0) AS premium_revenue,
      coalesce(sum(r.amount) FILTER (WHERE r.item IN (${sql.raw(transactions)})), 0) AS transaction_revenue,
      coalesce(sum(r.amount) FILTER (WHERE r.item = 'adjustments'), 0) AS adjustments,
      sum(r.amount) AS total
    FROM revenue_video_months r
    WHERE r.year_month = ${yearMonth} AND r.report_type IN (${sql.raw(videoReports)}) ${scopeFilter(scope)}
    GROUP BY r.channel_id, r.video_id`;
  const summary = await summaryPage<RawVideoRow>(db, rows, videoSorts, 'channel_id, video_id', page);
  const items = summary.rows.map((raw) => ({
    channel_id: raw.channel_id,
    video_id: raw.video_id,
    title: raw.title,
    ad_revenue: normalize(raw.ad_revenue),
    shorts_feed_ads: normalize(raw.shorts_feed_ads),
    premium_revenue: normalize(raw.premium_revenue),
    transaction_revenue: normalize(raw.transaction_revenue),
    adjustments: normalize(raw.adjustments),
    total: normalize(raw.total),
  }));
  return { items, total: summary.total, sum_total: summary.sum_total };
}

/** Which reports make up each revenue type of the payment summary. */
const reconciledReports: Record<ReconciledRevenueType, readonly RevenueReportType[]> = {
  ads: ['video_summary', 'adj_video_summary'],
  shorts_ads: ['shorts_ads'],
  shorts_subscription: ['shorts_subscription'],
  premium: ['red_video', 'red_music_video'],
  transactions: ['paid_features'],
};

/** A payment summary label (S5, S13) as a reconciled revenue type; null for types no report here covers. */
export function reconciledTypeOf(label: string): ReconciledRevenueType | null {
  const text = label.toLowerCase();
  if (text.includes('shorts')) return text.includes('subscription') ? 'shorts_subscription' : text.includes('ads') ? 'shorts_ads' : null;
  if (/^ads revenue/.test(text)) return 'ads';
  if (text.includes('premium')) return 'premium';
  if (text.includes('transactions revenue') && text.includes('other')) return 'transactions';
  return null;
}

/** Reconciled within 0.01 USD. */
const TOLERANCE = '0.01';

export async function monthStatus(db: Db, yearMonth: string): Promise<MonthStatus> {
  const files = await db.selectFrom('revenue_report_files').selectAll().where('year_month', '=', yearMonth).execute();
  const byType = new Map(files.map((f) => [f.report_type as RevenueReportType, f]));
  const closed = await db.selectFrom('accounting_months').select('closed_at').where('year_month', '=', yearMonth).executeTakeFirst();
  const totals = await db
    .selectFrom('revenue_video_months')
    .select(['report_type', sql<string>`sum(amount)`.as('amount')])
    .where('year_month', '=', yearMonth)
    .groupBy('report_type')
    .execute();
  const totalOf = new Map(totals.map((t) => [t.report_type, t.amount]));
  const lines = await db.selectFrom('revenue_payment_lines').select(['revenue_type', 'amount']).where('year_month', '=', yearMonth).execute();
  const summaryUploaded = byType.has('payment_summary');
  const reconciliation = reconciledRevenueTypes.map((revenueType) => {
    const reports = reconciledReports[revenueType];
    const reportsTotal = sum(reports.map((r) => totalOf.get(r) ?? '0'));
    const matching = lines.filter((l) => reconciledTypeOf(l.revenue_type) === revenueType);
    const paymentSummary = summaryUploaded ? sum(matching.map((l) => l.amount)) : null;
    const difference = paymentSummary === null ? null : subtract(reportsTotal, paymentSummary);
    const within = difference !== null && compareAmounts(difference.replace(/^-/, ''), TOLERANCE) <= 0;
    const status: MonthStatus['reconciliation'][number]['status'] = !summaryUploaded
      ? 'no_payment_summary'
      : within
        ? 'matched'
        : reports.some((r) => !byType.has(r))
          ? 'reports_missing'
          : 'mismatch';
    return { revenue_type: revenueType, reports_total: reportsTotal, payment_summary: paymentSummary, difference, status };
  });
  const unmatched = await sql<{ n: string }>`
    SELECT count(DISTINCT r.channel_id) AS n FROM revenue_channel_months r
    WHERE r.year_month = ${yearMonth} AND NOT EXISTS (SELECT 1 FROM channels c WHERE c.channel_id = r.channel_id)`.execute(db);
  const uploaded = new Set(byType.keys());
  return {
    month: yearMonth,
    closed: Boolean(closed?.closed_at),
    reports: revenueReportTypes.map((type) => {
      const file = byType.get(type);
      return {
        report_type: type,
        uploaded: file !== undefined,
        expected: (expectedRevenueReports as readonly string[]).includes(type),
        file_name: file?.file_name ?? null,
        row_count: file?.row_count ?? null,
        uploaded_at: file ? new Date(file.uploaded_at).toISOString() : null,
      };
    }),
    missing_reports: missingReports(uploaded),
    reconciliation,
    unmatched_channels: Number(unmatched.rows[0]?.n ?? 0),
  };
}

export async function unmatchedChannels(db: Db, yearMonth: string) {
  const result = await sql<{ channel_id: string; rows: string; amount: string; report_types: RevenueReportType[] }>`
    SELECT v.channel_id, count(*) AS rows, coalesce(sum(v.amount) FILTER (WHERE v.item IN (${sql.raw(gross)})), 0) AS amount,
      array_agg(DISTINCT v.report_type ORDER BY v.report_type) AS report_types
    FROM revenue_video_months v
    WHERE v.year_month = ${yearMonth} AND NOT EXISTS (SELECT 1 FROM channels c WHERE c.channel_id = v.channel_id)
    GROUP BY v.channel_id ORDER BY amount DESC, v.channel_id`.execute(db);
  return result.rows.map((r) => ({ channel_id: r.channel_id, rows: Number(r.rows), amount: normalize(r.amount), report_types: r.report_types }));
}
