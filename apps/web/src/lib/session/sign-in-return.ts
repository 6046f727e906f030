// The sign-in page is a page of its own (features/auth/sign-in), outside the single-page app: the
// app sends a signed-out visitor of a dashboard page there with a full navigation. The page they
// asked for rides along on the history entry, as the router's state did before: it survives a
// reload of the sign-in page, shows in no address, and no other page or site can set it.
const FROM = 'chorusSignInFrom';

/** Replaces the current entry with /login and loads it, remembering `from`. */
export function openSignIn(from: string): void {
  window.history.replaceState({ [FROM]: from }, '', '/login');
  window.location.reload();
}

/** Where signing in goes next: the dashboard page the visitor came from (only a dashboard page), else the dashboard. */
export function signInReturnAddress(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as Record<string, unknown>)[FROM] : undefined;
  return typeof from === 'string' && /^\/dashboard(?:[/?#]|$)/.test(from) ? from : '/dashboard';
}
