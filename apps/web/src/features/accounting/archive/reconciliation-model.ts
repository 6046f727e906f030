// The reconciliation tab's pure part (issue 30 "Estimated, final, paid"): per channel and month
// the three figures and their difference, flagged rows first (largest difference first), the
// difference as a share of the estimate, the cause's label key; the month's totals; the threshold
// checked as the server checks it; and the CSV export with the exact amounts (the screen rounds to
// cents, the export does not).
import { compareAmounts, divide, multiply, normalize, sumPresent, thresholdPercentSchema, type ReconciliationItem } from '@chorus/contract';

export type ReconciliationRow = {
  channelId: string;
  channelTitle: string | null;
  estimated: string | null;
  final: string | null;
  paid: string | null;
  difference: string | null;
  /** difference ÷ estimated × 100, two places (null without both, or with a zero estimate). */
  differencePercent: string | null;
  flagged: boolean;
  /** The i18n key of the flagged difference's likely cause (unknown when the reports show none). */
  causeLabel: string | null;
};

const magnitude = (value: string | null) => (value === null ? '0' : compareAmounts(value, '0') < 0 ? multiply(value, '-1') : value);

export function reconciliationRows(items: readonly ReconciliationItem[]): ReconciliationRow[] {
  return [...items]
    .sort(
      (a, b) =>
        Number(b.flagged) - Number(a.flagged) || compareAmounts(magnitude(b.difference), magnitude(a.difference)) || a.channel_id.localeCompare(b.channel_id),
    )
    .map((item) => ({
      channelId: item.channel_id,
      channelTitle: item.channel_title,
      estimated: item.estimated,
      final: item.final,
      paid: item.paid,
      difference: item.difference,
      differencePercent:
        item.difference !== null && item.estimated !== null && compareAmounts(item.estimated, '0') !== 0
          ? normalize(divide(multiply(item.difference, '100'), item.estimated, 2))
          : null,
      flagged: item.flagged,
      causeLabel: item.flagged ? `accounting:reconcile.causes.${item.cause ?? 'unknown'}` : null,
    }));
}

export type ReconciliationTotals = { estimated: string | null; final: string | null; paid: string | null; flagged: number; channels: number };

/** The month's sums (exact) and how many channels are flagged. */
export function reconciliationTotals(items: readonly ReconciliationItem[]): ReconciliationTotals {
  return {
    estimated: sumPresent(items.map((i) => i.estimated)),
    final: sumPresent(items.map((i) => i.final)),
    paid: sumPresent(items.map((i) => i.paid)),
    flagged: items.filter((i) => i.flagged).length,
    channels: items.length,
  };
}

/** The threshold as typed: null when the server would take it, else the message's i18n key. */
export function thresholdError(value: string): string | null {
  const parsed = thresholdPercentSchema.safeParse(value);
  return parsed.success ? null : `messages:${parsed.error.issues[0]?.message ?? 'validation.thresholdInvalid'}`;
}

/** A CSV cell: quoted when it must be; a text a spreadsheet would run as a formula gets a leading apostrophe (amounts stay as they are). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t]/.test(value) && !/^-?[0-9.]+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The month as CSV: the exact amounts, the cause as its translated label (`label` translates a key). */
export function reconciliationCsv(rows: readonly ReconciliationRow[], headings: readonly string[], label: (key: string) => string): string {
  const lines = [headings.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.channelTitle ?? '',
        row.channelId,
        row.estimated ?? '',
        row.final ?? '',
        row.paid ?? '',
        row.difference ?? '',
        row.differencePercent ?? '',
        row.flagged ? label('accounting:reconcile.yes') : '',
        row.causeLabel ? label(row.causeLabel) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
