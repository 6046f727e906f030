import type { Handlers } from '../../http/register-endpoints.ts';
import { buildOpenApi, docsPage } from './openapi.ts';

export function docsHandlers(): Handlers {
  const document = buildOpenApi();
  const page = docsPage(document);
  return {
    docsJson: async () => document,
    docs: async ({ reply }) => reply.type('text/html; charset=utf-8').send(page),
  };
}
