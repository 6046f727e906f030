// Google tokens are stored encrypted (AES-256-GCM) with a key that never enters the database:
// YOUTUBE_TOKEN_KEY, or a key generated on first use in DATA_DIR/keys/youtube-token.key (mode 0600).
// Each value is bound (as GCM additional data) to what it is and whose it is, so a ciphertext
// copied into another row or column does not decrypt.
// Stored form: v1.<iv>.<ciphertext>.<tag>, each part base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type TokenKind = 'refresh' | 'access';

export class TokenCipher {
  private readonly key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the YouTube token key must be 32 bytes');
    this.key = key;
  }

  encrypt(plain: string, kind: TokenKind, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aad(kind, userId));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** Throws when the value was not made by this key for this kind and user. */
  decrypt(stored: string, kind: TokenKind, userId: number): string {
    const [version, iv, data, tag] = stored.split('.');
    if (version !== 'v1' || !iv || data === undefined || !tag) throw new Error('unreadable stored token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(kind, userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

const aad = (kind: TokenKind, userId: number) => Buffer.from(`chorus:youtube:${kind}:${userId}`, 'utf8');

/** A key given as 64 hex characters or base64 of 32 bytes. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('YOUTUBE_TOKEN_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

const ciphers = new Map<string, Promise<TokenCipher>>();

/** The cipher for this configuration, loading or creating the key file once per process. */
export function tokenCipher(config: { tokenKey: string | null }, dataDir: string): Promise<TokenCipher> {
  if (config.tokenKey) return Promise.resolve(new TokenCipher(parseKey(config.tokenKey)));
  const file = path.join(dataDir, 'keys', 'youtube-token.key');
  let cipher = ciphers.get(file);
  if (!cipher) {
    cipher = loadOrCreateKey(file).then((key) => new TokenCipher(key));
    cipher.catch(() => ciphers.delete(file));
    ciphers.set(file, cipher);
  }
  return cipher;
}

/**
 * Reads the key file, or creates it: written to a private temporary file first and then linked
 * into place, which fails if another process got there first, so every process ends up with the
 * same key and nobody reads a half-written file.
 */
async function loadOrCreateKey(file: string): Promise<Buffer> {
  try {
    return parseKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(temporary, 0o600);
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return parseKey(await readFile(file, 'utf8'));
}
