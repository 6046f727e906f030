// Issue 23: a browser that lands on a page-like route (kind html: the OAuth callbacks of Google and
// Shopify) without a session, e.g. because the authorization started at another host name, is not
// answered with JSON: the server sends it to the profile with the address to continue, the dashboard
// asks it to sign in first, and the profile then goes back to that address. Only the landing routes'
// own paths are ever continued, so no other address (another site, another route) can ride along.
import { routes } from '../routes.ts';

/** The profile's query parameter that holds the address to continue after signing in. */
export const CONTINUE_PARAM = 'continue';

/** The routes a browser lands on from another site: GET routes of kind html. */
function landingPaths(): string[] {
  return Object.values(routes)
    .filter((route) => route.method === 'GET' && 'kind' in route && route.kind === 'html')
    .map((route) => route.path);
}

/** Where a landing route sends a browser without a session: the profile, which signs in and then continues. */
export function signInToContinue(requestUrl: string): string {
  return `/dashboard/info?${new URLSearchParams({ [CONTINUE_PARAM]: requestUrl }).toString()}`;
}

/** The address to continue, if `value` is one of this app's landing routes (path and query only); else null. */
export function continuableAddress(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://chorus.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://chorus.invalid' || !landingPaths().includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
