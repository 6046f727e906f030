// Reads one course platform's sales export as it arrives and sums it per course for the month the
// upload names. The first bad row refuses the whole file with its line (DomainError, `line` in its
// params); nothing is written here. Sales count in the month of their date, refunds in the month of
// their refund; rows of other months are counted and left out (an export covers the dates its
// owner chose). Memory holds one sum per course, not the rows.
import { normalize, type CoursePlatform, type ExportPlatform } from '@chorus/contract';
import { DomainError } from '../../../errors/domain-error.ts';
import { csvRecordBatches } from './csv-records.ts';
import { amountOf, isBlank, monthReader, plainCents } from './export-values.ts';
import { findLayout, type ColumnIndex, type ColumnRole, type ExportLayout } from './export-layouts.ts';
import { rowError } from '../../../errors/file-outcome.ts';

export type CatalogueCourse = { id: number; title: string; platform: CoursePlatform; platform_course_id: string | null; currency: string };
export type CourseMonthSum = { enrolments: number; refunded_enrolments: number; gross: string; refunds: string };
export type ExportSums = {
  platform: ExportPlatform;
  /** Data rows read. */
  rows: number;
  /** Rows (sales or refunds) dated in another month, left out. */
  outsideMonth: number;
  byCourse: Map<number, CourseMonthSum>;
};

/**
 * Amounts have at most 2 places and 12 integer digits (export-values.ts amountOf): whole cents below
 * 10^14, exact as numbers. Sums are kept as numbers while they stay below 2^53 (summed exactly) and
 * carried into a bigint before they could pass it.
 */
