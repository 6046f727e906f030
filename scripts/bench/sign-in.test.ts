import { describe, expect, it } from 'vitest';
import { cookieHeader, parseSetCookies } from './sign-in.ts';

const BASE = 'http://127.0.0.1:4108';

describe('parseSetCookies', () => {
  it('keeps each cookie with its path, HttpOnly and SameSite, for the origin it came from', () => {
    const cookies = parseSetCookies(
      [
        'chorus_at=abc.def=; Max-Age=900; Path=/api; HttpOnly; SameSite=Lax',
        'chorus_rt=xyz; Max-Age=2592000; Path=/api/v1; HttpOnly; SameSite=Strict',
        'chorus_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax',
      ],
      BASE,
    );
    expect(cookies).toEqual([
      { name: 'chorus_at', value: 'abc.def=', url: BASE, path: '/api', httpOnly: true, secure: false, sameSite: 'Lax' },
      { name: 'chorus_rt', value: 'xyz', url: BASE, path: '/api/v1', httpOnly: true, secure: false, sameSite: 'Strict' },
      { name: 'chorus_signed_in', value: '1', url: BASE, path: '/', httpOnly: false, secure: false, sameSite: 'Lax' },
    ]);
  });

  it('reads Secure and a lower-case SameSite; a cookie without Path belongs to /', () => {
    expect(parseSetCookies(['a=1; secure; samesite=none'], BASE)).toEqual([
      { name: 'a', value: '1', url: BASE, path: '/', httpOnly: false, secure: true, sameSite: 'None' },
    ]);
  });

  it('writes the Cookie header a request outside the browser sends', () => {
    expect(cookieHeader(parseSetCookies(['a=1; Path=/api', 'b=2'], BASE))).toBe('a=1; b=2');
  });
});
