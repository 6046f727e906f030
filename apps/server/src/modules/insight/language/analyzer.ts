// The one analysis every insight page uses (issue 13): a text's language, its tokens and content
// words, its sentiment, direction (0-100) and emotions. Japanese needs kuromoji, loaded once per
// process by `loadAnalyzer`; everything else runs at once.
import type { EmotionKey, InsightLanguage, Sentiment } from '@chorus/contract';
import { japaneseTokenizer, segment, type JapaneseTokenizer } from './segment.ts';
import { scoreSentiment } from './sentiment.ts';
import { cleanText, detectLanguage } from './text.ts';

export type TextAnalysis = {
  language: InsightLanguage;
  /** Every word, in order. */
  tokens: string[];
  /** The content words, distinct (insight_comments.terms). */
  terms: string[];
  sentiment: Sentiment;
  compound: number;
  direction: number;
  emotions: EmotionKey[];
};

export type Analyzer = {
  analyze(text: string, language?: InsightLanguage): TextAnalysis;
  /** Content words of a title or tag in `language` (no sentiment). */
  terms(text: string, language: InsightLanguage): string[];
};

export function createAnalyzer(tokenizer: JapaneseTokenizer): Analyzer {
  const segmentIn = (words: string, language: InsightLanguage) => segment(words, language === 'other' ? 'en' : language, tokenizer);
  return {
    analyze(text, known) {
      const { words, emoji } = cleanText(text);
      const language = known ?? detectLanguage(text);
      const { tokens, terms } = segmentIn(words, language);
      const scored = scoreSentiment(language, words, emoji);
      return { language, tokens, terms: language === 'other' ? [] : terms, ...scored };
    },
    terms(text, language) {
      return segmentIn(cleanText(text).words, language).terms;
    },
  };
}

/** The analyzer with kuromoji loaded (the first call builds the tokenizer; later ones share it). */
export async function loadAnalyzer(): Promise<Analyzer> {
  return createAnalyzer(await japaneseTokenizer());
}
