// The report as a Word document (docx): native headings, paragraphs and tables (editable in Word,
// LibreOffice and Google Docs), charts and thumbnails as pictures. Fonts are named, not embedded:
// the East Asian font of the report's language (Microsoft JhengHei for zh-TW, Yu Gothic for ja),
// with the language tags, so Office picks the right glyphs; headers repeat on every page of a table.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { officeFont } from './fonts.ts';
import type { Block, Cell, Column, ReportLayout } from './layout-core.ts';
import { ink, officeColor } from './report-ink.ts';

const ACCENT = officeColor(ink.accent);
const MUTED = officeColor(ink.muted);
/** A4 width less the margins, in twips and in pixels at 96 dpi. */
const CONTENT_TWIPS = 11906 - 2 * 1000;
const CONTENT_PX = Math.round((CONTENT_TWIPS / 1440) * 96);

export async function renderDocx(layout: ReportLayout): Promise<Buffer> {
  const font = officeFont(layout.language);
  const run = (text: string, options: Partial<IRunOptions> = {}) =>
    new TextRun({
      text,
      font: { ascii: font.latin, hAnsi: font.latin, eastAsia: font.face, cs: font.latin },
      language: { value: font.lang, eastAsia: layout.language === 'en' ? 'zh-TW' : font.lang },
      ...options,
    });
  const para = (
    text: string,
    options: Partial<IRunOptions> = {},
    spacingAfter = 120,
    alignment: (typeof AlignmentType)[keyof typeof AlignmentType] = AlignmentType.LEFT,
  ) => new Paragraph({ children: [run(text, options)], spacing: { after: spacingAfter }, alignment });

  const children: (Paragraph | Table)[] = [
    new Paragraph({
      children: [
        new ImageRun({ type: 'png', data: layout.logo.data, transformation: { width: 40, height: 40 } }),
        run(`  ${layout.network}`, { bold: true, color: ACCENT, size: 22 }),
      ],
      spacing: { after: 240 },
    }),
    para(layout.title, { bold: true, size: 44 }, 80),
    para(layout.channelTitle, { bold: true, size: 32 }, 120),
    ...layout.lines.map((line) => para(line, { color: MUTED, size: 20 }, 60)),
  ];

  for (const section of layout.sections) {
    children.push(
      new Paragraph({
        children: [run(section.title, { bold: true, color: ACCENT, size: 28 })],
        spacing: { before: 360, after: 120 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 2 } },
        keepNext: true,
      }),
    );
    for (const block of section.blocks) children.push(...drawBlock(block));
  }

  function drawBlock(block: Block): (Paragraph | Table)[] {
    if (block.kind === 'paragraph') return [para(block.text, block.note ? { color: MUTED, size: 17 } : { size: 20 })];
    if (block.kind === 'chart') {
      const height = Math.round((CONTENT_PX * block.image.height) / block.image.width);
      return [
        new Paragraph({ children: [run(block.title, { bold: true, size: 21 })], keepNext: true, spacing: { before: 120, after: 40 } }),
        new Paragraph({
          children: block.legend.flatMap((l, i) => [
            run(`${i > 0 ? '    ' : ''}${l.dashed ? '- - ' : '── '}`, { color: l.color.slice(1), bold: true, size: 17 }),
            run(l.text, { color: MUTED, size: 17 }),
          ]),
          keepNext: true,
          spacing: { after: 40 },
        }),
        new Paragraph({
          children: [new ImageRun({ type: 'png', data: block.image.data, transformation: { width: CONTENT_PX, height } })],
          spacing: { after: 160 },
        }),
      ];
    }
    return [table(block.columns, block.rows), new Paragraph({ children: [], spacing: { after: 80 } })];
  }

  function table(columns: Column[], rows: Cell[][]): Table {
    const size = columns.length > 5 ? 16 : 18;
    const widths = columns.map((c) => Math.round(c.width * CONTENT_TWIPS));
    const align = (a: Column['align']) => (a === 'right' ? AlignmentType.RIGHT : a === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT);
    const cell = (c: Cell, i: number, header: boolean) => {
      const paragraphs: Paragraph[] = [];
      if (c.image) {
        const w = Math.round(((widths[i]! - 160) / 1440) * 96);
        paragraphs.push(
          new Paragraph({
            children: [
              new ImageRun({ type: c.image.type, data: c.image.data, transformation: { width: w, height: Math.round((w * c.image.height) / c.image.width) } }),
            ],
          }),
        );
      }
      if (c.text || !c.image) paragraphs.push(new Paragraph({ children: [run(c.text, { bold: header, size })], alignment: align(columns[i]!.align) }));
      if (c.note) paragraphs.push(new Paragraph({ children: [run(c.note, { color: MUTED, size: size - 2 })] }));
      return new TableCell({
        children: paragraphs,
        width: { size: widths[i]!, type: WidthType.DXA },
        margins: { top: 50, bottom: 50, left: 80, right: 80 },
        shading: header ? { type: ShadingType.CLEAR, fill: 'EFEDF8', color: 'auto' } : undefined,
      });
    };
    return new Table({
      width: { size: CONTENT_TWIPS, type: WidthType.DXA },
      columnWidths: widths,
      rows: [
        new TableRow({ tableHeader: true, children: columns.map((c, i) => cell({ text: c.text }, i, true)) }),
        ...rows.map((r) => new TableRow({ cantSplit: true, children: r.map((c, i) => cell(c, i, false)) })),
      ],
    });
  }

  const doc = new Document({
    creator: layout.network,
    title: `${layout.channelTitle} ${layout.title} ${layout.periodLabel}`,
    styles: { default: { document: { run: { font: { ascii: font.latin, hAnsi: font.latin, eastAsia: font.face }, size: 20 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  run(`${layout.network}  ·  `, { size: 16, color: MUTED }),
                  new TextRun({ children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES], size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
