// The built web app (WEB_DIST, by default apps/web/dist): its files, and its page for every path the
// single-page app's router owns.
//
// - Files under /assets/ carry a content hash in their names (vite), so a browser may keep them for
//   a year without asking again; everything else (index.html, favicon.svg) is asked again on every
//   use (`no-cache`: a conditional request, answered 304 while unchanged), so a new build shows at once.
// - The vite build writes a brotli (.br) and a gzip (.gz) copy next to each compressible file
//   (apps/web/vite.config.ts). A client that accepts one gets it as it is (brotli first), with
//   Content-Encoding; others get the file itself. Compressing once at build time costs nothing per
//   request and allows the strongest settings (measured 2026-11-21: the build's scripts are 1.91 MB,
//   660 kB as gzip -9, 575 kB as brotli 11; a first visit of the channel overview fetched 1.44 MB of
//   scripts, now 0.44 MB). Responses for files with copies say `Vary: Accept-Encoding`, so that no
//   cache hands a brotli body to a client that did not ask for it.
// - A missing file under /assets/ (a chunk of an older build) is a 404, never the page: a script
//   import must fail as such rather than receive HTML.
// - /login is a page of its own (login.html, a second entry of the build that loads only what
//   signing in needs: issue 9), not the single-page app's.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
const COPY_SUFFIX = /\.(?:br|gz)$/;

/**
 * The Content-Security-Policy of every file of the build (the page, and an SVG opened on its own):
 * only what the app loads (issue 9), checked in Chromium by e2e/tests/content-security-policy.spec.ts.
 * - Scripts from our own origin only, never inline nor eval: the build is modules and chunks.
 * - Styles from our own origin and inline: MUI's Emotion writes <style> elements at run time (with
 *   `style-src 'self'` Chromium refused 14 of them between sign-in and a channel page, which showed
 *   unstyled). Chosen over a per-answer nonce, which would make the page differ on every answer (no
 *   304, no precompressed copy) and must be handed to every library that injects styles, for little:
 *   CSS cannot run script, and script is what the policy guards (docs/decisions.md).
 * - Images from our origin (avatars), YouTube's video thumbnails (i.ytimg.com) and channel icons
 *   (yt3.ggpht.com, yt3.googleusercontent.com, as the Data API names them); no data: (nothing uses it).
 * - API calls to our own origin; no plugins, no <base>, no framing (clickjacking), forms post home.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https://i.ytimg.com https://yt3.ggpht.com https://yt3.googleusercontent.com",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The build's sign-in page (apps/web/login.html). */
const SIGN_IN_PAGE = 'login.html';

/** Serves the build's files when there is a build; false when WEB_DIST holds no index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  // A build without the sign-in page's own entry (an older one) leaves /login to the app's router.
  if (existsSync(path.join(webDist, SIGN_IN_PAGE))) app.get('/login', (_req, reply) => sendPage(reply, webDist, SIGN_IN_PAGE));
  const withCopies = filesWithCompressedCopies(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start (a build never changes under a running server); the
    // compressed copies are not files of their own.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    preCompressed: true,
    // Cache-Control is ours (setHeaders), per file.
    cacheControl: false,
    setHeaders: (res, sentFile) => {
      const file = toPosix(path.relative(webDist, sentFile)).replace(COPY_SUFFIX, '');
      res.setHeader('cache-control', isHashedFile(file) ? HASHED_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
      res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
      if (withCopies.has(file)) res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}

/** The single-page app's page, asked again on every use. */
export const sendWebPage = (reply: FastifyReply, webDist: string): FastifyReply => sendPage(reply, webDist, 'index.html');

function sendPage(reply: FastifyReply, webDist: string, file: string): FastifyReply {
  return reply.header('cache-control', REVALIDATE_CACHE_CONTROL).header('content-security-policy', CONTENT_SECURITY_POLICY).sendFile(file, webDist);
}

/** Whether a request path names a build file under /assets/ (read as the router reads it). */
export function isAssetPath(url: string): boolean {
  let pathname = url.split('?')[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judged as sent.
  }
  return /^\/+assets\//i.test(pathname);
}

/** Files under assets/ are named by their content (vite's hashes). */
const isHashedFile = (file: string) => file.startsWith('assets/');

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The build's files (relative, POSIX separators) that have a .br or .gz copy next to them. */
function filesWithCompressedCopies(webDist: string): Set<string> {
  const files = readdirSync(webDist, { recursive: true, encoding: 'utf8' }).map(toPosix);
  const present = new Set(files);
  return new Set(files.filter((f) => !COPY_SUFFIX.test(f) && (present.has(`${f}.br`) || present.has(`${f}.gz`))));
}
