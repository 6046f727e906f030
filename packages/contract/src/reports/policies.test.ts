import { describe, expect, it } from 'vitest';
import type { Subject } from '../core/subject.ts';
import { aSubject } from '../core/subject-for-tests.ts';
import { canDownloadChannelReport, seesReportAccounting } from './policies.ts';

const subject = (facts: Partial<Subject>): Subject => aSubject({ accountType: 'staff', ...facts });

describe('reports policies (spec 6)', () => {
  it('downloads: the report page and downloadReport on the channel', () => {
    expect(canDownloadChannelReport(subject({ accountType: 'staff' }), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(subject({ accountType: 'agency' }), 'UC1')).toBe(true);
    expect(canDownloadChannelReport(subject({ accountType: 'viewer' }), 'UC1')).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'intensive_cooperative_user' }), 'UC1')).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'finance' }), 'UC1')).toBe(false);
    // The specific user who lacks the action, and one who has it (config/specific-users.json).
    expect(canDownloadChannelReport(subject({ accountType: 'viewer', specific: { pages: ['report'], components: [] } }), 'UC1')).toBe(false);
    expect(canDownloadChannelReport(subject({ accountType: 'viewer', specific: { pages: ['report'], components: ['downloadReport'] } }), 'UC1')).toBe(true);
  });

  it('the revenue section: accounting access to the channel', () => {
    expect(seesReportAccounting(subject({ accountType: 'admin' }), 'UC1')).toBe(true);
    expect(seesReportAccounting(subject({ accountType: 'staff' }), 'UC1')).toBe(false);
    expect(seesReportAccounting(subject({ accountType: 'user', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }), 'UC1')).toBe(true);
    expect(seesReportAccounting(subject({ accountType: 'user', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }), 'UC2')).toBe(false);
  });
});
