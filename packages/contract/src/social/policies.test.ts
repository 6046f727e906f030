import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { linksSocialAccount, readsSocialData, seesSocialAccount } from './policies.ts';

const own = { channel_id: 'UCown' };
const other = { channel_id: 'UCother' };

describe('readsSocialData and seesSocialAccount (spec 6: igData, tiktokData)', () => {
  it.each(['admin', 'super_staff', 'staff', 'viewer'] as const)('%s reads every channel’s accounts', (accountType) => {
    const subject = aSubject({ accountType });
    expect(readsSocialData(subject)).toBe(true);
    expect(seesSocialAccount(subject, other)).toBe(true);
  });

  it.each(['owner', 'staff', 'member'] as const)('a channel %s sees their own channel’s accounts only', (member_type) => {
    const subject = aSubject({ accountType: 'user', channels: [{ channel_id: 'UCown', member_type }] });
    expect(readsSocialData(subject)).toBe(true);
    expect(seesSocialAccount(subject, own)).toBe(true);
    expect(seesSocialAccount(subject, other)).toBe(false);
  });

  it.each(['user', 'advertiser', 'reseller', 'finance', 'assistant', 'agency', 'sales', 'advertising_partner'] as const)(
    '%s without a channel reads none',
    (accountType) => {
      const subject = aSubject({ accountType });
      expect(readsSocialData(subject)).toBe(false);
      expect(seesSocialAccount(subject, own)).toBe(false);
    },
  );

  it('a per-e-mail override granting igData reads every channel’s accounts', () => {
    const subject = aSubject({ accountType: 'finance', specific: { pages: ['igData'] } });
    expect(readsSocialData(subject)).toBe(true);
    expect(seesSocialAccount(subject, other)).toBe(true);
  });
});

describe('linksSocialAccount (only the channel owner and the managing roles)', () => {
  it.each(['admin', 'super_staff', 'staff'] as const)('%s links and unlinks on any channel', (accountType) => {
    expect(linksSocialAccount(aSubject({ accountType }), other)).toBe(true);
  });

  it('the owner links on their channel, not on another', () => {
    const subject = aSubject({ channels: [{ channel_id: 'UCown', member_type: 'owner' }] });
    expect(linksSocialAccount(subject, own)).toBe(true);
    expect(linksSocialAccount(subject, other)).toBe(false);
    expect(linksSocialAccount(subject)).toBe(true);
  });

  it.each(['staff', 'member'] as const)('a channel %s may not link', (member_type) => {
    const subject = aSubject({ channels: [{ channel_id: 'UCown', member_type }] });
    expect(linksSocialAccount(subject, own)).toBe(false);
    expect(linksSocialAccount(subject)).toBe(false);
  });

  it('the viewer reads but never links', () => {
    expect(linksSocialAccount(aSubject({ accountType: 'viewer' }), own)).toBe(false);
    expect(linksSocialAccount(aSubject({ accountType: 'viewer' }))).toBe(false);
  });
});
