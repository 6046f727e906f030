// What a feature's `pages.ts` declares: the dashboard pages it brings. app/page-registry.tsx finds
// every feature's declaration, so a new area adds its pages without a central edit.
import type { PageKey } from '@chorus/contract';
import type { QueryClient } from './endpoint-query.ts';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page's code loads when the page is opened: the declarations themselves stay small. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/** Starts a page's API calls while its code loads (channel pages: channelId is the address's). */
export type PagePrefetch = (queryClient: QueryClient, channelId: string | undefined, search: URLSearchParams) => void;

export interface DashboardPages {
  /** Pages at /dashboard/<page> (or /dashboard/ch/<channelId>/<page>); navigation shows them when allowed. */
  pages?: Partial<Record<PageKey, LazyPage>>;
  /**
   * Pages under a page (/dashboard/<page>/<sub>): shown to whoever may see the page above them, and
   * not in the navigation (the page above links to them).
   */
  subPages?: Partial<Record<PageKey, Record<string, LazyPage>>>;
  prefetch?: Partial<Record<PageKey, PagePrefetch>>;
}

/** One declaration for an area made of parts: their pages, prefetches and sub-pages (merged per page above them). */
export function mergePages(parts: readonly DashboardPages[]): DashboardPages {
  return {
    pages: Object.assign({}, ...parts.map((p) => p.pages)),
    // Two parts may put pages under one page (collab's deals wizard under collabSearch): merged per page.
    subPages: parts.reduce<NonNullable<DashboardPages['subPages']>>((all, part) => {
      for (const [page, subs] of Object.entries(part.subPages ?? {})) all[page as PageKey] = { ...all[page as PageKey], ...subs };
      return all;
    }, {}),
    prefetch: Object.assign({}, ...parts.map((p) => p.prefetch)),
  };
}
