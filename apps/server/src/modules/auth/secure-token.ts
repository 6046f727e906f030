import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only their SHA-256 is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// A rotated refresh token keeps its successor for the reuse interval, sealed (AES-256-GCM) with a
// key derived from the rotated token. Only what is stored of that token is its SHA-256, so the
// database alone cannot open the seal: only someone presenting the rotated token can, and that is
// exactly who the reuse interval answers with the successor anyway.
const SEAL_LABEL = 'chorus refresh-token successor v1';

function sealKey(keyToken: string): Buffer {
  return createHmac('sha256', keyToken).update(SEAL_LABEL).digest();
}

/** Seals `secret` under a key derived from `keyToken`, bound to `context` (the session id). */
export function sealWithToken(keyToken: string, secret: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(keyToken), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed secret, or null when the token, the context or the seal does not match. */
export function openWithToken(keyToken: string, sealed: string, context: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(keyToken), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
