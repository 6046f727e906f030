import { describe, expect, it } from 'vitest';
import { bodyOf, dayUsage, daysOf, emptyForm, formErrors, planningChannels, releasesByDay, shiftAnchor, taipeiTime } from './schedule-model.ts';
import { release } from './schedule-fixtures.ts';

describe('the days a view shows (Sunday first)', () => {
  it.each([
    ['week', '2026-12-02', '2026-11-29', '2026-12-05', 7],
    ['month', '2026-12-15', '2026-11-29', '2027-01-02', 35],
    ['month', '2027-02-10', '2027-01-31', '2027-03-06', 35],
  ] as const)('%s around %s: %s to %s', (view, anchor, first, last, count) => {
    const days = daysOf(view, anchor);
    expect([days[0], days.at(-1), days.length]).toEqual([first, last, count]);
  });
  it.each([
    ['week', '2026-12-02', 1, '2026-12-09'],
    ['month', '2026-12-31', 1, '2027-01-01'],
    ['month', '2026-01-15', -1, '2025-12-01'],
  ] as const)('%s from %s by %i: %s', (view, anchor, step, next) => expect(shiftAnchor(view, anchor, step)).toBe(next));
});

describe('releases by Taipei day', () => {
  it('a release at 17:00 UTC is the next Taipei day, at 01:00', () => {
    const map = releasesByDay([release(2, '2026-12-01T17:00:00Z'), release(1, '2026-12-01T03:00:00Z')]);
    expect([...map.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(taipeiTime('2026-12-01T17:00:00Z')).toBe('01:00');
  });
});

describe('an account’s use of its limit on a day', () => {
  it('names the account and says when the day is full', () => {
    const accounts = [
      { account_id: 1, platform: 'tiktok' as const, username: 'a.tt', channel_id: 'UCa', channel_title: 'A', status: 'active' as const, daily_limit: 15 },
    ];
    const usage = [
      { account_id: 1, day: '2026-12-01', used: 15, limit: 15 },
      { account_id: 1, day: '2026-12-02', used: 2, limit: 15 },
    ];
    expect(dayUsage({ accounts, usage }, '2026-12-01')).toEqual([{ account: accounts[0], used: 15, limit: 15, full: true }]);
    expect(dayUsage({ accounts, usage }, '2026-12-03')).toEqual([]);
  });
});

describe('the create form', () => {
  it('sends only its platform’s fields, the time read in Taipei', () => {
    const form = {
      ...emptyForm('2026-12-01'),
      platform: 'instagram' as const,
      account_id: '4',
      media_url: ' https://m.example/r.mp4 ',
      video_id: 'ignored',
      time: '09:30',
    };
    expect(bodyOf(form, 'UCa')).toEqual({
      platform: 'instagram',
      channel_id: 'UCa',
      publish_at: '2026-12-01T09:30:00+08:00',
      account_id: 4,
      media_url: 'https://m.example/r.mp4',
      media_type: 'reel',
    });
  });
  it.each([
    ['youtube without a video', { platform: 'youtube' as const }, { video_id: 'validation.releaseFieldRequired' }],
    [
      'TikTok without an account or URL',
      { platform: 'tiktok' as const },
      { account_id: 'validation.releaseFieldRequired', media_url: 'validation.releaseFieldRequired' },
    ],
    ['a YouTube video id of the wrong length', { platform: 'youtube' as const, video_id: 'short' }, { video_id: 'validation.releaseVideoId' }],
    ['a complete YouTube release', { platform: 'youtube' as const, video_id: 'abcdefghijk' }, {}],
  ])('%s', (_, change, errors) => {
    expect(formErrors({ ...emptyForm('2026-12-01'), ...change }, 'UCa')).toEqual(errors);
  });
});

describe('the channels one may plan on', () => {
  it('the current channel first, then the linked accounts’ channels, only where the reader plans', () => {
    const account = (account_id: number, channel_id: string, channel_title: string) => ({
      account_id,
      platform: 'instagram' as const,
      username: 'x',
      channel_id,
      channel_title,
      status: 'active' as const,
      daily_limit: 100,
    });
    const accounts = [account(1, 'UCb', 'B'), account(2, 'UCa', 'A'), account(3, 'UCc', 'C')];
    expect(planningChannels({ id: 'UCa', name: 'A' }, accounts, (id) => id !== 'UCc')).toEqual([
      { id: 'UCa', name: 'A' },
      { id: 'UCb', name: 'B' },
    ]);
    expect(planningChannels(null, [], () => true)).toEqual([]);
  });
});