const centsOf = (amount: string) => {
  const dot = amount.indexOf('.');
  if (dot < 0) return Number(amount) * 100;
  const fraction = amount.slice(dot + 1);
  return Number(amount.slice(0, dot)) * 100 + Number(fraction.length === 1 ? `${fraction}0` : fraction);
};
/** A cell's amount in whole cents (the plain spelling read at once, any other through amountOf), or null. */
const cellCents = (cell: string): number | null => {
  const cents = plainCents(cell);
  if (cents >= 0) return cents;
  const amount = amountOf(cell);
  return amount === null ? null : centsOf(amount);
};
const CARRY_AT = Number.MAX_SAFE_INTEGER - 1e14;
const fromCents = (cents: bigint) => normalize(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
type RunningSum = { enrolments: number; refunded_enrolments: number; gross: bigint; refunds: bigint; grossCents: number; refundCents: number };

const titleKey = (title: string) => title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
export async function readCourseExport(chunks: AsyncIterable<Buffer>, catalogue: readonly CatalogueCourse[], month: string): Promise<ExportSums> {
  let found: { layout: ExportLayout; index: ColumnIndex } | null = null;
  let courses: { byId: Map<string, CatalogueCourse>; byTitle: Map<string, CatalogueCourse> } | null = null;
  const sums: ExportSums = { platform: 'teachable', rows: 0, outsideMonth: 0, byCourse: new Map() };
  const running = new Map<number, RunningSum>();
  // An export names few courses over many rows: each title is looked up once.
  const titles = new Map<string, CatalogueCourse | undefined>();
  const courseByTitle = (title: string) => {
    if (!titles.has(title)) titles.set(title, courses!.byTitle.get(titleKey(title)));
    return titles.get(title);
  };
  const sumOf = (courseId: number) => {
    let sum = running.get(courseId);
    if (!sum) running.set(courseId, (sum = { enrolments: 0, refunded_enrolments: 0, gross: 0n, refunds: 0n, grossCents: 0, refundCents: 0 }));
    return sum;
  };
  const monthOf = monthReader();
  try {
    for await (const batch of csvRecordBatches(chunks))
      for (const { line, cells } of batch) {
        if (!found) {
          found = findLayout(cells);
          if (!found) throw new DomainError('errors.courseExportHeader');
          const own = catalogue.filter((c) => c.platform === found!.layout.platform);
          courses = {
            byId: new Map(own.filter((c) => c.platform_course_id !== null).map((c) => [c.platform_course_id!, c])),
            byTitle: new Map(own.map((c) => [titleKey(c.title), c])),
          };
          sums.platform = found.layout.platform;
          continue;
        }
        const { layout, index } = found;
        const cell = (role: ColumnRole) => (index[role] === undefined ? undefined : (cells[index[role]!] ?? '').trim());
        sums.rows += 1;

        const title = cell('course') ?? '';
        const course = (!isBlank(cell('courseId')) ? courses!.byId.get(cell('courseId')!) : undefined) ?? courseByTitle(title);
        if (!course) throw rowError('errors.courseNotInCatalogue', line, { course: title || '—' });
        const currencyCell = cell('currency') || layout.defaultCurrency;
        const currency = currencyCell === course.currency ? currencyCell : currencyCell.toUpperCase();
        if (currency !== course.currency) throw rowError('errors.courseExportCurrency', line, { currency, expected: course.currency });
        const rowMonth = monthOf(cell('date') ?? '');
        if (!rowMonth) throw rowError('errors.courseExportDate', line, { value: cell('date') || '—' });
        const amount = cellCents(cell('amount') ?? '');
        if (amount === null) throw rowError('errors.courseExportAmount', line, { value: cell('amount') || '—' });

        let sale = true;
        let refund: { cents: number; month: string } | null = null;
        if (layout.refunds === 'type') {
          const type = (cell('type') ?? '').toLowerCase();
          if (type === 'adjustment') continue;
          if (type !== 'sale' && type !== 'refund') throw rowError('errors.courseExportType', line, { value: cell('type') || '—' });
          if (type === 'refund') {
            sale = false;
            refund = { cents: amount, month: rowMonth };
          }
        } else {
          const status = cell('status') ?? '';
          if (/取消|未付|失敗/.test(status)) continue;
          const refundedCell = cell('refunded');
          const refundedByStatus = layout.refunds === 'status' && status.includes('退款');
          if (!isBlank(refundedCell) || refundedByStatus) {
            const refunded = isBlank(refundedCell) ? amount : cellCents(refundedCell!);
            if (refunded === null) throw rowError('errors.courseExportAmount', line, { value: refundedCell! });
            if (refunded !== 0) {
              const at = cell('refundedAt');
              const refundMonth = isBlank(at) ? rowMonth : monthOf(at!);
              if (!refundMonth) throw rowError('errors.courseExportDate', line, { value: at! });
              refund = { cents: refunded, month: refundMonth };
            }
          }
        }
        if (sale) {
          if (rowMonth === month) {
            const quantity = isBlank(cell('quantity')) ? 1 : Number(cell('quantity'));
            if (!Number.isInteger(quantity) || quantity < 0 || quantity > 10_000)
              throw rowError('errors.courseExportQuantity', line, { value: cell('quantity')! });
            const sum = sumOf(course.id);
            sum.enrolments += quantity;
            sum.grossCents += amount;
            if (sum.grossCents > CARRY_AT) [sum.gross, sum.grossCents] = [sum.gross + BigInt(sum.grossCents), 0];
          } else sums.outsideMonth += 1;
        }
        if (refund) {
          if (refund.month === month) {
            const sum = sumOf(course.id);
            sum.refunded_enrolments += 1;
            sum.refundCents += refund.cents;
            if (sum.refundCents > CARRY_AT) [sum.refunds, sum.refundCents] = [sum.refunds + BigInt(sum.refundCents), 0];
          } else if (!sale) sums.outsideMonth += 1;
        }
      }
  } catch (error) {
    if (error instanceof TypeError && /encoded data was not valid/i.test(error.message)) throw new DomainError('errors.courseExportNotText');
    throw error;
  }
  if (!found) throw new DomainError('errors.courseExportEmpty');
  for (const [courseId, sum] of running)
    sums.byCourse.set(courseId, {
      enrolments: sum.enrolments,
      refunded_enrolments: sum.refunded_enrolments,
      gross: fromCents(sum.gross + BigInt(sum.grossCents)),
      refunds: fromCents(sum.refunds + BigInt(sum.refundCents)),
    });
  return sums;
}
