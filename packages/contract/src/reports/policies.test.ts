import { describe, expect, it } from 'vitest';
import type { Subject } from '../core/subject.ts';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canDownloadGroupReport } from './annual.policies.ts';
import { canDownloadChannelReport, seesReportAccounting } from './policies.ts';

const subject = (facts: Partial<Subject>): Subject => aSubject({ accountType: 'staff', ...facts });

describe('reports policies (spec 6)', () => {
  it('downloads: the report page and downloadReport on the channel', () => {
    expect(canDownloadChannelReport(subject({ accountType: 'staff' }), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(subject({ accountType: 'agency' }), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(subject({ accountType: 'viewer' }), 'UC1')).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'finance' }), 'UC1')).toBe(false);
    // The specific user who lacks the action, and one who has it (config/specific-users.json).
    expect(canDownloadChannelReport(subject({ accountType: 'viewer', specific: { pages: ['report'], components: [] } }), 'UC1')).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'viewer', specific: { pages: ['report'], components: ['downloadReport'] } }), 'UC1')).toBe(true);
  });

  it('issue 23: the people a report is about download it — every intensive cooperative user, a channel owner on their channel', () => {
    const owner = (accountType: Subject['accountType']) =>
      subject({
        accountType,
        channels: [
          { channel_id: 'UC1', member_type: 'owner' },
          { channel_id: 'UC2', member_type: 'member' },
        ],
      });
    for (const type of ['intensive_cooperative_user', 'intensive_cooperative_user_owner', 'intensive_cooperative_user_editor'] as const) {
      expect(canDownloadChannelReport(subject({ accountType: type }), 'UC1'), type).toBe(true);
    }
    expect(canDownloadChannelReport(owner('user_owner'), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(owner('user'), 'UC1')).toBe(true);
    // Not on a channel where they are only a member, nor as a plain member anywhere.
    expect(canDownloadChannelReport(owner('user_owner'), 'UC2')).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'user_owner', channels: [{ channel_id: 'UC1', member_type: 'member' }] }), 'UC1')).toBe(false);
    // A channel's ownership does not reach a group's other channels: no annual report for the owner.
    expect(canDownloadGroupReport(owner('user_owner'), { id: 1, myRole: 'user' })).toBe(false);
    expect(canDownloadGroupReport(subject({ accountType: 'intensive_cooperative_user_owner', inChannelGroup: true }), { id: 1, myRole: 'user' })).toBe(true);
  });

  it('issue 23: admin grants and revokes report:download like any other permission item', () => {
    const viewer = (...permissions: ReturnType<typeof anEntry>[]) => subject({ accountType: 'viewer', permissions });
    expect(canDownloadChannelReport(viewer(anEntry('report:download', { global: true })), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(viewer(anEntry('report:download', { channel_ids: ['UC1'] })), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(viewer(anEntry('report:download', { channel_ids: ['UC1'] })), 'UC2')).toBe(false);
    expect(
      canDownloadGroupReport(subject({ accountType: 'user_owner', permissions: [anEntry('report:download', { global: true })] }), { id: 1, myRole: 'user' }),
    ).toBe(true);
    // An explicit denial takes the role's action away, on channels and groups alike.
    const denied = subject({ accountType: 'staff', permissions: [anEntry('report:download')] });
    expect(canDownloadChannelReport(denied, 'UC1')).toBe(false);
    expect(canDownloadGroupReport(denied, { id: 1, myRole: null })).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'intensive_cooperative_user', permissions: [anEntry('report:download')] }), 'UC1')).toBe(false);
  });

  it('the revenue section: accounting access to the channel', () => {
    expect(seesReportAccounting(subject({ accountType: 'admin' }), 'UC1')).toBe(true);
    expect(seesReportAccounting(subject({ accountType: 'staff' }), 'UC1')).toBe(false);
    expect(seesReportAccounting(subject({ accountType: 'user', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }), 'UC1')).toBe(true);
    expect(seesReportAccounting(subject({ accountType: 'user', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }), 'UC2')).toBe(false);
  });
});
