// Routes of the cache area. The frontend cache API and the refresh queue (spec 7).
import { signedIn, component, page, type Route } from '../core/route.ts';

export const cacheRoutes = {
  cacheRead: { method: 'POST', path: '/api/frontend/cache/read', summary: 'A cached analytics result by key', permission: signedIn },
  cacheWrite: { method: 'POST', path: '/api/frontend/cache/write', summary: 'Store an analytics result', permission: component('refreshCache') },
  cacheReadChannel: { method: 'POST', path: '/api/frontend/cache/readCh', summary: "A channel's cached results", permission: signedIn },
  cacheDelete: { method: 'POST', path: '/api/frontend/cache/del', summary: 'Drop cached results by key or channel', permission: component('refreshCache') },
  cacheTaskQueue: { method: 'GET', path: '/api/frontend/cache/taskQueue', summary: 'The refresh queue', permission: page('cache') },
} as const satisfies Record<string, Route>;
