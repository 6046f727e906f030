// @vitest-environment jsdom
import type { SocialAccount } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView } from '../../../test/render-view.tsx';
import { LinkedAccountsCard } from './linked-accounts-card.tsx';
import { anAccount } from './social-fixtures.ts';

const channels = [
  { channel_id: 'UC_cook', channel_title: 'Cooking Studio', member_type: 'owner' as const },
  { channel_id: 'UC_tea', channel_title: 'Tea Time', member_type: 'member' as const },
];
const access = { subject: aSubject({ channels }), user: { channels } };
const accounts = vi.fn<() => { data?: { items: SocialAccount[] }; error: null }>();
vi.mock('../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('./api.ts', () => ({
  useSocialAccounts: () => accounts(),
  useLinkStart: () => ({ data: { status: 'ready', url: 'https://www.tiktok.com/v2/auth/authorize/?state=s' }, error: null }),
  useUnlink: () => ({ mutateAsync: vi.fn() }),
}));

beforeEach(() => {
  access.subject = aSubject({ channels });
  accounts.mockReset();
  accounts.mockReturnValue({ data: { items: [anAccount({ status: 'expired', token_expires_at: '2026-11-01T00:00:00.000Z' })] }, error: null });
});

describe('LinkedAccountsCard (the profile)', { timeout: 20_000 }, () => {
  it('lists the channels the owner links on, with each platform linked or a link button', async () => {
    await renderView(<LinkedAccountsCard />, { language: 'en' });
    expect(screen.queryByTestId('social-profile-UC_tea')).toBeNull();
    const cook = screen.getByTestId('social-profile-UC_cook');
    expect(within(cook).getByTestId('social-profile-account-instagram').textContent).toBe('@cook.studio');
    expect(within(cook).getByTestId('social-unlink')).toBeTruthy();
    expect(within(cook).getByTestId('social-link-expired').textContent).toContain('The Instagram link lapsed on Nov 1, 2026');
    const links = within(cook)
      .getAllByTestId('social-link')
      .map((l) => l.textContent);
    expect(links).toEqual(['Link Instagram again', 'Link TikTok to Cooking Studio']);
  });

  it('says how the return from the platform went, in the reader’s language', async () => {
    await renderView(<LinkedAccountsCard />, { path: '/dashboard/info?social=scope&platform=tiktok' });
    expect(screen.getByTestId('social-link-outcome').textContent).toBe('TikTok 連結時少了 Chorus 需要的權限，因此沒有儲存。請重新連結，並保留所有權限的勾選。');
  });

  it('shows nothing, and asks nothing, for a member who links on no channel', async () => {
    access.subject = aSubject({ channels: [{ channel_id: 'UC_tea', member_type: 'member' }] });
    const { container } = await renderView(<LinkedAccountsCard />, { language: 'en' });
    expect(container.textContent).toBe('');
    expect(accounts).not.toHaveBeenCalled();
  });
});
