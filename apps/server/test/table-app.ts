// An HTTP app serving a test-only endpoint table (routes of kinds no product route uses yet) over a
// test Chorus's context, with the product app's plugins and error handling.
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { Endpoint } from '@chorus/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context.ts';
import { installErrorHandler } from '../src/http/error-handler.ts';
import { registerEndpoints } from '../src/http/register-endpoints.ts';

export async function tableApp(ctx: AppContext, table: Record<string, Endpoint>, handlers: Record<string, unknown>): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 1024 * 1024, logger: { level: 'error' } });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
  installErrorHandler(app);
  registerEndpoints(app, ctx, handlers, table);
  await app.ready();
  return app;
}
