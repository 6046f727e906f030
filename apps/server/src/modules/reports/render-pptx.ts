// The report as a PowerPoint deck (pptxgenjs): a cover slide, then each section on its own slides:
// native tables and text boxes (editable), charts and thumbnails as pictures. Every text run names
// the font of the report's language (fontFace) and its language (lang), as PowerPoint picks East
// Asian glyphs by them. Long tables continue on further slides with their header repeated.
import pptxModule from 'pptxgenjs';

// The package's types describe an ES default export that Node's CommonJS interop hands over as the
// module itself: take whichever holds the class.
type PptxClass = typeof pptxModule.default;
const PptxGenJS: PptxClass = ((pptxModule as unknown as { default?: PptxClass }).default ?? pptxModule) as PptxClass;
type Pptx = InstanceType<PptxClass>;
import { officeFont } from './fonts.ts';
import type { Cell, Column, ReportLayout } from './layout-core.ts';
import { ink, officeColor } from './report-ink.ts';

const ACCENT = officeColor(ink.accent);
const MUTED = officeColor(ink.muted);
const W = 10;
const H = 5.625;
const X = 0.4;
const CONTENT_W = W - 2 * X;
const TOP = 0.95;

type Slide = ReturnType<Pptx['addSlide']>;

export async function renderPptx(layout: ReportLayout): Promise<Buffer> {
  const font = officeFont(layout.language);
  const text = { fontFace: font.face, lang: font.lang };
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.author = layout.network;
  pptx.company = layout.network;
  pptx.title = `${layout.channelTitle} ${layout.title} ${layout.periodLabel}`;
  let slideNo = 0;
  const newSlide = (title?: string): Slide => {
    const slide = pptx.addSlide();
    slideNo += 1;
    slide.addImage({ data: dataUrl(layout.logo.data, 'png'), x: W - X - 0.35, y: 0.2, w: 0.35, h: 0.35 });
    if (title) {
      slide.addText(title, { ...text, x: X, y: 0.2, w: CONTENT_W - 0.5, h: 0.45, fontSize: 20, bold: true, color: ACCENT });
      slide.addShape(pptx.ShapeType.line, { x: X, y: 0.7, w: CONTENT_W, h: 0, line: { color: ACCENT, width: 1 } });
    }
    slide.addText(`${layout.network} · ${slideNo}`, { ...text, x: X, y: H - 0.35, w: CONTENT_W, h: 0.25, fontSize: 8, color: MUTED, align: 'right' });
    return slide;
  };

  // Cover.
  const cover = newSlide();
  cover.addText(layout.network, { ...text, x: X, y: 0.2, w: CONTENT_W - 0.5, h: 0.35, fontSize: 12, bold: true, color: ACCENT });
  cover.addText(layout.title, { ...text, x: X, y: 1.4, w: CONTENT_W, h: 0.7, fontSize: 32, bold: true });
  cover.addText(layout.channelTitle, { ...text, x: X, y: 2.15, w: CONTENT_W, h: 0.6, fontSize: 24, bold: true, color: ACCENT });
  cover.addText(
    layout.lines.map((line) => ({ text: line, options: { ...text, breakLine: true } })),
    { ...text, x: X, y: 2.9, w: CONTENT_W, h: 0.8, fontSize: 12, color: MUTED, valign: 'top' },
  );

  for (const section of layout.sections) {
    let slide = newSlide(section.title);
    let y = TOP;
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') {
        const h = block.note ? 0.3 : 0.4;
        if (y + h > H - 0.4) {
          slide = newSlide(section.title);
          y = TOP;
        }
        slide.addText(block.text, { ...text, x: X, y, w: CONTENT_W, h, fontSize: block.note ? 9 : 12, color: block.note ? MUTED : '000000', valign: 'top' });
        y += h + 0.05;
      } else if (block.kind === 'chart') {
        if (y > TOP + 0.1) {
          slide = newSlide(section.title);
          y = TOP;
        }
        slide.addText(
          [
            { text: block.title, options: { ...text, bold: true, fontSize: 13 } },
            ...block.legend.map((l) => ({ text: `   ${l.dashed ? '- -' : '━'} ${l.text}`, options: { ...text, fontSize: 10, color: l.color.slice(1) } })),
          ],
          { ...text, x: X, y, w: CONTENT_W, h: 0.35 },
        );
        const h = Math.min(H - 0.45 - (y + 0.4), (CONTENT_W * block.image.height) / block.image.width);
        const w = (h * block.image.width) / block.image.height;
        slide.addImage({ data: dataUrl(block.image.data, 'png'), x: X + (CONTENT_W - w) / 2, y: y + 0.4, w, h });
        y = H;
      } else {
        const drawn = drawTable(block.columns, block.rows, slide, y, () => newSlide(section.title));
        slide = drawn.slide;
        y = drawn.y + 0.1;
      }
    }
  }

  function drawTable(columns: Column[], rows: Cell[][], first: Slide, startY: number, next: () => Slide): { slide: Slide; y: number } {
    const hasImages = rows.some((r) => r.some((c) => c.image));
    const headerH = 0.32;
    const widths = columns.map((c) => c.width * CONTENT_W);
    const fontSize = columns.length > 5 ? 9 : 11;
    // A picture's note (thumbnail unavailable) sits under the picture: the rows are made tall enough
    // for its wrapped lines, so that the note never runs over the picture.
    const noteReserve = Math.max(0, ...rows.flatMap((r) => r.map((c, i) => (c.image && c.note ? noteHeight(c.note, widths[i]!, fontSize - 2) : 0))));
    const rowH = hasImages ? Math.max(0.62, 0.42 + noteReserve) : 0.3;
    let slide = first;
    let y = startY;
    let index = 0;
    while (index < rows.length || index === 0) {
      const fit = Math.max(1, Math.floor((H - 0.45 - y - headerH) / rowH));
      if (fit < 2 && y > TOP) {
        slide = next();
        y = TOP;
        continue;
      }
      const chunk = rows.slice(index, index + fit);
      const header = columns.map((c) => ({ text: c.text, options: { ...text, bold: true, fill: { color: 'EFEDF8' }, align: c.align, fontSize } }));
      const body = chunk.map((r) =>
        r.map((c, i) => ({
          text: c.image ? (c.note ?? '') : c.text,
          options: {
            ...text,
            align: columns[i]!.align,
            fontSize: c.image ? fontSize - 2 : fontSize,
            color: c.image ? MUTED : '000000',
            valign: (c.image ? 'bottom' : 'middle') as 'bottom' | 'middle',
          },
        })),
      );
      slide.addTable([header, ...body], {
        x: X,
        y,
        w: CONTENT_W,
        colW: widths,
        rowH: [headerH, ...chunk.map(() => rowH)],
        border: { type: 'solid', pt: 0.5, color: 'D0D0D0' },
        margin: 0.04,
      });
      // Pictures over their cells (a table cell holds no picture in PowerPoint).
      chunk.forEach((r, ri) => {
        r.forEach((c, ci) => {
          if (!c.image) return;
          const cellX = X + widths.slice(0, ci).reduce((a, b) => a + b, 0);
          const h = rowH - 0.08 - (c.note ? noteReserve : 0);
          const w = Math.min(widths[ci]! - 0.08, (h * c.image.width) / c.image.height);
          slide.addImage({
            data: dataUrl(c.image.data, c.image.type),
            x: cellX + 0.04,
            y: y + headerH + ri * rowH + 0.04,
            w,
            h: (w * c.image.height) / c.image.width,
          });
        });
      });
      y += headerH + chunk.length * rowH;
      index += chunk.length;
      if (index >= rows.length) break;
      slide = next();
      y = TOP;
    }
    return { slide, y };
  }

  // stream(): a Node Buffer, deflated (write() with an outputType stores the parts uncompressed).
  return (await pptx.stream({ compression: true })) as Buffer;
}

/** Inches a note takes in a cell `width` inches wide at `pt` points: CJK characters a full em, others about half. */
export function noteHeight(note: string, width: number, pt: number): number {
  const ems = [...note].reduce((sum, ch) => sum + (/[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.55), 0);
  const perLine = Math.max(1, ((width - 0.08) * 72) / pt);
  return Math.ceil(ems / perLine) * ((pt * 1.2) / 72) + 0.06;
}

function dataUrl(data: Buffer, type: 'png' | 'jpg'): string {
  return `data:image/${type === 'jpg' ? 'jpeg' : 'png'};base64,${data.toString('base64')}`;
}
