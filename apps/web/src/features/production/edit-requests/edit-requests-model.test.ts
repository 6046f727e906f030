import type { EditRequestStatus } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import {
  abilities,
  askBody,
  askChannels,
  askErrors,
  channelChoices,
  comparePair,
  emptyAskForm,
  filterOf,
  filterSearch,
  formatBytes,
  formatTimecode,
  isOverdue,
  networkToday,
  parseTimecode,
  percentOf,
  requestIdOf,
  uploadReducer,
  versionsNewestFirst,
  videoIdFrom,
  type UploadEvent,
  type UploadState,
} from './edit-requests-model.ts';
import { aRequest, aVersion } from './edit-requests-fixtures.ts';

describe('what the address asks for', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['abc', null],
    ['2147483648', null],
    [null, null],
  ])('request %s → %s', (value, id) => expect(requestIdOf(value)).toBe(id));

  it('reads the filters and drops what is not a channel id or a state', () => {
    expect(filterOf(new URLSearchParams('channel=UC_cook&status=in_review'))).toEqual({ channelId: 'UC_cook', status: 'in_review' });
    expect(filterOf(new URLSearchParams('channel=a b&status=done'))).toEqual({ channelId: '', status: '' });
    expect(filterSearch({ channelId: 'UC_cook', status: '' })).toBe('?channel=UC_cook');
    expect(filterSearch({ channelId: '', status: '' })).toBe('');
  });
});

describe('due dates', () => {
  it('counts the day in Taipei (16:30 UTC is already the next day there)', () => {
    expect(networkToday(new Date('2026-11-29T15:59:00Z'))).toBe('2026-11-29');
    expect(networkToday(new Date('2026-11-29T16:30:00Z'))).toBe('2026-11-30');
  });

  it('marks a request past its due date unless it is published', () => {
    expect(isOverdue({ due_date: '2026-11-28', status: 'in_edit' }, '2026-11-29')).toBe(true);
    expect(isOverdue({ due_date: '2026-11-29', status: 'in_edit' }, '2026-11-29')).toBe(false);
    expect(isOverdue({ due_date: '2026-11-01', status: 'published' }, '2026-11-29')).toBe(false);
  });
});

describe('channels', () => {
  const own = [
    { channel_id: 'UC_b', channel_title: 'Baking' },
    { channel_id: 'UC_a', channel_title: 'Art' },
  ];
  it('offers the own channels and those the list showed, by title, once each', () => {
    const listed = [aRequest({ channel_id: 'UC_c', channel_title: 'Cooking' }), aRequest({ channel_id: 'UC_a', channel_title: 'Art (old)' })];
    expect(channelChoices(own, listed)).toEqual([
      { id: 'UC_a', title: 'Art' },
      { id: 'UC_b', title: 'Baking' },
      { id: 'UC_c', title: 'Cooking' },
    ]);
  });

  it('lets only the owner and manager ask (a plain member and the network’s staff do not)', () => {
    const creator = aSubject({
      channels: [
        { channel_id: 'UC_b', member_type: 'owner' },
        { channel_id: 'UC_a', member_type: 'member' },
      ],
    });
    expect(askChannels(creator, own)).toEqual([{ id: 'UC_b', title: 'Baking' }]);
    expect(askChannels(aSubject({ accountType: 'staff', channels: [{ channel_id: 'UC_b', member_type: 'staff' }] }), own)).toEqual([]);
  });
});

describe('the ask form', () => {
  const filled = {
    ...emptyAskForm('UC_b'),
    title: ' Vlog ',
    brief: 'Cut it',
    dueDate: '2026-12-24',
    styleReferences: 'https://a.example/1\n\n https://a.example/2 ',
  };
  it('sends one link a line, trimmed, blank lines dropped', () => {
    expect(askBody(filled)).toEqual({
      channel_id: 'UC_b',
      title: 'Vlog',
      brief: 'Cut it',
      style_references: ['https://a.example/1', 'https://a.example/2'],
      due_date: '2026-12-24',
      footage_links: [],
    });
    expect(askErrors(filled)).toEqual({});
  });

  it('says which field is wrong before anything is sent', () => {
    expect(askErrors(emptyAskForm())).toEqual({
      channelId: 'editing:ask.channelRequired',
      title: 'messages:validation.editRequired',
      brief: 'messages:validation.editRequired',
      dueDate: expect.stringMatching(/^messages:validation\./),
    });
    expect(askErrors({ ...filled, footageLinks: 'ftp://files.example/raw' })).toEqual({ footageLinks: 'messages:validation.editLink' });
  });
});

