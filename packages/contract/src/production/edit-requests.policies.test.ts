// Issue 29: who moves an editing request from which state to which, written out by hand (the
// creator's side: the channel's owner and manager; the editors: the managing roles, the one who took
// it, admin and super staff for anyone), with the denied side of every move.
import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import {
  asksForEdits,
  commentsOnEditRequest,
  deliversEditVersion,
  movesEditRequest,
  nextEditStatuses,
  readsEditorWorkload,
  readsEditRequests,
  seesEditRequest,
  uploadsToEditRequest,
  type EditRequestFacts,
} from './edit-requests.policies.ts';
import type { EditRequestStatus } from './edit-requests.schemas.ts';

const CHANNEL = 'UCchannel';
const EDITOR_ID = 10;
const people = {
  owner: aSubject({ id: 1, accountType: 'user_owner', channels: [{ channel_id: CHANNEL, member_type: 'owner' }] }),
  manager: aSubject({ id: 2, accountType: 'user_manager', channels: [{ channel_id: CHANNEL, member_type: 'staff' }] }),
  member: aSubject({ id: 3, accountType: 'user_editor', channels: [{ channel_id: CHANNEL, member_type: 'member' }] }),
  otherOwner: aSubject({ id: 4, accountType: 'user_owner', channels: [{ channel_id: 'UCother', member_type: 'owner' }] }),
  editor: aSubject({ id: EDITOR_ID, accountType: 'staff' }),
  otherEditor: aSubject({ id: 11, accountType: 'staff' }),
  // The network's staff helping on the channel (the demo's staff is a channel staff member): still an editor, never the reviewer.
  staffOnChannel: aSubject({ id: 12, accountType: 'staff', channels: [{ channel_id: CHANNEL, member_type: 'staff' }] }),
  admin: aSubject({ id: 13, accountType: 'admin' }),
  superStaff: aSubject({ id: 14, accountType: 'super_staff' }),
  viewer: aSubject({ id: 15, accountType: 'viewer' }),
  advertiser: aSubject({ id: 16, accountType: 'advertiser' }),
};
type Who = keyof typeof people;

const request = (status: EditRequestStatus, editor_id: number | null = EDITOR_ID): EditRequestFacts => ({ channel_id: CHANNEL, status, editor_id });

// Every state × person: the states they may move the request to (the request taken by `editor` once past `requested`).
// A person a row does not name may make no move from that state.
const noMoves = {} as Record<Who, EditRequestStatus[]>;
for (const who of Object.keys(people) as Who[]) noMoves[who] = [];
const table: Record<EditRequestStatus, Record<Who, EditRequestStatus[]>> = {
  requested: {
    ...noMoves,
    editor: ['in_edit'],
    otherEditor: ['in_edit'],
    staffOnChannel: ['in_edit'],
    admin: ['in_edit'],
    superStaff: ['in_edit'],
  },
  in_edit: {
    ...noMoves,
    editor: ['in_review'],
    admin: ['in_review'],
    superStaff: ['in_review'],
  },
  in_review: {
    ...noMoves,
    owner: ['changes_requested', 'approved'],
    manager: ['changes_requested', 'approved'],
  },
  changes_requested: {
    ...noMoves,
    editor: ['in_edit', 'in_review'],
    admin: ['in_edit', 'in_review'],
    superStaff: ['in_edit', 'in_review'],
  },
  approved: {
    ...noMoves,
    editor: ['published'],
    admin: ['published'],
    superStaff: ['published'],
  },
  published: noMoves,
};
const states: EditRequestStatus[] = ['requested', 'in_edit', 'in_review', 'changes_requested', 'approved', 'published'];

describe('moves of an editing request by role (issue 29)', () => {
  for (const from of states) {
    for (const who of Object.keys(people) as Who[]) {
      it(`${who} on a request ${from}: ${table[from][who].join(', ') || 'no move'}`, () => {
        const facts = request(from, from === 'requested' ? null : EDITOR_ID);
        expect(nextEditStatuses(people[who], facts)).toEqual(table[from][who]);
        for (const to of states) expect(movesEditRequest(people[who], facts, to)).toBe(table[from][who].includes(to));
      });
    }
  }
});

describe('reading, asking, commenting, delivering, uploading', () => {
  it('lists: the managing roles, the viewer and channel members; not an advertiser', () => {
    for (const who of ['owner', 'manager', 'member', 'editor', 'admin', 'viewer'] as const) expect(readsEditRequests(people[who])).toBe(true);
    expect(readsEditRequests(people.advertiser)).toBe(false);
  });

  it('sees one request: its channel members and the network-wide readers; another channel’s owner does not', () => {
    for (const who of ['owner', 'manager', 'member', 'editor', 'otherEditor', 'admin', 'viewer'] as const)
      expect(seesEditRequest(people[who], request('in_edit'))).toBe(true);
    expect(seesEditRequest(people.otherOwner, request('in_edit'))).toBe(false);
    expect(seesEditRequest(people.advertiser, request('in_edit'))).toBe(false);
  });

  it('asks: the channel’s owner and manager only', () => {
    expect(asksForEdits(people.owner, { channel_id: CHANNEL })).toBe(true);
    expect(asksForEdits(people.manager, { channel_id: CHANNEL })).toBe(true);
    for (const who of ['member', 'otherOwner', 'editor', 'staffOnChannel', 'admin', 'viewer'] as const)
      expect(asksForEdits(people[who], { channel_id: CHANNEL })).toBe(false);
  });

  it('comments: the creator’s side and the request’s editor, not once published; not the viewer or a plain member', () => {
    for (const who of ['owner', 'editor', 'admin'] as const) expect(commentsOnEditRequest(people[who], request('in_review')), who).toBe(true);
    for (const who of ['otherEditor', 'member', 'viewer'] as const) expect(commentsOnEditRequest(people[who], request('in_review')), who).toBe(false);
    expect(commentsOnEditRequest(people.owner, request('published'))).toBe(false);
  });

  it('delivers a cut: the request’s editor while in edit or changes were asked', () => {
    for (const status of ['in_edit', 'changes_requested'] as const) expect(deliversEditVersion(people.editor, request(status)), status).toBe(true);
    expect(deliversEditVersion(people.editor, request('in_review'))).toBe(false);
    expect(deliversEditVersion(people.editor, request('requested', null))).toBe(false);
    for (const who of ['otherEditor', 'owner'] as const) expect(deliversEditVersion(people[who], request('in_edit')), who).toBe(false);
  });

  it('uploads: footage by the creator’s side until approved; a cut by the editor who may deliver', () => {
    expect(uploadsToEditRequest(people.owner, request('requested', null), 'footage')).toBe(true);
    expect(uploadsToEditRequest(people.manager, request('changes_requested'), 'footage')).toBe(true);
    expect(uploadsToEditRequest(people.owner, request('approved'), 'footage')).toBe(false);
    expect(uploadsToEditRequest(people.member, request('requested', null), 'footage')).toBe(false);
    expect(uploadsToEditRequest(people.editor, request('in_edit'), 'footage')).toBe(false);
    expect(uploadsToEditRequest(people.editor, request('in_edit'), 'cut')).toBe(true);
    expect(uploadsToEditRequest(people.owner, request('in_edit'), 'cut')).toBe(false);
  });

  it('the workload: the managing roles and the viewer', () => {
    for (const who of ['editor', 'admin', 'superStaff', 'viewer'] as const) expect(readsEditorWorkload(people[who])).toBe(true);
    for (const who of ['owner', 'manager', 'member', 'advertiser'] as const) expect(readsEditorWorkload(people[who])).toBe(false);
  });
});
