import { describe, expect, it } from 'vitest';
import { noteHeight } from './render-pptx.ts';

// The room a picture's note takes under the picture in a PowerPoint table cell: one line is 1.2 × the
// font size (7 pt: 0.1167 in), plus 0.06 in of margin. A 1.3 in cell holds (1.3 − 0.08) × 72 / 7 =
// 12.5 ems a line at 7 pt.
describe('a picture note in a pptx table cell', () => {
  const line = (7 * 1.2) / 72;
  it('counts a CJK character a full em: the 24-character zh-TW note takes 2 lines, 13 characters 2, 12 one', () => {
    expect(noteHeight('無法取得影片縮圖（影片可能已設為私人或已移除）。', 1.3, 7)).toBeCloseTo(2 * line + 0.06, 5);
    expect(noteHeight('無法取得影片縮圖（影片可能', 1.3, 7)).toBeCloseTo(2 * line + 0.06, 5);
    expect(noteHeight('無法取得影片縮圖（影片可', 1.3, 7)).toBeCloseTo(line + 0.06, 5);
  });
  it('counts a Latin letter about half an em: 21 letters take one line, 25 two', () => {
    expect(noteHeight('Thumbnail unavailable', 1.3, 7)).toBeCloseTo(line + 0.06, 5);
    expect(noteHeight('Thumbnail not available!!', 1.3, 7)).toBeCloseTo(2 * line + 0.06, 5);
  });
});
