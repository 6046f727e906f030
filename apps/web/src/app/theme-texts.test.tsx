// @vitest-environment jsdom
import Pagination from '@mui/material/Pagination';
import TablePagination from '@mui/material/TablePagination';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../test/render-view.tsx';

const pagers = (
  <>
    <TablePagination component="div" count={100} page={1} rowsPerPage={10} onPageChange={() => {}} showFirstButton showLastButton />
    <Pagination count={5} page={2} />
  </>
);

// Role queries over MUI's tree are slow in jsdom on a busy machine: room beyond the default 5 s.
describe("MUI's own button names", { timeout: 30_000 }, () => {
  it('are in zh-TW for a zh-TW reader', async () => {
    await renderView(pagers);
    for (const name of ['第一頁', '最後一頁']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '下一頁' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '第 2 頁' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '前往第 3 頁' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /page/i })).toBeNull();
  });

  it('are in English for an English reader', async () => {
    await renderView(pagers, { language: 'en' });
    expect(screen.getAllByRole('button', { name: 'Previous page' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go to page 4' })).toBeTruthy();
  });
});
