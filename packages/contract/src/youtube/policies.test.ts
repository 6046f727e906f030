import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canRevokeGrant } from './policies.ts';

describe('canRevokeGrant', () => {
  it("lets a person withdraw their own grant, not another's (not even an admin)", () => {
    expect(canRevokeGrant(aSubject({ id: 5 }), { ownerId: 5 })).toBe(true);
    expect(canRevokeGrant(aSubject({ id: 1, accountType: 'admin' }), { ownerId: 5 })).toBe(false);
  });
});
