// The reseller's side of the marketplace (issue 12, spec 2 resellSearch and resellUpcoming): the
// collab feature's creator search, wizard, package list and detail, with the reseller's addresses
// (features/resell/paths.ts), so that every link stays within the reseller's pages, and its own
// titles (market namespace). The status moves on these screens are the caller's spec 4 table
// (contract packageMoves), which the server checks with the same function.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CreatorSearchPage } from '../../features/collab/search/creator-search-page.tsx';
import { PackagePage } from '../../features/collab/deals/package-page.tsx';
import { UpcomingPage } from '../../features/collab/deals/upcoming-page.tsx';
import { WizardPage } from '../../features/collab/deals/wizard-page.tsx';
import { MarketplacePathsProvider, type MarketplacePaths } from '../../features/collab/marketplace-paths.tsx';
import { CommissionCard } from '../../features/resell/market/commission-card.tsx';
import { resellPaths } from '../../features/resell/paths.ts';
import '../../features/resell/i18n.ts';

const resellerSide: MarketplacePaths = {
  search: resellPaths.search,
  apply: resellPaths.apply,
  upcoming: resellPaths.upcoming,
  packageDetail: resellPaths.packageDetail,
  // The marketplace's performance report is the advertiser side's page; a reseller's sales are on resellPerformance.
  performance: null,
};

/** A marketplace page on the reseller's side: every link in it stays within the reseller's pages. */
function onResellerSide(Page: ComponentType): ComponentType {
  return function ResellerSidePage() {
    return (
      <MarketplacePathsProvider paths={resellerSide}>
        <Page />
      </MarketplacePathsProvider>
    );
  };
}

export const ResellSearchPage = onResellerSide(function ResellSearch() {
  const { t } = useTranslation();
  return <CreatorSearchPage title={t('nav:pages.resellSearch')} subtitle={t('market:search.subtitle')} />;
});

export const ResellWizardPage = onResellerSide(WizardPage);

export const ResellUpcomingPage = onResellerSide(function ResellUpcoming() {
  const { t } = useTranslation();
  return (
    <UpcomingPage title={t('nav:pages.resellUpcoming')} subtitle={t('market:upcoming.subtitle')}>
      <CommissionCard />
    </UpcomingPage>
  );
});

export const ResellPackagePage = onResellerSide(PackagePage);
