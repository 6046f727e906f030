// Routes of the social area (issue 27): Instagram and TikTok accounts linked to a channel by its
// creator, and their first-party figures (spec 2 singles igData and tiktokData).
import { signedIn, type Route } from '../core/route.ts';

export const socialRoutes = {
  socialAccounts: {
    method: 'GET',
    path: '/api/v1/social/accounts',
    summary: "The Instagram and TikTok accounts linked to the channels the caller may see (one channel's with channel_id)",
    permission: signedIn,
    policy: 'readsSocialData',
  },
  socialInsights: {
    method: 'GET',
    path: '/api/v1/social/accounts/:accountId/insights',
    summary: "A linked account's daily figures, media and stories, headline metrics and audience, each with its availability",
    permission: signedIn,
    policy: 'readsSocialData',
  },
  socialLinkStart: {
    method: 'GET',
    path: '/api/v1/social/link/start',
    summary: "The platform's authorization address for linking an account to a channel, or why linking is not possible",
    permission: signedIn,
    policy: 'linksSocialAccount',
  },
  socialLinkCallback: {
    method: 'GET',
    path: '/api/v1/social/link/:platform/callback',
    summary: 'Where Instagram or TikTok returns after the creator consents',
    permission: signedIn,
    policy: 'linksSocialAccount',
    kind: 'html',
    redirects: true,
  },
  socialUnlink: {
    method: 'DELETE',
    path: '/api/v1/social/accounts/:accountId',
    summary: 'Unlink an account: its tokens and collected figures are deleted',
    permission: signedIn,
    policy: 'linksSocialAccount',
    invalidates: ['socialAccounts', 'socialInsights'],
  },
} as const satisfies Record<string, Route>;
