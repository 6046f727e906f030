// HTTP for sign-in and passwords: parse, delegate, set cookies.
import { LOGIN_WINDOW_SECONDS, LOGIN_WINDOW_BLOCK_SECONDS } from '@chorus/contract';
import { clearSessionCookies, LOGIN_WINDOW_COOKIE, REFRESH_COOKIE, setLoginWindowCookie, setSessionCookies } from '../../http/cookies.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { AuthService } from './auth.service.ts';
import type { LoginWindows } from './login-window.ts';
import type { SessionStore } from '../../ports/session-store.ts';

export function authHandlers({ auth, windows, sessions }: { auth: AuthService; windows: LoginWindows; sessions: SessionStore }): Handlers {
  return {
    loginChallenge: async ({ req, reply }) => {
      const opened = await windows.open(req.cookies[LOGIN_WINDOW_COOKIE]);
      setLoginWindowCookie(req, reply, opened.challenge, LOGIN_WINDOW_SECONDS + LOGIN_WINDOW_BLOCK_SECONDS);
      return opened;
    },
    login: async ({ req, reply, body }) => {
      const challenge = body.challenge ?? req.cookies[LOGIN_WINDOW_COOKIE];
      const tokens = await auth.login(body, challenge, { ip: req.ip, userAgent: req.headers['user-agent'] });
      setSessionCookies(req, reply, tokens);
      reply.clearCookie(LOGIN_WINDOW_COOKIE, { path: '/api/v1' });
      return { access_token: tokens.access, expires_in: tokens.accessSeconds, token_type: 'Bearer' as const };
    },
    refresh: async ({ req, reply }) => {
      try {
        const tokens = await auth.refresh(req.cookies[REFRESH_COOKIE]);
        setSessionCookies(req, reply, tokens);
        return { access_token: tokens.access, expires_in: tokens.accessSeconds, token_type: 'Bearer' as const };
      } catch (error) {
        clearSessionCookies(req, reply);
        throw error;
      }
    },
    logout: async ({ req, reply, principal }) => {
      const refreshToken = req.cookies[REFRESH_COOKIE];
      const sessionId = principal?.sessionId ?? (refreshToken ? await sessions.sessionOfRefreshToken(refreshToken) : null);
      await auth.logout(sessionId);
      clearSessionCookies(req, reply);
      return { ok: true as const };
    },
    verify: async ({ query }) => auth.checkResetToken(query.token, query.user_id),
    forgetPassword: async ({ query, req }) => {
      // The mail goes out in the language the form was used in, else the user's saved language.
      const pending = auth.requestReset(query.email, query.language, { ip: req.ip });
      pending.catch((error: unknown) => req.log.error({ err: error }, 'reset mail failed'));
      return { ok: true as const };
    },
    resetPassword: async ({ body, req }) => {
      await auth.resetPassword(body.token, body.user_id, body.new_password, { ip: req.ip });
      return { ok: true as const };
    },
    changePassword: async ({ principal, body, req }) => {
      await auth.changePassword(principal.userId, principal.sessionId, body.old_password, body.new_password, { ip: req.ip });
      return { ok: true as const };
    },
  };
}
