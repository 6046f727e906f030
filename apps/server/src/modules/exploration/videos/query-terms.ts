// The words a video search looks for: the query segmented like the stored titles and tags (the
// insight area's analysis, insight_videos.terms), each word as the set of forms any of which may
// match. English words match their plain inflections both ways (review, reviews, reviewed,
// reviewing), as the stored English terms are the words as written; Chinese and Japanese words are
// matched as segmented (開箱 finds 開箱影片, whose terms hold 開箱; Japanese by base form).

/** One query word: a video matches it when its terms hold any of `forms`. */
export type QueryWord = { word: string; forms: string[] };

const LATIN_WORD = /^[a-z]{3,}$/u;
const VOWEL = /[aeiou]/u;

/** The stems an English word may come from: the word itself and the word without a plain ending. */
function stemsOf(word: string): string[] {
  const stems = [word];
  const strip = (ending: string, add = '') => {
    if (word.endsWith(ending) && word.length - ending.length >= 2) stems.push(word.slice(0, -ending.length) + add);
  };
  strip('ies', 'y');
  strip('es');
  if (!word.endsWith('ss')) strip('s');
  strip('ing');
  strip('ing', 'e');
  strip('ed');
  strip('ed', 'e');
  // running → run, stopped → stop
  for (const stem of [...stems]) if (stem !== word && /([b-df-hj-np-tv-z])\1$/u.test(stem)) stems.push(stem.slice(0, -1));
  return stems.filter((stem) => VOWEL.test(stem));
}

/** The plain inflections of an English stem. */
function inflectionsOf(stem: string): string[] {
  const forms = [stem, `${stem}s`, `${stem}es`, `${stem}ing`, `${stem}ed`];
  if (stem.endsWith('e')) forms.push(`${stem.slice(0, -1)}ing`, `${stem}d`);
  if (stem.endsWith('y')) forms.push(`${stem.slice(0, -1)}ies`, `${stem.slice(0, -1)}ied`);
  return forms;
}

/** The forms an English word matches; any other word matches only itself. */
export function formsOf(word: string): string[] {
  if (!LATIN_WORD.test(word)) return [word];
  return [...new Set([word, ...stemsOf(word).flatMap(inflectionsOf)])];
}

/** The query's content words (as the analysis segmented them), each with its forms. */
export function queryWords(terms: readonly string[]): QueryWord[] {
  return [...new Set(terms)].map((word) => ({ word, forms: formsOf(word) }));
}
