// Routes of the cache area. The frontend cache API and the refresh queue (spec 7).
import { signedIn, component, page, type Route } from '../core/route.ts';

export const cacheRoutes = {
  cacheRead: { method: 'POST', path: '/api/frontend/cache/read', summary: 'A cached analytics result by key', permission: signedIn, policy: 'channelsInReach' },
  cacheWrite: {
    method: 'POST',
    path: '/api/frontend/cache/write',
    summary: 'Store an analytics result',
    permission: component('refreshCache'),
    policy: 'channelsInReach',
  },
  cacheReadChannel: {
    method: 'POST',
    path: '/api/frontend/cache/readCh',
    summary: "A channel's cached results",
    permission: signedIn,
    policy: 'channelsInReach',
  },
  cacheDelete: {
    method: 'POST',
    path: '/api/frontend/cache/del',
    summary: 'Drop cached results by key or channel',
    permission: component('refreshCache'),
    policy: 'channelsInReach',
  },
  cacheTaskQueue: { method: 'GET', path: '/api/frontend/cache/taskQueue', summary: 'The refresh queue', permission: page('cache'), policy: 'channelsInReach' },
} as const satisfies Record<string, Route>;
