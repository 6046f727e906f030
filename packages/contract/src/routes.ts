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
  /**
   * The route acts on the channel named by its `:channelId` parameter: a channel the caller may not
   * see answers 404, and the permission is judged with the caller's member type on that channel.
   */
  channelScoped?: boolean;
};

const publicRoute = { kind: 'public' } as const;
const signedIn = { kind: 'authenticated' } as const;
const component = (c: ComponentKey) => ({ kind: 'component', component: c }) as const;
const page = (p: PageKey) => ({ kind: 'page', page: p }) as const;
const channelRoute = (path: string) => `/api/v1/channels/:channelId/${path}`;

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

  // ---- channel analytics (spec 2 channel pages) ----
  channelOverview: { method: 'GET', path: channelRoute('overview'), summary: 'KPIs, trends and top videos of a channel', permission: page('overview'), channelScoped: true },
  channelAudience: { method: 'GET', path: channelRoute('audience'), summary: 'Who watches: age, gender, countries, subscribed or not', permission: page('audience'), channelScoped: true },
  channelInterestVideos: {
    method: 'PUT',
    path: channelRoute('interest_videos'),
    summary: 'Set the twelve audience-interest videos',
    permission: component('editChannelSettings'),
    channelScoped: true,
  },
  channelContent: { method: 'GET', path: channelRoute('content'), summary: 'Length classes, strategy buckets, old and new videos, top 50', permission: page('content'), channelScoped: true },
  channelAnalytics: { method: 'GET', path: channelRoute('analytics'), summary: 'RPM, revenue by type, impressions and CTR', permission: page('analytics'), channelScoped: true },
  channelRevenue: { method: 'GET', path: channelRoute('revenue'), summary: 'Revenue opportunity: the past 365 days against the 365 before', permission: page('revenue'), channelScoped: true },
  channelRefresh: { method: 'POST', path: channelRoute('refresh'), summary: 'Queue a refresh of the channel from YouTube', permission: component('refreshCache'), channelScoped: true },
  channelGroupTrends: {
    method: 'GET',
    path: '/api/v1/channel_groups/:groupId/trends',
    summary: 'Daily views and subscribers of every channel in a group',
    permission: page('channelGroup'),
  },
  exchangeRates: { method: 'GET', path: '/api/v1/exchange_rates', summary: 'One exchange rate per currency (units per USD)', permission: signedIn },

  // ---- YouTube authorization (spec 2 profile: channel authorization) ----
  youtubeOauthStart: {
    method: 'GET',
    path: '/api/v1/youtube/oauth/start',
    summary: "The Google consent address for authorizing one's channel (as owner or content manager)",
    permission: signedIn,
  },
  youtubeOauthCallback: { method: 'GET', path: '/api/v1/youtube/oauth/callback', summary: 'Where Google returns after consent', permission: signedIn, kind: 'html' },
  youtubeAuthorizations: { method: 'GET', path: '/api/v1/youtube/authorizations', summary: "One's YouTube authorizations and their channels", permission: signedIn },
  youtubeRevoke: { method: 'POST', path: '/api/v1/youtube/authorizations/:id/revoke', summary: 'Withdraw a YouTube authorization', permission: signedIn },

  // ---- frontend API: the analytics cache and the refresh queue (spec 7) ----
  cacheRead: { method: 'POST', path: '/api/frontend/cache/read', summary: 'A cached analytics result by key', permission: signedIn },
  cacheWrite: { method: 'POST', path: '/api/frontend/cache/write', summary: 'Store an analytics result', permission: component('refreshCache') },
  cacheReadChannel: { method: 'POST', path: '/api/frontend/cache/readCh', summary: "A channel's cached results", permission: signedIn },
  cacheDelete: { method: 'POST', path: '/api/frontend/cache/del', summary: 'Drop cached results by key or channel', permission: component('refreshCache') },
  cacheTaskQueue: { method: 'GET', path: '/api/frontend/cache/taskQueue', summary: 'The refresh queue', permission: page('cache') },
} as const satisfies Record<string, Route>;

export type RouteId = keyof typeof routes;
