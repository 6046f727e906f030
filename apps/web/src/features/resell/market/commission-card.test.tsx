// @vitest-environment jsdom
// The commission rates card in English with a hand-written answer: products and packages each under
// their heading with their rate (or "Not set") and a button to set it, which opens the rate dialog
// for that row; a list with no rows says so.
import type { CommissionRates } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView } from '../../../../test/render-view.tsx';
import { CommissionCard } from './commission-card.tsx';

let rates: CommissionRates;
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => ({ subject: aSubject({ accountType: 'admin' }) }) }));
vi.mock('../../../lib/endpoint-query.ts', () => ({
  useEndpointQuery: () => ({ isFetching: false, error: null, data: rates }),
  useEndpointWrite: () => vi.fn(),
}));

const product = {
  video_product_id: 5,
  channel_id: 'UC_cook',
  channel_title: 'Cooking Studio',
  video_id: 'vid1',
  product_title: 'Chef knife',
  discount_code: 'COOK10',
  store_name: 'Cook Shop',
  currency: 'TWD',
  rate: '0.125',
};

describe('CommissionCard', () => {
  it('lists products and packages with their rates and opens the dialog for a row', async () => {
    rates = { products: [product], packages: [{ package_id: 7, name: 'Spring launch', team: 'Acme', rate: null }] };
    const { user } = await renderView(<CommissionCard />, { language: 'en' });
    expect(screen.getByText('Products on videos')).toBeTruthy();
    expect(screen.getByText('Packages')).toBeTruthy();
    const productRow = within(screen.getByTestId('commission-product'));
    expect(productRow.getByTestId('commission-rate').textContent).toBe('12.5 %');
    const packageRow = within(screen.getByTestId('commission-package'));
    expect(packageRow.getByTestId('commission-rate').textContent).toBe('Not set');
    expect(screen.queryByTestId('commission-products-empty')).toBeNull();
    await user.click(packageRow.getByRole('button', { name: 'Set rate: Spring launch' }));
    expect(screen.getByRole('dialog').textContent).toContain('Spring launch');
  });

  it('says when there are no products or no packages', async () => {
    rates = { products: [], packages: [] };
    await renderView(<CommissionCard />, { language: 'en' });
    expect(screen.getByTestId('commission-products-empty').textContent).toBe('No products on videos yet.');
    expect(screen.getByTestId('commission-packages-empty').textContent).toBe('No packages yet.');
  });
});
