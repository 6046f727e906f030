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
