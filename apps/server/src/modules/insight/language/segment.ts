// Segmentation per language (issue 13). zh-TW: Intl.Segmenter (ICU's word dictionary, built into
// Node; it splits Taiwan usage such as 軟體 / 網路 / 煙火 / 開心 right and runs ~100k comments/s,
// see docs/decisions.md), with the sentiment lexicon's words kept whole. ja: kuromoji 0.1.2 (IPAdic inside the package), loaded once per process,
// fed chunks of at most 200 characters cut at 。！？ and new lines (a long unbroken text is
// quadratic in kuromoji). en: Intl.Segmenter. `tokens` are every word; `terms` the content words
// (stop words, numbers, single characters and symbols removed; Japanese by base form, nouns,
// verbs and adjectives only), distinct, in order of first use.
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { WordMatcher } from './lexicons/matcher.ts';
import { zhTwWords } from './lexicons/zh-TW-words.ts';
import { zhTwLexicon } from './lexicons/zh-TW.ts';
import { stopWords } from './stopwords.ts';

export type Segmented = { tokens: string[]; terms: string[] };
export type SegmentLanguage = 'zh-TW' | 'ja' | 'en';

const zhSegmenter = new Intl.Segmenter('zh-TW', { granularity: 'word' });
const enSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
const NUMBER = /^[\p{N}.,:%]+$/u;
const HAS_LETTER = /[\p{L}]/u;
const WORD_LIKE = /[\p{L}\p{N}]/u;
const SINGLE_CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]$/u;

export type JapaneseTokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;
let japanese: Promise<JapaneseTokenizer> | null = null;

/** kuromoji's tokenizer, built once per process (~0.6-3 s, ~300 MB) the first time Japanese is met. */
export function japaneseTokenizer(): Promise<JapaneseTokenizer> {
  japanese ??= new Promise((resolve, reject) => {
    const require = createRequire(import.meta.url);
    const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
  });
  japanese.catch(() => {
    japanese = null;
  });
  return japanese;
}

/** Cuts Japanese text at sentence ends and new lines, and anything still longer than `max` into pieces. */
export function japaneseChunks(text: string, max = 200): string[] {
  const chunks: string[] = [];
  for (const sentence of text.split(/(?<=[。！？!?\n])/u)) {
    for (let i = 0; i < sentence.length; i += max) {
      const piece = sentence.slice(i, i + max);
      if (piece.trim()) chunks.push(piece);
    }
  }
  return chunks;
}

function keep(term: string, stops: ReadonlySet<string>): boolean {
  return HAS_LETTER.test(term) && !NUMBER.test(term) && !SINGLE_CJK.test(term) && term.length > 1 && !stops.has(term);
}

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * zh-TW words ICU's dictionary splits wrongly in comments (太好吃了 → 太好 / 吃了): the sentiment
 * lexicon's words of two characters or more are kept whole, and ICU segments the text between them.
 */
const zhLexiconWords = new Set(zhTwLexicon.map(([word]) => word));
/** An intensified or negated entry (超開心, 不好看) is two words: 超 / 開心, 不 / 好看. */
const isCompound = (word: string) => /^[超很太好最蠻真不沒]/u.test(word) && zhLexiconWords.has(word.slice(1));
const zhWholeWords = new WordMatcher(
  [
    ...[...zhLexiconWords].filter((word) => [...word].length >= 2 && [...word].length <= 3 && /^\p{Script=Han}+$/u.test(word) && !isCompound(word)),
    ...zhTwWords,
  ].map((word) => [word, true] as const),
);

function wordsOf(segmenter: Intl.Segmenter, text: string, out: string[]): void {
  for (const part of segmenter.segment(text)) if (part.isWordLike) out.push(part.segment.toLowerCase());
}

function segmentChinese(text: string, tokens: string[]): void {
  let from = 0;
  for (let i = 0; i < text.length;) {
    const found = zhWholeWords.match(text, i);
    if (!found) {
      i += 1;
      continue;
    }
    if (i > from) wordsOf(zhSegmenter, text.slice(from, i), tokens);
    tokens.push(found.word);
    i += found.word.length;
    from = i;
  }
  if (from < text.length) wordsOf(zhSegmenter, text.slice(from), tokens);
}

function segmentWith(segmenter: Intl.Segmenter, text: string, stops: ReadonlySet<string>): Segmented {
  const tokens: string[] = [];
  if (segmenter === zhSegmenter) segmentChinese(text, tokens);
  else wordsOf(segmenter, text, tokens);
  return { tokens, terms: distinct(tokens.map((token) => token.replace(/['’]/gu, '')).filter((token) => keep(token, stops))) };
}

const CONTENT_POS = new Set(['名詞', '動詞', '形容詞']);
const SKIP_DETAIL = new Set(['非自立', '代名詞', '数', '接尾', '副詞可能']);

function segmentJapanese(text: string, tokenizer: JapaneseTokenizer): Segmented {
  const tokens: string[] = [];
  const terms: string[] = [];
  const stops = stopWords.ja;
  for (const chunk of japaneseChunks(text)) {
    for (const token of tokenizer.tokenize(chunk)) {
      if (token.pos === '記号' || !WORD_LIKE.test(token.surface_form)) continue;
      tokens.push(token.surface_form);
      if (!CONTENT_POS.has(token.pos) || SKIP_DETAIL.has(token.pos_detail_1)) continue;
      const base = token.basic_form && token.basic_form !== '*' ? token.basic_form : token.surface_form;
      const term = base.toLowerCase();
      if (keep(term, stops)) terms.push(term);
    }
  }
  return { tokens, terms: distinct(terms) };
}

/** Segments `text` (already cleaned of URLs, timestamps and emoji) in `language`. Japanese needs the tokenizer. */
export function segment(text: string, language: SegmentLanguage, tokenizer: JapaneseTokenizer | null): Segmented {
  if (language === 'ja') {
    if (!tokenizer) throw new Error('the Japanese tokenizer is not loaded');
    return segmentJapanese(text, tokenizer);
  }
  if (language === 'zh-TW') return segmentWith(zhSegmenter, text, stopWords['zh-TW']);
  return segmentWith(enSegmenter, text, stopWords.en);
}
