// @vitest-environment jsdom
import type { ReleaseSchedule } from '@chorus/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import './i18n.ts';
import { daysOf } from './schedule-model.ts';
import { release } from './schedule-fixtures.ts';
import { ScheduleView } from './schedule-view.tsx';

const answer: ReleaseSchedule = {
  from: '2026-11-29',
  to: '2026-12-05',
  gap_hours: 6,
  items: [
    release(1, '2026-12-01T02:00:00Z', { conflicts: [2] }),
    release(2, '2026-12-01T05:30:00Z', { platform: 'youtube', account_id: null, account_username: null, video_id: 'abcdefghijk', conflicts: [1] }),
    release(3, '2026-11-30T08:00:00Z', { platform: 'tiktok', account_username: 'tea.tt', state: 'failed', error: 'errors.releaseTimedOut' }),
  ],
  accounts: [{ account_id: 1, platform: 'instagram', username: 'tea.ig', channel_id: 'UCa', channel_title: 'Tea Time', status: 'active', daily_limit: 100 }],
  usage: [{ account_id: 1, day: '2026-12-01', used: 1, limit: 100 }],
};

/** The week of 2026-12-01 (today 2026-11-30) drawn from an answer; only opening a release is watched. */
const renderWeek = (schedule: ReleaseSchedule, onOpen: (r: unknown) => void = () => {}, language?: 'en') =>
  renderView(
    <ScheduleView
      answer={schedule}
      view="week"
      days={daysOf('week', '2026-12-01')}
      month="2026-12"
      today="2026-11-30"
      title="week"
      onView={() => {}}
      onShift={() => {}}
      onToday={() => {}}
      onOpen={onOpen}
    />,
    language ? { language } : {},
  );

describe('ScheduleView', () => {
  it('draws each release on its Taipei day with time, platform and account, conflicts marked, the day’s use of the limit, and opens one', async () => {
    const onOpen = vi.fn();
    const { user } = await renderWeek(answer, onOpen, 'en');
    const day = screen.getByTestId('day-2026-12-01');
    const chips = day.querySelectorAll('[data-testid^="release-"]');
    expect([...chips].map((c) => c.textContent)).toEqual(['⚠10:00 IG @tea.ig', '⚠13:30 YT Tea Time']);
    expect([...chips].every((c) => c.getAttribute('data-conflict') === 'true')).toBe(true);
    expect(day.querySelector('[data-testid="usage-1-2026-12-01"]')?.textContent).toBe('@tea.ig: 1 of 100 posts');
    expect(screen.getByTestId('day-2026-11-30').querySelector('[data-state="failed"]')?.textContent).toBe('16:00 TT @tea.tt');
    // The phone's list draws the same day: its chips, then its use of the limit.
    const listed = screen.getByTestId('list-day-2026-12-01');
    expect([...listed.querySelectorAll('[data-testid^="release-"]')].map((c) => c.textContent)).toEqual(['⚠10:00 IG @tea.ig', '⚠13:30 YT Tea Time']);
    expect(listed.querySelector('[data-testid="usage-1-2026-12-01"]')?.textContent).toBe('@tea.ig: 1 of 100 posts');
    await user.click(day.querySelectorAll<HTMLElement>('[data-testid="release-2"]')[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ release_id: 2 }));
  });
  it('says when nothing is planned', async () => {
    await renderWeek({ ...answer, items: [], usage: [] });
    expect(screen.getByTestId('release-empty').textContent).toBe('這段期間沒有安排發布。');
  });
});
