// The endpoint table: every HTTP route of Chorus, with its input, output and the permission it
// needs. The server registers routes from this table and denies anything it does not list; the web
// app calls routes through it; the OpenAPI document is generated from it.
import { z } from 'zod';
import type { ComponentKey } from './components.ts';
import type { PageKey } from './pages.ts';
import {
  changePasswordInputSchema,
  forgetPasswordQuerySchema,
  loginChallengeOutputSchema,
  loginInputSchema,
  loginOutputSchema,
  resetPasswordInputSchema,
  verifyOutputSchema,
  verifyQuerySchema,
} from './schemas/auth.ts';
import { emptyQuerySchema, okSchema } from './schemas/common.ts';
import { outboxListSchema, outboxParamsSchema } from './schemas/mail.ts';
import { editUserInfoInputSchema, setAvatarOutputSchema, userInfoSchema } from './schemas/user.ts';

export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'page'; page: PageKey }
  | { kind: 'component'; component: ComponentKey };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  permission: RoutePermission;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** JSON answer; absent for downloads and HTML. */
  response?: z.ZodType;
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

export const endpoints = {
  health: { method: 'GET', path: '/api/v1/health', summary: 'Liveness probe', permission: publicRoute, query: emptyQuerySchema, response: okSchema },
  docs: { method: 'GET', path: '/api/docs', summary: 'API documentation page', permission: publicRoute, kind: 'html' },
  docsJson: { method: 'GET', path: '/api/docs/json', summary: 'OpenAPI document', permission: publicRoute },
  loginChallenge: {
    method: 'GET',
    path: '/api/v1/login_challenge',
    summary: 'Open a 3-minute sign-in window; the challenge must accompany the login',
    permission: publicRoute,
    query: emptyQuerySchema,
    response: loginChallengeOutputSchema,
    throttled: true,
  },
  login: {
    method: 'POST',
    path: '/api/v1/login',
    summary: 'Sign in with e-mail or account name',
    permission: publicRoute,
    body: loginInputSchema,
    response: loginOutputSchema,
    throttled: true,
  },
  refresh: {
    method: 'POST',
    path: '/api/v1/refresh',
    summary: 'Rotate the refresh token cookie and issue a new access token',
    permission: publicRoute,
    body: z.object({}).strict().optional(),
    response: loginOutputSchema,
  },
  logout: { method: 'POST', path: '/api/v1/logout', summary: 'Sign out', permission: publicRoute, body: z.object({}).strict().optional(), response: okSchema },
  verify: { method: 'GET', path: '/api/v1/verify', summary: 'Check a reset link', permission: publicRoute, query: verifyQuerySchema, response: verifyOutputSchema, throttled: true },
  userInfo: { method: 'GET', path: '/api/v1/user_info', summary: 'The signed-in user', permission: signedIn, query: emptyQuerySchema, response: userInfoSchema },
  editUserInfo: {
    method: 'POST',
    path: '/api/v1/edit_user_info',
    summary: 'Edit the profile',
    permission: component('editProfile'),
    body: editUserInfoInputSchema,
    response: userInfoSchema,
  },
  setAvatar: {
    method: 'POST',
    path: '/api/v1/set_avatar',
    summary: 'Upload a profile picture (jpg or png)',
    permission: component('editProfile'),
    kind: 'multipart',
    response: setAvatarOutputSchema,
  },
  file: {
    method: 'GET',
    path: '/api/v1/files/:id',
    summary: 'An uploaded image',
    permission: signedIn,
    params: z.object({ id: z.string().uuid('validation.notFound') }).strict(),
    kind: 'download',
  },
  forgetPassword: {
    method: 'GET',
    path: '/api/v1/forget_password',
    summary: 'Mail a reset link; the answer is the same whether or not the address exists',
    permission: publicRoute,
    query: forgetPasswordQuerySchema,
    response: okSchema,
    throttled: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/reset_password',
    summary: 'Set a new password with a reset link',
    permission: publicRoute,
    body: resetPasswordInputSchema,
    response: okSchema,
    throttled: true,
  },
  changePassword: {
    method: 'POST',
    path: '/api/v1/change_password',
    summary: 'Change the password; ends the other sessions',
    permission: component('changePassword'),
    body: changePasswordInputSchema,
    response: okSchema,
    refusedWhileSwitched: true,
  },
  outboxList: {
    method: 'GET',
    path: '/api/v1/outbox',
    summary: 'Mail written to the outbox when no SMTP server is set',
    permission: component('readOutbox'),
    query: emptyQuerySchema,
    response: outboxListSchema,
  },
  outboxDownload: {
    method: 'GET',
    path: '/api/v1/outbox/:id',
    summary: 'One outbox message as an .eml file',
    permission: component('readOutbox'),
    params: outboxParamsSchema,
    kind: 'download',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
export type EndpointOutput<E extends EndpointId> = (typeof endpoints)[E] extends { response: z.ZodType }
  ? z.output<(typeof endpoints)[E]['response']>
  : never;
export type EndpointBody<E extends EndpointId> = (typeof endpoints)[E] extends { body: z.ZodType }
  ? z.input<(typeof endpoints)[E]['body']>
  : never;
