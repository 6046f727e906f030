import { describe, expect, it } from 'vitest';
import { watchUrl } from './watch-url.ts';

describe('watchUrl', () => {
  it("is YouTube's watch address, the id encoded", () => {
    expect(watchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(watchUrl('a&b=c')).toBe('https://www.youtube.com/watch?v=a%26b%3Dc');
  });
});
