// Keywords by TF-IDF against the network's corpus (issue 13): the corpus is every analysed video's
// title and tags (insight_term_frequencies: term → number of videos holding it). A term rare in the
// network but frequent here ranks first. idf = ln((N + 1) / (df + 1)) + 1 (smoothed, never 0).
import type { StoredKeyword } from '../../../db/schema.insight.ts';

export type Idf = (term: string) => number;

export function idfFrom(documentFrequency: ReadonlyMap<string, number>, documents: number): Idf {
  return (term) => Math.log((documents + 1) / ((documentFrequency.get(term) ?? 0) + 1)) + 1;
}

/** The `limit` best terms by count × idf, best first (ties by term); scores kept to 4 places. */
export function keywordsOf(counts: ReadonlyMap<string, number>, idf: Idf, limit: number): StoredKeyword[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([term, count]) => ({ term, score: Math.round(count * idf(term) * 10_000) / 10_000 }))
    .sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, limit);
}

/** How often each of a text's terms occurs in its tokens (at least once: Japanese terms are base forms); one pass over the tokens. */
export function termCounts(tokens: readonly string[], terms: readonly string[]): Map<string, number> {
  const occurrences = new Map<string, number>();
  for (const token of tokens) occurrences.set(token, (occurrences.get(token) ?? 0) + 1);
  return new Map(terms.map((term) => [term, Math.max(1, occurrences.get(term) ?? 0)]));
}
