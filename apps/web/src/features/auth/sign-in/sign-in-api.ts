// The four API calls of the sign-in page, made with fetch alone: the app's api-client brings the
// whole endpoint table and i18next, which signing in does not need. Same headers as the app's
// (the page's language, the CSRF marker), same failure reading (lib/api-error.ts).
import { authRoutes, usersRoutes, type Language, type LoginInput } from '@chorus/contract';
import { readApiError } from '../../../lib/api-error.ts';
import { hasSessionMarker } from '../../../lib/session/session-marker.ts';

type Call = { method: string; path: string };

function send(route: Call, language: Language, body?: object): Promise<Response> {
  const headers: Record<string, string> = { 'x-chorus-language': language, 'x-chorus-csrf': '1' };
  if (body) headers['content-type'] = 'application/json';
  return fetch(route.path, { method: route.method, headers, body: body && JSON.stringify(body), credentials: 'same-origin' });
}

/** The answer's JSON, or the API's failure as an ApiError (`fallback`: its message when the answer has none). */
async function call<T>(route: Call, language: Language, fallback: string, body?: object): Promise<T> {
  const response = await send(route, language, body);
  if (!response.ok) throw await readApiError(response, fallback);
  return (await response.json()) as T;
}

export const requestChallenge = (language: Language, fallback: string) =>
  call<{ challenge: string; expires_in: number }>(authRoutes.loginChallenge, language, fallback);

export const requestSignIn = (input: LoginInput & { language: Language }, fallback: string) => call<unknown>(authRoutes.login, input.language, fallback, input);

/**
 * Whether this browser is signed in already: only asked with the session marker, and an access
 * token that ran out is renewed once (as the app's api-client does), so a live session counts.
 */
export async function isSignedIn(language: Language): Promise<boolean> {
  if (!hasSessionMarker()) return false;
  try {
    const info = await send(usersRoutes.userInfo, language);
    if (info.ok) return true;
    if (info.status !== 401) return false;
    return (await send(authRoutes.refresh, language, {})).ok;
  } catch {
    return false;
  }
}
