// @vitest-environment jsdom
import type { SocialAccount, SocialInsights } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView, textsIn } from '../../../test/render-view.tsx';
import { anAccount, someInsights } from './social-fixtures.ts';
import { InstagramPage, TikTokPage } from './social-page.tsx';

const viewer = aSubject({ accountType: 'viewer' });
const owner = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
const access = {
  subject: viewer,
  channel: { id: 'UC_cook', name: 'Cooking Studio' } as { id: string; name: string } | null,
};
const accounts = vi.fn<() => { data?: { items: SocialAccount[] }; error: null; isPending: boolean }>();
const insights = vi.fn<(accountId: number | null, period: object) => { data?: SocialInsights; error: null }>();
const linkStart = vi.fn<() => { data?: { status: 'ready'; url: string } | { status: 'not_configured'; url: null }; error: null }>();
const unlink = vi.fn();
vi.mock('../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./api.ts', () => ({
  useSocialAccounts: () => accounts(),
  useSocialInsights: (id: number | null, period: object) => insights(id, period),
  useLinkStart: () => linkStart(),
  useUnlink: () => ({ mutateAsync: unlink }),
}));
vi.mock('../../components/charts/echart.tsx', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const tiktok = anAccount({ account_id: 7, platform: 'tiktok', username: 'cook.tt', channel_id: 'UC_tea', channel_title: 'Tea Time' });
const tiktokInsights = someInsights({
  platform: 'tiktok',
  account: tiktok,
  series: [{ metric: 'likes', availability: 'first_party', reason: null, points: [{ day: '2026-11-28', value: 900 }] }],
  metrics: [{ metric: 'followers', value: 2_000, availability: 'first_party', reason: null, aggregation: 'latest' }],
  media: [
    {
      ...someInsights().media[0]!,
      media_id: 'v1',
      kind: 'video',
      reach: null,
      saves: null,
      unavailable: [{ figure: 'reach', reason: 'not_provided_by_platform' }],
    },
  ],
  audience: { availability: 'unavailable', reason: 'not_provided_by_platform', as_of: null, breakdowns: [] },
});

beforeEach(() => {
  access.subject = viewer;
  access.channel = { id: 'UC_cook', name: 'Cooking Studio' };
  accounts.mockReturnValue({
    data: {
      items: [
        anAccount(),
        anAccount({ account_id: 2, username: 'tea.time', channel_id: 'UC_tea', channel_title: 'Tea Time' }),
        anAccount({ account_id: 3, username: 'far.away', channel_id: 'UC_far', channel_title: 'Far Away Kitchen' }),
        tiktok,
      ],
    },
    error: null,
    isPending: false,
  });
  insights.mockImplementation((id) => ({ data: id === 7 ? tiktokInsights : someInsights(), error: null }));
  linkStart.mockReturnValue({ data: { status: 'ready', url: 'https://www.instagram.com/oauth/authorize?state=s' }, error: null });
  unlink.mockReset();
});

describe('the igData page', { timeout: 20_000 }, () => {
  it('opens the current channel’s account and says where each figure comes from, never a zero for a missing one', async () => {
    await renderView(<InstagramPage />, { language: 'en' });
    expect(insights).toHaveBeenCalledWith(1, { start: '2026-08-31', end: '2026-11-28' });
    expect(screen.getByTestId('social-account-picker')).toBeTruthy();
    expect(screen.getByTestId('social-metric-followers-value').textContent).toBe('15,120');
    // A real zero stays a zero; a figure the server could not give says why.
    expect(screen.getByTestId('social-metric-views-value').textContent).toBe('0');
    const reach = screen.getByTestId('social-metric-reach');
    expect(within(reach).getByTestId('social-metric-reach-value').textContent).toBe(
      'Not availableThe link lapsed, so nothing new is collected until it is linked again.',
    );
    expect(within(screen.getByTestId('social-metric-followers')).getByText("From the creator's account")).toBeTruthy();
    expect(within(screen.getByTestId('social-line-reach')).getByText('Not collected yet: figures arrive after the next daily update.')).toBeTruthy();
    expect(within(screen.getByTestId('social-line-followers')).getByRole('img', { name: 'Followers over time' })).toBeTruthy();
  });

  it('shows posts apart from stories, with a missing figure as not available', async () => {
    await renderView(<InstagramPage />, { language: 'en' });
    const posts = screen.getByTestId('social-media-table');
    expect(within(posts).getByRole('link', { name: 'Ramen in five minutes' }).getAttribute('href')).toBe('https://www.instagram.com/reel/m1/');
    expect(within(posts).getByText('52,300')).toBeTruthy();
    expect(within(posts).getByTitle('Not collected yet: figures arrive after the next daily update.').textContent).toBe('Not available');
    const stories = screen.getByTestId('social-stories-table');
    expect(within(stories).getAllByTestId('social-media-row')).toHaveLength(1);
    expect(within(stories).getByText('4,000')).toBeTruthy();
  });

  it('shows the first ten posts and the rest on asking', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...someInsights().media[0]!, media_id: `p${i}`, caption: `Post ${i}` }));
    insights.mockReturnValue({ data: someInsights({ media: many }), error: null });
    const { user } = await renderView(<InstagramPage />, { language: 'en' });
    const table = screen.getByTestId('social-media-table');
    expect(within(table).getAllByTestId('social-media-row')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(table).getAllByTestId('social-media-row')).toHaveLength(12);
    expect(screen.getByTestId('social-stories-table-empty').textContent).toBe('No stories were captured in this period.');
  });

  it('gives the audience Instagram shares and says it withholds groups under 100', async () => {
    await renderView(<InstagramPage />, { language: 'en' });
    expect(screen.getByTestId('social-audience-note').textContent).toContain('at least 100 followers');
    expect(within(screen.getByTestId('social-audience-gender')).getByText('Women')).toBeTruthy();
    expect(within(screen.getByTestId('social-audience-gender')).getByText('60% · 9,000')).toBeTruthy();
    // Each share's bar is named for screen readers (axe: aria-progressbar-name).
    expect(within(screen.getByTestId('social-audience-gender')).getByRole('progressbar', { name: 'Women' }).getAttribute('aria-valuenow')).toBe('60');
    expect(within(screen.getByTestId('social-audience-city')).getByText(/fewer than 100 people/)).toBeTruthy();
  });

  it('names each account’s channel in the picker (one the reader does not belong to too) and opens the one chosen', async () => {
    const { user } = await renderView(<InstagramPage />, { language: 'en' });
    await user.click(screen.getByRole('combobox', { name: 'Linked account' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['@cook.studio · Cooking Studio', '@tea.time · Tea Time', '@far.away · Far Away Kitchen']);
    await user.click(screen.getByRole('option', { name: '@tea.time · Tea Time' }));
    expect(insights).toHaveBeenLastCalledWith(2, expect.anything());
  });

  it('lets the viewer read without link or unlink controls', async () => {
    await renderView(<InstagramPage />, { language: 'en' });
    expect(screen.queryByTestId('social-unlink')).toBeNull();
    expect(screen.queryByTestId('social-link')).toBeNull();
  });

  it('gives the channel owner unlink on their account, and link on their channel when it has none', async () => {
    access.subject = owner;
    const first = await renderView(<InstagramPage />, { language: 'en' });
    expect(screen.getByTestId('social-unlink')).toBeTruthy();
    expect(screen.queryByTestId('social-link')).toBeNull();
    first.unmount();
    accounts.mockReturnValue({ data: { items: [anAccount({ account_id: 2, channel_id: 'UC_tea' })] }, error: null, isPending: false });
    await renderView(<InstagramPage />, { language: 'en' });
    const link = screen.getByTestId('social-link');
    expect(link.textContent).toBe('Link Instagram to Cooking Studio');
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/oauth/authorize?state=s');
    // Not their channel's account: no unlink.
    expect(screen.queryByTestId('social-unlink')).toBeNull();
  });

  it('unlinks after the question', async () => {
    access.subject = owner;
    const { user } = await renderView(<InstagramPage />, { language: 'en' });
    await user.click(screen.getByTestId('social-unlink'));
    expect(screen.getByText('Unlink @cook.studio?')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-action'));
    expect(unlink).toHaveBeenCalledWith({ params: { accountId: 1 } });
  });

  it('says plainly when linking is not configured on the server', async () => {
    access.subject = owner;
    accounts.mockReturnValue({ data: { items: [] }, error: null, isPending: false });
    linkStart.mockReturnValue({ data: { status: 'not_configured', url: null }, error: null });
    await renderView(<InstagramPage />, { language: 'en' });
    expect(screen.getByTestId('social-link').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('social-not-configured').textContent).toContain('not set up on this server');
    expect(screen.getByTestId('social-empty').textContent).toBe(
      "No Instagram account is linked to the channels you can see yet. Link the current channel's account with the button above.",
    );
  });

  it('warns of a lapsing link with its date: the owner links again, the viewer is told to ask', async () => {
    const expiring = anAccount({ status: 'expiring', token_expires_at: '2026-12-03T08:00:00.000Z' });
    accounts.mockReturnValue({ data: { items: [expiring] }, error: null, isPending: false });
    const first = await renderView(<InstagramPage />, { language: 'en' });
    expect(screen.getByTestId('social-link-expiring').textContent).toBe(
      "The Instagram link lapses on Dec 3, 2026 and could not be renewed automatically. Ask the channel's owner to link the account again.",
    );
    first.unmount();
    access.subject = owner;
    await renderView(<InstagramPage />, { language: 'en' });
    expect(within(screen.getByTestId('social-link-expiring')).getByTestId('social-link').textContent).toBe('Link Instagram again');
  });

  it('tells a revoked link in Chinese', async () => {
    accounts.mockReturnValue({ data: { items: [anAccount({ status: 'revoked' })] }, error: null, isPending: false });
    await renderView(<InstagramPage />);
    expect(screen.getByTestId('social-link-revoked').textContent).toContain('Instagram 已不接受這個連結');
  });
});

describe('the tiktokData page', { timeout: 20_000 }, () => {
  it('shows TikTok’s figures without reach or saves, and says TikTok gives no demographics', async () => {
    await renderView(<TikTokPage />, { language: 'en' });
    expect(insights).toHaveBeenCalledWith(7, expect.anything());
    expect(screen.getByTestId('social-metric-followers-value').textContent).toBe('2,000');
    const table = screen.getByTestId('social-media-table');
    expect(textsIn(table, 'columnheader')).toEqual(['Video', 'Views', 'Likes', 'Comments', 'Shares']);
    expect(screen.getByTestId('social-audience-note').textContent).toBe(
      "TikTok's public APIs give no audience demographics (age, gender, country), so there are none here.",
    );
    expect(screen.queryByTestId('social-stories')).toBeNull();
  });

  it('says why the page is empty', async () => {
    accounts.mockReturnValue({ data: { items: [anAccount()] }, error: null, isPending: false });
    await renderView(<TikTokPage />, { language: 'en' });
    expect(screen.getByTestId('social-empty').textContent).toBe(
      "No TikTok account is linked to the channels you can see yet. The channel's owner links it from this page or their profile.",
    );
  });
});
