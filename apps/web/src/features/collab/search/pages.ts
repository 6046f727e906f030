// The collab area's search pages (merged in ../pages.ts): creator search and favourites.
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const searchPages: DashboardPages = {
  pages: {
    collabSearch: lazy(() => import('./creator-search-page.tsx').then((m) => ({ default: m.CreatorSearchPage }))),
    collabFav: lazy(() => import('./favourites-page.tsx').then((m) => ({ default: m.FavouritesPage }))),
  },
};
