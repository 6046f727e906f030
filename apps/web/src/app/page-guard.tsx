import { isChannelPage, pagePath, type PageKey } from '@chorus/contract';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NoPermissionPage, NotFoundPage } from '../features/errors/status-pages.tsx';
import { useAccess } from '../lib/session/access-context.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { queryClient } from './query-client.ts';
import { dashboardPages, dashboardSubPages, pagePrefetch } from './page-registry.ts';

/**
 * Renders a dashboard page when it exists and the user may see it; the server checks again.
 * Channel pages live at /dashboard/ch/:channelId/:page: the address's channel drives the data (the
 * access context takes it as the current channel, so permissions follow that channel). A channel
 * page opened without a channel goes to the current channel; a channel in the address of a page
 * that is not a channel page does not exist. Whether the user may see the channel at all is the
 * API's answer (404), which the page shows as its not-found card.
 */
export function PageGuard({ page, channelId, sub }: { page: PageKey; channelId?: string; sub?: string }) {
  const { canSeePage, channel } = useAccess();
  const location = useLocation();
  const Page = sub === undefined ? dashboardPages[page] : dashboardSubPages[page]?.[sub];
  const shown = Boolean(Page) && sub === undefined && canSeePage(page) && isChannelPage(page) === (channelId !== undefined);
  // The page's API calls start now, in this render, together with the download of the page's code
  // (the page then reads the same queries). Prefetching is idempotent (a fresh or running query is
  // not asked again), so a repeated render costs nothing; an effect would wait for the whole
  // dashboard frame to commit, measured at 0.3 s on a busy machine.
  useMemo(() => {
    if (shown) pagePrefetch[page]?.(queryClient, channelId, new URLSearchParams(location.search));
  }, [shown, page, channelId, location.search]);

  if (!Page) return taken(<NotFoundPage />);
  if (isChannelPage(page)) {
    if (channelId === undefined) {
      return taken(channel ? <Navigate to={`${pagePath(page, channel.id)}${location.search}`} replace /> : <NotFoundPage />);
    }
  } else if (channelId !== undefined) {
    return taken(<NotFoundPage />);
  }
  if (!canSeePage(page)) return taken(<NoPermissionPage page={page} />);
  return (
    <Suspense fallback={<PageLoading />}>
      {/* A fresh page per channel: nothing typed for one channel carries over to the next. */}
      <Page key={`${channelId ?? ''}/${sub ?? ''}`} />
      <PageTakenOver />
    </Suspense>
  );
}

/** What the guard shows instead of the page, with the mark of a page taken over (below). */
const taken = (shown: ReactNode) => (
  <>
    {shown}
    <PageTakenOver />
  </>
);

/**
 * Marks the page as the browser's (`data-page-ready` on <html>) once its code has drawn it: a page
 * the server drew (apps/server/src/http/first-view/) is on screen before its scripts take it over,
 * and answers clicks only then. Browser specs wait for the mark (e2e/tests/fixtures.ts).
 */
function PageTakenOver() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}
