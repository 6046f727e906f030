// The course platforms' sales exports (issue 28; what was found and what is uncertain:
// docs/decisions/commerce.md "Course exports"). Columns are found by name, in any order and
// case, spaces, underscores, hyphens and brackets ignored; the platform is the one whose required
// columns the header has. Each layout says how a row reads: its date, course, amount, refund.
import type { ExportPlatform } from '@chorus/contract';

export type ColumnRole = 'date' | 'course' | 'courseId' | 'amount' | 'currency' | 'type' | 'quantity' | 'refunded' | 'refundedAt' | 'status';

export type ExportLayout = {
  platform: ExportPlatform;
  /** Names each role is found by (normalized with `columnKey`), the first present wins. */
  columns: Partial<Record<ColumnRole, readonly string[]>>;
  required: readonly ColumnRole[];
  /** The currency of rows without a currency column. */
  defaultCurrency: 'USD' | 'TWD';
  /**
   * How a row is a refund: `column` — a sale row carries the amount refunded (and when) beside it
   * (Teachable); `type` — refunds are rows of their own, typed so (Kajabi); `status` — a refunded
   * order says so in its status and gives back the whole amount unless a refund column says how much (Hahow).
   */
  refunds: 'column' | 'type' | 'status';
};

/** "Earnings (USD)" → "earningsusd", "課程 名稱" → "課程名稱". */
export const columnKey = (header: string) =>
  header
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s_\-()[\]（）]+/g, '');

export const exportLayouts: readonly ExportLayout[] = [
  {
    // Teachable: Sales → Transactions → export (support.teachable.com "Transaction History and
    // Reports"; the API's transaction fields purchased_at, final_price, currency, amount_refunded, refunded_at).
    platform: 'teachable',
    columns: {
      date: ['purchasedat', 'date', 'createdat'],
      course: ['product', 'course', 'productname', 'coursename'],
      courseId: ['productid', 'courseid'],
      amount: ['finalprice', 'charge', 'price'],
      currency: ['currency'],
      refunded: ['amountrefunded', 'refunds', 'refundedamount'],
      refundedAt: ['refundedat'],
    },
    required: ['date', 'course', 'amount'],
    defaultCurrency: 'USD',
    refunds: 'column',
  },
  {
    // Kajabi: payments / payout transactions export (help.kajabi.com "Get payout details": Transaction
    // Type Sale / Refund / Adjustment, Amount, Currency, Offer ID, Offer Title, Created At (UTC), Quantity).
    platform: 'kajabi',
    columns: {
      date: ['createdat', 'date'],
      course: ['offertitle', 'offer'],
      courseId: ['offerid'],
      amount: ['amount', 'presentedamount'],
      currency: ['currency', 'presentedcurrency'],
      type: ['transactiontype', 'type'],
      quantity: ['quantity'],
    },
    required: ['date', 'course', 'amount', 'type'],
    defaultCurrency: 'USD',
    refunds: 'type',
  },
  {
    // Hahow: the teacher's order list in the creator centre (Chinese headings; no public description
    // of the file was found: the names below are the centre's own words for order time, course, paid
    // amount, status and refund, and stay to be checked against a real file). Amounts in NT$.
    platform: 'hahow',
    columns: {
      date: ['購買時間', '訂單成立時間', '訂單時間', '付款時間', '交易時間', '日期'],
      course: ['課程名稱', '課程'],
      courseId: ['課程id', '課程編號'],
      amount: ['實付金額', '付款金額', '訂單金額', '售價', '金額'],
      currency: ['幣別'],
      status: ['訂單狀態', '狀態'],
      refunded: ['退款金額'],
      refundedAt: ['退款時間'],
    },
    required: ['date', 'course', 'amount'],
    defaultCurrency: 'TWD',
    refunds: 'status',
  },
];

export type ColumnIndex = Partial<Record<ColumnRole, number>>;

/** The layout whose required columns the header has (the first that fits), and where each role is. */
export function findLayout(header: readonly string[]): { layout: ExportLayout; index: ColumnIndex } | null {
  const keys = header.map(columnKey);
  for (const layout of exportLayouts) {
    const index: ColumnIndex = {};
    for (const [role, names] of Object.entries(layout.columns) as [ColumnRole, readonly string[]][]) {
      for (const name of names) {
        const at = keys.indexOf(name);
        if (at >= 0) {
          index[role] = at;
          break;
        }
      }
    }
    if (layout.required.every((role) => index[role] !== undefined)) return { layout, index };
  }
  return null;
}
