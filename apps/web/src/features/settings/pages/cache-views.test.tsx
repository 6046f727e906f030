// @vitest-environment jsdom
// The cache page's plain views with hand-written rows: what a person reads in the entries table and
// in a task of the refresh queue, and that the actions hand the right key or channel to the page.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { CacheTaskRow, type CacheTask } from './cache-task-row.tsx';
import { CachedEntriesTable, type CacheEntry } from './cached-entries-table.tsx';

const entries: CacheEntry[] = [
  // {"views":1}: 11 characters.
  { key: 'overview:UC1:2026-05', channel_id: 'UC1', created_at: '2026-05-02T03:04:00.000Z', value: { views: 1 } },
  // 2,048 characters of JSON: 2 KB.
  { key: 'audience:UC1:2026-05', channel_id: 'UC1', created_at: '2026-05-03T03:04:00.000Z', value: 'x'.repeat(2046) },
];

const task = (over: Partial<CacheTask> = {}): CacheTask => ({
  id: 't1',
  channel_id: 'UC1',
  state: 'failed',
  mode: 'add',
  days_ago: 4,
  created_at: '2026-05-02T03:04:00.000Z',
  completed_at: null,
  error: 'errors.youtubeNotAuthorized',
  ...over,
});

function renderRow(props: Partial<Parameters<typeof CacheTaskRow>[0]> = {}) {
  const onRefresh = vi.fn();
  const onClear = vi.fn();
  const view = renderView(
    <Table>
      <TableBody>
        <CacheTaskRow task={task()} title="Cooking Studio" canRefresh onRefresh={onRefresh} onClear={onClear} {...props} />
      </TableBody>
    </Table>,
    { language: 'en' },
  );
  return { view, onRefresh, onClear };
}

describe('the cached entries table', () => {
  it('lists each key with its size, and hands the key of the row whose delete is pressed', async () => {
    const onDelete = vi.fn();
    const onView = vi.fn();
    const { user } = await renderView(<CachedEntriesTable entries={entries} canDelete onView={onView} onDelete={onDelete} />, { language: 'en' });
    const rows = screen.getAllByTestId('cache-entry');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['overview:UC1:2026-05', 'audience:UC1:2026-05']);
    expect(within(rows[1]!).getByText('2 KB')).toBeTruthy();
    expect(within(rows[0]!).getByText('11 B')).toBeTruthy();
    await user.click(within(rows[1]!).getByTestId('cache-delete-entry'));
    expect(onDelete).toHaveBeenCalledWith('audience:UC1:2026-05');
    await user.click(within(rows[0]!).getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(entries[0]);
  });

  it('offers no delete to those who may not refresh the cache', async () => {
    await renderView(<CachedEntriesTable entries={entries} canDelete={false} onView={vi.fn()} onDelete={vi.fn()} />, { language: 'en' });
    expect(screen.queryByTestId('cache-delete-entry')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
  });
});

describe('a task of the refresh queue', () => {
  it('names the channel, its state and its error in words, and hands the channel to refresh and clear', async () => {
    const { view, onRefresh, onClear } = renderRow();
    const { user } = await view;
    const row = screen.getByTestId('cache-task');
    expect(within(row).getByText('Cooking Studio')).toBeTruthy();
    expect(within(row).getByText('UC1')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('Last 4 days')).toBeTruthy();
    expect(screen.getByTestId('cache-task-error').textContent).toMatch(/has no YouTube authorization/);
    expect(row.textContent).not.toContain('errors.youtubeNotAuthorized');
    await user.click(screen.getByTestId('cache-task-refresh'));
    await user.click(screen.getByTestId('cache-task-clear'));
    expect(onRefresh).toHaveBeenCalledWith('UC1');
    expect(onClear).toHaveBeenCalledWith('UC1');
  });

  it('shows a channel without a known title by its id, an unknown error as written, and no actions to those who may not', async () => {
    await renderRow({ task: task({ state: 'retry', error: 'quota exceeded' }), title: undefined, canRefresh: false }).view;
    const row = screen.getByTestId('cache-task');
    expect(within(row).getAllByText('UC1')).toHaveLength(1);
    expect(within(row).getByText('Waiting to retry')).toBeTruthy();
    expect(screen.getByTestId('cache-task-error').textContent).toBe('quota exceeded');
    expect(screen.queryByTestId('cache-task-refresh')).toBeNull();
  });
});
