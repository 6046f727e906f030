// Routes of the youtube area. YouTube authorization (spec 2 profile: channel authorization) and channel refresh from YouTube.
import { signedIn, component, channelRoute, type Route } from '../core/route.ts';

export const youtubeRoutes = {
  channelRefresh: {
    method: 'POST',
    path: channelRoute('refresh'),
    summary: 'Queue a refresh of the channel from YouTube',
    permission: component('refreshCache'),
    channelScoped: true,
  },
  youtubeOauthStart: {
    method: 'GET',
    path: '/api/v1/youtube/oauth/start',
    summary: "The Google consent address for authorizing one's channel (as owner or content manager)",
    permission: signedIn,
    policy: 'canAuthorizeYoutube',
  },
  youtubeOauthCallback: {
    method: 'GET',
    path: '/api/v1/youtube/oauth/callback',
    summary: 'Where Google returns after consent',
    permission: signedIn,
    policy: 'canAuthorizeYoutube',
    kind: 'html',
    redirects: true,
  },
  youtubeAuthorizations: {
    method: 'GET',
    path: '/api/v1/youtube/authorizations',
    summary: "One's YouTube authorizations and their channels",
    permission: signedIn,
    policy: 'canAuthorizeYoutube',
  },
  youtubeRevoke: {
    method: 'POST',
    path: '/api/v1/youtube/authorizations/:id/revoke',
    summary: 'Withdraw a YouTube authorization',
    permission: signedIn,
    policy: 'canRevokeGrant',
    invalidates: ['youtubeAuthorizations'],
  },
} as const satisfies Record<string, Route>;
