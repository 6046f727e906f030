// KeyedCache (invalidation-bus.ts), the bounded map behind the user directory's profiles (10,000),
// the live sessions (50,000) and the verified access tokens (20,000): never more than its bound,
// the oldest entry forgotten first.
import { describe, expect, it } from 'vitest';
import { KeyedCache } from './invalidation-bus.ts';

describe('KeyedCache', () => {
  it('holds at most maxEntries, forgetting the oldest first', () => {
    const cache = new KeyedCache<number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) cache.set(key, i);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => cache.get(key))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it('bounds at 10,000 entries unless told otherwise', () => {
    const cache = new KeyedCache<number>();
    for (let i = 0; i < 10_001; i++) cache.set(`k${i}`, i);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(1);
    expect(cache.get('k10000')).toBe(10_000);
  });
});
