import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { accountingChannelReach, canSeeRatios, canSeeStatement, canSetRatios, reachesAccountingChannels, seesEveryLedger } from './ledger.policies.ts';

const ch = 'UCchannel0000000000000001';
const finance = aSubject({ accountType: 'finance' });
const sales = aSubject({ accountType: 'sales' });
const admin = aSubject({ accountType: 'admin' });
const assistant = aSubject({ accountType: 'assistant' });
const staff = aSubject({ accountType: 'staff' });
const owner = aSubject({ id: 7, accountType: 'user_owner', channels: [{ channel_id: ch, member_type: 'owner' }] });
const member = aSubject({ id: 8, accountType: 'user_editor', channels: [{ channel_id: ch, member_type: 'member' }] });
const teamStaff = aSubject({ id: 9, accountType: 'user_manager', channels: [{ channel_id: ch, member_type: 'staff' }] });
const partnerOn = aSubject({ id: 10, accountType: 'advertising_partner', channels: [{ channel_id: ch, member_type: 'member' }] });
const partnerOff = aSubject({ id: 11, accountType: 'advertising_partner' });
const icuMember = aSubject({ id: 12, accountType: 'intensive_cooperative_user', channels: [{ channel_id: ch, member_type: 'member' }] });

describe('ledger policies', () => {
  it('setting ratios: finance and sales, admin and super staff; not assistants, staff or owners; a denial entry takes it away', () => {
    expect([finance, sales, admin, aSubject({ accountType: 'super_staff' })].map(canSetRatios)).toEqual([true, true, true, true]);
    expect([assistant, staff, owner, member].map(canSetRatios)).toEqual([false, false, false, false]);
    expect(canSetRatios(aSubject({ accountType: 'finance', permissions: [anEntry('revenue_share:set')] }))).toBe(false);
  });

  it("seeing a channel's ratios: the accounting staff, and its owner, members and advertising partners", () => {
    for (const s of [finance, admin, assistant, owner, member, partnerOn]) expect(canSeeRatios(s, ch)).toBe(true);
    for (const s of [staff, teamStaff, partnerOff, icuMember]) expect(canSeeRatios(s, ch)).toBe(false);
    // Not on another channel.
    expect(canSeeRatios(owner, 'UCanother000000000000000')).toBe(false);
    // A global view entry shows every channel's; a denial hides even one's own.
    expect(canSeeRatios(aSubject({ permissions: [anEntry('revenue_share:view', { global: true })] }), ch)).toBe(true);
    expect(canSeeRatios(aSubject({ ...owner, permissions: [anEntry('revenue_share:view')] }), ch)).toBe(false);
  });

  it('seeing a statement: the payment page holders, and its payee only', () => {
    expect([finance, sales, admin, assistant].map(seesEveryLedger)).toEqual([true, true, true, true]);
    expect(canSeeStatement(finance, { payeeUserId: 99 })).toBe(true);
    expect(canSeeStatement(owner, { payeeUserId: 7 })).toBe(true);
    expect(canSeeStatement(owner, { payeeUserId: 99 })).toBe(false);
    expect(canSeeStatement(member, { payeeUserId: 7 })).toBe(false);
    expect(canSeeStatement(staff, { payeeUserId: null })).toBe(false);
  });

  it('the accounting channel picker: every channel for the accounting staff, one’s own accounting channels otherwise (issue 23)', () => {
    for (const s of [finance, sales, admin, assistant, aSubject({ accountType: 'assistant_PanMART' })])
      expect(accountingChannelReach(s)).toEqual({ every: true });
    expect(accountingChannelReach(aSubject({ permissions: [anEntry('revenue_share:view', { global: true })] }))).toEqual({ every: true });
    // An owner, a member and an advertising partner on a channel: that channel; team staff (no accounting page there): nothing.
    for (const s of [owner, member, partnerOn]) expect(accountingChannelReach(s)).toEqual({ every: false, channelIds: [ch] });
    for (const s of [staff, teamStaff, partnerOff, icuMember, aSubject({ accountType: 'viewer' }), aSubject({ accountType: 'advertiser' })]) {
      expect(accountingChannelReach(s)).toEqual({ every: false, channelIds: [] });
      expect(reachesAccountingChannels(s)).toBe(false);
    }
    for (const s of [finance, assistant, owner, member]) expect(reachesAccountingChannels(s)).toBe(true);
  });
});
