// @vitest-environment jsdom
// The period bar's custom dates in English: choosing "custom" opens the dates with their help and a
// cancel; applying puts them in the address (the caption follows) and the form stays without a
// cancel; custom comparison dates in the address open the comparison's form with its own help.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import '../i18n.ts';
import { PeriodBar } from './period-bar.tsx';

const customHelp = 'Choose a start and end date between 1900-01-01 and 2099-12-31.';
const compareHelp = 'Choose the period to compare with.';
const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('PeriodBar', () => {
  it('opens the custom dates, cancels them, and applies them to the address', async () => {
    const { user } = await renderView(<PeriodBar />, { language: 'en', path: '/?preset=7' });
    expect(screen.queryByText(customHelp)).toBeNull();
    await user.click(screen.getByTestId('preset-custom'));
    expect(screen.getByText(customHelp)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('custom-start')).toBeNull();

    await user.click(screen.getByTestId('preset-custom'));
    await user.clear(screen.getByTestId('custom-start'));
    await user.type(screen.getByTestId('custom-start'), '2026-01-01');
    await user.clear(screen.getByTestId('custom-end'));
    await user.type(screen.getByTestId('custom-end'), '2026-01-31');
    await user.click(screen.getByTestId('custom-apply'));
    expect(screen.getByTestId('period-caption').textContent).toContain('31-day period');
    expect(valueOf('custom-start')).toBe('2026-01-01');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByText(compareHelp)).toBeNull();
  });

  it('shows custom comparison dates from the address in the comparison form', async () => {
    await renderView(<PeriodBar />, { language: 'en', path: '/?compare=custom&compare_start=2025-01-01&compare_end=2025-01-10' });
    expect(screen.getByText(compareHelp)).toBeTruthy();
    expect(valueOf('compare-start')).toBe('2025-01-01');
    expect(valueOf('compare-end')).toBe('2025-01-10');
    expect(screen.queryByText(customHelp)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
