// Tokens of other services (Google, Shopify) are stored encrypted (AES-256-GCM) with a key that never
// enters the database: given in the environment, or generated on first use in DATA_DIR/keys/<name>.key
// (mode 0600). Each value is bound (as GCM additional data) to what it is and whose it is, so a
// ciphertext copied into another row or column does not decrypt. Each module builds its own labels
// (modules/youtube/token-cipher.ts: `chorus:youtube:<kind>:<user>`; the resell stores part:
// `chorus:shopify:<kind>:<store>`) and keeps its own key file.
// Stored form: v1.<iv>.<ciphertext>.<tag>, each part base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class SecretCipher {
  private readonly key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('a token key must be 32 bytes');
    this.key = key;
  }

  /** Encrypts `plain`, bound to `label` (what it is and whose). */
  encrypt(plain: string, label: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(label, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** Throws when the value was not made by this key for this label. */
  decrypt(stored: string, label: string): string {
    const [version, iv, data, tag] = stored.split('.');
    if (version !== 'v1' || !iv || data === undefined || !tag) throw new Error('unreadable stored token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(label, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** A key given as 64 hex characters or base64 of 32 bytes; `variable` names it in the error. */
export function parseTokenKey(text: string, variable = 'the token key'): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error(`${variable} must be 32 bytes, as 64 hex characters or base64`);
  return key;
}

const keys = new Map<string, Promise<Buffer>>();

/**
 * The key: `configured` (from the environment) when given, else the key file `<dataDir>/keys/<fileName>`,
 * loaded or created once per process.
 */
export function loadTokenKey(configured: string | null, dataDir: string, fileName: string, variable: string): Promise<Buffer> {
  if (configured) return Promise.resolve(parseTokenKey(configured, variable));
  const file = path.join(dataDir, 'keys', fileName);
  let key = keys.get(file);
  if (!key) {
    key = loadOrCreateKey(file, variable);
    key.catch(() => keys.delete(file));
    keys.set(file, key);
  }
  return key;
}

/**
 * Reads the key file, or creates it: written to a private temporary file first and then linked
 * into place, which fails if another process got there first, so every process ends up with the
 * same key and nobody reads a half-written file.
 */
async function loadOrCreateKey(file: string, variable: string): Promise<Buffer> {
  try {
    return parseTokenKey(await readFile(file, 'utf8'), variable);
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
  return parseTokenKey(await readFile(file, 'utf8'), variable);
}
