// The linked accounts' tokens, encrypted with security/token-cipher.ts (AES-256-GCM) under a key that
// never enters the database: SOCIAL_TOKEN_KEY, or DATA_DIR/keys/social-token.key (mode 0600), made on
// first use. Each value is bound to `chorus:social:<platform>:<kind>:<platform user id>`, so a
// ciphertext copied into another row or column does not decrypt.
import { SecretCipher, loadTokenKey } from '../../security/token-cipher.ts';
import type { SocialPlatform } from '@chorus/contract';

export type SocialTokenKind = 'access' | 'refresh';
export type TokenOwner = { platform: SocialPlatform; platformUserId: string };

export type SocialTokens = {
  seal(plain: string, kind: SocialTokenKind, owner: TokenOwner): string;
  /** Throws when the value was not made by this key for this kind and account. */
  open(stored: string, kind: SocialTokenKind, owner: TokenOwner): string;
};

const label = (kind: SocialTokenKind, owner: TokenOwner) => `chorus:social:${owner.platform}:${kind}:${owner.platformUserId}`;

const loaded = new Map<string, Promise<SocialTokens>>();

/** The cipher of this configuration, its key loaded (or made) once per process and data folder. */
export function socialTokens(tokenKey: string | null, dataDir: string): Promise<SocialTokens> {
  const cacheKey = `${tokenKey ?? ''}\u0000${dataDir}`;
  let tokens = loaded.get(cacheKey);
  if (!tokens) {
    tokens = loadTokenKey(tokenKey, dataDir, 'social-token.key', 'SOCIAL_TOKEN_KEY').then((key) => {
      const cipher = new SecretCipher(key);
      return {
        seal: (plain, kind, owner) => cipher.encrypt(plain, label(kind, owner)),
        open: (stored, kind, owner) => cipher.decrypt(stored, label(kind, owner)),
      };
    });
    tokens.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, tokens);
  }
  return tokens;
}
