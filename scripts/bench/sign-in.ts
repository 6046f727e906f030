// A signed-in browser for a measurement that drives Chromium without Playwright (lighthouse.ts):
// signs in through the real endpoints (GET /api/v1/login_challenge, POST /api/v1/login) and puts the
// cookies the server set into the browser's own cookie jar over the DevTools protocol. In the jar,
// not as a request header: the web app reads its session marker from document.cookie
// (lib/session/session-marker.ts), and the HttpOnly session cookies go with every request as a
// browser sends them. Lighthouse clears the cache and the origin's storage before it navigates, never
// the cookies (its clearStorageTypes), so the page it loads is a cold start of a signed-in session.

export const DEMO_PASSWORD = 'Chorus-demo-2026!';

/** A cookie as the DevTools protocol's Storage.setCookies takes it. */
export type BrowserCookie = {
  name: string;
  value: string;
  url: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
};

/** The cookies of one Set-Cookie header each, for the origin `base`. */
export function parseSetCookies(headers: string[], base: string): BrowserCookie[] {
  return headers.map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const cookie: BrowserCookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base, path: '/', httpOnly: false, secure: false };
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=');
      const name = key.toLowerCase();
      if (name === 'path') cookie.path = value;
      else if (name === 'httponly') cookie.httpOnly = true;
      else if (name === 'secure') cookie.secure = true;
      else if (name === 'samesite') cookie.sameSite = (value[0]!.toUpperCase() + value.slice(1).toLowerCase()) as BrowserCookie['sameSite'];
    }
    return cookie;
  });
}

/** Signs in as a demo account (`user_owner` is user_owner@demo.chorus.test) and returns the session's cookies. */
export async function signIn(base: string, account: string): Promise<BrowserCookie[]> {
  const challenge = await fetch(`${base}/api/v1/login_challenge`, { signal: AbortSignal.timeout(10_000) });
  await challenge.arrayBuffer();
  const window = parseSetCookies(challenge.headers.getSetCookie(), base);
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-chorus-csrf': '1',
      cookie: window.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: JSON.stringify({ email: `${account}@demo.chorus.test`, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await login.text();
  if (!login.ok) throw new Error(`sign-in as ${account} failed: ${login.status} ${body}`);
  return parseSetCookies(login.headers.getSetCookie(), base).filter((c) => c.value !== '');
}

/**
 * The cookies a browser keeps from the app's pages (the sign-in page sets them, apps/web/src/lib/
 * drawn-for.ts): its time zone (here this machine's: the browser measured runs here) and its window
 * width. With them the server draws a channel page's first view.
 */
export const browserFactCookies = (base: string, width: number): BrowserCookie[] =>
  [
    ['chorus_tz', encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)],
    ['chorus_vw', String(width)],
  ].map(([name, value]) => ({ name: name!, value: value!, url: base, path: '/', httpOnly: false, secure: false, sameSite: 'Lax' }));

/** The request header a fetch outside the browser sends for these cookies. */
export const cookieHeader = (cookies: BrowserCookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Puts cookies into the jar of the Chromium listening for DevTools on `port` (one browser-wide command). */
export async function putCookies(port: number, cookies: BrowserCookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(10_000) })).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('DevTools connection failed')), { once: true });
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Storage.setCookies: no answer within 10 s')), 10_000);
      socket.addEventListener('message', (event) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (answer.id !== 1) return;
        clearTimeout(timer);
        if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    });
  } finally {
    socket.close();
  }
}

/**
 * Sets the signed-in user's saved language (POST /api/v1/edit_user_info): signed in, the app follows
 * the user's language, not the browser's. Returns the language it had before.
 */
export async function setUserLanguage(base: string, cookies: BrowserCookie[], language: string): Promise<string> {
  const headers = { cookie: cookieHeader(cookies), 'x-chorus-csrf': '1', 'content-type': 'application/json' };
  const before = await fetch(`${base}/api/v1/user_info`, { headers, signal: AbortSignal.timeout(10_000) });
  if (!before.ok) throw new Error(`GET /api/v1/user_info answered ${before.status}`);
  const { language: previous } = (await before.json()) as { language: string };
  const res = await fetch(`${base}/api/v1/edit_user_info`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ language }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`POST /api/v1/edit_user_info (language ${language}) answered ${res.status} ${await res.text()}`);
  return previous;
}
