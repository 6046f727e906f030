// The layout core of every report (the channel report, the group annual report, the latest video
// report): the blocks the Word, PowerPoint and PDF writers draw, the report's words in its
// language, and the parts the layouts share (the key figures table, thumbnails, money, the cover).
import { translate } from '@chorus/i18n';
import type { Kpi, Language } from '@chorus/contract';
import { readFileSync } from 'node:fs';
import { svgToPngSync, type ReportImage } from './charts.ts';
import { thumbnailPlaceholder, type ThumbnailSource } from './thumbnails.ts';

export type Align = 'left' | 'right' | 'center';
export type Cell = { text: string; image?: ReportImage; note?: string };
export type Column = { text: string; width: number; align: Align };
export type Block =
  | { kind: 'paragraph'; text: string; note?: boolean }
  | { kind: 'table'; columns: Column[]; rows: Cell[][] }
  | { kind: 'chart'; title: string; legend: { text: string; color: string; dashed?: boolean }[]; image: ReportImage };
export type ReportSection = { key: string; title: string; blocks: Block[] };

export type ReportLayout = {
  language: Language;
  network: string;
  logo: ReportImage;
  title: string;
  channelTitle: string;
  periodLabel: string;
  periodCode: string;
  lines: string[];
  sections: ReportSection[];
  /** "Page {{page}} of {{pages}}" in the report's language, for the writers that number pages. */
  pageText: (page: number, pages: number) => string;
};

let logo: ReportImage | null = null;
/** The network's logo (the web app's mark), drawn once. */
export function networkLogo(): ReportImage {
  logo ??= svgToPngSync(readFileSync(new URL('./network-logo.svg', import.meta.url), 'utf8'), 64, 64, 4);
  return logo;
}

export const colors = { current: '#3b2f8f', previous: '#9e9e9e', bars: '#f5b83d' };

/** The report's texts (the `reports` namespace) and number formats in its language. */
export function reportWords(language: Language) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, 'reports', key, vars);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = (n: number) => `${number.format(n)}%`;
  const signed = (n: number | null) => (n === null ? t('kpi.noChange') : `${n > 0 ? '+' : ''}${number.format(n)}%`);
  return { t, number, percent, signed };
}
export type ReportWords = ReturnType<typeof reportWords>;

/** The key figures as a table: each metric, its value, the value before, the change and the trend. */
export function kpiTable(kpis: readonly Kpi[], { t, number, signed }: ReportWords, heads = { value: t('kpi.value'), previous: t('kpi.previous') }): Block {
  return {
    kind: 'table',
    columns: [
      { text: t('kpi.metric'), width: 0.28, align: 'left' },
      { text: heads.value, width: 0.18, align: 'right' },
      { text: heads.previous, width: 0.18, align: 'right' },
      { text: t('kpi.change'), width: 0.14, align: 'right' },
      { text: t('kpi.trend'), width: 0.22, align: 'left' },
    ],
    rows: kpis.map((k) => [
      { text: t(`kpi.metrics.${k.metric}`) },
      { text: number.format(k.value) },
      { text: number.format(k.previous) },
      { text: signed(k.change_percent) },
      { text: trendText(k, t) },
    ]),
  };
}

/** The trend beside a change, and the period's own daily slope where that tells another story (periodTrend). */
export function trendText(k: Pick<Kpi, 'trend' | 'trend_within'>, t: ReportWords['t']): string {
  const trend = t(`trend.${k.trend}`);
  return k.trend_within === null ? trend : t('trendBoth', { trend, within: t(`trendWithin.${k.trend_within}`) });
}

/** A table of rows, each column saying its head, width, alignment and cell. */
export function tableOf<T>(columns: readonly (Column & { cell: (row: T) => Cell })[], rows: readonly T[]): Block {
  return {
    kind: 'table',
    columns: columns.map(({ text, width, align }) => ({ text, width, align })),
    rows: rows.map((row) => columns.map((c) => c.cell(row))),
  };
}

/** The key figures section: the table and the note saying what they are compared with. */
export function kpiSection(
  key: string,
  title: string,
  kpis: readonly Kpi[],
  words: ReportWords,
  note: string,
  heads?: { value: string; previous: string },
): ReportSection {
  return { key, title, blocks: [kpiTable(kpis, words, heads), { kind: 'paragraph', text: note, note: true }] };
}

/** "202401" → "2024-01". */
export const yearMonthText = (ym: string) => `${ym.slice(0, 4)}-${ym.slice(4)}`;

/** The note naming the months left out of money totals for want of an exchange rate. */
export function rateMissingNote(months: readonly string[], t: ReportWords['t']): Block {
  return { kind: 'paragraph', text: t('accounting.rateMissing', { months: months.map(yearMonthText).join(', ') }), note: true };
}

/** The report's cover and frame around its sections, in its language. */
export function reportLayout(
  language: Language,
  t: ReportWords['t'],
  cover: Pick<ReportLayout, 'title' | 'channelTitle' | 'periodLabel' | 'periodCode' | 'lines'>,
  sections: ReportSection[],
): ReportLayout {
  return { language, network: t('network'), logo: networkLogo(), ...cover, sections, pageText: (page, pages) => t('page', { page, pages }) };
}

/** The videos' thumbnail cells: the picture, or the placeholder with spec 8's text when it cannot be had. */
export async function thumbnailCells(videoIds: readonly string[], thumbnails: ThumbnailSource, language: Language): Promise<(videoId: string) => Cell> {
  const thumbs = await thumbnails([...new Set(videoIds)]);
  return (videoId) => {
    const found = thumbs.get(videoId);
    return found
      ? { text: '', image: found }
      : { text: '', image: thumbnailPlaceholder(), note: translate(language, 'messages', 'errors.thumbnailUnavailable') };
  };
}

/** "1234567.5" → "1,234,567.5", digit by digit (money never passes through a float). */
export function groupDigits(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole, fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
