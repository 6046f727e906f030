// The report as a PDF (pdfkit): A4, Noto Sans CJK embedded as a subset in the face of the report's
// language, so the text layer holds the CJK text (searchable, copyable); tables repeat their header
// on a new page; page numbers in the footer.
// @ts-expect-error -- fontkit (pdfkit's font engine) ships no types; its `create` is the one function used here.
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { cjkBoldFontFile, cjkFace, cjkFontFile } from './fonts.ts';
import { memoiseLayout } from './layout-memo.ts';
import type { Block, Cell, Column, ReportLayout } from './layout-core.ts';
import { ink } from './report-ink.ts';

// The collection is read and its faces opened once per process: pdfkit takes an opened font as is
// and makes each document's subset from it (opening the 19 MB collection per document cost more
// than drawing the document). Their shaping is remembered across documents (layout-memo.ts).
const files = new Map<string, Buffer>();
const faces = new Map<string, unknown>();
function face(file: string | null, name: string): string {
  if (!file) throw new Error('No CJK font: install fonts-noto-cjk (or set REPORT_CJK_FONT)');
  const key = `${file}#${name}`;
  if (!faces.has(key)) {
    let data = files.get(file);
    if (!data) files.set(file, (data = readFileSync(file)));
    faces.set(key, memoiseLayout((fontkit as { create: (data: Buffer, postscriptName: string) => object }).create(data, name)));
  }
  return faces.get(key) as string; // pdfkit's registerFont takes an opened font besides a path or bytes
}

const MARGIN = 40;
const ACCENT = ink.accent;
const MUTED = ink.muted;
const RULE = '#d0d0d0';
const HEADER_FILL = '#efedf8';

