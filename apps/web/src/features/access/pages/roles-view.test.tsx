// @vitest-environment jsdom
// The role explanations' body in Japanese: the reader's own role is marked and shown, another tab
// reports its choice, a role without invitations says so, and the matrices draw the contract's
// table (an admin always sees the system log; a creator never does; a creator's owner may invite).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { RolesView } from './roles-view.tsx';

describe('RolesView', () => {
  it('marks and explains the reader’s own role, and reports another chosen', async () => {
    const onSelect = vi.fn();
    const { user } = await renderView(<RolesView mine="user" selected="user" onSelect={onSelect} />, { language: 'ja' });
    const mine = screen.getByTestId('roles-pick-user');
    expect(mine.textContent).toBe('クリエイター · あなたのロール');
    expect(mine.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('roles-pick-admin').getAttribute('aria-selected')).toBe('false');
    const detail = screen.getByTestId('roles-detail');
    expect(within(detail).getByRole('heading', { name: 'クリエイター' })).toBeTruthy();
    expect(within(screen.getByTestId('roles-grant-owner')).getByText('チャンネルオーナーのとき')).toBeTruthy();
    expect(within(detail).queryByText('このロールは誰も招待できません。')).toBeNull();
    await user.click(screen.getByTestId('roles-pick-advertiser'));
    expect(onSelect).toHaveBeenCalledWith('advertiser');
  });

  it('says when a role invites nobody', async () => {
    await renderView(<RolesView mine="user" selected="viewer" onSelect={vi.fn()} />, { language: 'ja' });
    expect(within(screen.getByTestId('roles-detail')).getByText('このロールは誰も招待できません。')).toBeTruthy();
  });

  it('draws the page matrix and who may invite whom', async () => {
    await renderView(<RolesView mine="admin" selected="admin" onSelect={vi.fn()} />, { language: 'ja' });
    const matrix = screen.getByTestId('roles-matrix');
    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const row = within(matrix)
      .getAllByRole('row')
      .find((r) => r.querySelector('td')?.textContent === 'システムログ')!;
    const cells = [...row.querySelectorAll('td')];
    const cellOf = (role: string) => cells[headers.indexOf(role)]!;
    expect(within(cellOf('管理者')).getByTitle('常に表示')).toBeTruthy();
    expect(cellOf('クリエイター').textContent).toBe('—');
    expect(screen.getByTestId('roles-invites-user-owner')).toBeTruthy();
    expect(screen.queryByTestId('roles-invites-viewer-all')).toBeNull();
  });
});
