// The route table: every HTTP route of Chorus with the permission it needs. It has no schemas, so
// the web app can route calls without loading zod; endpoints.ts adds the schemas.
import type { ComponentKey } from './components.ts';
import type { PageKey } from './pages.ts';

export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'page'; page: PageKey }
  | { kind: 'component'; component: ComponentKey };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  path: string;
  summary: string;
  permission: RoutePermission;
  /** `multipart` takes a file upload; `download` answers a file with content-disposition. */
  kind?: 'json' | 'multipart' | 'download' | 'html';
  /** Refused while an admin works as another user (password, e-mail, bank changes). */
  refusedWhileSwitched?: boolean;
  /** Counted by the per-address throttle of sign-in and reset requests. */
  throttled?: boolean;
};

const publicRoute = { kind: 'public' } as const;
const signedIn = { kind: 'authenticated' } as const;
const component = (c: ComponentKey) => ({ kind: 'component', component: c }) as const;

export const routes = {
  health: { method: 'GET', path: '/api/v1/health', summary: 'Liveness probe', permission: publicRoute },
  docs: { method: 'GET', path: '/api/docs', summary: 'API documentation page', permission: publicRoute, kind: 'html' },
  docsJson: { method: 'GET', path: '/api/docs/json', summary: 'OpenAPI document', permission: publicRoute },
  loginChallenge: {
    method: 'GET',
    path: '/api/v1/login_challenge',
    summary: 'Open a 3-minute sign-in window; the challenge must accompany the login',
    permission: publicRoute,
    throttled: true,
  },
  login: { method: 'POST', path: '/api/v1/login', summary: 'Sign in with e-mail or account name', permission: publicRoute, throttled: true },
  refresh: { method: 'POST', path: '/api/v1/refresh', summary: 'Rotate the refresh token cookie and issue a new access token', permission: publicRoute },
  logout: { method: 'POST', path: '/api/v1/logout', summary: 'Sign out', permission: publicRoute },
  verify: { method: 'GET', path: '/api/v1/verify', summary: 'Check a reset link', permission: publicRoute, throttled: true },
  userInfo: { method: 'GET', path: '/api/v1/user_info', summary: 'The signed-in user', permission: signedIn },
  editUserInfo: { method: 'POST', path: '/api/v1/edit_user_info', summary: 'Edit the profile', permission: component('editProfile') },
  setAvatar: { method: 'POST', path: '/api/v1/set_avatar', summary: 'Upload a profile picture (jpg or png)', permission: component('editProfile'), kind: 'multipart' },
  file: { method: 'GET', path: '/api/v1/files/:id', summary: 'An uploaded image', permission: signedIn, kind: 'download' },
  forgetPassword: {
    method: 'GET',
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
  outboxList: { method: 'GET', path: '/api/v1/outbox', summary: 'Mail written to the outbox when no SMTP server is set', permission: component('readOutbox') },
  outboxDownload: { method: 'GET', path: '/api/v1/outbox/:id', summary: 'One outbox message as an .eml file', permission: component('readOutbox'), kind: 'download' },
} as const satisfies Record<string, Route>;

export type RouteId = keyof typeof routes;
