// Reads a deductions CSV (spec 3: channel ID, adjustment type, deduction amount, currency). Columns
// are found by name (or by the template's heading in any language) in any order and case (spaces, underscores and hyphens ignored, "amount" also
// names the amount); a byte-order mark and CRLF line ends are accepted. A file that is not such a
// CSV at all (not UTF-8 text, no header, no lines, too many) is refused whole (DomainError); otherwise
// every line is checked and every fault reported with its line (the header is line 1), and the
// caller writes nothing unless there is none.
import { CHANNEL_ID_PATTERN, DEDUCTION_COLUMNS, DEDUCTIONS_MAX_ROWS, isDecimalString, normalize } from '@chorus/contract';
import { DomainError } from '../../../errors/domain-error.ts';
import { csvRows } from '../../../storage/csv.ts';
import { acceptedHeadings, headingKey } from '../../../storage/table-export.ts';
import { deductionColumns } from './deductions-template.ts';

export type DeductionRow = { line: number; channel_id: string; adjustment_type: string; amount: string };
export type LineFault = { line: number; code: string; params: Record<string, string | number> };
export type ParsedDeductions = { rows: DeductionRow[]; faults: LineFault[] };

const columnNames: Record<string, 'channel_id' | 'adjustment_type' | 'amount' | 'currency'> = {
  channelid: 'channel_id',
  adjustmenttype: 'adjustment_type',
  deductionamount: 'amount',
  amount: 'amount',
  currency: 'currency',
};
/** Issue 23: the template's headings in each language, with or without the unit, are read too. */
const translatedNames = new Map(deductionColumns.flatMap((c) => acceptedHeadings(c.key, `deductions.${c.key}`, c.kind).map((name) => [name, c.key] as const)));
/** Each column as the template spells it (spec 3), for messages. */
const spelled = { channel_id: DEDUCTION_COLUMNS[0], adjustment_type: DEDUCTION_COLUMNS[1], amount: DEDUCTION_COLUMNS[2], currency: DEDUCTION_COLUMNS[3] };
const key = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
/** At most 12 integer digits and 12 decimal places: numeric(24,12), as YouTube writes amounts. */
const amountShape = /^-?\d{1,12}(\.\d{1,12})?$/;

export function parseDeductionsCsv(data: Buffer): ParsedDeductions {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new DomainError('errors.deductionsFile', { fields: { file: 'errors.deductionsFile' } });
  }
  if (text.includes('\u0000')) throw new DomainError('errors.deductionsFile', { fields: { file: 'errors.deductionsFile' } });
  const [header, ...records] = csvRows(text);
  if (!header) throw new DomainError('errors.deductionsEmpty', { fields: { file: 'errors.deductionsEmpty' } });
  const index: Partial<Record<'channel_id' | 'adjustment_type' | 'amount' | 'currency', number>> = {};
  header.cells.forEach((cell, i) => {
    const name = columnNames[key(cell)] ?? translatedNames.get(headingKey(cell));
    if (name && index[name] === undefined) index[name] = i;
  });
  const missing = (['channel_id', 'adjustment_type', 'amount', 'currency'] as const).filter((c) => index[c] === undefined);
  if (missing.length > 0) throw new DomainError('errors.deductionsHeader', { params: { columns: missing.map((c) => spelled[c]).join(', ') } });
  if (records.length === 0) throw new DomainError('errors.deductionsEmpty', { fields: { file: 'errors.deductionsEmpty' } });
  if (records.length > DEDUCTIONS_MAX_ROWS) throw new DomainError('errors.deductionsTooManyRows', { params: { max: DEDUCTIONS_MAX_ROWS } });

  const rows: DeductionRow[] = [];
  const faults: LineFault[] = [];
  for (const { line, cells } of records) {
    const cell = (c: keyof typeof index) => (cells[index[c]!] ?? '').trim();
    let channelId = cell('channel_id');
    // Reports write channel ids with or without their UC prefix (data-formats.md); the network's have it.
    if (/^[A-Za-z0-9_-]{22}$/.test(channelId)) channelId = `UC${channelId}`;
    const currency = cell('currency').toUpperCase();
    const amount = cell('amount').replace(/,/g, '');
    const fault = (code: string, params: Record<string, string | number> = {}) => faults.push({ line, code, params });
    if (!CHANNEL_ID_PATTERN.test(channelId)) fault('validation.deductionChannel', { channel: channelId });
    else if (currency !== 'USD') fault('validation.deductionCurrency', { currency: cell('currency') || '—' });
    else if (!amountShape.test(amount) || !isDecimalString(amount)) fault('validation.deductionAmount', { amount: cell('amount') || '—' });
    else if (cell('adjustment_type').length > 100) fault('validation.tooLong');
    // A blank adjustment type reads as "None", as in YouTube's own adjustment reports.
    else rows.push({ line, channel_id: channelId, adjustment_type: cell('adjustment_type') || 'None', amount: normalize(amount) });
  }
  return { rows, faults };
}
