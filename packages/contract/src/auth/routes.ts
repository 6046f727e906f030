// Routes of the auth area. Signing in, sessions and passwords (spec 7).
import { publicRoute, component, type Route } from '../core/route.ts';

export const authRoutes = {
  loginChallenge: {
    method: 'GET',
    path: '/api/v1/login_challenge',
    summary: 'Open a 3-minute sign-in window; the challenge must accompany the login',
    permission: publicRoute,
    throttled: 'challenge',
  },
  login: { method: 'POST', path: '/api/v1/login', summary: 'Sign in with e-mail or account name', permission: publicRoute, throttled: true },
  refresh: { method: 'POST', path: '/api/v1/refresh', summary: 'Rotate the refresh token cookie and issue a new access token', permission: publicRoute },
  logout: { method: 'POST', path: '/api/v1/logout', summary: 'Sign out', permission: publicRoute },
  verify: { method: 'GET', path: '/api/v1/verify', summary: 'Check a reset link', permission: publicRoute, throttled: true },
  forgetPassword: {
    method: 'GET',
    // Spec 7's wording (forget, not forgot): the path stays as the spec spells it.
    path: '/api/v1/forget_password',
    summary: 'Mail a reset link; the answer is the same whether or not the address exists',
    permission: publicRoute,
    throttled: true,
  },
  resetPassword: { method: 'POST', path: '/api/v1/reset_password', summary: 'Set a new password with a reset link', permission: publicRoute, throttled: true },
  changePassword: {
    method: 'POST',
    path: '/api/v1/change_password',
    summary: 'Change the password; ends the other sessions',
    permission: component('changePassword'),
    refusedWhileSwitched: true,
  },
} as const satisfies Record<string, Route>;
