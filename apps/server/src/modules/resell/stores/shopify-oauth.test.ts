import { describe, expect, it } from 'vitest';
import { isShopDomain, signQuery, signedMessage, timestampFresh, verifyQueryHmac } from './shopify-oauth.ts';

// Shopify's own example (shopify.dev OAuth guide): the secret "hush" and this callback query.
const example =
  'code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173';

describe('the callback HMAC (hex over the sorted query without hmac)', () => {
  it('matches Shopify’s example', () => {
    expect(signQuery(new URLSearchParams(example), 'hush')).toBe('700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf');
    expect(verifyQueryHmac(new URLSearchParams(example), 'hush')).toBe(true);
  });
  it('sorts by key whatever the order sent, and leaves hmac and signature out', () => {
    const shuffled = new URLSearchParams(
      'timestamp=1337178173&state=0.6784241404160823&signature=x&shop=some-shop.myshopify.com&code=0907a61c0c8d55e99db179b68161bc00',
    );
    expect(signedMessage(shuffled)).toBe('code=0907a61c0c8d55e99db179b68161bc00&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173');
  });
  it('refuses another secret, a changed parameter, an added one, a missing or malformed hmac, upper case accepted', () => {
    expect(verifyQueryHmac(new URLSearchParams(example), 'hush2')).toBe(false);
    expect(verifyQueryHmac(new URLSearchParams(example.replace('some-shop', 'other-shop')), 'hush')).toBe(false);
    expect(verifyQueryHmac(new URLSearchParams(`${example}&host=abc`), 'hush')).toBe(false);
    expect(verifyQueryHmac(new URLSearchParams(example.replace(/hmac=[0-9a-f]+&/, '')), 'hush')).toBe(false);
    expect(verifyQueryHmac(new URLSearchParams(example.replace(/hmac=[0-9a-f]+/, 'hmac=zz')), 'hush')).toBe(false);
    expect(verifyQueryHmac(new URLSearchParams(example.replace(/hmac=([0-9a-f]+)/, (_m, h: string) => `hmac=${h.toUpperCase()}`)), 'hush')).toBe(true);
  });
});

describe('the shop and the timestamp', () => {
  it('takes only a shop’s own domain', () => {
    expect(isShopDomain('some-shop.myshopify.com')).toBe(true);
    for (const bad of [
      'some-shop.myshopify.com.evil.com',
      'evil.com',
      '-shop.myshopify.com',
      'Some-Shop.myshopify.com',
      'a.b.myshopify.com',
      'shop.myshopify.com/',
      '',
    ]) {
      expect(isShopDomain(bad), bad).toBe(false);
    }
  });
  it('allows 90 seconds of skew either way', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const at = (seconds: number) => String(now.getTime() / 1000 + seconds);
    expect(timestampFresh(at(0), now)).toBe(true);
    expect(timestampFresh(at(-90), now)).toBe(true);
    expect(timestampFresh(at(90), now)).toBe(true);
    expect(timestampFresh(at(-91), now)).toBe(false);
    expect(timestampFresh(at(91), now)).toBe(false);
    expect(timestampFresh(null, now)).toBe(false);
    expect(timestampFresh('1e9', now)).toBe(false);
  });
});
