// The shaping memo (layout-memo.ts): bounded, each call's positions its own, the same runs as
// fontkit's; and a PDF drawn again with the memo filled has the same text layer and size.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- fontkit ships no types (as in render-pdf.ts).
import * as fontkit from 'fontkit';
import { afterAll, describe, expect, it } from 'vitest';
import { march2026, reportData, reportDay } from '../../../test/report-fixtures.ts';
import { cjkFace, cjkFontFile } from './fonts.ts';
import { Lru, layoutMemo, memoiseLayout } from './layout-memo.ts';
import { buildReportLayout } from './report-layout.ts';
import { buildReportModel } from './report-model.ts';
import { renderPdf } from './render-pdf.ts';
import { pdfText } from '../../../test/report-files.ts';

type Run = { glyphs: { id: number }[]; positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[]; advanceWidth: number };
type Face = { layout: (text: string, features?: unknown) => Run };

/** A stand-in face: counts its shaping, one glyph a character, advance = char code. */
function fakeFace() {
  const shaped: string[] = [];
  const face: Face = {
    layout(text: string) {
      shaped.push(text);
      const chars = [...text];
      return {
        glyphs: chars.map((c) => ({ id: c.codePointAt(0)! })),
        positions: chars.map((c) => ({ xAdvance: c.codePointAt(0)!, yAdvance: 0, xOffset: 0, yOffset: 0 })),
        get advanceWidth() {
          return this.positions.reduce((sum, p) => sum + p.xAdvance, 0);
        },
      };
    },
  };
  return { face, shaped };
}

describe('Lru', () => {
  it('holds at most max entries, dropping the least recently used', () => {
    const lru = new Lru<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c'].entries()) lru.set(key, i);
    expect(lru.get('a')).toBe(0); // a is now the most recent: b is the oldest
    lru.set('d', 3);
    expect(lru.size).toBe(3);
    expect(lru.has('b')).toBe(false);
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([0, 2, 3]);
    for (let i = 0; i < 100; i++) lru.set(`k${i}`, i);
    expect(lru.size).toBe(3);
    expect([lru.has('k97'), lru.has('k98'), lru.has('k99'), lru.has('a')]).toEqual([true, true, true, false]);
  });

  it('refuses a bound below one', () => {
    expect(() => new Lru(0)).toThrow();
  });
});

describe('memoiseLayout', () => {
  it('shapes a string once, gives each call positions of its own, and stays within its bound', () => {
    const { face, shaped } = fakeFace();
    memoiseLayout(face, 5);
    const first = face.layout('月曜 Mon');
    for (const p of first.positions) p.xAdvance *= 0.5; // as pdfkit scales them in place
    const second = face.layout('月曜 Mon');
    expect(shaped).toEqual(['月曜 Mon']);
    expect(second.positions.map((p) => p.xAdvance)).toEqual([...'月曜 Mon'].map((c) => c.codePointAt(0)));
    expect(second.advanceWidth).toBe([...'月曜 Mon'].reduce((s, c) => s + c.codePointAt(0)!, 0));
    expect(second.positions[0]).not.toBe(first.positions[0]);
    // Features are part of the key.
    face.layout('月曜 Mon', ['liga']);
    expect(shaped).toHaveLength(2);
    for (let i = 0; i < 50; i++) face.layout(`text ${i}`);
    expect(layoutMemo(face)!.size).toBe(5);
    expect(shaped).toHaveLength(52);
    face.layout('月曜 Mon'); // dropped long ago: shaped again
    expect(shaped).toHaveLength(53);
    expect(memoiseLayout(face, 5)).toBe(face); // a second call keeps the one memo
    face.layout('月曜 Mon');
    expect(shaped).toHaveLength(53);
  });

  it.skipIf(!cjkFontFile)('gives the runs fontkit gives, on the report font', () => {
    const data = readFileSync(cjkFontFile!);
    const plain = fontkit.create(data, cjkFace('ja')) as Face;
    const memoised = memoiseLayout(fontkit.create(data, cjkFace('ja')) as Face);
    const texts = ['チャンネル視聴回数 2026年第1四半期', 'Watch time (hours)', '總觀看次數 1,234,567', 'チャンネル視聴回数 2026年第1四半期'];
    const runOf = (run: Run) => ({ glyphs: run.glyphs.map((g) => g.id), positions: run.positions.map((p) => ({ ...p })), width: run.advanceWidth });
    for (const text of [...texts, ...texts]) expect(runOf(memoised.layout(text))).toEqual(runOf(plain.layout(text)));
    expect(layoutMemo(memoised)!.size).toBe(3);
  });
});

const scratch = mkdtempSync(path.join(os.tmpdir(), 'layout-memo-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const day = (d: string, views: number) =>
  reportDay(d, views, { watch_minutes: 60 + views, subscribers_gained: 3, subscribers_lost: 1, likes: 5, comments: 2, shares: 1 });

describe('a PDF drawn with the memo filled', { timeout: 60_000 }, () => {
  it.skipIf(!cjkFontFile).each(['ja', 'zh-TW'] as const)('has the same text layer and size as the first draw (%s)', async (language) => {
    const model = buildReportModel({
      data: reportData({
        channel: { channel_id: 'UCmemo', title: `Memo Channel 記憶 ${language}`, subscribers: 10, views: 100, video_count: 1 },
        periodDays: [day('2026-03-01', 300), day('2026-03-02', 120), day('2026-03-03', 90)],
        comparisonDays: [day('2026-02-01', 200)],
      }),
      language,
      currency: language === 'ja' ? 'JPY' : 'TWD',
      ...march2026,
    });
    const layout = await buildReportLayout(model, async () => new Map());
    const first = await renderPdf(layout);
    const second = await renderPdf(layout);
    const text = pdfText(scratch, first);
    expect(text).toContain(`Memo Channel 記憶 ${language}`);
    expect(pdfText(scratch, second)).toBe(text);
    expect(second.length).toBe(first.length);
  });
});
