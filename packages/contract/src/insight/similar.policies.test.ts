import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { editsCustomSimilar, setsLicensingPrice } from './similar.policies.ts';

const channel = 'UCchannel0001';

describe('setsLicensingPrice', () => {
  it('lets the staff-type roles record a price, and no one else', () => {
    for (const accountType of ['admin', 'super_staff', 'staff', 'assistant', 'assistant_PanMART'] as const)
      expect(setsLicensingPrice(aSubject({ accountType }), channel), accountType).toBe(true);
    for (const accountType of ['viewer', 'agency', 'intensive_cooperative_user_owner', 'finance'] as const)
      expect(setsLicensingPrice(aSubject({ accountType, channels: [{ channel_id: channel, member_type: 'owner' }] }), channel), accountType).toBe(false);
  });
});

describe('editsCustomSimilar', () => {
  it('lets the staff-type roles and the channel’s owner keep its list', () => {
    expect(editsCustomSimilar(aSubject({ accountType: 'staff' }), channel)).toBe(true);
    expect(editsCustomSimilar(aSubject({ accountType: 'assistant' }), channel)).toBe(true);
    const owner = aSubject({ accountType: 'intensive_cooperative_user_owner', channels: [{ channel_id: channel, member_type: 'owner' }] });
    expect(editsCustomSimilar(owner, channel)).toBe(true);
    expect(editsCustomSimilar(owner, 'UCsomeoneElse')).toBe(false);
  });

  it('refuses a member who is not the owner, and the read-only roles', () => {
    const member = aSubject({ accountType: 'intensive_cooperative_user', channels: [{ channel_id: channel, member_type: 'member' }] });
    expect(editsCustomSimilar(member, channel)).toBe(false);
    expect(editsCustomSimilar(aSubject({ accountType: 'viewer' }), channel)).toBe(false);
    expect(editsCustomSimilar(aSubject({ accountType: 'agency' }), channel)).toBe(false);
  });
});
