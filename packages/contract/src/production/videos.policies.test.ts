import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { editsVideoData, readsVideoData } from './videos.policies.ts';

const own = { channel_id: 'UCown' };
const other = { channel_id: 'UCother' };

describe('readsVideoData (spec 6: videoData is read-only for the viewer)', () => {
  it.each(['admin', 'super_staff', 'staff', 'viewer'] as const)('%s reads every channel', (accountType) => {
    expect(readsVideoData(aSubject({ accountType }), other)).toBe(true);
  });
  it.each(['owner', 'staff', 'member'] as const)('a channel %s reads their own channel only', (member_type) => {
    const subject = aSubject({ accountType: 'user', channels: [{ channel_id: 'UCown', member_type }] });
    expect(readsVideoData(subject, own)).toBe(true);
    expect(readsVideoData(subject, other)).toBe(false);
  });
  it.each(['user', 'advertiser', 'finance', 'assistant', 'agency'] as const)('%s without a channel reads none', (accountType) => {
    expect(readsVideoData(aSubject({ accountType }), own)).toBe(false);
    expect(readsVideoData(aSubject({ accountType }))).toBe(false);
  });
});

describe('editsVideoData (the creator: owner or manager; the network: managing roles)', () => {
  it.each(['admin', 'super_staff', 'staff'] as const)('%s edits every channel', (accountType) => {
    expect(editsVideoData(aSubject({ accountType }), other)).toBe(true);
  });
  it('the viewer reads but never edits', () => {
    expect(editsVideoData(aSubject({ accountType: 'viewer' }), other)).toBe(false);
    expect(editsVideoData(aSubject({ accountType: 'viewer' }))).toBe(false);
  });
  it.each(['owner', 'staff'] as const)('a channel %s edits their own channel only', (member_type) => {
    const subject = aSubject({ accountType: 'user', channels: [{ channel_id: 'UCown', member_type }] });
    expect(editsVideoData(subject, own)).toBe(true);
    expect(editsVideoData(subject)).toBe(true);
    expect(editsVideoData(subject, other)).toBe(false);
  });
  it('a plain channel member does not edit', () => {
    const subject = aSubject({ accountType: 'user', channels: [{ channel_id: 'UCown', member_type: 'member' }] });
    expect(editsVideoData(subject, own)).toBe(false);
    expect(editsVideoData(subject)).toBe(false);
  });
});
