import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canDownloadCreatorUpdate, canReleaseEditLock, canTransferChannel, canUploadCreatorUpdate } from './policies.ts';

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

  it('let the managing roles and bulk editors download and upload the batch creator update; a grant adds it, a denial takes it away', () => {
    for (const accountType of ['admin', 'super_staff', 'staff', 'assistant'] as const) {
      expect(canDownloadCreatorUpdate(aSubject({ accountType }))).toBe(true);
      expect(canUploadCreatorUpdate(aSubject({ accountType }))).toBe(true);
    }
    for (const accountType of ['viewer', 'finance', 'agency', 'user_owner', 'advertiser'] as const) {
      expect(canDownloadCreatorUpdate(aSubject({ accountType }))).toBe(false);
      expect(canUploadCreatorUpdate(aSubject({ accountType }))).toBe(false);
    }
    expect(canDownloadCreatorUpdate(aSubject({ accountType: 'viewer', permissions: [anEntry('creator_report:download', { global: true })] }))).toBe(true);
    expect(canUploadCreatorUpdate(aSubject({ accountType: 'viewer', permissions: [anEntry('creator_report:download', { global: true })] }))).toBe(false);
    expect(canUploadCreatorUpdate(aSubject({ accountType: 'staff', permissions: [anEntry('creator_report:upload')] }))).toBe(false);
  });
});
