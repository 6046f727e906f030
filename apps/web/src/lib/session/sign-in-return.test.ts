import { describe, expect, it } from 'vitest';
import { signInReturnAddress } from './sign-in-return.ts';

describe('signInReturnAddress', () => {
  it('goes back to the dashboard page the visitor asked for', () => {
    expect(signInReturnAddress({ chorusSignInFrom: '/dashboard/outbox' })).toBe('/dashboard/outbox');
    expect(signInReturnAddress({ chorusSignInFrom: '/dashboard/ch/UC1/overview' })).toBe('/dashboard/ch/UC1/overview');
    expect(signInReturnAddress({ chorusSignInFrom: '/dashboard' })).toBe('/dashboard');
  });

  it('goes to the dashboard when nothing, or anything but a dashboard page, was remembered', () => {
    for (const state of [null, undefined, 'x', {}, { chorusSignInFrom: 7 }, { usr: { from: '/dashboard/info' } }]) {
      expect(signInReturnAddress(state)).toBe('/dashboard');
    }
    for (const from of ['https://evil.example/dashboard', '//evil.example', '/dashboards', '/login', '/']) {
      expect(signInReturnAddress({ chorusSignInFrom: from }), from).toBe('/dashboard');
    }
  });
});
