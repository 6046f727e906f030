// Longest-first matching of a word list in running text, used by the zh-TW and ja scorers and to
// keep the lexicon's words whole in zh-TW segmentation.
export class WordMatcher<T> {
  private readonly byFirst = new Map<string, { word: string; value: T }[]>();

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [word, value] of entries) {
      if (!word) continue;
      const first = word[0]!;
      const list = this.byFirst.get(first) ?? [];
      list.push({ word, value });
      this.byFirst.set(first, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.word.length - a.word.length);
  }

  /** The longest word starting at `at`, if any. */
  match(text: string, at: number): { word: string; value: T } | null {
    const list = this.byFirst.get(text[at]!);
    if (!list) return null;
    for (const candidate of list) if (text.startsWith(candidate.word, at)) return candidate;
    return null;
  }
}
