// Short-lived access tokens: compact JWTs signed with HS256. Only HS256 is accepted; anything else
// (alg "none", another algorithm, a bad signature, an expired token) is refused.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

export type AccessClaims = {
  /** The user the request acts as. */
  sub: number;
  /** The session (refresh-token family) this token belongs to. */
  sid: string;
  /** RFC 8693 actor: the admin really behind a switched session. */
  act?: number;
  iat: number;
  exp: number;
};

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccessToken(claims: AccessClaims, secret: Buffer): string {
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

export function verifyAccessToken(token: string, secret: Buffer, nowSeconds: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, signature] = parts as [string, string, string];
  if (head !== header) return null;
  const expected = Buffer.from(sign(`${head}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
  if (nowSeconds >= claims.exp) return null;
  return claims;
}

// Turning the raw secret into a key on every call showed up in profiles; one key per secret.
const keys = new WeakMap<Buffer, KeyObject>();
function sign(data: string, secret: Buffer): string {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return createHmac('sha256', key).update(data).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
