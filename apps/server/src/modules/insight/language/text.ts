// Text clean-up and language detection for the language part (issue 13). Comments carry URLs,
// video timestamps ("3:25", "1:02:03"), @mentions, hashtags and emoji: URLs, timestamps and
// mentions are dropped before segmentation, emoji are kept apart (they carry sentiment but are
// never terms), and the language is told from the scripts the text is written in.
import type { InsightLanguage } from '@chorus/contract';

const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
const TIMESTAMP = /\b\d{1,2}:\d{2}(?::\d{2})?\b/gu;
const MENTION = /@[\p{L}\p{N}_.-]+/gu;
/** A pictographic emoji with its modifiers and joiners, or a flag. */
const EMOJI =
  /(?:\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*)|(?:\p{Regional_Indicator}{2})/gu;

export type CleanText = {
  /** The text without URLs, timestamps, mentions and emoji, for segmentation. */
  words: string;
  /** The emoji found, in order. */
  emoji: string[];
};

/** Splits a comment into the part to segment and its emoji. */
export function cleanText(text: string): CleanText {
  const normalized = text.normalize('NFKC');
  const emoji = normalized.match(EMOJI) ?? [];
  const words = normalized.replace(URL, ' ').replace(TIMESTAMP, ' ').replace(MENTION, ' ').replace(EMOJI, ' ').replace(/\s+/gu, ' ').trim();
  return { words, emoji };
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;
const OTHER_LETTER = /[^\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Common}\p{Script=Inherited}]/gu;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * The language a text is written in: any kana (beyond a stray one in a Chinese sentence) makes it
 * Japanese; Han characters without kana, Chinese (stored as zh-TW: the network's Chinese channels
 * are Taiwanese); mostly Latin letters, English; anything else (Korean, Thai, only emoji) other.
 */
export function detectLanguage(text: string): InsightLanguage {
  const { words } = cleanText(text);
  const kana = count(words, KANA);
  const han = count(words, HAN);
  const latin = count(words, LATIN);
  const other = count(words, OTHER_LETTER);
  const cjk = kana + han;
  if (cjk === 0 && latin === 0) return 'other';
  if (other > cjk + latin) return 'other';
  // A Han or kana character weighs about as much as two thirds of an English word.
  const latinWords = words.match(/\p{Script=Latin}+/gu)?.length ?? 0;
  if (cjk > 0 && cjk / 1.5 >= latinWords) {
    // 的 and の are the tell-tales; a kana share of a tenth or more is Japanese.
    if (kana >= 2 || (kana > 0 && kana * 10 >= cjk)) return 'ja';
    return 'zh-TW';
  }
  return latin > 0 ? 'en' : 'other';
}
