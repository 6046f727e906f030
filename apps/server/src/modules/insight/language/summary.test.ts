// The extractive summary (issue 13, 23): comments saying what many say, and the most liked ones when
// no comment has a content word, so a video with comments never has an empty summary.
import { describe, expect, it } from 'vitest';
import { summarize } from './summary.ts';

describe('summarize', () => {
  it('takes the comments sharing the frequent terms, not repeating each other', () => {
    const lines = summarize([
      { comment_id: 'a', text: 'the curry looks great', terms: ['curry', 'great'], likes: 0 },
      { comment_id: 'b', text: 'curry night!', terms: ['curry', 'night'], likes: 3 },
      { comment_id: 'c', text: 'nice', terms: [], likes: 9 },
    ]);
    expect(lines.map((l) => l.comment_id)).toEqual(['b']);
  });

  it('falls back to the most liked comments when none has a content word', () => {
    const lines = summarize([
      { comment_id: 'a', text: '太好看了吧！', terms: [], likes: 1 },
      { comment_id: 'b', text: '😂😂', terms: [], likes: 4 },
      { comment_id: 'c', text: '  ', terms: [], likes: 9 },
    ]);
    expect(lines).toEqual([
      { comment_id: 'b', text: '😂😂' },
      { comment_id: 'a', text: '太好看了吧！' },
    ]);
    expect(summarize([])).toEqual([]);
  });
});
