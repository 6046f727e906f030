// @vitest-environment jsdom
import type { VideoSearchItem, VideoSearchResult } from '@chorus/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { VideoSearchPage } from './video-search-page.tsx';

const search = vi.fn();
const access = { canCall: vi.fn(() => true), canSeePage: vi.fn((page: string) => page === 'exploration') };
vi.mock('./api.ts', () => ({ useVideoSearch: (query: Record<string, string>) => search(query) }));
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));

const video = (id: string, channelId: string, more: Partial<VideoSearchItem> = {}): VideoSearchItem => ({
  video_id: id,
  channel_id: channelId,
  channel_title: channelId === 'UC_cook' ? 'Cooking Studio' : 'Tea Time',
  title: `Video ${id}`,
  published_at: '2026-10-01T00:00:00.000Z',
  views: 12_345,
  views_per_day: 210.5,
  engagement_rate: 4.25,
  duration_seconds: 754,
  is_short: false,
  language: 'zh-TW',
  in_network: true,
  ...more,
});
const answer: VideoSearchResult = {
  items: [video('v1', 'UC_cook'), video('v2', 'UC_tea', { is_short: true, duration_seconds: 42 })],
  total: 2,
  total_capped: false,
  terms: ['開箱'],
  quota: null,
  search: null,
};

beforeEach(() => {
  search.mockReset();
  search.mockReturnValue({ data: answer, error: null, isFetching: false });
  access.canCall.mockReturnValue(true);
  access.canSeePage.mockImplementation((page: string) => page === 'exploration');
});

describe('VideoSearchPage', { timeout: 20_000 }, () => {
  it('asks for the first page by views a day and shows each video with its figures and links', async () => {
    await renderView(<VideoSearchPage proposeHref={(id) => `/propose/${id}`} />, { language: 'en' });
    expect(search).toHaveBeenCalledWith({ sort: 'views_per_day', order: 'desc', page: '1' });
    expect(screen.getByTestId('video-summary').textContent).toBe('2 videos · Searched for: 開箱');
    const [first, second] = screen.getAllByTestId('video-row');
    expect(within(first!).getByRole('link', { name: 'Video v1' }).getAttribute('href')).toBe('https://www.youtube.com/watch?v=v1');
    expect(within(first!).getByRole('link', { name: 'Open the channel Cooking Studio' }).getAttribute('href')).toBe('/dashboard/exploration?channel=UC_cook');
    expect(within(first!).getByText('12:34')).toBeTruthy();
    expect(within(first!).getByText('4.25%')).toBeTruthy();
    expect(within(first!).getByText('Chinese')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Propose a collaboration' }).getAttribute('href')).toBe('/propose/UC_cook');
    expect(within(second!).getByRole('link', { name: 'Open the channel Tea Time' }).getAttribute('href')).toBe('/dashboard/exploration?channel=UC_tea');
    expect(within(second!).getByText('Short')).toBeTruthy();
  });

  it('writes a large total with its thousands separator', async () => {
    search.mockReturnValue({ data: { ...answer, total: 12051 }, error: null, isFetching: false });
    await renderView(<VideoSearchPage proposeHref={(id) => `/propose/${id}`} />);
    expect(screen.getByTestId('video-summary').textContent).toBe('共 12,051 部影片 · 搜尋字詞：開箱');
  });

  it('says one video in English, and "more than" where counting stopped', async () => {
    search.mockReturnValue({ data: { ...answer, total: 1, terms: [] }, error: null, isFetching: false });
    await renderView(<VideoSearchPage />, { language: 'en' });
    expect(screen.getByTestId('video-summary').textContent).toBe('1 video');
    search.mockReturnValue({ data: { ...answer, total: 10000, total_capped: true, terms: [] }, error: null, isFetching: false });
    await renderView(<VideoSearchPage />, { language: 'en' });
    expect(screen.getAllByTestId('video-summary').at(-1)!.textContent).toBe('More than 10,000 videos');
  });

  it('links channels to YouTube for those who may not open the discovery page', async () => {
    access.canSeePage.mockReturnValue(false);
    await renderView(<VideoSearchPage />, { language: 'en' });
    const [first] = screen.getAllByTestId('video-row');
    expect(within(first!).getByRole('link', { name: 'Cooking Studio' }).getAttribute('href')).toBe('https://www.youtube.com/channel/UC_cook');
  });

  it('offers no collaboration package to those who may not open one', async () => {
    access.canCall.mockReturnValue(false);
    await renderView(<VideoSearchPage proposeHref={(id) => `/propose/${id}`} />, { language: 'en' });
    expect(screen.queryByRole('link', { name: 'Propose a collaboration' })).toBeNull();
  });

  it('says why nothing was found: words too common, or no match', async () => {
    search.mockReturnValue({ data: { items: [], total: 0, total_capped: false, terms: [], quota: null, search: null }, error: null, isFetching: false });
    await renderView(<VideoSearchPage />, { language: 'en' });
    fireEvent.change(screen.getByTestId('video-query'), { target: { value: 'the' } });
    expect(await screen.findByText(/too common to search by/)).toBeTruthy();
  });

  it('says "more than" when the count stopped at its cap', async () => {
    search.mockReturnValue({ data: { ...answer, total: 10_000, total_capped: true }, error: null, isFetching: false });
    await renderView(<VideoSearchPage />, { language: 'en' });
    expect(screen.getByTestId('video-summary').textContent).toBe('More than 10,000 videos · Searched for: 開箱');
  });

  it('shows YouTube’s answer with the searches left today and when they come back', async () => {
    const quota = { used: 3, limit: 100, units_per_call: 100, resets_at: '2026-11-30T08:00:00.000Z' };
    search.mockReturnValue({
      data: { ...answer, terms: [], total: 500, quota, search: { calls_spent: 1, from_stored: false, skipped: null } },
      error: null,
      isFetching: false,
    });
    await renderView(<VideoSearchPage />, { language: 'en' });
    const summary = screen.getByTestId('video-summary').textContent ?? '';
    expect(summary).toContain('500 videos · YouTube searches left today: 97 of 100');
    expect(summary).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(quota.resets_at)));
    expect(summary).toContain("YouTube's results come in YouTube's own order");
    expect(summary).not.toContain('only searches the team has already made');
  });
});
