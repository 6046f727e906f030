import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canReleaseEditLock, canTransferChannel } from './policies.ts';

describe('ownership policies', () => {
  it('let the owner or a managing role hand a channel over', () => {
    expect(canTransferChannel(aSubject({ id: 5, accountType: 'user_owner' }), { ownerId: 5 })).toBe(true);
    expect(canTransferChannel(aSubject({ id: 3, accountType: 'staff' }), { ownerId: 5 })).toBe(true);
    expect(canTransferChannel(aSubject({ id: 3, accountType: 'staff' }), { ownerId: null })).toBe(true);
    expect(canTransferChannel(aSubject({ id: 4, accountType: 'viewer' }), { ownerId: 5 })).toBe(false);
  });

  it('let the holder release the edit lock, and admin and super staff lift anyone’s', () => {
    expect(canReleaseEditLock(aSubject({ id: 5, accountType: 'user_owner' }), { holderId: 5 })).toBe(true);
    expect(canReleaseEditLock(aSubject({ id: 2, accountType: 'super_staff' }), { holderId: 5 })).toBe(true);
    expect(canReleaseEditLock(aSubject({ id: 3, accountType: 'staff' }), { holderId: 5 })).toBe(false);
  });
});
