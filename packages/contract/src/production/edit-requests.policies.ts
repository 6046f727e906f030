// Policies of the production area's editing requests (issue 29; spec 6: the viewer reads videoEditor,
// admin and super staff have every page; docs/decisions/production.md for the choices the
// spec leaves). Two sides: the creator (the channel's owner or manager, member type owner or staff)
// asks, reviews, asks for changes and approves; the network's editors (managing roles) take a request,
// deliver cuts and mark it published. Admin and super staff may act for any editor.
// The moves by side are `editRequestMoves`; edit-requests.policies.test.ts writes them out by role.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, isManaging, isTop, type Subject } from '../core/subject.ts';
import { onCreatorSide } from './channel-sides.ts';
import type { EditFilePurpose, EditRequestStatus } from './edit-requests.schemas.ts';

export type EditRequestFacts = { channel_id: string; status: EditRequestStatus; editor_id: number | null };

/** Who moves a request from each state to which (issue 29's states, in order; the only moves there are). */
export const editRequestMoves: Record<EditRequestStatus, readonly { to: EditRequestStatus; by: 'editor' | 'creator' }[]> = {
  requested: [{ to: 'in_edit', by: 'editor' }],
  in_edit: [{ to: 'in_review', by: 'editor' }],
  in_review: [
    { to: 'changes_requested', by: 'creator' },
    { to: 'approved', by: 'creator' },
  ],
  changes_requested: [
    { to: 'in_edit', by: 'editor' },
    { to: 'in_review', by: 'editor' },
  ],
  approved: [{ to: 'published', by: 'editor' }],
  published: [],
};

/** Viewer (spec 6: read-only on videoEditor) and the managing roles: every channel's requests and the editors' workload. */
function readsEveryEditRequest(subject: Subject): boolean {
  return isManaging(subject) || channelFreeCapabilities(subject).pages.has('videoEditor');
}

/**
 * The creator's side of a channel: its owner or manager (member type owner or staff). The network's
 * managing roles are the editors' side even where they help on a channel (the demo's staff is a
 * channel's staff member), so nobody reviews their own cut.
 */
export function isChannelCreator(subject: Subject, channelId: string): boolean {
  return !isManaging(subject) && onCreatorSide(subject, { channel_id: channelId });
}

/** An editor of this request: the one who took it, or a top role (admin, super staff); before anyone took it, every managing role. */
export function editsRequest(subject: Subject, request: EditRequestFacts): boolean {
  if (!isManaging(subject)) return false;
  return isTop(subject) || request.editor_id === null || request.editor_id === subject.id;
}

/** Who lists requests at all: the network-wide readers, and anyone who belongs to a channel (their channels' only). */
export function readsEditRequests(subject: Subject): boolean {
  return readsEveryEditRequest(subject) || subject.channels.length > 0;
}

/** One request: the network-wide readers and the members (any member type) of its channel; anyone else: it does not exist (404). */
export function seesEditRequest(subject: Subject, request: { channel_id: string }): boolean {
  return readsEveryEditRequest(subject) || subject.channels.some((c) => c.channel_id === request.channel_id);
}

/** Ask for an edit: the channel's owner or manager (without a channel: of at least one channel). */
export function asksForEdits(subject: Subject, channel?: { channel_id: string }): boolean {
  if (channel === undefined) return subject.channels.some((c) => isChannelCreator(subject, c.channel_id));
  return isChannelCreator(subject, channel.channel_id);
}

/** The states the subject may move this request to now. */
export function nextEditStatuses(subject: Subject, request: EditRequestFacts): EditRequestStatus[] {
  const creator = isChannelCreator(subject, request.channel_id);
  const editor = editsRequest(subject, request);
  return editRequestMoves[request.status].filter((m) => (m.by === 'creator' ? creator : editor)).map((m) => m.to);
}

export function movesEditRequest(subject: Subject, request: EditRequestFacts, to: EditRequestStatus): boolean {
  return nextEditStatuses(subject, request).includes(to);
}

/** Comment on a cut: the creator's side and the request's editor, while it is not published. */
export function commentsOnEditRequest(subject: Subject, request: EditRequestFacts): boolean {
  if (request.status === 'published') return false;
  return isChannelCreator(subject, request.channel_id) || (request.editor_id !== null && editsRequest(subject, request));
}

/** Deliver a cut: the request's editor while it is in edit or changes were asked. */
export function deliversEditVersion(subject: Subject, request: EditRequestFacts): boolean {
  return (request.status === 'in_edit' || request.status === 'changes_requested') && request.editor_id !== null && editsRequest(subject, request);
}

/** Upload: footage by the creator's side until the request is approved; a cut by whoever may deliver one. */
export function uploadsToEditRequest(subject: Subject, request: EditRequestFacts, purpose: EditFilePurpose): boolean {
  if (purpose === 'cut') return deliversEditVersion(subject, request);
  return isChannelCreator(subject, request.channel_id) && request.status !== 'approved' && request.status !== 'published';
}

/** The editors' workload: the managing roles and the viewer. */
export function readsEditorWorkload(subject: Subject): boolean {
  return readsEveryEditRequest(subject);
}

export const editRequestsPolicies = {
  readsEditRequests: onSubject(readsEditRequests),
  seesEditRequest: onObject(seesEditRequest),
  asksForEdits: onObject(asksForEdits),
  movesEditRequest: onObject(movesEditRequest),
  commentsOnEditRequest: onObject(commentsOnEditRequest),
  deliversEditVersion: onObject(deliversEditVersion),
  uploadsToEditRequest: onObject(uploadsToEditRequest),
  readsEditorWorkload: onSubject(readsEditorWorkload),
} as const satisfies Record<string, Policy>;
