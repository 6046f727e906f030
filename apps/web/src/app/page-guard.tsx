import type { PageKey } from '@chorus/contract';
import { Suspense } from 'react';
import { NoPermissionPage, NotFoundPage } from '../features/errors/status-pages.tsx';
import { useAccess } from '../lib/session/access-context.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { dashboardPages } from './page-registry.tsx';

/** Renders a dashboard page when it exists and the user may see it; the server checks again. */
export function PageGuard({ page }: { page: PageKey }) {
  const { canSeePage } = useAccess();
  const Page = dashboardPages[page];
  if (!Page) return <NotFoundPage />;
  if (!canSeePage(page)) return <NoPermissionPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
