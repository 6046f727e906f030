// Everything under /dashboard needs a signed-in user. Spec 4: a 401 on user info means "not signed
// in" (go to sign-in); any other failure shows the full-page error card.
import { pagePath, type PageKey } from '@chorus/contract';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorCard } from '../components/error-card.tsx';
import { AccessProvider, useAccess } from '../lib/session/access-context.tsx';
import { useUserInfo } from '../lib/session/user-info.ts';
import { DashboardLayout } from './layout/dashboard-layout.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { PageGuard } from './page-guard.tsx';
import { builtPages } from './page-registry.tsx';

export function DashboardRoot() {
  const user = useUserInfo();
  const location = useLocation();
  if (user.isLoading) return <PageLoading />;
  if (user.isError) return <ErrorCard message={user.error.message} />;
  if (!user.data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <AccessProvider user={user.data} builtPages={builtPages}>
      <DashboardLayout />
    </AccessProvider>
  );
}

/**
 * /dashboard opens creator data (spec 2: the current channel's overview) when the user may see it,
 * else the first page of their navigation, else the profile.
 */
export function DashboardHome() {
  const { navigation, channel, canSeePage } = useAccess();
  if (channel && builtPages.has('overview') && canSeePage('overview')) return <Navigate to={pagePath('overview', channel.id)} replace />;
  const first = navigation[0]?.items[0];
  return <Navigate to={first ? pagePath(first.page, channel?.id) : '/dashboard/info'} replace />;
}

export function DashboardPage() {
  const { page, channelId } = useParams();
  return <PageGuard page={page as PageKey} channelId={channelId} />;
}
