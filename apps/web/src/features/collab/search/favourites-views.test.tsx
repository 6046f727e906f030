// @vitest-environment jsdom
// The favourites page's plain views in English with hand-written lists: own and team lists apart,
// picking one; the shown list's creators selected, taken off, renamed or deleted; the way to the
// search with no lists; the list dialog's texts, readiness and team choice.
import type { FavouriteListSummary } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { creatorItem } from './creator-fixture.ts';
import { FavouriteListCard, type FavouriteCreator, type FavouriteListCardProps } from './favourite-list-card.tsx';
import { FavouriteListDialog } from './favourite-list-dialog.tsx';
import { FavouriteListsCard } from './favourite-lists-card.tsx';

const list = (id: number, name: string, team: FavouriteListSummary['team'] = null, channel_ids = ['UC_cook', 'UC_tea']): FavouriteListSummary => ({
  id,
  name,
  team,
  channel_ids,
  updated_at: '2026-11-30T02:00:00.000Z',
});
const mine = list(1, 'Food');
const teamList = list(2, 'Launch picks', { id: 5, name: 'Acme' }, ['UC_tea']);
const creator = (id: string, title: string): FavouriteCreator => creatorItem(id, title);
const items = [creator('UC_cook', 'Cooking Studio'), creator('UC_tea', 'Tea Time')];

async function showList(over: Partial<FavouriteListCardProps> = {}) {
  const props: FavouriteListCardProps = {
    current: mine,
    items,
    fetching: false,
    none: false,
    searchPath: '/collab/search',
    prices: false,
    selected: new Set(),
    onToggle: vi.fn(),
    onAddToPackage: vi.fn(),
    onRename: vi.fn(),
    onDelete: vi.fn(),
    onRemove: vi.fn(),
    ...over,
  };
  return { props, ...(await renderView(<FavouriteListCard {...props} />, { language: 'en' })) };
}

describe('FavouriteListsCard', () => {
  it('lists own and team lists under their headings and hands the pick on', async () => {
    const onPick = vi.fn();
    const { user } = await renderView(<FavouriteListsCard loading={false} personal={[mine]} shared={[teamList]} none={false} listId={1} onPick={onPick} />, {
      language: 'en',
    });
    expect(screen.getByText('My lists')).toBeTruthy();
    expect(screen.getByText('Team lists')).toBeTruthy();
    expect(screen.getByTestId('fav-list-1').textContent).toBe('Food2 channels');
    expect(screen.getByTestId('fav-list-2').textContent).toBe('Launch picksShared with Acme · 1 channels');
    expect(screen.getByTestId('fav-list-1').className).toContain('Mui-selected');
    await user.click(screen.getByTestId('fav-list-2'));
    expect(onPick).toHaveBeenCalledWith(2);
  });

  it('says when there are no lists', async () => {
    await renderView(<FavouriteListsCard loading={false} personal={[]} shared={[]} none listId={null} onPick={vi.fn()} />, { language: 'en' });
    expect(screen.getByText('No favourites lists yet.')).toBeTruthy();
    expect(screen.queryByText('Team lists')).toBeNull();
  });
});

describe('FavouriteListCard', () => {
  it('shows the list and hands selection, removal, rename and delete to the page', async () => {
    const { props, user } = await showList();
    expect(screen.getByTestId('fav-list-name').textContent).toBe('Food');
    expect(screen.queryByTestId('fav-add-to-package')).toBeNull();
    await user.click(within(screen.getByTestId('fav-creator-UC_tea')).getByLabelText('Select Tea Time'));
    expect(props.onToggle).toHaveBeenCalledWith('UC_tea');
    await user.click(screen.getByLabelText('Remove from list: Cooking Studio'));
    expect(props.onRemove).toHaveBeenCalledWith(mine, items[0]);
    await user.click(screen.getByText('Rename'));
    expect(props.onRename).toHaveBeenCalledWith(mine);
    await user.click(screen.getByText('Delete list'));
    expect(props.onDelete).toHaveBeenCalledWith(mine);
  });

  it('counts the selected ones on the way to the wizard', async () => {
    const { props, user } = await showList({ selected: new Set(['UC_cook', 'UC_tea']) });
    expect(screen.getByTestId('fav-add-to-package').textContent).toContain('(2)');
    await user.click(screen.getByTestId('fav-add-to-package'));
    expect(props.onAddToPackage).toHaveBeenCalled();
  });

  it('says an empty list is empty', async () => {
    await showList({ items: [] });
    expect(screen.getByTestId('fav-empty').textContent).toContain('No channels in this list yet.');
  });

  it('without a list: the search with no lists, else a hint', async () => {
    const first = await showList({ current: null, none: true });
    expect(screen.getByText('Go to creator search').closest('a')?.getAttribute('href')).toBe('/collab/search');
    first.unmount();
    await showList({ current: null });
    expect(screen.getByText('Choose a list on the left to see its channels.')).toBeTruthy();
    expect(screen.queryByTestId('fav-table')).toBeNull();
  });
});

describe('FavouriteListDialog', () => {
  it('creates only with a name, offering the teams', async () => {
    const onName = vi.fn();
    const common = { onName, team: '', onTeam: vi.fn(), teams: [{ id: 5, name: 'Acme' }], onConfirm: vi.fn(async () => {}), onClose: vi.fn() };
    const first = await renderView(<FavouriteListDialog dialog={{ kind: 'create' }} name="  " {...common} />, { language: 'en' });
    expect(screen.getByRole('dialog').textContent).toContain('New list');
    expect(screen.getByTestId('fav-share-with')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true);
    await first.user.type(screen.getByTestId('fav-list-name-input'), 'x');
    expect(onName).toHaveBeenCalledWith('  x');
  });

  it('asks before deleting a team list', async () => {
    const onConfirm = vi.fn(async () => {});
    const { user } = await renderView(
      <FavouriteListDialog
        dialog={{ kind: 'delete', list: teamList }}
        name=""
        onName={vi.fn()}
        team=""
        onTeam={vi.fn()}
        teams={[]}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('Delete “Launch picks”?')).toBeTruthy();
    expect(screen.getByText('This list is shared with your team: it disappears for every member.')).toBeTruthy();
    expect(screen.queryByTestId('fav-list-name-input')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete list' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
