// Statement documents (issue 30): a channel's monthly statement as CSV or PDF in zh-TW, ja or en.
// Deterministic: the same statement (the ledger's live lines, which never change in place) renders
// to the same bytes whenever it is asked for. Nothing of "now" enters the file: the PDF's creation
// date is the statement's posting time (the month's first day when nothing is posted), its file ID
// follows from that, fonts are embedded as subsets named by pdfkit's fixed font ids, and the lines
// keep the ledger's order. The CSV is the table writer's (storage/table-export.ts): exact decimal
// strings, headings in the language with their unit, so spreadsheets read the figures as numbers.
// @ts-expect-error -- fontkit (pdfkit's font engine) ships no types; its `create` is the one function used here.
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { existsSync, readFileSync } from 'node:fs';
import { yearMonthLabel, type Language, type Statement, type StatementLine } from '@chorus/contract';
import { translate } from '@chorus/i18n';
import { exportCsv, type ExportSheet } from '../../../storage/table-export.ts';

const t = (language: Language, key: string, vars?: Record<string, string | number>) => translate(language, 'exports', `statement.${key}`, vars);

/** The line's name: a ledger item, or the withholding with its rule. */
function lineLabel(line: StatementLine, language: Language): string {
  const name = translate(language, 'exports', `statement.lines.${line.line}`);
  if (!line.tax) return line.studio_order ? `${name} #${line.studio_order.id} ${line.studio_order.service_name}` : name;
  return `${name} (${ruleText(line.tax, language)})`;
}

/** "Japan, resident: 10.21 % up to 1000000 JPY, 20.42 % above" in the language. */
export function ruleText(tax: NonNullable<StatementLine['tax']>, language: Language): string {
  const who = t(language, tax.resident ? 'resident' : 'nonResident', { country: tax.country });
  const parts = [t(language, 'rate', { rate: tax.rate })];
  if (tax.upper_from !== null && tax.upper_rate !== null)
    parts.push(t(language, 'upper', { from: tax.upper_from, rate: tax.upper_rate, currency: tax.currency }));
  if (tax.exempt_up_to !== null) parts.push(t(language, 'exempt', { amount: tax.exempt_up_to, currency: tax.currency }));
  return `${who}: ${parts.join(', ')}`;
}

const columns = (language: Language) =>
  [
    { key: 'line', label: t(language, 'columns.line'), kind: 'text' },
    { key: 'gross_usd', label: t(language, 'columns.gross'), kind: 'USD' },
    { key: 'ratio', label: t(language, 'columns.ratio'), kind: 'decimal' },
    { key: 'share_usd', label: t(language, 'columns.share'), kind: 'USD' },
    { key: 'rate', label: t(language, 'columns.rate'), kind: 'rate' },
    { key: 'amount_twd', label: t(language, 'columns.amount'), kind: 'TWD' },
    { key: 'tax_currency', label: t(language, 'columns.taxCurrency'), kind: 'text' },
    { key: 'tax_base', label: t(language, 'columns.taxBase'), kind: 'decimal' },
    { key: 'tax_amount', label: t(language, 'columns.taxAmount'), kind: 'decimal' },
  ] as const;

/** The statement as one table: a row per line in the ledger's order, then the total. */
export function statementSheet(statement: Statement, language: Language): ExportSheet {
  return {
    name: 'statement',
    columns: columns(language),
    rows: [
      ...statement.lines.map((l) => ({
        line: lineLabel(l, language),
        gross_usd: l.gross_usd,
        ratio: l.ratio,
        share_usd: l.share_usd,
        rate: l.rate,
        amount_twd: l.amount_twd,
        tax_currency: l.tax?.currency ?? null,
        tax_base: l.tax?.base ?? null,
        tax_amount: l.tax?.amount ?? null,
      })),
      { line: t(language, 'total'), gross_usd: statement.gross_usd, share_usd: statement.share_usd, amount_twd: statement.amount_twd },
    ],
  };
}

export function statementCsv(statement: Statement, language: Language): Buffer {
  return Buffer.from(exportCsv(statementSheet(statement, language), language), 'utf8');
}

export function statementFileName(statement: Statement, format: 'pdf' | 'csv'): string {
  return `statement-${statement.channel_id}-${statement.year_month}.${format}`;
}

// ---- PDF ----

