// A channel page's first view, drawn on the server (issue 24). The app's page otherwise arrives
// empty and the browser draws it after ~360 kB of scripts and two API calls: on a phone's network
// that put the largest paint of the overview at 3.5 s. Drawn here, the page's markup, styles and
// the answers it was drawn from come with the page itself; the browser shows them at once and then
// takes them over (hydrateRoot, apps/web/src/main.tsx) without asking the API again.
//
// Drawn only when all of this holds, else the plain page is sent as before (nothing is lost: the
// browser draws it): a GET of a channel page (/dashboard/ch/:channelId/:page); the session marker
// and the pages' copy of the access token (http/cookies.ts); the reader's time zone and window width
// cookies (the period's days and the layout must be the browser's); the web's server build; and a draw that ends within
// DRAW_LIMIT_MS. The draw's API calls are answered in-process with the reader's access token,
// through the same routes, policies and checks as the browser's calls. Only reads (GET) are
// answered, so a draw can never change anything.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, PAGE_ACCESS_COOKIE, SIGNED_IN_COOKIE } from '../cookies.ts';
import { CONTENT_SECURITY_POLICY } from '../web-app.ts';
import { FirstViewPool } from './first-view-pool.ts';
import type { ApiAnswer, ApiCall, FirstView, FirstViewJob } from './first-view-types.ts';

/** The reader's time zone and window width, as their browser last said (apps/web/src/lib/drawn-for.ts). */
export const TIME_ZONE_COOKIE = 'chorus_tz';
export const WIDTH_COOKIE = 'chorus_vw';
/** A draw that takes longer than this (a cold worker, a busy machine) is not waited for. */
export const DRAW_LIMIT_MS = 1500;
const CHANNEL_PAGE = /^\/dashboard\/ch\/[^/]+\/[^/]+\/?$/;
/** Where index.html holds what is shown before the scripts run: the first view takes its place. */
const ROOT_CONTENT = /\s*<!--first-view-->[\s\S]*<!--\/first-view-->\s*/;
const HTML_LANG: Record<FirstViewJob['language'], string> = { 'zh-TW': 'zh-Hant-TW', ja: 'ja', en: 'en' };

