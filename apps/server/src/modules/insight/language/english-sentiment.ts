// English valence (issue 13, 23): VADER (vader-sentiment 1.1.3) for the words it knows, with the
// platform's own words and phrases (lexicons/en-valence.ts) in place of VADER's reading of them, a
// negator just before such a phrase turning it round (as VADER does, × −0.74), and sarcasm cues
// ("great, another ad...") turning the comment negative. Returns the raw sum on VADER's scale,
// which the caller adds to the emoji's and squashes like VADER's compound.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; scripts/ type-checks this file too
/// <reference path="./vader-sentiment.d.ts" />
import vader from 'vader-sentiment';
import { enLaughter, enPhraseValence, enSarcasm, LAUGHTER_VALENCE } from './lexicons/en-valence.ts';

const NEGATED = -0.74;
const NEGATOR_BEFORE =
  /\b(?:not|no|never|dont|doesnt|didnt|isnt|wasnt|arent|werent|cant|cannot|couldnt|wont|wouldnt|aint|hardly|nothing|without)\s+(?:\S+\s+)?$/u;
/** A sarcastic comment counts at least this negative. */
const SARCASM = 1.5;
/** A question asks more than it judges: its words count this little ("is it bad if I use olive oil?", "best lens for this?"). */
const QUESTION = 0.05;
/** As VADER weighs its own words round a "but": before it half, after it one and a half. */
const BUT = /\bbut\b/giu;
const BEFORE_BUT = 0.5;
const AFTER_BUT = 1.5;

/** Beside laughing emoji (😂 🤣 💀) these words are laughter ("dead 💀", "crying 🤣"), not death or grief. */
const LAUGHING_WORDS = new Set(['dead', 'dying', 'died', 'crying', 'screaming', 'cant', 'killed', 'kill', 'weak']);
const phraseValence = new Map(enPhraseValence.map(([phrase, valence]) => [phrase, valence]));
const LONGEST = Math.max(...enPhraseValence.map(([phrase]) => phrase.split(' ').length));
const WORD = /[\p{L}\p{N}/]+/gu;

/** Words whose doubled letter is their own: a drawn-out "goooood" is "good", a "loooove" "love". */
const DOUBLED = new Set([
  'good',
  'cool',
  'food',
  'mood',
  'too',
  'soon',
  'sweet',
  'need',
  'feel',
  'feels',
  'seen',
  'free',
  'all',
  'well',
  'see',
  'wee',
  'boo',
  'woo',
  'hmm',
]);

/** A letter drawn out ("sooo", "loooove", "goooood") as the word means it. */
function undrawn(word: string): string {
  const twice = word.replace(/([a-z])\1{2,}/giu, '$1$1');
  return DOUBLED.has(twice.toLowerCase()) ? twice : word.replace(/([a-z])\1{2,}/giu, '$1');
}

/** VADER's compound back to its raw sum (compound = s / √(s² + 15)). */
function unsquash(compound: number): number {
  const c = Math.max(-0.999, Math.min(0.999, compound));
  return c * Math.sqrt(15 / (1 - c * c));
}

/**
 * The raw valence of English words (emoji apart): VADER with the phrases in place of its reading, then
 * sarcasm. `laughing`: the comment carries a laughing emoji, so "dead", "crying" … are laughter.
 */
export function englishValence(words: string, laughing = false): number {
  if (!words) return 0;
  // "I'll" is not "ill", nor "he'll" "hell": the one contraction whose letters alone are another word.
  const text = words
    .replace(/['’]ll\b/giu, ' will')
    .replace(/['’]/gu, '')
    .replace(/[a-z]*([a-z])\1{2,}[a-z]*/giu, undrawn);
  let sum = 0;
  let laughed = false;
  // The phrases, longest first at each word; their words are blanked out of what VADER reads.
  const tokens = [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  let rest = '';
  let kept = 0;
  let butAt = -1;
  for (const match of text.matchAll(BUT)) butAt = match.index;
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(LONGEST, tokens.length - i); n >= 1; n--) {
      const phrase =
        n === 1
          ? tokens[i]!.word
          : tokens
              .slice(i, i + n)
              .map((t) => t.word)
              .join(' ');
      const valence = laughing && n === 1 && LAUGHING_WORDS.has(phrase) ? LAUGHTER_VALENCE : phraseValence.get(phrase);
      if (valence === undefined) continue;
      const start = tokens[i]!.start;
      const negated = NEGATOR_BEFORE.test(text.slice(Math.max(0, start - 30), start).toLowerCase());
      const turned = butAt < 0 ? 1 : start < butAt ? BEFORE_BUT : AFTER_BUT;
      sum += (negated ? valence * NEGATED : valence) * turned;
      rest += text.slice(kept, start);
      kept = tokens[i + n - 1]!.end;
      i += n - 1;
      break;
    }
  }
  rest = (rest + text.slice(kept)).replace(enLaughter, (match: string) => {
    laughed = true;
    return ' '.repeat(match.length);
  });
  if (laughed) sum += LAUGHTER_VALENCE;
  if (/[\p{L}\p{N}]/u.test(rest)) sum += unsquash(vader.SentimentIntensityAnalyzer.polarity_scores(rest).compound);
  const lower = text.toLowerCase().trim();
  if (enSarcasm.some((cue) => cue.test(lower))) return -Math.max(SARCASM, Math.abs(sum));
  if (lower.includes('?')) sum *= QUESTION;
  return sum;
}
