// HTTP for the API documentation (OpenAPI document and its page) and the liveness check.
import type { Handlers } from '../../http/register-endpoints.ts';
import { buildOpenApi, docsPage } from './openapi.ts';

export function docsHandlers(): Handlers {
  const document = buildOpenApi();
  const page = docsPage(document);
  return {
    health: async () => ({ ok: true as const }),
    docsJson: async () => document,
    docs: async ({ reply }) => reply.type('text/html; charset=utf-8').send(page),
  };
}
