// Sentiment, emotion tags and direction per text (issue 13). English: VADER (vader-sentiment 1.1.3)
// with the platform's words, phrases and sarcasm cues (english-sentiment.ts) for the valence, our
// word list for emotions. zh-TW and Japanese: our lexicons (lexicons/*.ts),
// matched in the text longest first, with negators (不/沒/別 before a zh word; ない/ず/ません after a
// ja stem) turning a valence round, intensifiers (超/很/太, めっちゃ/とても) raising it, and a
// contrast (但是/不過, でも/けど) weighing what comes after it more. Emoji count in every language.
// The sum is squashed like VADER's compound (s / √(s² + 15)) into -1…1; direction = 50 + 50 × it.
import { emotionKeys, type EmotionKey, type InsightLanguage, type Sentiment } from '@chorus/contract';
import { englishValence } from './english-sentiment.ts';
import { emojiLexicon } from './lexicons/emoji.ts';
import { enEmotionWords } from './lexicons/en.ts';
import { jaLexicon } from './lexicons/ja.ts';
import { WordMatcher } from './lexicons/matcher.ts';
import type { LexiconEntry } from './lexicons/types.ts';
import { zhTwLexicon } from './lexicons/zh-TW.ts';

export type SentimentResult = {
  sentiment: Sentiment;
  /** -1 (all negative) … 1 (all positive). */
  compound: number;
  /** 0 … 100: the compound on a percentage scale (spec 3's emotion direction). */
  direction: number;
  emotions: EmotionKey[];
};

/** A compound at or beyond this reads as positive (negative); between, neutral. VADER's own is 0.05. */
export const POLARITY_THRESHOLD = 0.05;

type Entry = { valence: number; emotions: readonly EmotionKey[] };

function matcherOf(entries: readonly LexiconEntry[]): WordMatcher<Entry> {
  return new WordMatcher(entries.map(([word, valence, ...emotions]) => [word, { valence, emotions }] as const));
}
const zhLexicon = matcherOf(zhTwLexicon);
const jaWords = matcherOf(jaLexicon);
const emojiValence = new Map(emojiLexicon.map(([word, valence, ...emotions]) => [word.replace(/\uFE0F/gu, ''), { valence, emotions } as Entry]));

const ZH_NEGATION_BEFORE = /(?:不|沒|別|無|未)(?:有|是|會|太|很|夠|怎麼|算|那麼|大|再|好|超|真的){0,2}$/u;
const ZH_INTENSIFIER = /^(?:超級|超|很|太|好|真的|真|非常|有夠|蠻|滿|十分|特別|最|極|巨)/u;
const ZH_CONTRAST = /但是|可是|不過|只是|但/gu;
const JA_NEGATION_AFTER = /^(?:[くかけしせめらえれまわたさいきみ]|くは|くも|じゃ|では|でも|ては|って)?(?:ない|なかっ|なく|無い|ず|ません|ねぇ|ねえ|ねー|ねぇ)/u;
const JA_INTENSIFIER = /^(?:めちゃくちゃ|めっちゃ|めちゃ|すごく|凄く|とても|超|本当に|ほんとに|ほんまに|マジで|まじで|かなり|非常に|ガチで|最高に)/u;
const JA_CONTRAST = /でも|けど|けれど|しかし|だが/gu;

/** Emoji that make "dead", "crying", "I can't" in the same comment laughter (English). */
const LAUGHING_EMOJI = /^(?:😂|🤣|💀|😆)/u;

const CONTRAST_BEFORE = 0.5;
const CONTRAST_AFTER = 1.5;
const INTENSIFIED = 1.5;
const NEGATED = -0.75;

function lastContrast(text: string, pattern: RegExp): number {
  let at = -1;
  for (const match of text.matchAll(pattern)) if (match.index > 0) at = match.index;
  return at;
}

type Tally = { sum: number; emotions: Map<EmotionKey, number> };

