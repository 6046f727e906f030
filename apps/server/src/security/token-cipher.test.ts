import { describe, expect, it } from 'vitest';
import { SecretCipher, parseTokenKey } from './token-cipher.ts';

describe('the shared token cipher', () => {
  it('round-trips and refuses another label or key', () => {
    const cipher = new SecretCipher(Buffer.alloc(32, 3));
    const stored = cipher.encrypt('shpat_secret', 'chorus:shopify:access:7');
    expect(stored).not.toContain('shpat_secret');
    expect(cipher.decrypt(stored, 'chorus:shopify:access:7')).toBe('shpat_secret');
    expect(() => cipher.decrypt(stored, 'chorus:shopify:access:8')).toThrow();
    expect(() => cipher.decrypt(stored, 'chorus:shopify:refresh:7')).toThrow();
    expect(() => new SecretCipher(Buffer.alloc(32, 4)).decrypt(stored, 'chorus:shopify:access:7')).toThrow();
  });

  it('reads a value stored by the former YouTube-only cipher (same format, the label as additional data)', () => {
    // Made by the former modules/youtube/token-cipher.ts with the key 32 × 0x05, kind refresh, user 42.
    const before = 'v1.fhVwZxwn4VIBagem.-MNbTxIEHS1o-hNEnRTH.5UyGgazayG-rqwdXjDrM5A';
    expect(new SecretCipher(Buffer.alloc(32, 5)).decrypt(before, 'chorus:youtube:refresh:42')).toBe('1//0old-refresh');
  });

  it('names the variable when a key is malformed', () => {
    expect(() => parseTokenKey('short', 'SHOPIFY_TOKEN_KEY')).toThrow(/SHOPIFY_TOKEN_KEY/);
  });
});
