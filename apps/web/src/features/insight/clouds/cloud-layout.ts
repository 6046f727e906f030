// How a word cloud is laid out (docs/decisions.md "Insight (issue 13), clouds"): plain HTML words in a
// centred, wrapping row, each a button, sized by its weight on a logarithmic scale, the heaviest
// words in the middle and the lighter ones alternating outwards, so that the shape reads as a cloud
// while every word stays a focusable, clickable element that wraps at any width.

export type LaidWord = { term: string; count: number; size: number; tone: number };

export const MIN_SIZE = 13;
export const MAX_SIZE = 36;
/** How many colours the words cycle through. */
export const TONES = 5;

/** Font size in px: log-scaled between MIN_SIZE (the rarest) and MAX_SIZE (the most frequent). */
export function wordSize(count: number, min: number, max: number): number {
  if (max <= min) return Math.round((MIN_SIZE + MAX_SIZE) / 2);
  const share = (Math.log(count) - Math.log(min)) / (Math.log(max) - Math.log(min));
  return Math.round(MIN_SIZE + Math.max(0, Math.min(1, share)) * (MAX_SIZE - MIN_SIZE));
}

/** Words given most first: the heaviest in the middle, the next alternately to its right and left. */
export function layoutCloud(words: readonly { term: string; count: number }[]): LaidWord[] {
  if (words.length === 0) return [];
  const counts = words.map((w) => w.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const sized = words.map((w, i) => ({ ...w, size: wordSize(w.count, min, max), tone: i % TONES }));
  const left: LaidWord[] = [];
  const right: LaidWord[] = [];
  sized.forEach((w, i) => (i % 2 === 0 ? right : left).push(w));
  return [...left.reverse(), ...right];
}
