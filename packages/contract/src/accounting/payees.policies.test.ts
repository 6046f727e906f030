import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canManageRecipients, canSeeRecipient } from './payees.policies.ts';
import { maskAccountNumber } from './payees.schemas.ts';

const recipient = { channelIds: ['UCown', 'UCshared'] };

describe('remittance recipient policies', () => {
  it('let finance, sales, admin and super staff see and manage every recipient', () => {
    for (const accountType of ['finance', 'sales', 'admin', 'super_staff'] as const) {
      expect(canManageRecipients(aSubject({ accountType })), accountType).toBe(true);
      expect(canSeeRecipient(aSubject({ accountType }), { channelIds: ['UCelse'] }), accountType).toBe(true);
    }
    for (const accountType of ['assistant', 'staff', 'viewer', 'user_owner'] as const)
      expect(canManageRecipients(aSubject({ accountType })), accountType).toBe(false);
  });

  it('show a recipient to the owner of a channel it serves, and to nobody else', () => {
    const owner = aSubject({ accountType: 'user_owner', channels: [{ channel_id: 'UCown', member_type: 'owner' }] });
    const member = aSubject({ accountType: 'user', channels: [{ channel_id: 'UCown', member_type: 'member' }] });
    const staffOfIt = aSubject({ accountType: 'user_manager', channels: [{ channel_id: 'UCshared', member_type: 'staff' }] });
    const otherOwner = aSubject({ accountType: 'user_owner', channels: [{ channel_id: 'UCelse', member_type: 'owner' }] });
    expect(canSeeRecipient(owner, recipient)).toBe(true);
    expect(canSeeRecipient(member, recipient)).toBe(false);
    expect(canSeeRecipient(staffOfIt, recipient)).toBe(false);
    expect(canSeeRecipient(otherOwner, recipient)).toBe(false);
    expect(canSeeRecipient(aSubject({ accountType: 'assistant' }), recipient)).toBe(false);
  });
});

describe('account number masking (spec 9: stars for the first 3 characters)', () => {
  it('replaces the first three characters with stars and keeps the rest', () => {
    expect(maskAccountNumber('0012345678901')).toBe('***2345678901');
    expect(maskAccountNumber('123456')).toBe('***456');
  });
});
