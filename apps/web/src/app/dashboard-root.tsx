// Everything under /dashboard needs a signed-in user. Spec 4: a 401 on user info means "not signed
// in" (go to sign-in, a page of its own: a full navigation); any other failure shows the full-page
// error card.
import type { PageKey } from '@chorus/contract';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorCard } from '../components/error-card.tsx';
import { storedChannelPreset, storedLandingPage } from '../lib/preferences.ts';
import { openSignIn } from '../lib/session/sign-in-return.ts';
import { AccessProvider, useAccess } from '../lib/session/access-context.tsx';
import { useUserInfo } from '../lib/session/user-info.ts';
import { DashboardLayout } from './layout/dashboard-layout.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { UserLanguage } from './layout/user-language.tsx';
import { pageHref } from './page-href.ts';
import { PageGuard } from './page-guard.tsx';
import { builtPages } from './page-registry.ts';

export function DashboardRoot() {
  const user = useUserInfo();
  const location = useLocation();
  if (user.isLoading) return <PageLoading />;
  if (user.isError) return <ErrorCard message={user.error.message} />;
  if (!user.data) return <ToSignIn from={`${location.pathname}${location.search}`} />;
  return (
    <AccessProvider user={user.data} builtPages={builtPages}>
      <UserLanguage loading={<PageLoading />}>
        <DashboardLayout />
      </UserLanguage>
    </AccessProvider>
  );
}

/** Leaves the app for the sign-in page, which comes back to `from` once signed in. */
function ToSignIn({ from }: { from: string }) {
  useEffect(() => openSignIn(from), [from]);
  return <PageLoading />;
}

/**
 * /dashboard opens the start page chosen on the customize page, else creator data (spec 2: the
 * current channel's overview) when the user may see it, else the profile, else the first page of
 * their navigation.
 */
export function DashboardHome() {
  const { user, navigation, channel, channelPending, canSeePage } = useAccess();
  const preset = storedChannelPreset();
  // Creator data needs the current channel: wait for a remembered or default one to be looked up.
  if (channelPending) return <PageLoading />;
  // The customize page's landing page, while it is still in this person's navigation.
  const landing = storedLandingPage(user.id);
  const chosen = navigation.flatMap((g) => g.items).find((item) => item.page === landing);
  if (chosen) return <Navigate to={pageHref(chosen.page, channel?.id, preset)} replace />;
  if (channel && builtPages.has('overview') && canSeePage('overview')) return <Navigate to={pageHref('overview', channel.id, preset)} replace />;
  // Without creator data the profile is home (not whichever settings page comes first, e.g. customize).
  const first = canSeePage('info') ? null : navigation[0]?.items[0];
  return <Navigate to={first ? pageHref(first.page, channel?.id, preset) : '/dashboard/info'} replace />;
}

export function DashboardPage() {
  const { page, channelId, sub } = useParams();
  return <PageGuard page={page as PageKey} channelId={channelId} sub={sub} />;
}
