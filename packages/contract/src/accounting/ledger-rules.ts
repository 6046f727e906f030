// The ledger's rules (spec 3 accounting formulas and profit-share ratios, spec 9 payout), as pure
// functions both sides use: the server's set-based SQL computes the same statement lines (a test
// compares the two), the web app draws progress to the payout minimum with them.
import { add, compareAmounts, divide, floorTo, multiply, roundTo, subtract, sum, type DecimalString } from '../core/money.ts';
import { addMonths, type RevenueItem, type YearMonth } from './items.ts';

/** Spec 3 profit-share ratio list, in its order. */
export const ratioItems = [
  'estimated_ad',
  'premium',
  'membership',
  'super_chat',
  'super_thanks',
  'super_stickers',
  'membership_gifts',
  'paid_course',
  'asset',
  'adjustment',
  // Issue 28: the creator's own store, where the network runs it (the store_revenue line).
  'own_store',
] as const;
export type RatioItem = (typeof ratioItems)[number];

/**
 * Which ratio shares each revenue item (docs/decisions.md "Issue 10 – ledger and payouts"). US
 * withholding tax and YPP deductions are not shared: they are taken whole from the creator.
 */
export const ratioItemOf = {
  ad_revenue: 'estimated_ad',
  shorts_feed_ads: 'estimated_ad',
  premium_non_music: 'premium',
  premium_music: 'premium',
  shorts_premium: 'premium',
  memberships: 'membership',
  super_chat: 'super_chat',
  super_thanks: 'super_thanks',
  super_stickers: 'super_stickers',
  membership_gifts: 'membership_gifts',
  transaction_other: 'paid_course',
  asset_revenue: 'asset',
  adjustments: 'adjustment',
} as const satisfies Record<Exclude<RevenueItem, 'us_withholding_tax' | 'ypp_deduction'>, RatioItem>;

/** Lines taken whole from the creator (ratio 1): positive source amounts are withheld or deducted. */
export const withheldLines = ['us_withholding_tax', 'ypp_deduction', 'deduction'] as const;
export type WithheldLine = (typeof withheldLines)[number];
/**
 * Issue 12: the resale commission, credited whole to the creator (ratio 1): the month's commission
 * rows of the channel's resale products (resell_commission_months, in USD).
 */
export const commissionLines = ['resale_commission'] as const;
export type CommissionLine = (typeof commissionLines)[number];
/**
 * Issue 28: the network's studio store, one line per order: a delivered order's charge (minus its
 * total) on the statement of the month it was charged to, and, when a delivered order is cancelled
 * afterwards, its correction (the total given back) on the statement of the month of the cancelling.
 * They are in TWD: the TWD amount is the order's exactly (never split by largest remainder), the USD
 * figures that amount at the month's rate (12 places, as gross_usd keeps), taken whole (ratio 1).
 */
export const studioLines = ['studio_charge', 'studio_correction'] as const;
export type StudioLine = (typeof studioLines)[number];
/**
 * Issue 30: the income tax withheld from the statement's payment under the payee's tax profile
 * (withholding-rules.ts), posted as its own line after every other (US withholding stays its own).
 */
export const taxLines = ['withholding_tax'] as const;
export type TaxLine = (typeof taxLines)[number];
/** Lines that are not shared by a ratio: the creator gets or bears all of them. */
export const wholeLines: readonly string[] = [...commissionLines, ...studioLines, ...withheldLines, ...taxLines];
/**
 * Issue 28: lines fed by the commerce area, each its own line shared by a ratio item's ratio: the
 * month's net course revenue (every course of the channel, gross − refunds; TWD courses in USD at the
 * month's rate) with the paid-course ratio; the month's net sales of the creator's own stores the
 * network runs (USD and TWD stores, TWD at the month's rate) with the own-store ratio.
 */
export const commerceLines = ['course_revenue', 'store_revenue'] as const;
export type CommerceLine = (typeof commerceLines)[number];
/** The ratio item whose ratio shares each commerce line. */
export const ratioOfCommerceLine = { course_revenue: 'paid_course', store_revenue: 'own_store' } as const satisfies Record<CommerceLine, RatioItem>;
export type StatementLineKey = RatioItem | CommerceLine | CommissionLine | StudioLine | WithheldLine | TaxLine;
export const statementLineOrder: readonly StatementLineKey[] = [
  ...ratioItems,
  ...commerceLines,
  ...commissionLines,
  ...studioLines,
  ...withheldLines,
  ...taxLines,
];