const WARM_UP_JOB: FirstViewJob = { url: '/dashboard/ch/warm-up/overview', language: 'zh-TW', timeZone: 'UTC', width: 1280 };
const refuseEveryCall = async (): Promise<ApiAnswer> => ({ status: 401, headers: {}, body: '' });

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type FirstViews = {
  /** Sends the request's page with its first view drawn; false (nothing sent) where it is not drawn. */
  send: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/** The first views of the build in `webDist` (its server build beside it, in dist-server/); null without one. */
export function firstViews(app: FastifyInstance, options: { webDist: string; threads: number }): FirstViews | null {
  const bundle = path.resolve(options.webDist, '..', 'dist-server', 'render.js');
  const pagePath = path.join(options.webDist, 'index.html');
  if (!existsSync(bundle) || !existsSync(pagePath)) return null;
  const page = readFileSync(pagePath, 'utf8');
  if (!ROOT_CONTENT.test(page)) return null;
  const pool = new FirstViewPool({ threads: options.threads });
  app.addHook('onClose', () => pool.close());
  // A cold worker's first draw (its thread started, the build loaded and compiled, the texts read)
  // took 400 ms against 50-75 ms warm, and more on a busy machine, up to DRAW_LIMIT_MS. Drawn once as
  // the server starts listening, signed out (every call refused: nothing is drawn), the worker is
  // warm before the first reader asks (their draw: 240 ms).
  app.addHook('onListen', () => {
    void pool.draw({ bundle, job: WARM_UP_JOB }, refuseEveryCall).catch(() => {});
  });

  return {
    async send(req, reply) {
      const job = jobOf(req);
      if (!job) return false;
      const view = await withinLimit(pool.draw({ bundle, job }, (call) => answerInProcess(app, req, call)));
      if (!view) return false;
      const html = pageWith(page, view);
      const encoding = chosenEncoding(req.headers['accept-encoding']);
      const body = encoding === 'br' ? await brotli(html, BROTLI_FAST) : encoding === 'gzip' ? await gzipAsync(html, { level: 6 }) : Buffer.from(html);
      reply
        // The reader's own figures: never kept by a shared cache, nor reused for anyone else.
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', CONTENT_SECURITY_POLICY)
        .header('content-type', 'text/html; charset=utf-8')
        .header('vary', 'accept-encoding, cookie');
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(body);
      return true;
    },
  };
}

/** The draw this request asks for, if it is one to draw. */
export function jobOf(req: FastifyRequest): FirstViewJob | null {
  if (req.method !== 'GET') return null;
  const url = req.url;
  const pathname = url.split('?')[0]!;
  if (!CHANNEL_PAGE.test(pathname)) return null;
  if (!req.cookies[SIGNED_IN_COOKIE] || !req.cookies[PAGE_ACCESS_COOKIE]) return null;
  const timeZone = req.cookies[TIME_ZONE_COOKIE];
  if (!timeZone || !isTimeZone(timeZone)) return null;
  const width = Number(req.cookies[WIDTH_COOKIE]);
  if (!Number.isInteger(width) || width < 200 || width > 10_000) return null;
  return { url, language: acceptedLanguage(req.headers['accept-language']), timeZone, width };
}

/** The page with the view in place of what index.html shows before the scripts run. */
export function pageWith(page: string, view: FirstView): string {
  const lang = HTML_LANG[view.language as FirstViewJob['language']] ?? view.language;
  return withScriptsAfterPaint(page)
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace('</head>', `${view.styles}</head>`)
    .replace(ROOT_CONTENT, () => view.markup)
    .replace('</body>', () => `<script type="application/json" id="chorus-first-view">${view.stateText}</script></body>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its scripts asked for once it is painted (public/first-view-start.js): the drawn page
 * is on screen without them, they make it interactive. A page of another shape is left as it is.
 */
function withScriptsAfterPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script src="/first-view-start.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`);
}

/** A draw's API call, answered by this server in the reader's name: reads only, under /api/. */
async function answerInProcess(app: FastifyInstance, req: FastifyRequest, call: ApiCall): Promise<ApiAnswer> {
  if (call.method !== 'GET' || !call.url.startsWith('/api/')) return { status: 405, headers: {}, body: '' };
  const res = await app.inject({
    method: 'GET',
    url: call.url,
    remoteAddress: req.ip,
    headers: {
      // The reader's access token, as the API reads it (the page's copy of it: http/cookies.ts).
      cookie: `${ACCESS_COOKIE}=${req.cookies[PAGE_ACCESS_COOKIE] ?? ''}`,
      'user-agent': req.headers['user-agent'] ?? '',
      'x-chorus-language': call.headers['x-chorus-language'] ?? '',
      'x-chorus-csrf': '1',
    },
  });
  const contentType = res.headers['content-type'];
  return { status: res.statusCode, headers: typeof contentType === 'string' ? { 'content-type': contentType } : {}, body: res.body };
}

/** The draw, or null when it fails or outlasts the limit (it may end later; its result is then unused). */
async function withinLimit(draw: Promise<FirstView | null>): Promise<FirstView | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DRAW_LIMIT_MS);
  });
  try {
    return await Promise.race([draw.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's first language the app speaks (any Chinese reads Taiwan's), else zh-TW: the draw's start (the user's own follows). */
function acceptedLanguage(header: string | undefined): FirstViewJob['language'] {
  for (const tag of (header ?? '').split(',')) {
    const primary = tag.trim().split(/[-;]/)[0]!.toLowerCase();
    if (primary === 'zh') return 'zh-TW';
    if (primary === 'ja' || primary === 'en') return primary;
  }
  return 'zh-TW';
}

function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Brotli at a quality that costs about a millisecond for this page (11 is for files compressed once at build). */
const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

function chosenEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
