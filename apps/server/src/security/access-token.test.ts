import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = Buffer.from('a-test-secret-of-enough-length-123');
const claims = { sub: 7, sid: '5a1f0f0e-0000-4000-8000-000000000001', iat: 1000, exp: 1900 };

describe('access tokens', () => {
  it('verify while valid and not at or after expiry', () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, secret, 1899)).toEqual(claims);
    expect(verifyAccessToken(token, secret, 1900)).toBeNull();
  });

  it('refuse another key, a changed payload and a cut token', () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, Buffer.from('another-secret'), 1000)).toBeNull();
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    expect(verifyAccessToken(`${head}.${forged}.${sig}`, secret, 1000)).toBeNull();
    expect(verifyAccessToken(token.split('.').slice(0, 2).join('.'), secret, 1000)).toBeNull();
  });

  it('refuse alg none and other algorithms even when signed', () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyAccessToken(`${none}.${payload}.`, secret, 1000)).toBeNull();
    const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const sig = createHmac('sha512', secret).update(`${hs512}.${payload}`).digest('base64url');
    expect(verifyAccessToken(`${hs512}.${payload}.${sig}`, secret, 1000)).toBeNull();
  });

  it('carry the real actor of a switched session', () => {
    const token = signAccessToken({ ...claims, act: 1 }, secret);
    expect(verifyAccessToken(token, secret, 1000)?.act).toBe(1);
  });
});
