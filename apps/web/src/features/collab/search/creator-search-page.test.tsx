// @vitest-environment jsdom
import type { CreatorItem, CreatorSearch } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { creatorItem } from './creator-fixture.ts';
import { CreatorSearchPage } from './creator-search-page.tsx';

const search = vi.fn();
const access = { can: (key: string) => key === 'editPrices', canCall: () => false, subject: null };
vi.mock('./api.ts', () => ({
  useCreatorSearch: (query: Record<string, string>) => search(query),
  useFavouriteLists: () => ({ data: undefined }),
}));
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./prices-dialog.tsx', () => ({
  PricesDialog: ({ creator }: { creator: CreatorItem }) => <div data-testid="prices-dialog">{creator.channel_title}</div>,
}));

const creator = (id: string, title: string): CreatorItem => creatorItem(id, title);
const answer: CreatorSearch = {
  items: [creator('UC_cook', 'Cooking Studio'), creator('UC_tea', 'Tea Time')],
  total: 2,
  total_capped: false,
  page: 1,
  page_size: 20,
};

beforeEach(() => {
  search.mockReset();
  search.mockReturnValue({ data: answer, error: null, isFetching: false });
});

describe('CreatorSearchPage', { timeout: 20_000 }, () => {
  it('asks for the first page by subscribers and shows each creator with the count', async () => {
    await renderView(<CreatorSearchPage />, { language: 'en' });
    expect(search).toHaveBeenCalledWith({ sort: 'subscribers', order: 'desc', page: '1', page_size: '20' });
    expect(screen.getByTestId('creator-total').textContent).toBe('2 creators');
    expect(within(screen.getByTestId('creator-UC_cook')).getByText('Cooking Studio')).toBeTruthy();
    expect(within(screen.getByTestId('creator-UC_tea')).getByText('Tea Time')).toBeTruthy();
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('shows a creator’s linked accounts compactly: platform and followers, a missing figure as not available', async () => {
    const figure = (value: number | null) =>
      value === null
        ? { value: null, availability: 'unavailable' as const, reason: 'not_provided_by_platform' as const }
        : { value, availability: 'first_party' as const, reason: null };
    const linked = {
      ...creator('UC_cook', 'Cooking Studio'),
      social: [
        { account_id: 1, platform: 'instagram' as const, username: 'cook.ig', followers: figure(52_300), views_30d: figure(880_000), engagement: figure(4.25) },
        { account_id: 2, platform: 'tiktok' as const, username: 'cook.tt', followers: figure(null), views_30d: figure(null), engagement: figure(null) },
      ],
    };
    search.mockReturnValue({ data: { ...answer, items: [linked, answer.items[1]!] }, error: null, isFetching: false });
    const { user } = await renderView(<CreatorSearchPage />, { language: 'en' });
    const row = screen.getByTestId('creator-UC_cook');
    expect(within(row).getByTestId('creator-social-instagram').textContent).toBe('52.3K');
    expect(within(row).getByLabelText('Instagram: 52.3K followers')).toBeTruthy();
    expect(within(row).getByTestId('creator-social-tiktok').textContent).toBe('Not available');
    expect(within(screen.getByTestId('creator-UC_tea')).queryByTestId('creator-social-instagram')).toBeNull();
    await user.hover(within(row).getByTestId('creator-social-instagram'));
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('@cook.ig');
    expect(tip.textContent).toContain('Views, last 30 days: 880,000');
    expect(tip.textContent).toContain('Engagement: 4.25%');
    expect(tip.textContent).toContain("From the creator's account");
  });

  it('carries the selected creators to the bar, and the whole page with the heading box', async () => {
    const { user } = await renderView(<CreatorSearchPage />, { language: 'en' });
    await user.click(screen.getByTestId('select-UC_tea'));
    expect(within(screen.getByTestId('selection-bar')).getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select every creator on this page' }));
    expect(within(screen.getByTestId('selection-bar')).getByText('2 selected')).toBeTruthy();
  });

  it('opens the price editor for those who set prices', async () => {
    const { user } = await renderView(<CreatorSearchPage />, { language: 'en' });
    await user.click(screen.getByTestId('edit-prices-UC_cook'));
    expect(screen.getByTestId('prices-dialog').textContent).toBe('Cooking Studio');
  });

  it('tells a refused search as a warning above the table', async () => {
    search.mockReturnValue({ data: undefined, error: Object.assign(new Error('You may not search creators'), { status: 403, fields: {} }), isFetching: false });
    await renderView(<CreatorSearchPage />, { language: 'en' });
    expect(screen.getByRole('alert').textContent).toBe('You may not search creators');
  });
});
