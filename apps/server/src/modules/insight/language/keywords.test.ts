// A text's term counts (keywords.ts): each term's occurrences among the tokens (at least one), read
// in one pass over the tokens. They were counted by filtering every token once a term, so a
// 10,000-character comment (thousands of tokens and terms) cost millions of comparisons in the
// request's thread; the reads of the tokens are counted here, not timed.
import { describe, expect, it } from 'vitest';
import { termCounts } from './keywords.ts';

describe('termCounts', () => {
  it('counts each term among the tokens, at least once, in the order of the terms', () => {
    const tokens = ['花火', 'を', '見', 'た', '花火', 'fireworks', 'fireworks', 'fireworks'];
    expect([...termCounts(tokens, ['fireworks', '花火', '見る'])]).toEqual([
      ['fireworks', 3],
      ['花火', 2],
      ['見る', 1],
    ]);
  });

  it('reads each token once, however many terms there are', () => {
    const words = Array.from({ length: 3_000 }, (_, i) => `w${i % 1_000}`);
    let reads = 0;
    const tokens = new Proxy(words, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const counts = termCounts(
      tokens,
      Array.from({ length: 1_000 }, (_, i) => `w${i}`),
    );
    expect(counts.get('w7')).toBe(3);
    expect(reads).toBeLessThanOrEqual(words.length);
  });
});
