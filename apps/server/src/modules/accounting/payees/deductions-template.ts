// The deductions template (spec 3 columns: channel ID, adjustment type, deduction amount, currency)
// as a CSV with headings in the caller's language and the amount's unit (issue 23); the upload
// (deductions-csv.ts) reads these headings in any language as well as the spec's names.
import { translate, type LocaleCode } from '@chorus/i18n';
import { exportCsv, type ExportKind } from '../../../storage/table-export.ts';

export const deductionColumns = [
  { key: 'channel_id', kind: 'text' },
  { key: 'adjustment_type', kind: 'text' },
  { key: 'amount', kind: 'USD' },
  { key: 'currency', kind: 'text' },
] as const satisfies readonly { key: string; kind: ExportKind }[];

export function deductionsTemplate(language: LocaleCode): string {
  const columns = deductionColumns.map((c) => ({ ...c, label: translate(language, 'exports', `deductions.${c.key}`) }));
  const example = {
    channel_id: 'UCxxxxxxxxxxxxxxxxxxxxxx',
    adjustment_type: translate(language, 'exports', 'deductions.example'),
    amount: '10.00',
    currency: 'USD',
  };
  return exportCsv({ name: 'deductions', columns, rows: [example] }, language);
}
