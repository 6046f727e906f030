// The fonts a report is drawn with. The PDF embeds (subset) Noto Sans CJK from Debian's
// fonts-noto-cjk, in the face of the report's language (Traditional Chinese glyphs for zh-TW and
// en, Japanese for ja); Word and PowerPoint name fonts the reader's Office has (Microsoft JhengHei,
// Yu Gothic), since fonts are not embedded there. Charts carry only digits and Latin letters (their
// titles and legends are the document's own text), so resvg draws them with a small Latin font:
// loading the 19 MB CJK collection costs about a second per chart.
import { existsSync } from 'node:fs';
import type { Language } from '@chorus/contract';

const cjkCandidates = [
  process.env.REPORT_CJK_FONT,
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
].filter((f): f is string => Boolean(f));
const cjkBoldCandidates = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc'];
const chartCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  ...cjkCandidates,
];

const first = (list: readonly string[]) => list.find((f) => existsSync(f)) ?? null;

export const cjkFontFile = first(cjkCandidates);
export const cjkBoldFontFile = first(cjkBoldCandidates) ?? cjkFontFile;
export const chartFontFile = first(chartCandidates);
export const chartFontFamily = chartFontFile?.includes('DejaVu')
  ? 'DejaVu Sans'
  : chartFontFile?.includes('Liberation')
    ? 'Liberation Sans'
    : 'Noto Sans CJK TC';

/** The PostScript name of the face inside the Noto CJK collection for a language. */
export function cjkFace(language: Language, bold = false): string {
  const script = language === 'ja' ? 'jp' : 'tc';
  return `NotoSansCJK${script}-${bold ? 'Bold' : 'Regular'}`;
}

/** The Office font for a language (East Asian text), and the language tag of its runs. */
export function officeFont(language: Language): { face: string; latin: string; lang: string } {
  if (language === 'ja') return { face: 'Yu Gothic', latin: 'Yu Gothic', lang: 'ja-JP' };
  if (language === 'zh-TW') return { face: 'Microsoft JhengHei', latin: 'Microsoft JhengHei', lang: 'zh-TW' };
  return { face: 'Microsoft JhengHei', latin: 'Calibri', lang: 'en-US' };
}