/** Spec 9: the payout minimum, accumulated until reached. */
export const PAYOUT_MINIMUM_TWD = '3000';

/**
 * Spec 9, the one home of the payout rule: a balance is paid out once it reaches the minimum
 * (3,000 TWD itself included). Every side asks this: the payment records, the schedule, the
 * creator's view and progress.
 */
export function reachesPayoutMinimum(balanceTwd: DecimalString): boolean {
  return compareAmounts(balanceTwd, PAYOUT_MINIMUM_TWD) >= 0;
}

/** What is due on the payout day from the balance available (prior unpaid + the month's revenue): all of it, or nothing. */
export function payoutDue(availableTwd: DecimalString): DecimalString {
  return reachesPayoutMinimum(availableTwd) ? roundTo(availableTwd, 2) : '0.00';
}
/** Spec 9: paid on the 20th of the month two months after the revenue month. */
export const PAYOUT_DAY = 20;
export const PAYOUT_DELAY_MONTHS = 2;

export function paymentMonthOf(revenueMonth: YearMonth): YearMonth {
  return addMonths(revenueMonth, PAYOUT_DELAY_MONTHS);
}

/** The payout date of a payment month, as an ISO date ("2026-03-20"). */
export function payoutDateOf(paymentMonth: YearMonth): string {
  return `${paymentMonth.slice(0, 4)}-${paymentMonth.slice(4, 6)}-${PAYOUT_DAY}`;
}

/**
 * Largest remainder: `exacts` cut down to `places`, then one unit of the last place to the largest
 * remainders (ties: the earlier value) until the parts add up to the exact total rounded once (half
 * up). The parts always sum to that rounded total exactly.
 */
export function allocateLargestRemainder(exacts: readonly DecimalString[], places: number): DecimalString[] {
  const oneUnit = places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
  const floors = exacts.map((v) => floorTo(v, places));
  const target = roundTo(sum(exacts), places);
  let left = Number(roundTo(multiply(subtract(target, sum(floors)), `1${'0'.repeat(places)}`), 0));
  const order = exacts.map((v, i) => ({ i, remainder: subtract(v, floors[i]!) })).sort((a, b) => compareAmounts(b.remainder, a.remainder) || a.i - b.i);
  const parts = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = roundTo(add(parts[i]!, oneUnit), places);
    left -= 1;
  }
  return parts;
}

export type StatementSource = {
  /** The month's revenue per item in USD (items with no rows are absent). */
  revenue: Partial<Record<RevenueItem, DecimalString>>;
  /** The ratios in force that month (absent: 0). */
  ratios: Partial<Record<RatioItem, DecimalString>>;
  /** Uploaded deductions (accounting_deductions), summed; absent when none. */
  deductions?: DecimalString;
  /** The month's resale commissions in USD, summed; absent when none (issue 12). */
  commissions?: DecimalString;
  /** The month's net course revenue in USD, summed; absent when none (issue 28). */
  courses?: DecimalString;
  /** The month's studio charges and corrections, one per order, each its order's total in TWD (issue 28). */
  studio?: readonly { line: StudioLine; order_id: number; total_twd: DecimalString }[];
  /** The month's net sales of the creator's own stores the network runs, in USD; absent when none (issue 28). */
  stores?: DecimalString;
  /** TWD per USD of the month. */
  rate: DecimalString;
};

export type ComputedLine = {
  line: StatementLineKey;
  gross_usd: DecimalString;
  ratio: DecimalString;
  share_usd: DecimalString;
  network_usd: DecimalString;
  amount_twd: DecimalString;
  /** A studio line's order. */
  studio_order_id?: number;
};

/** A studio line: the order's total in TWD exactly (minus for a charge), in USD at the month's rate, taken whole. */
function studioLine(line: StudioLine, orderId: number, totalTwd: DecimalString, rate: DecimalString): ComputedLine {
  const twd = line === 'studio_charge' ? subtract('0', totalTwd) : totalTwd;
  const usd = divide(twd, rate, 12);
  return { line, gross_usd: usd, ratio: roundTo('1', 4), share_usd: usd, network_usd: '0', amount_twd: roundTo(twd, 2), studio_order_id: orderId };
}

