// Policies of the video data manager (issue 29; docs/decisions/production.md). Spec 6
// lists videoData among the viewer's read-only pages and gives admin and super staff every page; the
// issue has creators (owner or manager) and the network's staff edit.
import { onObject, type Policy } from '../core/policy.ts';
import type { Subject } from '../core/subject.ts';
import { channelDataRule, type Channel } from './channel-sides.ts';

const rule = channelDataRule('videoData');

/** Every channel's videos: the managing roles (admin, super staff, staff) and whoever holds the videoData page off any channel (viewer, overrides). */
export const readsEveryChannelVideoData = rule.readsEvery;

// Functions of their own name, not the rule's: the policy registry names each policy after its judge.
/** Reads a channel's video data: the network-wide readers above and any member of the channel. */
export const readsVideoData = (subject: Subject, channel?: Channel): boolean => rule.reads(subject, channel);

/** Edits (bulk edits, undo): the managing roles, and the channel's owner or staff member (the creator's manager); never the read-only viewer nor a plain member. */
export const editsVideoData = (subject: Subject, channel?: Channel): boolean => rule.changes(subject, channel);

export const productionVideoPolicies = {
  readsVideoData: onObject(readsVideoData),
  editsVideoData: onObject(editsVideoData),
} as const satisfies Record<string, Policy>;
