// The caller as the contract's policies judge them (packages/contract/src/core/subject.ts): the
// server's one way to build a `Subject`, from the user directory's profile. HTTP builds it once per
// request (http/principal.ts); services and jobs take the Subject, never HTTP's Principal.
import { makeSubject, subjectCapabilities, teamsByRole, type ResolvedCapabilities, type Subject } from '@chorus/contract';
import type { UserProfile } from '../ports/user-directory.ts';

/**
 * Who calls a service: the contract's Subject its policies judge (built by `subjectOf`), the
 * person's profile (name, e-mail, channels) and who acts for the system log (`realUserId`: the
 * admin working as this person). HTTP's Principal (http/principal.ts) is one; services take this,
 * never the Principal.
 */
export type Caller = { userId: number; realUserId: number | null; profile: UserProfile; subject: Subject };

/**
 * Who acts in a service that records what it changes in the system log: the person, the admin
 * working as them (`realUserId`), the Subject the policies judge, and the client's address.
 */
export type ActingCaller = { userId: number; realUserId: number | null; subject: Subject; ip: string | null };

/** A caller (HTTP's Principal is one) acting from `ip`. */
export const actingCaller = (caller: Caller, ip: string | null): ActingCaller => ({
  userId: caller.userId,
  realUserId: caller.realUserId,
  subject: caller.subject,
  ip,
});

/**
 * Built once per profile version: the directory replaces the profile object on every change, so a
 * stale subject can never be found again. A switched session (an admin working as this user) has
 * its own subject.
 */
export function subjectOf(profile: UserProfile, switched = false): Subject {
  let built = subjects.get(profile);
  if (!built) {
    built = {};
    subjects.set(profile, built);
  }
  const key = switched ? 'switched' : 'own';
  return (built[key] ??= makeSubject({
    id: profile.row.id,
    accountType: profile.accountType,
    channels: profile.channels,
    teams: teamsByRole(profile.ownerAdvertisers, profile.clientAdvertisers, profile.memberAdvertisers),
    adsMemberType: profile.adsMemberType,
    specific: profile.specific,
    permissions: profile.permissions,
    inChannelGroup: profile.inChannelGroup,
    switched,
  }));
}
const subjects = new WeakMap<UserProfile, { own?: Subject; switched?: Subject }>();

/**
 * Capabilities for a request. With a channel, that channel's member type applies; without one, the
 * union of the guest sub-key and every member type the user holds (routes that act on one channel
 * pass it, and their services check the object's scope). Resolved once per subject and member type
 * (contract `subjectCapabilities`). Measured: resolving an admin's capabilities took 25 µs, a
 * quarter of the server's time on a cached channel page.
 */
export function capabilitiesOf(profile: UserProfile, channelId?: string): ResolvedCapabilities {
  return subjectCapabilities(subjectOf(profile), channelId);
}
