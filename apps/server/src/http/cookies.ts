// The auth cookies. Tokens live in httpOnly cookies that page scripts cannot read; a harmless
// readable marker tells the web app that a session exists (spec 4: ask for user info only then).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'chorus_at';
export const REFRESH_COOKIE = 'chorus_rt';
export const SIGNED_IN_COOKIE = 'chorus_signed_in';
export const LOGIN_WINDOW_COOKIE = 'chorus_lw';
/**
 * The access token again, for the dashboard's pages only (path /dashboard): the server draws a
 * channel page's first view in the reader's name (http/first-view/), and the page's request does
 * not carry the API's cookie (path /api). The API never reads it: the draw hands it to the API's
 * routes as the access cookie. Same lifetime, httpOnly and SameSite as the access cookie.
 */
export const PAGE_ACCESS_COOKIE = 'chorus_pa';
const PAGES_PATH = '/dashboard';

/** Secure on https and on loopback (browsers treat http://localhost as secure). */
function isSecure(req: FastifyRequest): boolean {
  if (req.protocol === 'https') return true;
  const host = req.hostname.replace(/:\d+$/, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export function setSessionCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  tokens: { access: string; accessSeconds: number; refresh: string; refreshSeconds: number },
) {
  const secure = isSecure(req);
  reply.setCookie(ACCESS_COOKIE, tokens.access, { httpOnly: true, sameSite: 'lax', secure, path: '/api', maxAge: tokens.accessSeconds });
  reply.setCookie(PAGE_ACCESS_COOKIE, tokens.access, { httpOnly: true, sameSite: 'lax', secure, path: PAGES_PATH, maxAge: tokens.accessSeconds });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, { httpOnly: true, sameSite: 'strict', secure, path: '/api/v1', maxAge: tokens.refreshSeconds });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: tokens.refreshSeconds });
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply) {
  const secure = isSecure(req);
  reply.clearCookie(ACCESS_COOKIE, { path: '/api', secure, httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(PAGE_ACCESS_COOKIE, { path: PAGES_PATH, secure, httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/v1', secure, httpOnly: true, sameSite: 'strict' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', secure, sameSite: 'lax' });
}

export function setLoginWindowCookie(req: FastifyRequest, reply: FastifyReply, challenge: string, seconds: number) {
  reply.setCookie(LOGIN_WINDOW_COOKIE, challenge, { httpOnly: true, sameSite: 'strict', secure: isSecure(req), path: '/api/v1', maxAge: seconds });
}
