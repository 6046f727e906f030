// Routes of the docs area. The API documentation and the liveness probe.
import { publicRoute, type Route } from '../core/route.ts';

export const docsRoutes = {
  health: { method: 'GET', path: '/api/v1/health', summary: 'Liveness probe', permission: publicRoute },
  docs: { method: 'GET', path: '/api/docs', summary: 'API documentation page', permission: publicRoute, kind: 'html' },
  docsJson: { method: 'GET', path: '/api/docs/json', summary: 'OpenAPI document', permission: publicRoute },
  docsAsset: {
    method: 'GET',
    path: '/api/docs/assets/:file',
    summary: "The API documentation viewer's scripts and styles, served from this server",
    permission: publicRoute,
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
