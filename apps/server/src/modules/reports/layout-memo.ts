// fontkit's shaping of a string, remembered across PDFs. pdfkit keeps a layout cache per document
// (per embedded font), so every report shaped its headings, labels, month names and figures again;
// CJK strings have no spaces for pdfkit to split on, so they are shaped whole. Shaping a string
// gives the same glyphs and positions for the same face and features, so the opened faces (one per
// process or draw worker, render-pdf.ts) remember the last `MAX_ENTRIES` runs, least recently used
// first out, and each call gets positions of its own: pdfkit scales them in place.

/** A map of at most `max` entries; reading an entry makes it the most recent, setting past `max` drops the oldest. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  readonly max: number;
  constructor(max: number) {
    if (!(max >= 1)) throw new Error(`Lru max must be at least 1, got ${max}`);
    this.max = max;
  }
  get size(): number {
    return this.entries.size;
  }
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }
  has(key: K): boolean {
    return this.entries.has(key);
  }
}

/** The part of fontkit's GlyphRun pdfkit reads (glyphs, positions, advanceWidth), the rest copied as is. */
type GlyphRun = { glyphs: unknown[]; positions: Record<string, number>[] };
type LayoutFace = { layout: (text: string, features?: unknown, ...rest: unknown[]) => GlyphRun };

/** Runs remembered per face: about 1–2 kB each, so at most a few MB a face. */
export const MAX_ENTRIES = 4000;

const memos = new WeakMap<object, Lru<string, GlyphRun>>();

/** The memo of a face made by `memoiseLayout` (tests). */
export function layoutMemo(face: object): Lru<string, GlyphRun> | undefined {
  return memos.get(face);
}

/** A copy of a run whose positions (and glyph list) are the caller's own; glyphs themselves are fontkit's shared objects. */
function copyRun(run: GlyphRun): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((p) => Object.assign(Object.create(Object.getPrototypeOf(p) as object) as Record<string, number>, p));
  return copy;
}

/**
 * Makes `face.layout(text, features)` remember its runs (at most `max`). Calls with a script,
 * language or direction (pdfkit passes none) go to fontkit as before. Idempotent.
 */
export function memoiseLayout<F extends object>(face: F, max = MAX_ENTRIES): F {
  if (memos.has(face)) return face;
  const target = face as unknown as LayoutFace;
  const shape = target.layout.bind(face);
  const memo = new Lru<string, GlyphRun>(max);
  memos.set(face, memo);
  target.layout = (text: string, features?: unknown, ...rest: unknown[]) => {
    if (rest.some((r) => r !== undefined) || typeof text !== 'string') return shape(text, features, ...rest);
    const key = features === undefined ? `\u0000${text}` : `${JSON.stringify(features)}\u0000${text}`;
    let run = memo.get(key);
    if (!run) memo.set(key, (run = shape(text, features)));
    return copyRun(run);
  };
  return face;
}
