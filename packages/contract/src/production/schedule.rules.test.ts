import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { readsSchedule, schedulesReleases } from './schedule.policies.ts';
import { exceedsDailyLimit, releaseConflicts, taipeiDay, taipeiDayStart } from './schedule.rules.ts';
import { releaseCreateSchema } from './schedule.schemas.ts';

const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const release = (release_id: number, channel_id: string, publish_at: string, state = 'scheduled') => ({ release_id, channel_id, publish_at, state });

describe('releaseConflicts (two releases of one channel within the gap, marked on both)', () => {
  it.each([
    ['5 h 59 apart conflict', '2026-12-01T08:59:00Z', true],
    ['exactly 6 h apart do not', '2026-12-01T09:00:00Z', false],
  ])('%s', (_, second, conflict) => {
    const map = releaseConflicts([release(1, 'UCa', '2026-12-01T03:00:00Z'), release(2, 'UCa', second)], 6);
    expect(map.get(1) ?? []).toEqual(conflict ? [2] : []);
    expect(map.get(2) ?? []).toEqual(conflict ? [1] : []);
  });
  it('other channels, cancelled and failed releases never conflict', () => {
    const map = releaseConflicts(
      [
        release(1, 'UCa', '2026-12-01T03:00:00Z'),
        release(2, 'UCb', '2026-12-01T03:00:00Z'),
        release(3, 'UCa', '2026-12-01T04:00:00Z', 'cancelled'),
        release(4, 'UCa', '2026-12-01T04:00:00Z', 'failed'),
      ],
      6,
    );
    expect(map.size).toBe(0);
  });
  it('three close releases each list the two others', () => {
    const map = releaseConflicts(
      [release(1, 'UCa', '2026-12-01T03:00:00Z'), release(2, 'UCa', '2026-12-01T04:00:00Z'), release(3, 'UCa', '2026-12-01T05:00:00Z', 'published')],
      6,
    );
    expect(map.get(1)).toEqual([2, 3]);
    expect(map.get(3)).toEqual([1, 2]);
  });
});

describe('exceedsDailyLimit (a moving 24 hours, not a calendar day)', () => {
  const base = at('2026-12-01T00:00:00Z');
  it.each([
    ['2 posts in the hours before, limit 3: a third fits', [base - 5 * H, base - 2 * H], base, 3, false],
    ['3 posts in the hours before, limit 3: full', [base - 5 * H, base - 2 * H, base - 1 * H], base, 3, true],
    ['3 posts 24 h or more before: they left the window', [base - 24 * H, base - 30 * H, base - 25 * H], base, 3, false],
    ['posts on both sides, each window holds 2: fits at 3', [base - 20 * H, base + 20 * H], base, 3, false],
    ['posts after count too', [base + 1 * H, base + 2 * H, base + 23 * H], base, 3, true],
    ['two posts either side of midnight are one window', [base - 1 * H, base + 1 * H], base + 12 * H, 2, true],
  ])('%s', (_, others, when, limit, full) => {
    expect(exceedsDailyLimit(others, when, limit)).toBe(full);
  });
});

describe('the network day (Asia/Taipei)', () => {
  it.each([
    ['2026-11-30T15:59:59Z', '2026-11-30'],
    ['2026-11-30T16:00:00Z', '2026-12-01'],
  ])('%s is %s', (instant, day) => expect(taipeiDay(instant)).toBe(day));
  it('a day starts at 16:00 UTC the day before', () => expect(taipeiDayStart('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z'));
});

describe('the create body', () => {
  const issues = (body: object) => {
    const parsed = releaseCreateSchema.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('YouTube needs a video and takes no account nor media', () => {
    expect(issues({ platform: 'youtube', channel_id: 'UCa', publish_at: '2026-12-01T10:00:00+08:00' })).toEqual({
      video_id: 'validation.releaseFieldRequired',
    });
    expect(issues({ platform: 'youtube', channel_id: 'UCa', video_id: 'abcdefghijk', account_id: 3, publish_at: '2026-12-01T10:00:00Z' })).toEqual({
      account_id: 'validation.invalid',
    });
  });
  it('Instagram needs an account and an https media URL; a TikTok post is a video', () => {
    expect(issues({ platform: 'instagram', channel_id: 'UCa', media_url: 'http://x.test/a.mp4', publish_at: '2026-12-01T10:00:00Z' })).toEqual({
      account_id: 'validation.releaseFieldRequired',
      media_url: 'validation.releaseMediaUrl',
    });
    expect(
      issues({
        platform: 'tiktok',
        channel_id: 'UCa',
        account_id: 1,
        media_url: 'https://x.test/a.mp4',
        media_type: 'image',
        publish_at: '2026-12-01T10:00:00Z',
      }),
    ).toEqual({ media_type: 'validation.invalid' });
  });
  it('a time without its offset is refused', () => {
    expect(issues({ platform: 'youtube', channel_id: 'UCa', video_id: 'abcdefghijk', publish_at: '2026-12-01 10:00' })).toEqual({
      publish_at: 'validation.releaseTime',
    });
  });
});

describe('who reads and who plans', () => {
  const own = { channel_id: 'UCown' };
  const other = { channel_id: 'UCother' };
  it.each(['admin', 'super_staff', 'staff', 'viewer'] as const)('%s reads every channel', (accountType) => {
    expect(readsSchedule(aSubject({ accountType }), other)).toBe(true);
  });
  it.each(['admin', 'super_staff', 'staff'] as const)('%s plans on every channel', (accountType) => {
    expect(schedulesReleases(aSubject({ accountType }), other)).toBe(true);
  });
  it('the viewer never plans', () => expect(schedulesReleases(aSubject({ accountType: 'viewer' }), other)).toBe(false));
  it.each([
    ['owner', true],
    ['staff', true],
    ['member', false],
  ] as const)('a channel %s reads their channel; plans: %s', (member_type, plans) => {
    const subject = aSubject({ accountType: 'user', channels: [{ channel_id: 'UCown', member_type }] });
    expect(readsSchedule(subject, own)).toBe(true);
    expect(readsSchedule(subject, other)).toBe(false);
    expect(schedulesReleases(subject, own)).toBe(plans);
    expect(schedulesReleases(subject, other)).toBe(false);
  });
  it.each(['advertiser', 'finance', 'agency'] as const)('%s without a channel reads none', (accountType) => {
    expect(readsSchedule(aSubject({ accountType }))).toBe(false);
  });
});
