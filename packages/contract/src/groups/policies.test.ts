import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canManageEveryGroup, canManageGroup, canSeeGroup, canSeeGroupTrends } from './policies.ts';

const staff = aSubject({ accountType: 'staff' });
const user = aSubject({ accountType: 'user_owner' });
const viewer = aSubject({ accountType: 'viewer' });

describe('channel group policies', () => {
  it('let holders of editChannelGroups see and manage every group', () => {
    expect(canManageEveryGroup(staff)).toBe(true);
    expect(canManageEveryGroup(user)).toBe(false);
    expect(canSeeGroup(staff, { id: 1, myRole: null })).toBe(true);
    expect(canManageGroup(staff, { id: 1, myRole: null })).toBe(true);
  });

  it("let a group's administrators manage it and its users only see it; for others it does not exist", () => {
    expect(canManageGroup(user, { id: 1, myRole: 'admin' })).toBe(true);
    expect(canSeeGroup(user, { id: 1, myRole: 'user' })).toBe(true);
    expect(canManageGroup(user, { id: 1, myRole: 'user' })).toBe(false);
    expect(canSeeGroup(user, { id: 1, myRole: null })).toBe(false);
  });

  it("show every group's trends to the staff-type roles too", () => {
    expect(canSeeGroupTrends(aSubject({ accountType: 'assistant' }), { id: 1, myRole: null })).toBe(true);
    expect(canSeeGroupTrends(user, { id: 1, myRole: 'user' })).toBe(true);
    expect(canSeeGroupTrends(viewer, { id: 1, myRole: null })).toBe(false);
  });
});
