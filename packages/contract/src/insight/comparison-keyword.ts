// Keyword presence for the channel comparison (issue 13, spec 2 "channel comparison by keyword
// presence"): does a video's title or one of its tags hold a keyword? One rule for the server (which
// filters the videos) and the tests, written by hand:
// - both sides are compared in NFKC form and lower case, so full-width ＡＢＣ, half-width ｶﾀｶﾅ and
//   case differences match (Ｖｌｏｇ = vlog, ｶﾞﾝﾀﾞﾑ = ガンダム);
// - Chinese and Japanese have no spaces between words: a keyword is found anywhere in the text
//   (料理 in 家常料理教學, ラーメン in 絶品ラーメン巡り);
// - a keyword that begins with a letter or digit of a spaced script (Latin, Greek, Cyrillic, digits)
//   must begin a word there: "art" does not match "party", but "cook" matches "cooking" and
//   "#cooking" (suffixes stay allowed: plurals and -ing forms are what people search for);
// - a tag is matched on its own, never across two tags.

/** The text as compared: NFKC (full/half width unified), lower case, runs of white space as one space. */
export function keywordForm(text: string): string {
  // Plain ASCII is its own NFKC form: the normalisation (most of the cost) is skipped for it.
  const normal = printableAscii.test(text) ? text : text.normalize('NFKC');
  return normal.toLowerCase().replace(/\s+/gu, ' ').trim();
}
const printableAscii = /^[\x20-\x7e]*$/;

const spacedWordChar = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u;

/** Whether `text` (already in keywordForm) holds `keyword` (already in keywordForm, not empty). */
function holdsForm(text: string, keyword: string): boolean {
  const needsWordStart = spacedWordChar.test(keyword.charAt(0));
  let from = 0;
  for (;;) {
    const at = text.indexOf(keyword, from);
    if (at < 0) return false;
    if (!needsWordStart || at === 0) return true;
    // The character before (half of a surrogate pair is no letter: NFKC has made astral letters plain).
    if (!spacedWordChar.test(text.charAt(at - 1))) return true;
    from = at + 1;
  }
}

/**
 * A matcher for many videos with one keyword (normalised once), on videos whose title and tags are
 * already in keywordForm (a server may keep them so): the same rule as keywordMatcher.
 */
export function formMatcher(keyword: string): (video: { title: string; tags: readonly string[] }) => boolean {
  const wanted = keywordForm(keyword);
  if (!wanted) return () => false;
  return (video) => holdsForm(video.title, wanted) || video.tags.some((tag) => holdsForm(tag, wanted));
}

/** A matcher for many videos with one keyword (the keyword normalised once). */
export function keywordMatcher(keyword: string): (video: { title: string; tags: readonly string[] }) => boolean {
  const matches = formMatcher(keyword);
  return (video) => matches({ title: keywordForm(video.title), tags: video.tags.map(keywordForm) });
}

/** Whether a video's title or one of its tags holds the keyword (see above). An empty keyword holds nothing. */
export function holdsKeyword(video: { title: string; tags: readonly string[] }, keyword: string): boolean {
  return keywordMatcher(keyword)(video);
}
