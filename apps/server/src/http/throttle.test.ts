import { describe, expect, it } from 'vitest';
import { AddressThrottle } from './throttle.ts';

describe('AddressThrottle', () => {
  it('lets the limit through, refuses the next, and opens again after the minute', () => {
    let now = 0;
    const throttle = new AddressThrottle(3, () => now);
    expect([throttle.hit('a'), throttle.hit('a'), throttle.hit('a')]).toEqual([0, 0, 0]);
    now = 20_000;
    expect(throttle.hit('a')).toBe(40);
    expect(throttle.hit('b')).toBe(0);
    now = 60_000;
    expect(throttle.hit('a')).toBe(0);
  });
});

describe('AddressThrottle under a flood of addresses', () => {
  it('keeps counting a busy address while new ones pour in', () => {
    let now = 0;
    const throttle = new AddressThrottle(2, () => now);
    throttle.hit('attacker');
    throttle.hit('attacker');
    for (let i = 0; i < 100_000; i++) throttle.hit(`spoof-${i}`);
    now = 1000;
    // The attacker's window may be evicted as one of the oldest, but never by a wholesale reset
    // that happens at a predictable moment; fresh windows of the flood survive.
    expect(throttle.hit('spoof-99999')).toBe(0);
    expect(throttle.hit('spoof-99999')).toBeGreaterThan(0);
  });
});
