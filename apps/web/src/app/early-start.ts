// A dashboard address opened directly (a reload, a link, a bookmark) used to be loaded in a chain:
// the entry script, then the dashboard's code, then user info, and only then the page's code, its
// API call and ECharts, each waiting for the one before. All of them depend only on the address, so
// the entry script starts them together here; the components later find the code in the module map
// and the answers in the query cache (same keys), in flight or done.
//
// Whether the user may see the page is still decided by the dashboard (page-guard.tsx) and, for
// the data, by the server: a call started here for a page the user may not open is answered 403 or
// 404 and shown nowhere. Only with the session marker cookie (a signed-out visitor is sent to the
// sign-in page, which needs none of this).
import { prefetchEndpoint } from '../lib/endpoint-key.ts';
import type { QueryClient } from '../lib/endpoint-query.ts';
import { hasSessionMarker } from '../lib/session/session-marker.ts';
import { signedInUser } from '../lib/session/user-info-key.ts';
import { channelPageCode, isBuiltChannelPage, type BuiltChannelPage } from '../features/channels/page-code.ts';

const DASHBOARD = /^\/dashboard(?:\/|$)/;
/** The router's `/dashboard/ch/:channelId/:page` (router.tsx). */
const CHANNEL_PAGE = /^\/dashboard\/ch\/([^/]+)\/([^/]+)\/?$/;

// A failed download here is not reported: the component that needs the code imports it again and
// shows the failure where it belongs.
const ignore = () => {};

/**
 * Starts downloading the code the address needs, at once (no API call: those carry the language,
 * which is known once the texts are set up). Returns the second step, which starts the address's
 * API calls; null when the address needs nothing early.
 */
export function startDashboardCode(location: Pick<Location, 'pathname' | 'search'>): ((queryClient: QueryClient) => void) | null {
  if (!DASHBOARD.test(location.pathname) || !hasSessionMarker()) return null;
  import('./dashboard-root.tsx').catch(ignore);
  const channel = channelPageOf(location.pathname);
  // The page's data and ECharts start from the channel pages' own prefetch (a small chunk).
  const prefetch = channel ? import('../features/channels/prefetch.ts') : null;
  prefetch?.catch(ignore);
  if (channel) channelPageCode[channel.page]().catch(ignore);
  return (queryClient) => {
    void prefetchEndpoint(queryClient, 'userInfo', undefined, { shaped: signedInUser, retry: false });
    if (channel && prefetch) {
      prefetch
        .then(({ prefetchChannelPage }) => prefetchChannelPage(queryClient, channel.page, channel.id, new URLSearchParams(location.search)))
        .catch(ignore);
    }
  };
}

/** The channel page an address opens (the router's `/dashboard/ch/:channelId/:page`), if it is one that exists. */
export function channelPageOf(pathname: string): { id: string; page: BuiltChannelPage } | null {
  const match = CHANNEL_PAGE.exec(pathname);
  if (!match || !isBuiltChannelPage(match[2]!)) return null;
  try {
    return { id: decodeURIComponent(match[1]!), page: match[2] };
  } catch {
    return null; // a malformed address: the router shows what it shows, nothing to start
  }
}