function addEmotions(tally: Tally, emotions: readonly EmotionKey[], weight = 1): void {
  for (const emotion of emotions) tally.emotions.set(emotion, (tally.emotions.get(emotion) ?? 0) + weight);
}

/** Emotions a negated word tells: a negated positive word is criticism, a negated negative one nothing. */
function negatedEmotions(entry: Entry): readonly EmotionKey[] {
  return entry.valence > 0 ? ['criticism'] : [];
}

function scoreCjk(text: string, language: 'zh-TW' | 'ja', tally: Tally): void {
  const lexicon = language === 'ja' ? jaWords : zhLexicon;
  const intensifier = language === 'ja' ? JA_INTENSIFIER : ZH_INTENSIFIER;
  const contrastAt = lastContrast(text, language === 'ja' ? JA_CONTRAST : ZH_CONTRAST);
  let boost = 1;
  let boostUntil = -1;
  for (let i = 0; i < text.length;) {
    const found = lexicon.match(text, i);
    if (!found) {
      const lift = intensifier.exec(text.slice(i, i + 6));
      if (lift) {
        boost = INTENSIFIED;
        boostUntil = i + lift[0].length + 2;
        i += lift[0].length;
      } else i += 1;
      continue;
    }
    const { word, value: entry } = found;
    const end = i + word.length;
    const negated = language === 'ja' ? JA_NEGATION_AFTER.test(text.slice(end, end + 6)) : ZH_NEGATION_BEFORE.test(text.slice(Math.max(0, i - 4), i));
    let valence = entry.valence * (i <= boostUntil ? boost : 1);
    if (negated) valence *= NEGATED;
    if (contrastAt >= 0) valence *= i < contrastAt ? CONTRAST_BEFORE : CONTRAST_AFTER;
    tally.sum += valence;
    addEmotions(tally, negated ? negatedEmotions(entry) : entry.emotions);
    i = end;
  }
}

function scoreEnglishEmotions(text: string, tally: Tally): void {
  const words =
    text
      .toLowerCase()
      .replace(/['’]/gu, '')
      .match(/[a-z]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const one = enEmotionWords.get(words[i]!);
    const two = i + 1 < words.length ? enEmotionWords.get(`${words[i]} ${words[i + 1]}`) : undefined;
    const negated = i > 0 && /^(?:not|no|never|isnt|wasnt|dont|doesnt|didnt|cant|wont|aint|hardly)$/u.test(words[i - 1]!);
    for (const emotions of [one, two]) {
      if (!emotions) continue;
      addEmotions(tally, negated ? (emotions.some((e) => e === 'praise' || e === 'joy') ? ['criticism'] : []) : emotions);
    }
  }
}

function squash(sum: number): number {
  return sum / Math.sqrt(sum * sum + 15);
}

/** The sentiment, direction and emotions of one text, given its language, cleaned words and emoji. */
export function scoreSentiment(language: InsightLanguage, words: string, emoji: readonly string[]): SentimentResult {
  const tally: Tally = { sum: 0, emotions: new Map() };
  for (const symbol of emoji) {
    const entry = emojiValence.get(symbol.replace(/\uFE0F/gu, '')) ?? emojiValence.get(symbol.replace(/\uFE0F|\p{Emoji_Modifier}/gu, ''));
    if (!entry) continue;
    tally.sum += entry.valence;
    addEmotions(tally, entry.emotions);
  }
  if (language === 'en' || language === 'other') {
    tally.sum += englishValence(
      words,
      emoji.some((symbol) => LAUGHING_EMOJI.test(symbol)),
    );
    scoreEnglishEmotions(words, tally);
  } else scoreCjk(words, language, tally);
  const compound = squash(tally.sum);
  const sentiment: Sentiment = compound >= POLARITY_THRESHOLD ? 'positive' : compound <= -POLARITY_THRESHOLD ? 'negative' : 'neutral';
  const emotions = emotionKeys.filter((key) => (tally.emotions.get(key) ?? 0) > 0);
  return { sentiment, compound, direction: Math.round(50 + 50 * compound), emotions };
}