/**
 * A channel's statement for one month: per line the gross, the ratio, the creator's share (exact:
 * gross × ratio) and the network's part (gross − share); withheld lines are minus their amount,
 * taken whole from the creator. TWD is rounded once, for the statement's total (Σ share × rate,
 * half up, 2 places), and split over the lines by largest remainder, so the lines add up to it.
 * Studio lines (issue 28) stand outside that split: each is its order's TWD total exactly.
 */
export function computeStatement(source: StatementSource): ComputedLine[] {
  const gross = new Map<StatementLineKey, DecimalString[]>();
  for (const [item, amount] of Object.entries(source.revenue) as [RevenueItem, DecimalString][]) {
    const line: StatementLineKey = item === 'us_withholding_tax' || item === 'ypp_deduction' ? item : ratioItemOf[item];
    const signed = item === 'us_withholding_tax' || item === 'ypp_deduction' ? subtract('0', amount) : amount;
    gross.set(line, [...(gross.get(line) ?? []), signed]);
  }
  if (source.deductions !== undefined) gross.set('deduction', [subtract('0', source.deductions)]);
  if (source.commissions !== undefined) gross.set('resale_commission', [source.commissions]);
  if (source.courses !== undefined) gross.set('course_revenue', [source.courses]);
  if (source.stores !== undefined) gross.set('store_revenue', [source.stores]);
  const lines = statementLineOrder
    .filter((line) => gross.has(line))
    .map((line) => {
      const g = sum(gross.get(line)!);
      const ratioItem = line in ratioOfCommerceLine ? ratioOfCommerceLine[line as CommerceLine] : (line as RatioItem);
      const ratio = wholeLines.includes(line) ? '1' : (source.ratios[ratioItem] ?? '0');
      const share = multiply(g, ratio);
      return { line, gross_usd: g, ratio: roundTo(ratio, 4), share_usd: share, network_usd: subtract(g, share) };
    });
  const twd = allocateLargestRemainder(
    lines.map((l) => multiply(l.share_usd, source.rate)),
    2,
  );
  const studio = [...(source.studio ?? [])]
    .sort((a, b) => studioLines.indexOf(a.line) - studioLines.indexOf(b.line) || a.order_id - b.order_id)
    .map((s) => studioLine(s.line, s.order_id, s.total_twd, source.rate));
  return [...lines.map((l, i) => ({ ...l, amount_twd: twd[i]! })), ...studio].sort(
    (a, b) => statementLineOrder.indexOf(a.line) - statementLineOrder.indexOf(b.line),
  );
}

export type PaymentMonthInput = { revenue_month: YearMonth; revenue_twd: DecimalString; paid_twd: DecimalString | null };
export type PaymentMonthFigures = PaymentMonthInput & {
  payment_month: YearMonth;
  /** Owed on the 20th of the payment month: the balance when it reaches the minimum, else 0. */
  due_twd: DecimalString;
  /** Spec 3: unpaid = prior unpaid − this month's payment + this month's revenue. */
  unpaid_twd: DecimalString;
  /** Spec 3: paid = prior cumulative + this month's payment. */
  paid_cumulative_twd: DecimalString;
};

/** A payee's months in order (spec 3 formulas, spec 9 minimum carried forward). */
export function payoutSchedule(months: readonly PaymentMonthInput[]): PaymentMonthFigures[] {
  let unpaid = '0';
  let paid = '0';
  return [...months]
    .sort((a, b) => a.revenue_month.localeCompare(b.revenue_month))
    .map((m) => {
      const available = add(unpaid, m.revenue_twd);
      const due = payoutDue(available);
      const payment = m.paid_twd ?? '0';
      unpaid = roundTo(add(subtract(unpaid, payment), m.revenue_twd), 2);
      paid = roundTo(add(paid, payment), 2);
      return { ...m, payment_month: paymentMonthOf(m.revenue_month), due_twd: due, unpaid_twd: unpaid, paid_cumulative_twd: paid };
    });
}

/** Progress of a balance to the payout minimum, 0 to 1, as a decimal string with 4 places. */
export function payoutProgress(balanceTwd: DecimalString): DecimalString {
  if (compareAmounts(balanceTwd, '0') <= 0) return '0.0000';
  if (reachesPayoutMinimum(balanceTwd)) return '1.0000';
  // Cut, not rounded: 2999 TWD must not read as 100 %.
  return floorTo(divide(balanceTwd, PAYOUT_MINIMUM_TWD, 12), 4);
}
