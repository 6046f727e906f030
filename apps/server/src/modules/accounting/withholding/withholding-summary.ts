// The yearly withholding summary for the tax filings (issue 30): every live withholding line of the
// year's months, per payee and currency (the first sheet, and the CSV) and per month and channel
// (the second sheet of the xlsx). Figures are number cells in the xlsx and exact decimal strings in
// the CSV (storage/table-export.ts). Payments at or below a threshold have no line and are not listed.
import { add, yearMonthLabel, type Language } from '@chorus/contract';
import { translate } from '@chorus/i18n';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ExportSheet } from '../../../storage/table-export.ts';

type TaxLine = {
  user_id: number;
  name: string;
  email: string;
  country: string | null;
  resident: boolean | null;
  year_month: string;
  channel_id: string;
  title: string | null;
  currency: string;
  base: string;
  amount: string;
  twd: string;
};

export async function withholdingLines(db: Db, year: string): Promise<TaxLine[]> {
  const rows = await sql<TaxLine>`
    SELECT e.payee_user_id AS user_id, u.name, u.email, tp.country, tp.resident, e.year_month, e.channel_id, c.title,
      e.tax_currency AS currency, e.tax_base AS base, e.tax_amount AS amount, -e.amount_twd AS twd
    FROM ledger_entries e
    JOIN users u ON u.id = e.payee_user_id
    LEFT JOIN channels c ON c.channel_id = e.channel_id
    LEFT JOIN payee_tax_profiles tp ON tp.id = e.tax_profile_id
    WHERE e.line = 'withholding_tax' AND e.year_month BETWEEN ${`${year}01`} AND ${`${year}12`} AND e.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
    ORDER BY u.name, e.payee_user_id, e.tax_currency, e.year_month, e.channel_id`.execute(db);
  return rows.rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

const label = (language: Language, key: string) => translate(language, 'exports', `withholding.${key}`);
const residence = (language: Language, r: TaxLine) =>
  r.country === null ? '' : `${r.country} ${translate(language, 'exports', r.resident ? 'withholding.resident' : 'withholding.nonResident')}`;

export function withholdingSheets(lines: readonly TaxLine[], language: Language): ExportSheet[] {
  const totals = new Map<string, { line: TaxLine; base: string; amount: string; twd: string; payments: number }>();
  for (const l of lines) {
    const key = `${l.user_id} ${l.currency}`;
    const t = totals.get(key) ?? { line: l, base: '0', amount: '0', twd: '0', payments: 0 };
    totals.set(key, { line: t.line, base: add(t.base, l.base), amount: add(t.amount, l.amount), twd: add(t.twd, l.twd), payments: t.payments + 1 });
  }
  const common = [
    { key: 'name', label: label(language, 'name'), kind: 'text' },
    { key: 'email', label: label(language, 'email'), kind: 'text' },
    { key: 'residence', label: label(language, 'residence'), kind: 'text' },
    { key: 'currency', label: label(language, 'currency'), kind: 'text' },
  ] as const;
  const figures = [
    { key: 'base', label: label(language, 'base'), kind: 'decimal' },
    { key: 'amount', label: label(language, 'amount'), kind: 'decimal' },
    { key: 'twd', label: label(language, 'twd'), kind: 'TWD' },
  ] as const;
  return [
    {
      name: 'summary',
      columns: [...common, { key: 'payments', label: label(language, 'payments'), kind: 'count' }, ...figures],
      rows: [...totals.values()].map((t) => ({
        name: t.line.name,
        email: t.line.email,
        residence: residence(language, t.line),
        currency: t.line.currency,
        payments: t.payments,
        base: t.base,
        amount: t.amount,
        twd: t.twd,
      })),
    },
    {
      name: 'months',
      columns: [
        ...common,
        { key: 'month', label: label(language, 'month'), kind: 'text' },
        { key: 'channel_id', label: label(language, 'channelId'), kind: 'text' },
        { key: 'channel', label: label(language, 'channel'), kind: 'text' },
        ...figures,
      ],
      rows: lines.map((l) => ({
        name: l.name,
        email: l.email,
        residence: residence(language, l),
        currency: l.currency,
        month: yearMonthLabel(l.year_month),
        channel_id: l.channel_id,
        channel: l.title ?? '',
        base: l.base,
        amount: l.amount,
        twd: l.twd,
      })),
    },
  ];
}
