import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './identifiers.ts';

describe('looksLikeEmail (spec 5: otherwise sent as account)', () => {
  it.each(['lin@demo.chorus.test', 'a@b.tw', ' a@b.tw '])('%s is an e-mail', (v) => {
    expect(looksLikeEmail(v)).toBe(true);
  });
  it.each(['lin', 'lin@demo', '@b.tw', 'a b@c.tw', ''])('%s is an account', (v) => {
    expect(looksLikeEmail(v)).toBe(false);
  });
});
