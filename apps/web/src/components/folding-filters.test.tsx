// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../test/render-view.tsx';
import { createTheme } from '@mui/material/styles';
import { FoldingFilters, phoneQuery } from './folding-filters.tsx';

// useMediaQuery hands matchMedia the query without its '@media ' prefix.
const PHONE_QUERY = phoneQuery(createTheme()).replace(/^@media /, '');

/** A window as wide as a phone (the query matches) or not. */
function widthOf(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());
const show = (active: number, language?: 'en') =>
  renderView(
    <FoldingFilters active={active}>
      <input aria-label="Country" />
    </FoldingFilters>,
    language ? { language } : {},
  );

describe('FoldingFilters', () => {
  it('on a phone folds the filters behind a button that says how many are set, and opens them', async () => {
    widthOf(true);
    await show(2);
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle.textContent).toBe('篩選與排序（已設定 2 項）');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Country' })).toBeNull(); // folded: not shown to anyone
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('收合篩選與排序');
    expect(screen.getByRole('textbox', { name: 'Country' })).toBeTruthy();
  });

  it('names no count when none is set', async () => {
    widthOf(true);
    await show(0, 'en');
    expect(screen.getByTestId('filters-toggle').textContent).toBe('Filters and sort');
  });

  it('shows the filters without a button from 600 px up', async () => {
    widthOf(false);
    await show(2);
    expect(screen.queryByTestId('filters-toggle')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Country' })).toBeTruthy();
  });
});