const fontCandidates = [
  process.env.REPORT_CJK_FONT,
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
].filter((f): f is string => Boolean(f));
const fontFile = fontCandidates.find((f) => existsSync(f)) ?? null;
let fontData: Buffer | null = null;
const faces = new Map<string, unknown>();
/** The language's face of Noto Sans CJK, opened once per process (the collection is 19 MB). */
function face(language: Language): unknown {
  if (!fontFile) throw new Error('No CJK font: install fonts-noto-cjk (or set REPORT_CJK_FONT)');
  const name = `NotoSansCJK${language === 'ja' ? 'jp' : 'tc'}-Regular`;
  if (!faces.has(name)) {
    fontData ??= readFileSync(fontFile);
    faces.set(name, (fontkit as { create: (data: Buffer, postscriptName: string) => object }).create(fontData, name));
  }
  return faces.get(name);
}

/** Amounts as the document prints them: thousands grouped, the places the ledger keeps. */
const grouped = (v: string) => {
  const [int, frac] = v.replace(/^-/, '').split('.');
  return `${v.startsWith('-') ? '−' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac === undefined ? '' : `.${frac}`}`;
};

export async function statementPdf(statement: Statement, language: Language, payeeLabel: string): Promise<Buffer> {
  const created = new Date(statement.posted_at ?? `${statement.year_month.slice(0, 4)}-${statement.year_month.slice(4)}-01T00:00:00Z`);
  const network = translate(language, 'reports', 'network');
  const title = t(language, 'title');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 40, left: 40, right: 40 },
    lang: language,
    info: {
      Title: `${statement.channel_title} ${title} ${yearMonthLabel(statement.year_month)}`,
      Author: network,
      Creator: network,
      Producer: network,
      CreationDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', face(language) as string);
  const left = 40;
  const width = doc.page.width - 80;
  doc.font('body').fontSize(10).fillColor('#5b4bb7').text(network, left, 40, { width });
  doc.moveDown(0.4).fontSize(20).fillColor('#000000').text(title, { width });
  doc.moveDown(0.2).fontSize(13).text(statement.channel_title, { width });
  doc.moveDown(0.3).fontSize(9).fillColor('#555555');
  doc.text(t(language, 'month', { month: yearMonthLabel(statement.year_month) }), { width });
  doc.text(t(language, 'payee', { payee: payeeLabel }), { width });
  doc.text(statement.posted_at ? t(language, 'postedAt', { date: statement.posted_at.slice(0, 10) }) : t(language, 'notPosted'), { width });
  if (statement.rate !== null) doc.text(t(language, 'rateLine', { rate: statement.rate }), { width });
  doc.moveDown(0.8);

  // The table: item, gross USD, ratio, share USD, TWD.
  const widths = [width * 0.4, width * 0.16, width * 0.1, width * 0.16, width * 0.18];
  const heads = [t(language, 'columns.line'), 'USD', t(language, 'columns.ratio'), t(language, 'columns.share'), 'TWD'];
  const row = (cells: string[], options: { bold?: boolean; fill?: string } = {}) => {
    const heights = cells.map((c, i) => doc.fontSize(9).heightOfString(c, { width: widths[i]! - 8 }));
    const h = Math.max(...heights) + 8;
    if (doc.y + h > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    if (options.fill) doc.rect(left, y, width, h).fill(options.fill);
    let x = left;
    cells.forEach((c, i) => {
      doc
        .fillColor('#000000')
        .fontSize(9)
        .text(c, x + 4, y + 4, { width: widths[i]! - 8, align: i === 0 ? 'left' : 'right' });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .strokeColor('#d0d0d0')
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };
  row(heads, { fill: '#efedf8' });
  if (statement.lines.length === 0) row([t(language, 'noLines'), '', '', '', '']);
  for (const l of statement.lines) row([lineLabel(l, language), grouped(l.gross_usd), l.ratio ?? '', grouped(l.share_usd), grouped(l.amount_twd)]);
  row([t(language, 'total'), grouped(statement.gross_usd), '', grouped(statement.share_usd), grouped(statement.amount_twd)], { fill: '#f6f6f6' });

  // Each withholding in its own currency, as the tax office counts it.
  const taxes = statement.lines.filter((l) => l.tax);
  if (taxes.length > 0) {
    doc.moveDown(0.8).fontSize(11).fillColor('#000000').text(t(language, 'withholdingTitle'), left, doc.y, { width });
    doc.moveDown(0.2).fontSize(9).fillColor('#333333');
    for (const l of taxes)
      doc.text(
        t(language, 'withholdingLine', {
          rule: ruleText(l.tax!, language),
          base: grouped(l.tax!.base),
          amount: grouped(l.tax!.amount),
          currency: l.tax!.currency,
        }),
        { width },
      );
  }
  doc.moveDown(0.8).fontSize(8).fillColor('#777777').text(t(language, 'footnote'), left, doc.y, { width });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
