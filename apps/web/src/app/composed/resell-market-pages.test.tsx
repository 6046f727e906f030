// @vitest-environment jsdom
// The reseller's marketplace pages in English, the collab pages they reuse replaced by stand-ins
// that show what they were given: each page runs on the reseller's addresses, and the search and
// upcoming pages carry the reseller's titles (upcoming with the commission card).
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../test/render-view.tsx';
import { useMarketplacePaths } from '../../features/collab/marketplace-paths.tsx';
import { ResellPackagePage, ResellSearchPage, ResellUpcomingPage, ResellWizardPage } from './resell-market-pages.tsx';

function StandIn({ name, title, children }: { name: string; title?: string; children?: ReactNode }) {
  const paths = useMarketplacePaths();
  return (
    <div data-testid={name}>
      {title} · {paths.search} · {paths.packageDetail(7)}
      {children}
    </div>
  );
}
vi.mock('../../features/collab/search/creator-search-page.tsx', () => ({
  CreatorSearchPage: ({ title }: { title: string }) => <StandIn name="search" title={title} />,
}));
vi.mock('../../features/collab/deals/wizard-page.tsx', () => ({ WizardPage: () => <StandIn name="wizard" /> }));
vi.mock('../../features/collab/deals/package-page.tsx', () => ({ PackagePage: () => <StandIn name="package" /> }));
vi.mock('../../features/collab/deals/upcoming-page.tsx', () => ({
  UpcomingPage: ({ title, children }: { title: string; children: ReactNode }) => (
    <StandIn name="upcoming" title={title}>
      {children}
    </StandIn>
  ),
}));
vi.mock('../../features/resell/market/commission-card.tsx', () => ({ CommissionCard: () => <span data-testid="commission" /> }));

const reseller = '/dashboard/resellSearch · /dashboard/resellUpcoming/package?id=7';

describe('the reseller marketplace pages', () => {
  it.each([
    ['search', ResellSearchPage, `Find creators (reseller) · ${reseller}`],
    ['wizard', ResellWizardPage, ` · ${reseller}`],
    ['package', ResellPackagePage, ` · ${reseller}`],
    ['upcoming', ResellUpcomingPage, `Upcoming sales · ${reseller}`],
  ])('%s runs on the reseller addresses', async (name, Page, text) => {
    await renderView(<Page />, { language: 'en' });
    expect(screen.getByTestId(name).textContent).toBe(text);
  });

  it('puts the commission card on the upcoming page', async () => {
    await renderView(<ResellUpcomingPage />, { language: 'en' });
    expect(screen.getByTestId('upcoming').querySelector('[data-testid="commission"]')).not.toBeNull();
  });
});
