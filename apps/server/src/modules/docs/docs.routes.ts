// HTTP for the API documentation (OpenAPI document, its viewer page and the viewer's files) and the
// liveness check.
import type { Handlers } from '../../http/register-endpoints.ts';
import { docsPage, docsPageSecurityPolicy } from './docs-page.ts';
import { buildOpenApi } from './openapi.ts';
import { docsAssets } from './viewer-assets.ts';

export function docsHandlers(publicUrl: string): Handlers {
  const document = buildOpenApi(publicUrl);
  const asset = docsAssets();
  return {
    health: async () => ({ ok: true as const }),
    docsJson: async () => document,
    docs: async ({ reply }) => reply.type('text/html; charset=utf-8').header('content-security-policy', docsPageSecurityPolicy).send(docsPage),
    docsAsset: async ({ params, req, reply }) => {
      const { type, body, gzipped } = await asset(params.file);
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      reply.type(type).header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding').header('x-content-type-options', 'nosniff');
      if (acceptsGzip) reply.header('content-encoding', 'gzip');
      return reply.send(acceptsGzip ? gzipped : body);
    },
  };
}
