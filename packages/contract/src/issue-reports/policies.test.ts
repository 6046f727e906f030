import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canAnswerIssueReports, seesEveryIssueReport } from './policies.ts';

describe('issue report policies', () => {
  it('let the managing roles answer and read every report', () => {
    for (const accountType of ['admin', 'super_staff', 'staff'] as const) {
      expect(canAnswerIssueReports(aSubject({ accountType }))).toBe(true);
      expect(seesEveryIssueReport(aSubject({ accountType }))).toBe(true);
    }
  });

  it('let everyone else read only their own', () => {
    const assistant = aSubject({ id: 1, accountType: 'assistant' });
    expect(canAnswerIssueReports(assistant)).toBe(false);
    expect(seesEveryIssueReport(assistant)).toBe(false);
  });
});
