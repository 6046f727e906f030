// @vitest-environment jsdom
// The totals of a group's trends, rendered with a hand-written answer: the channels in the order
// asked, their figures and trend labels in words, a link to the overview only where one is given,
// "no data yet" for a channel without data, and a click on a header asking for that sort.
import type { GroupTrends } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { TotalsCard, type Channel, type TotalsProps } from './group-trends-totals.tsx';

const channel = (id: string, title: string, views: number, over: Partial<Channel> = {}): Channel => ({
  channel_id: id,
  title,
  data_through: '2026-05-31',
  views: [],
  subscribers_net: [],
  total_views: views,
  total_subscribers_net: 10,
  previous_views: 1000,
  previous_subscribers_net: 10,
  views_change_percent: 25,
  subscribers_change_percent: 0,
  trend: 'noticeableRise',
  subscribers_trend: 'steady',
  trend_within: null,
  subscribers_trend_within: null,
  ...over,
});
const data: GroupTrends = {
  period: { start: '2026-05-01', end: '2026-05-31' },
  comparison: { start: '2026-04-01', end: '2026-04-30' },
  channels: [
    channel('UC1', 'Cooking Studio', 1250),
    channel('UC2', 'Travel Diary', 3000, { trend: 'slowDecline', trend_within: 'noticeableRise', views_change_percent: -8 }),
    channel('UC3', 'New Channel', 0, { data_through: null, views_change_percent: null }),
  ],
  days: [],
};

function props(over: Partial<TotalsProps> = {}): TotalsProps {
  return {
    data,
    ordered: data.channels,
    nameOf: (c) => c.title,
    sort: { key: 'views', order: 'desc' },
    onSort: vi.fn(),
    overviewHref: (id) => (id === 'UC3' ? null : `/dashboard/overview/${id}`),
    colorOf: () => '#123456',
    fileParts: ['Food', '2026-05-01', '2026-05-31'],
    ...over,
  };
}

const channelOrder = () => screen.getAllByTestId(/^group-channel-UC\d$/).map((cell) => cell.textContent);

describe('the totals of a group', () => {
  it('lists the channels by views, most first, with their figures and trend labels in words', async () => {
    await renderView(<TotalsCard {...props()} />, { language: 'en' });
    expect(channelOrder()).toEqual(['Travel Diary', 'Cooking Studio', 'New Channel']);
    const row = screen.getByTestId('group-channel-UC2').closest('tr')!;
    expect(within(row).getByText('3,000')).toBeTruthy();
    expect(row.textContent).toContain('declining slowly');
    expect(row.textContent).toContain('rising noticeably');
    expect(row.textContent).not.toContain('slowDecline');
  });

  it('links a channel to its overview only where the person may open it, and says when a channel has no data', async () => {
    await renderView(<TotalsCard {...props()} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Open the overview of Cooking Studio' }).getAttribute('href')).toBe('/dashboard/overview/UC1');
    expect(screen.queryByRole('link', { name: 'Open the overview of New Channel' })).toBeNull();
    expect(screen.getByTestId('group-channel-no-data-UC3').textContent).toBe('No data yet');
    expect(screen.queryByTestId('group-channel-no-data-UC1')).toBeNull();
  });

  it('sorts by name from A when asked, and asks for the reverse order on a second click of the active header', async () => {
    const onSort = vi.fn();
    const { user, unmount } = await renderView(<TotalsCard {...props({ onSort })} />, { language: 'en' });
    await user.click(screen.getByTestId('group-totals-sort-title'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'title', order: 'asc' });
    await user.click(screen.getByTestId('group-totals-sort-views'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'views', order: 'asc' });
    unmount();
    await renderView(<TotalsCard {...props({ onSort, sort: { key: 'title', order: 'asc' } })} />, { language: 'en' });
    expect(channelOrder()).toEqual(['Cooking Studio', 'New Channel', 'Travel Diary']);
  });
});
