// The state of an OAuth round trip (Google, Shopify, Instagram, TikTok): a random value sent with the
// authorization request, of which only the SHA-256 is stored, so a leaked table cannot answer a callback.
import { createHash, randomBytes } from 'node:crypto';

/** A new state: 32 random bytes, base64url. */
export const newOauthState = () => randomBytes(32).toString('base64url');

/** The stored form of a state (SHA-256, hex). */
export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
