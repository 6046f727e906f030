import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canSeeStrategyRevenue, channelsInReach } from './policies.ts';

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

describe('canSeeStrategyRevenue', () => {
  it('shows content-strategy revenue to the staff-type roles and to intensive cooperative users', () => {
    expect(canSeeStrategyRevenue(aSubject({ accountType: 'assistant' }), 'UC1')).toBe(true);
    expect(canSeeStrategyRevenue(aSubject({ accountType: 'intensive_cooperative_user' }), 'UC1')).toBe(true);
  });

  it('hides it from the others', () => {
    expect(canSeeStrategyRevenue(aSubject({ accountType: 'viewer' }), 'UC1')).toBe(false);
    expect(canSeeStrategyRevenue(aSubject({ accountType: 'user_owner', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }), 'UC1')).toBe(false);
  });
});
