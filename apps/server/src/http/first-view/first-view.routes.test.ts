// A channel page's first view drawn on the server (first-view-page.ts), with a stand-in for the
// web's server build beside a stand-in page: the stand-in draws what the API answered it in the
// reader's name, and tries a write, which must be refused. The real build's draw is seen working in
// the browser suite (e2e/tests/first-view.spec.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, DEMO_PASSWORD, login, startTestApp, type TestApp } from '../../../test/harness.ts';
import { DRAW_LIMIT_MS } from './first-view-page.ts';

let t: TestApp;
let root: string;

const page = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/mui-Zz9Yy8Xx.js">
  </head>
  <body>
    <div id="root"><!--first-view--><div class="boot"></div><!--/first-view--></div>
  </body>
</html>
`;

const render = `
export async function renderFirstView(job, callApi) {
  if (job.url.includes('broken')) throw new Error('the draw failed');
  if (job.url.includes('slow')) {
    globalThis.slowDrawsStarted = (globalThis.slowDrawsStarted ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, ${DRAW_LIMIT_MS} + 500));
  }
  const user = await callApi({ method: 'GET', url: '/api/v1/user_info', headers: { 'x-chorus-language': job.language } });
  (globalThis.firstViewDraws ??= []).push({ url: job.url, userStatus: user.status });
  if (user.status !== 200) return null;
  const write = await callApi({ method: 'POST', url: '/api/v1/logout', headers: {}, body: '{}' });
  const { name, language } = JSON.parse(user.body);
  return {
    markup: '<p id="drawn">' + name + '|' + job.timeZone + '|' + job.width + '|' + job.url + '|write ' + write.status + '</p>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    state: { language, timeZone: job.timeZone, width: job.width, queries: { queries: [], mutations: [] } },
  };
}
export const stateScriptText = (state) => JSON.stringify(state).replace(/</g, '\\\\u003c');
`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'chorus-first-view-'));
  await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist', 'index.html'), page);
  await writeFile(path.join(root, 'dist-server', 'render.js'), render);
  t = await startTestApp({ config: { webDist: path.join(root, 'dist'), firstViewThreads: 0 } });
});

afterAll(async () => {
  await t?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** The cookies a browser holds after signing in as `account`, by name (the API's and the pages'). */
async function browserCookies(account: string): Promise<Record<string, string>> {
  const response = await login(t.app, { email: demo(account), password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  const byPath = (p: string) => response.cookies.filter((c) => c.path === p);
  expect(byPath('/dashboard').map((c) => c.name)).toEqual(['chorus_pa']);
  expect(byPath('/dashboard')[0]!.httpOnly).toBe(true);
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

// As a browser sends them to a page under /dashboard: the API's cookies (path /api) stay behind.
const pageCookies = (cookies: Record<string, string>, extra: Record<string, string> = { chorus_tz: 'Asia/Taipei', chorus_vw: '390' }) =>
  Object.entries({ chorus_signed_in: cookies.chorus_signed_in!, chorus_pa: cookies.chorus_pa!, ...extra })
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

const open = (url: string, cookie: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

describe('the draws as the server starts', () => {
  it('warm the pool once it listens: one draw, signed out, every call refused', async () => {
    const draws = () => (globalThis as { firstViewDraws?: { url: string; userStatus: number }[] }).firstViewDraws ?? [];
    const warmUps = () => draws().filter((draw) => draw.url === '/dashboard/ch/warm-up/overview');
    expect(warmUps()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(warmUps()).toEqual([{ url: '/dashboard/ch/warm-up/overview', userStatus: 401 }]));
  });
});

describe('a channel page with the reader signed in and their time zone known', () => {
  it('comes drawn in their name, with the styles, the state and the scripts asked for after the paint', async () => {
    const cookies = await browserCookies('user_owner');
    const response = await open('/dashboard/ch/UC0002pzum5b1wdemo/overview?preset=7', pageCookies(cookies));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: { cookie: `chorus_at=${cookies.chorus_at}` } })).json() as {
      name: string;
      language: string;
    };
    expect(html).toContain(`<p id="drawn">${me.name}|Asia/Taipei|390|/dashboard/ch/UC0002pzum5b1wdemo/overview?preset=7|write 405</p>`);
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<style data-emotion="css abc">.css-abc{color:red}</style></head>');
    expect(html).toContain(`<script type="application/json" id="chorus-first-view">{"language":"${me.language}"`);
    // The entry and its modules start from public/first-view-start.js, none from the head.
    expect(html).toContain('<script src="/first-view-start.js" data-entry="/assets/index-AbC123xy.js" data-preload="/assets/mui-Zz9Yy8Xx.js" defer></script>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('refuses the draw any write: the session it tried to end still works', async () => {
    const cookies = await browserCookies('user_owner');
    expect((await open('/dashboard/ch/UC0002pzum5b1wdemo/overview', pageCookies(cookies))).body).toContain('write 405');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: { cookie: `chorus_at=${cookies.chorus_at}` } });
    expect(after.statusCode).toBe(200);
  });

  it('is sent compressed to a browser that takes brotli', async () => {
    const cookies = await browserCookies('viewer');
    const response = await open('/dashboard/ch/UC0002pzum5b1wdemo/audience', pageCookies(cookies), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<p id="drawn">');
  });
});

describe('the plain page, as before, whenever the view is not drawn', () => {
  const plain = (body: string) => expect(body).toContain('<div id="root"><!--first-view--><div class="boot"></div><!--/first-view--></div>');

  it("without the browser's time zone and width, or with ones that are not", async () => {
    const cookies = await browserCookies('user_owner');
    const cases: Record<string, string>[] = [
      {},
      { chorus_tz: 'Asia/Taipei' },
      { chorus_vw: '390' },
      { chorus_tz: 'Mars/Olympus', chorus_vw: '390' },
      { chorus_tz: 'UTC', chorus_vw: 'wide' },
    ];
    for (const facts of cases) {
      plain((await open('/dashboard/ch/UC0002pzum5b1wdemo/overview', pageCookies(cookies, facts))).body);
    }
  });

  it('signed out, or with a token the API refuses', async () => {
    plain((await open('/dashboard/ch/UC0002pzum5b1wdemo/overview', 'chorus_tz=UTC; chorus_vw=390')).body);
    plain((await open('/dashboard/ch/UC0002pzum5b1wdemo/overview', 'chorus_signed_in=1; chorus_pa=not-a-token; chorus_tz=UTC; chorus_vw=390')).body);
  });

  it('on a page that is not a channel page', async () => {
    const cookies = await browserCookies('user_owner');
    const response = await open('/dashboard/info', pageCookies(cookies));
    plain(response.body);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('at once while the draws already running or waiting fill the pool', async () => {
    const cookies = await browserCookies('user_owner');
    // In this thread (FIRST_VIEW_THREADS=0) the pool holds two draws: the third page goes out plain
    // without waiting for the slow ones' limit.
    const slowDraws = () => (globalThis as { slowDrawsStarted?: number }).slowDrawsStarted ?? 0;
    const before = slowDraws();
    // An injected request starts when awaited (then).
    const slow = ['overview', 'audience'].map((page) => Promise.resolve(open(`/dashboard/ch/slow/${page}`, pageCookies(cookies))));
    await vi.waitFor(() => expect(slowDraws()).toBe(before + 2));
    const started = Date.now();
    plain((await open('/dashboard/ch/UC0002pzum5b1wdemo/overview', pageCookies(cookies))).body);
    expect(Date.now() - started).toBeLessThan(DRAW_LIMIT_MS);
    for (const response of await Promise.all(slow)) plain(response.body);
  });

  it('when the draw fails or outlasts its limit', async () => {
    const cookies = await browserCookies('user_owner');
    plain((await open('/dashboard/ch/broken/overview', pageCookies(cookies))).body);
    plain((await open('/dashboard/ch/slow/overview', pageCookies(cookies))).body);
  });
});
