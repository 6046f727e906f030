// The comparison as a CSV file for Excel (spec 2 "channel comparison ... CSV"): UTF-8 with a BOM (so
// Excel reads Chinese and Japanese titles right), CRLF line ends, RFC 4180 quoting; one row per
// channel in the answer's order, the channel's title and id, then the columns the caller chose in
// their order. Headings are the column names of the comparison table in the caller's language (with
// their unit), as the channel group CSV does; figures are plain numbers (no thousands separators), an
// empty cell where the mode has none. Titles a spreadsheet would run as a formula are defused.
import type { Comparison, ComparisonColumn } from '@chorus/contract';
import en from '@chorus/i18n/locales/en/insight.json' with { type: 'json' };
import ja from '@chorus/i18n/locales/ja/insight.json' with { type: 'json' };
import zh from '@chorus/i18n/locales/zh-TW/insight.json' with { type: 'json' };
import type { LocaleCode } from '@chorus/i18n';
import type { FastifyReply } from 'fastify';
import { neutralizeCell, csvQuote } from '../../../storage/spreadsheet.ts';

type Texts = { comparison: { csv: { channel: string; channelId: string }; columns: Record<string, string> } };
const texts: Record<LocaleCode, Texts> = { 'zh-TW': zh, ja, en };

/** The file's text (BOM included). */
export function comparisonCsv(comparison: Comparison, columns: readonly ComparisonColumn[], language: LocaleCode): string {
  const t = texts[language].comparison;
  const header = [t.csv.channel, t.csv.channelId, ...columns.map((c) => t.columns[c] ?? c)];
  const lines = [
    header.map(csvQuote).join(','),
    ...comparison.channels.map((row) =>
      [String(neutralizeCell(row.title)), String(neutralizeCell(row.channel_id)), ...columns.map((c) => (row.values[c] === null ? '' : String(row.values[c])))]
        .map(csvQuote)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function comparisonFileName(channelId: string, comparison: Comparison): string {
  const safe = channelId.replace(/[^A-Za-z0-9_-]/g, '');
  return `comparison-${safe}-${comparison.mode}-${comparison.period.start}-${comparison.period.end}.csv`;
}

export function sendComparisonCsv(reply: FastifyReply, channelId: string, comparison: Comparison, columns: readonly ComparisonColumn[], language: LocaleCode) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${comparisonFileName(channelId, comparison)}"`)
    .header('cache-control', 'no-store');
  return reply.send(comparisonCsv(comparison, columns, language));
}
