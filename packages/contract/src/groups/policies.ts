// Channel group policies (spec 2 channel groups, spec 3 group administrators and users): holders of
// editChannelGroups see and manage every group; a group's administrators manage it; its users see it
// (its channels, not its people); for everyone else it does not exist.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { isStaffTypeRole } from '../core/roles.ts';
import { subjectCapabilities, type Subject } from '../core/subject.ts';

/** A group as the policies see it: its id and the caller's place in it (null: neither administrator nor user). */
export type GroupInReach = { id: number; myRole: 'admin' | 'user' | null };

/** Spec 2: holders of editChannelGroups (staff-type roles, per-e-mail overrides) create, see and manage every group. */
export function canManageEveryGroup(subject: Subject): boolean {
  return subjectCapabilities(subject).components.has('editChannelGroups');
}

/** Spec 2: a group exists for its administrators and users, and for those who manage every group. */
export function canSeeGroup(subject: Subject, group: GroupInReach): boolean {
  return group.myRole !== null || canManageEveryGroup(subject);
}

/** Spec 2: a group's administrators manage it (rename, remove, channels, people), as do those who manage every group. */
export function canManageGroup(subject: Subject, group: GroupInReach): boolean {
  return group.myRole === 'admin' || canManageEveryGroup(subject);
}

/** Spec 2 channel trend charts: a group's people, those who manage every group, and the staff-type roles. */
export function canSeeGroupTrends(subject: Subject, group: GroupInReach): boolean {
  return canSeeGroup(subject, group) || isStaffTypeRole(subject.accountType);
}

export const groupsPolicies = {
  canSeeGroup: onObject(canSeeGroup),
  canManageGroup: onObject(canManageGroup),
  canSeeGroupTrends: onObject(canSeeGroupTrends),
  canManageEveryGroup: onSubject(canManageEveryGroup),
} as const satisfies Record<string, Policy>;
