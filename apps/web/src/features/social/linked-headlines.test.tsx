// @vitest-environment jsdom
import type { SocialAccount, SocialInsights } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView } from '../../../test/render-view.tsx';
import { LinkedAccountsHeadlines } from './linked-headlines.tsx';
import { anAccount, someInsights } from './social-fixtures.ts';

const access = { subject: aSubject({ accountType: 'viewer' }), canSeePage: (page: string): boolean => page === 'igData' || page === 'tiktokData' };
const accounts = vi.fn<(channelId: string) => { data?: { items: SocialAccount[] } }>();
const insights = vi.fn<(inputs: unknown[]) => { data?: SocialInsights }[]>();
vi.mock('../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./api.ts', () => ({
  useChannelSocialAccounts: (channelId: string) => accounts(channelId),
  useSocialInsightsOf: (inputs: unknown[]) => insights(inputs),
}));

const tiktok = anAccount({ account_id: 7, platform: 'tiktok', username: 'cook.tt' });

beforeEach(() => {
  access.subject = aSubject({ accountType: 'viewer' });
  access.canSeePage = (page: string) => page === 'igData' || page === 'tiktokData';
  accounts.mockReset();
  accounts.mockReturnValue({ data: { items: [anAccount(), tiktok] } });
  insights.mockReturnValue([{ data: someInsights() }, { data: someInsights({ platform: 'tiktok', account: tiktok, metrics: [], media: [] }) }]);
});

describe('LinkedAccountsHeadlines (below the channel overview)', { timeout: 20_000 }, () => {
  it('gives each linked account its followers, 30-day views and engagement with platform and source', async () => {
    await renderView(<LinkedAccountsHeadlines channelId="UC_cook" />, { language: 'en' });
    expect(accounts).toHaveBeenCalledWith('UC_cook');
    expect(insights).toHaveBeenCalledWith([
      { accountId: 1, period: { start: '2026-10-30', end: '2026-11-28' } },
      { accountId: 7, period: { start: '2026-10-30', end: '2026-11-28' } },
    ]);
    const instagram = screen.getByTestId('social-headline-instagram');
    expect(within(instagram).getByRole('link', { name: 'Instagram · @cook.studio' }).getAttribute('href')).toBe('/dashboard/igData?account=1');
    expect(within(instagram).getByText("From the creator's account")).toBeTruthy();
    expect(within(instagram).getByText('Views, last 30 days')).toBeTruthy();
    expect(screen.getByTestId('social-headline-instagram-followers').textContent).toBe('15,120');
    expect(screen.getByTestId('social-headline-instagram-engagement').textContent).toBe('6.59%');
    expect(screen.getByTestId('social-headline-tiktok-views').textContent).toBe('Not available');
    expect(screen.getByTestId('social-headline-tiktok-engagement').textContent).toBe('Not available');
  });

  it('names the account without a link for a reader without the page', async () => {
    access.subject = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
    access.canSeePage = () => false;
    await renderView(<LinkedAccountsHeadlines channelId="UC_cook" />, { language: 'en' });
    expect(within(screen.getByTestId('social-headline-instagram')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('social-headline-instagram')).getByText('Instagram · @cook.studio')).toBeTruthy();
  });

  it('asks nothing for a reader the server would refuse (another channel’s member, an advertiser)', async () => {
    access.subject = aSubject({ channels: [{ channel_id: 'UC_tea', member_type: 'owner' }] });
    const { container } = await renderView(<LinkedAccountsHeadlines channelId="UC_cook" />, { language: 'en' });
    access.subject = aSubject({ accountType: 'advertiser' });
    await renderView(<LinkedAccountsHeadlines channelId="UC_cook" />, { language: 'en' });
    expect(container.textContent).toBe('');
    expect(accounts).not.toHaveBeenCalled();
  });
});
