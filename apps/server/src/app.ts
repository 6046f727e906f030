// Builds the HTTP application: plugins, the endpoint table's routes, the web app's files.
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import { AppError } from './http/app-error.ts';
import { installErrorHandler, sendError } from './http/error-handler.ts';
import { registerEndpoints } from './http/register-endpoints.ts';
import { firstViews } from './http/first-view/first-view-page.ts';
import { isAssetPath, registerWebApp, sendWebPage } from './http/web-app.ts';
import { loadModules } from './module-loader.ts';
import { registerShopifyDemo } from './modules/resell/index.ts';

const securityHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' };

/** `onRoute` sees every route as it is registered, plugins' included (the route-inventory test uses it). */
export async function buildApp(ctx: AppContext, options: { logger?: boolean; onRoute?: (route: RouteOptions) => void } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // No automatic HEAD twins of GET routes: a HEAD of a GET with side effects (a reset mail) must not run it.
    exposeHeadRoutes: false,
    // The router's own refusals (a malformed or over-long path component) in the one error shape;
    // they skip the hooks, so they get the headers here.
    frameworkErrors: (error, req, reply) => sendError(error, req, reply.headers(securityHeaders)),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
  installErrorHandler(app);

  app.addHook('onSend', async (_req, reply) => {
    reply.headers(securityHeaders);
  });

  // Every modules/<area>/index.ts contributes its handlers; the table decides what is served.
  registerEndpoints(app, ctx, await loadModules(ctx));
  // Demo mode only (no Shopify app configured outside production): the fake Shopify under /fake-shopify/.
  await registerShopifyDemo(app, ctx, (line) => app.log.warn(line));

  // The web build's files (http/web-app.ts: precompressed copies, cache headers).
  const hasWeb = await registerWebApp(app, ctx.config.webDist);
  // A channel page's first view drawn here (http/first-view/): null without the web's server build.
  const drawn = hasWeb ? firstViews(app, { webDist: ctx.config.webDist, threads: ctx.config.firstViewThreads }) : null;
  app.setNotFoundHandler(async (req, reply) => {
    if (isApiPath(req.url) || isAssetPath(req.url) || req.method !== 'GET' || !hasWeb) throw new AppError(404, 'errors.notFound');
    if (drawn && (await drawn.send(req, reply))) return reply;
    // Every other path belongs to the single-page app's router.
    return sendWebPage(reply, ctx.config.webDist);
  });
  return app;
}

/**
 * Whether a request path belongs to the API, read the way the router reads it (percent-decoded)
 * and the way a lenient client might send it (`//api`, `/API`), so that no spelling of an unknown
 * API path is answered with the web app's page.
 */
function isApiPath(url: string): boolean {
  let pathname = url.split('?')[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judged as sent.
  }
  return /^\/+api/i.test(pathname);
}
