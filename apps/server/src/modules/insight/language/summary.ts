// The extractive summary of what viewers said under a video (issue 13): up to three comments that
// say what many say (their terms are the video's frequent comment terms), liked ones first among
// equals, not repeating each other (shared terms under half), each cut to 200 characters. When no
// comment has a content word ("太好看了吧！", "😂😂"), the most liked ones stand for what viewers said,
// so a video with comments never has an empty summary.
import type { StoredSummaryLine } from '../../../db/schema.insight.ts';

export type SummaryCandidate = { comment_id: string; text: string; terms: readonly string[]; likes: number };

export const SUMMARY_LINES = 3;
const MAX_CHARS = 200;

function overlap(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a);
  const shared = b.filter((term) => set.has(term)).length;
  return shared / Math.max(1, Math.min(a.length, b.length));
}

export function summarize(comments: readonly SummaryCandidate[], lines = SUMMARY_LINES): StoredSummaryLine[] {
  const frequency = new Map<string, number>();
  for (const comment of comments) for (const term of comment.terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const scored = comments
    .filter((comment) => comment.terms.length > 0 && comment.text.trim().length >= 4)
    .map((comment) => {
      const shared = comment.terms.reduce((sum, term) => sum + ((frequency.get(term) ?? 1) - 1), 0);
      return { comment, score: shared / Math.sqrt(comment.terms.length) + Math.log1p(Math.max(0, comment.likes)) };
    })
    .sort((a, b) => b.score - a.score || b.comment.likes - a.comment.likes || (a.comment.comment_id < b.comment.comment_id ? -1 : 1));
  const chosen: SummaryCandidate[] = [];
  if (scored.length === 0)
    chosen.push(
      ...comments
        .filter((comment) => comment.text.trim().length > 0)
        .sort((a, b) => b.likes - a.likes || (a.comment_id < b.comment_id ? -1 : 1))
        .slice(0, lines),
    );
  for (const { comment } of scored) {
    if (chosen.length >= lines) break;
    if (chosen.some((other) => overlap(other.terms, comment.terms) >= 0.5)) continue;
    chosen.push(comment);
  }
  return chosen.map((comment) => {
    const text = comment.text.trim().replace(/\s+/gu, ' ');
    return { comment_id: comment.comment_id, text: text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text };
  });
}
