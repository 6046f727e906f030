// Google tokens are stored encrypted (security/token-cipher.ts, AES-256-GCM) with a key that never
// enters the database: YOUTUBE_TOKEN_KEY, or a key generated on first use in
// DATA_DIR/keys/youtube-token.key (mode 0600). Each value is bound to what it is and whose it is
// (`chorus:youtube:<kind>:<user>`), so a ciphertext copied into another row or column does not decrypt.
import { SecretCipher, loadTokenKey, parseTokenKey } from '../../security/token-cipher.ts';

export type TokenKind = 'refresh' | 'access';

export class TokenCipher {
  private readonly cipher: SecretCipher;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the YouTube token key must be 32 bytes');
    this.cipher = new SecretCipher(key);
  }

  encrypt(plain: string, kind: TokenKind, userId: number): string {
    return this.cipher.encrypt(plain, label(kind, userId));
  }

  /** Throws when the value was not made by this key for this kind and user. */
  decrypt(stored: string, kind: TokenKind, userId: number): string {
    return this.cipher.decrypt(stored, label(kind, userId));
  }
}

const label = (kind: TokenKind, userId: number) => `chorus:youtube:${kind}:${userId}`;

/** A key given as 64 hex characters or base64 of 32 bytes. */
export const parseKey = (text: string): Buffer => parseTokenKey(text, 'YOUTUBE_TOKEN_KEY');

/** The cipher for this configuration, loading or creating the key file once per process. */
export async function tokenCipher(config: { tokenKey: string | null }, dataDir: string): Promise<TokenCipher> {
  return new TokenCipher(await loadTokenKey(config.tokenKey, dataDir, 'youtube-token.key', 'YOUTUBE_TOKEN_KEY'));
}