export async function renderPdf(layout: ReportLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: layout.language,
    info: { Title: `${layout.channelTitle} ${layout.title} ${layout.periodLabel}`, Author: layout.network, Creator: layout.network },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', face(cjkFontFile, cjkFace(layout.language)));
  doc.registerFont('bold', face(cjkBoldFontFile, cjkFace(layout.language, true)));
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 16;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Cover: logo and network, title, channel, period, generated.
  doc.image(picture(doc, layout.logo.data), MARGIN, MARGIN, { width: 36, height: 36 });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(ACCENT)
    .text(layout.network, MARGIN + 46, MARGIN + 11, { width: width - 46 });
  doc.x = MARGIN;
  doc.y = MARGIN + 56;
  doc.font('bold').fontSize(22).fillColor('#000000').text(layout.title, { width });
  doc.moveDown(0.2);
  doc.font('bold').fontSize(16).text(layout.channelTitle, { width });
  doc.moveDown(0.3);
  for (const line of layout.lines) doc.font('body').fontSize(10).fillColor(MUTED).text(line, { width });
  doc.moveDown(0.8);

  for (const section of layout.sections) {
    ensure(60);
    doc.font('bold').fontSize(14).fillColor(ACCENT).text(section.title, MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.8)
      .strokeColor(ACCENT)
      .stroke();
    doc.y += 8;
    for (const block of section.blocks) drawBlock(doc, block, width, ensure);
    doc.moveDown(0.8);
  }

  // Footer on every page: network and page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN;
    doc.font('body').fontSize(8).fillColor(MUTED);
    doc.text(layout.network, MARGIN, y, { width: width / 2, lineBreak: false, height: 10 });
    doc.text(layout.pageText(i + 1, range.count), MARGIN + width / 2, y, { width: width / 2, align: 'right', lineBreak: false, height: 10 });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Each picture opened once per document (pdfkit takes an opened image as it takes bytes): the
 * missing-thumbnail placeholder and the logo then sit in the file once, however often they show.
 */
const opened = new WeakMap<Doc, Map<Buffer, Buffer>>();
function picture(doc: Doc, data: Buffer): Buffer {
  let images = opened.get(doc);
  if (!images) opened.set(doc, (images = new Map()));
  let image = images.get(data);
  if (!image) images.set(data, (image = (doc as unknown as { openImage: (b: Buffer) => Buffer }).openImage(data)));
  return image;
}

function drawBlock(doc: Doc, block: Block, width: number, ensure: (h: number) => void): void {
  if (block.kind === 'paragraph') {
    doc
      .font('body')
      .fontSize(block.note ? 8.5 : 10)
      .fillColor(block.note ? MUTED : '#000000');
    ensure(doc.heightOfString(block.text, { width }) + 4);
    doc.text(block.text, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    return;
  }
  if (block.kind === 'chart') {
    const height = (width * block.image.height) / block.image.width;
    ensure(height + 34);
    doc.font('bold').fontSize(10.5).fillColor('#000000').text(block.title, MARGIN, doc.y, { width });
    let x = MARGIN;
    const y = doc.y + 2;
    doc.font('body').fontSize(8.5);
    for (const item of block.legend) {
      doc
        .moveTo(x, y + 5)
        .lineTo(x + 18, y + 5)
        .lineWidth(2)
        .strokeColor(item.color)
        .dash(item.dashed ? 3 : 100, { space: item.dashed ? 2 : 0 })
        .stroke()
        .undash();
      doc.fillColor(MUTED).text(item.text, x + 22, y, { lineBreak: false });
      x += 22 + doc.widthOfString(item.text) + 16;
    }
    doc.image(picture(doc, block.image.data), MARGIN, y + 14, { width, height });
    doc.x = MARGIN;
    doc.y = y + 14 + height + 8;
    return;
  }
  drawTable(doc, block.columns, block.rows, width, ensure);
}

function drawTable(doc: Doc, columns: Column[], rows: Cell[][], width: number, ensure: (h: number) => void): void {
  const pad = 4;
  const widths = columns.map((c) => c.width * width);
  const fontSize = columns.length > 5 ? 8 : 9;
  const cellHeight = (cell: Cell, i: number) => {
    const w = widths[i]! - pad * 2;
    doc.font('body').fontSize(fontSize);
    let h = cell.text ? doc.heightOfString(cell.text, { width: w }) : 0;
    if (cell.image) h += (w * cell.image.height) / cell.image.width + (cell.text ? 2 : 0);
    if (cell.note) h += doc.fontSize(fontSize - 1.5).heightOfString(cell.note, { width: w }) + 2;
    return h + pad * 2;
  };
  const drawRow = (cells: Cell[], header: boolean) => {
    const height = Math.max(...cells.map((c, i) => cellHeight(c, i)));
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, width, height).fill(HEADER_FILL);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = widths[i]! - pad * 2;
      let cy = y + pad;
      if (cell.image) {
        const h = (w * cell.image.height) / cell.image.width;
        doc.image(picture(doc, cell.image.data), x + pad, cy, { width: w, height: h });
        cy += h + 2;
      }
      if (cell.text) {
        doc
          .font(header ? 'bold' : 'body')
          .fontSize(fontSize)
          .fillColor('#000000')
          .text(cell.text, x + pad, cy, { width: w, align: columns[i]!.align });
        cy = doc.y;
      }
      if (cell.note)
        doc
          .font('body')
          .fontSize(fontSize - 1.5)
          .fillColor(MUTED)
          .text(cell.note, x + pad, cy, { width: w });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
    return height;
  };
  const header: Cell[] = columns.map((c) => ({ text: c.text }));
  const headerHeight = Math.max(...header.map((c, i) => cellHeight(c, i)));
  ensure(headerHeight + (rows[0] ? Math.max(...rows[0].map((c, i) => cellHeight(c, i))) : 0));
  drawRow(header, true);
  for (const row of rows) {
    const h = Math.max(...row.map((c, i) => cellHeight(c, i)));
    if (doc.y + h > doc.page.height - MARGIN - 16) {
      doc.addPage();
      drawRow(header, true);
    }
    drawRow(row, false);
  }
  doc.moveDown(0.5);
}