describe('what each side may do (the contract’s policies)', () => {
  const owner = aSubject({ id: 5, channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
  const editor = aSubject({ id: 9, accountType: 'staff' });
  const otherEditor = aSubject({ id: 10, accountType: 'staff' });
  const viewer = aSubject({ id: 11, accountType: 'viewer' });
  const taken = (status: EditRequestStatus) => aRequest({ status, editor: { user_id: 9, name: 'Editor' } });

  it.each([
    ['owner, requested', owner, aRequest({ status: 'requested', editor: null }), { moves: [], comment: true, deliver: false, uploadFootage: true }],
    [
      'any editor takes a requested one',
      otherEditor,
      aRequest({ status: 'requested', editor: null }),
      { moves: ['in_edit'], comment: false, deliver: false, uploadFootage: false },
    ],
    ['its editor in edit', editor, taken('in_edit'), { moves: ['in_review'], comment: true, deliver: true, uploadFootage: false }],
    ['another editor in edit', otherEditor, taken('in_edit'), { moves: [], comment: false, deliver: false, uploadFootage: false }],
    ['owner reviews', owner, taken('in_review'), { moves: ['changes_requested', 'approved'], comment: true, deliver: false, uploadFootage: true }],
    ['owner after approval', owner, taken('approved'), { moves: [], comment: true, deliver: false, uploadFootage: false }],
    ['editor publishes', editor, taken('approved'), { moves: ['published'], comment: true, deliver: false, uploadFootage: false }],
    ['viewer reads only', viewer, taken('in_review'), { moves: [], comment: false, deliver: false, uploadFootage: false }],
    ['nobody comments once published', owner, taken('published'), { moves: [], comment: false, deliver: false, uploadFootage: false }],
  ])('%s', (_name, subject, request, expected) => expect(abilities(subject, request)).toEqual(expected));
});

describe('timecodes', () => {
  it.each([
    [0, '0:00'],
    [1.5, '0:01.5'],
    [62.04, '1:02'],
    [3599.95, '1:00:00'],
    [3723.4, '1:02:03.4'],
  ])('%s s reads %s', (seconds, text) => expect(formatTimecode(seconds)).toBe(text));

  it.each([
    ['1:02.5', 62.5],
    ['0:01:02', 62],
    ['62.5', 62.5],
    [' 2 ', 2],
    ['1:60', null],
    ['1.5:00', null],
    ['a', null],
    ['', null],
    ['24:00:01', null],
  ])('“%s” is %s s', (text, seconds) => expect(parseTimecode(text)).toBe(seconds));

  it('reads a video id from a watch, short or Shorts address', () => {
    expect(videoIdFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(videoIdFrom('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFrom('https://youtube.com/shorts/abcdefghijk')).toBe('abcdefghijk');
    expect(videoIdFrom(' dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
  });
});

describe('versions', () => {
  const detail = {
    versions_delivered: [
      aVersion({ version: 1, comments: [] }),
      aVersion({
        version: 2,
        comments: [
          { comment_id: 8, version: 2, at_seconds: 2.4, text: 'b', author: { user_id: 5, name: 'A' }, created_at: '2026-11-20T02:00:00.000Z' },
          { comment_id: 7, version: 2, at_seconds: 0.8, text: 'a', author: { user_id: 5, name: 'A' }, created_at: '2026-11-20T03:00:00.000Z' },
        ],
      }),
    ],
  };
  it('lists the newest first with its comments in timecode order, and compares the last two', () => {
    const versions = versionsNewestFirst(detail);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]!.comments.map((c) => c.comment_id)).toEqual([7, 8]);
    expect(comparePair(versions)).toEqual([1, 2]);
    expect(comparePair(versions.slice(1))).toBeNull();
  });
});

describe('an upload’s steps', () => {
  const run = (...events: UploadEvent[]): UploadState => events.reduce(uploadReducer, { phase: 'idle' } as UploadState);
  it('refuses a file over the limit before a byte is sent', () => {
    expect(run({ type: 'chosen', name: 'big.mov', bytes: 21, max: 20 })).toEqual({ phase: 'tooLarge', name: 'big.mov', bytes: 21 });
  });
  it('counts the bytes, pauses and resumes, and ends done or failed', () => {
    const sending = run({ type: 'chosen', name: 'a.mp4', bytes: 300, max: 1000 }, { type: 'progress', sent: 100, total: 300 });
    expect(sending).toEqual({ phase: 'sending', name: 'a.mp4', sent: 100, total: 300 });
    expect(percentOf(100, 300)).toBe(33);
    expect(uploadReducer(sending, { type: 'paused' })).toEqual({ phase: 'paused', name: 'a.mp4', sent: 100, total: 300 });
    expect(uploadReducer(uploadReducer(sending, { type: 'paused' }), { type: 'resumed' })).toEqual(sending);
    expect(uploadReducer(sending, { type: 'done' })).toEqual({ phase: 'done', name: 'a.mp4' });
    expect(uploadReducer(sending, { type: 'failed', message: 'No.' })).toEqual({ phase: 'failed', name: 'a.mp4', message: 'No.' });
  });
  it('shows sizes in binary units', () => {
    expect(formatBytes(20 * 1024 ** 3, 'en')).toBe('20 GB');
    expect(formatBytes(300_000, 'en')).toBe('293 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(12, 'en')).toBe('12 B');
  });
});
