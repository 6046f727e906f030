// Policies of the social area (issue 27; spec 6: the viewer reads igData and tiktokData, admin and
// super staff have every page; docs/decisions/social.md for the choices the spec leaves).
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, isManaging, ownsChannel, type Subject } from '../core/subject.ts';

/** Spec 6 igData / tiktokData pages (admin, super staff, viewer, overrides) or a managing role (staff): every channel's accounts. */
export function readsEverySocialAccount(subject: Subject): boolean {
  if (isManaging(subject)) return true;
  const pages = channelFreeCapabilities(subject).pages;
  return pages.has('igData') || pages.has('tiktokData');
}

/** Who reads linked accounts at all: the network-wide readers above, and anyone who belongs to a channel (their own channels' only). */
export function readsSocialData(subject: Subject): boolean {
  return readsEverySocialAccount(subject) || subject.channels.length > 0;
}

/** Object scope: an account is seen by the network-wide readers and by the members (any member type) of its channel; else it does not exist (404). */
export function seesSocialAccount(subject: Subject, account: { channel_id: string }): boolean {
  return readsEverySocialAccount(subject) || subject.channels.some((c) => c.channel_id === account.channel_id);
}

/** Link and unlink: the channel's owner, and the managing roles (admin, super staff, staff); never the read-only viewer. */
export function linksSocialAccount(subject: Subject, channel?: { channel_id: string }): boolean {
  if (isManaging(subject)) return true;
  if (channel === undefined) return subject.channels.some((c) => c.member_type === 'owner');
  return ownsChannel(subject, channel.channel_id);
}

export const socialPolicies = {
  readsSocialData: onSubject(readsSocialData),
  seesSocialAccount: onObject(seesSocialAccount),
  linksSocialAccount: onObject(linksSocialAccount),
} as const satisfies Record<string, Policy>;
