import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { channelsInReach } from './policies.ts';

describe('channelsInReach', () => {
  it('reaches every channel for the network’s people and agencies, hidden ones included', () => {
    expect(channelsInReach(aSubject({ accountType: 'viewer' }))).toMatchObject({ everyChannel: true, excludesHidden: false });
    expect(channelsInReach(aSubject({ accountType: 'agency' }))).toMatchObject({ everyChannel: true });
  });

  it("reaches one's own channels and the granted channels and groups for others; advertisers never hidden ones", () => {
    const subject = aSubject({
      id: 9,
      accountType: 'advertiser',
      channels: [{ channel_id: 'UC1', member_type: 'member' }],
      permissions: [anEntry('channel:team_members', { channel_ids: ['UC2'], channel_group_ids: [4] })],
    });
    expect(channelsInReach(subject)).toEqual({
      userId: 9,
      everyChannel: false,
      memberChannelIds: ['UC1'],
      grantedChannelIds: ['UC2'],
      grantedGroupIds: [4],
      excludesHidden: true,
    });
    expect(channelsInReach(subject)).toBe(channelsInReach(subject));
  });
});
