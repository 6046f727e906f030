import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenCipher, parseKey, tokenCipher } from './token-cipher.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('token encryption', () => {
  it('round-trips, hides the token, and refuses another kind, user or key', () => {
    const cipher = new TokenCipher(Buffer.alloc(32, 7));
    const stored = cipher.encrypt('1//0refresh-token', 'refresh', 12);
    expect(stored).not.toContain('refresh-token');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.encrypt('1//0refresh-token', 'refresh', 12)).not.toBe(stored);
    expect(cipher.decrypt(stored, 'refresh', 12)).toBe('1//0refresh-token');
    expect(() => cipher.decrypt(stored, 'access', 12)).toThrow();
    expect(() => cipher.decrypt(stored, 'refresh', 13)).toThrow();
    expect(() => new TokenCipher(Buffer.alloc(32, 8)).decrypt(stored, 'refresh', 12)).toThrow();
    expect(() => cipher.decrypt('garbage', 'refresh', 12)).toThrow();
  });

  it('still reads a token stored before the cipher moved to security/token-cipher.ts', () => {
    // Made by the former version of this file with the key 32 × 0x05, kind refresh, user 42.
    const before = 'v1.fhVwZxwn4VIBagem.-MNbTxIEHS1o-hNEnRTH.5UyGgazayG-rqwdXjDrM5A';
    expect(new TokenCipher(Buffer.alloc(32, 5)).decrypt(before, 'refresh', 42)).toBe('1//0old-refresh');
  });

  it('takes the key from configuration, hex or base64', () => {
    expect(parseKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseKey(Buffer.alloc(32, 1).toString('base64'))).toHaveLength(32);
    expect(() => parseKey('short')).toThrow();
  });

  it('otherwise creates one key file (mode 0600) on first use and reuses it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'chorus-key-'));
    dirs.push(dir);
    const [a, b] = await Promise.all([tokenCipher({ tokenKey: null }, dir), tokenCipher({ tokenKey: null }, dir)]);
    const file = path.join(dir, 'keys', 'youtube-token.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(b.decrypt(a.encrypt('x', 'access', 1), 'access', 1)).toBe('x');
  });
});
