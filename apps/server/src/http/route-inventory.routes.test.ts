// Security plan check 1 (route inventory): the routes Fastify really registers are exactly the
// contract's route table, each with a permission statement, and nothing else is served under /api:
// an unknown API path answers a JSON 404, never the web app's page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { componentKeys, endpoints, pageKeys, routes, type Route, type RouteId } from '@chorus/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/error-body.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';

type Registered = { method: string; url: string; endpointId: unknown };

let t: TestApp;
let webDist: string;
let registered: Registered[];
let admin: Session;
const webFiles = ['index.html', 'favicon.svg', 'assets/app-3f2a1c.js'];
const spaPage = '<!doctype html><html><body><div id="root">Chorus web app</div></body></html>';

const table = Object.entries(routes) as [RouteId, Route][];
const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

beforeAll(async () => {
  // A web build of our own, so that the web app's fallback page is really served in this test
  // (the 404 checks would prove nothing if there were no page to fall back to).
  webDist = await mkdtemp(path.join(os.tmpdir(), 'chorus-web-'));
  await mkdir(path.join(webDist, 'assets'));
  for (const file of webFiles) await writeFile(path.join(webDist, file), file === 'index.html' ? spaPage : `/* ${file} */`);
  t = await startTestApp({ config: { webDist } });

  // A second instance built the same way from the same context, watched as it registers routes.
  registered = [];
  const watched = await buildApp(t.ctx, {
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method, url: route.url, endpointId: (route.config as { endpointId?: unknown } | undefined)?.endpointId });
    },
  });
  await watched.ready();
  await watched.close();
  admin = await t.signIn(demo('admin'));
});

afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

describe('the route table', () => {
  it('gives every route a method, an /api path and a permission statement naming a real page or component', () => {
    expect(table.length).toBeGreaterThan(0);
    for (const [id, route] of table) {
      expect(['GET', 'POST', 'PUT', 'DELETE'], id).toContain(route.method);
      expect(isApi(route.path), `${id} ${route.path}`).toBe(true);
      expect(['public', 'authenticated', 'page', 'component'], id).toContain(route.permission?.kind);
      if (route.permission.kind === 'page') expect(pageKeys, id).toContain(route.permission.page);
      if (route.permission.kind === 'component') expect(componentKeys, id).toContain(route.permission.component);
    }
  });

  it('lists each method and path once', () => {
    const keys = table.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is the same table the server registers from: the endpoint table keeps every route, method, path and permission', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [id, route] of table) {
      const endpoint = endpoints[id];
      expect({ method: endpoint.method, path: endpoint.path, permission: endpoint.permission }, id).toEqual({
        method: route.method,
        path: route.path,
        permission: route.permission,
      });
    }
  });
});

describe('the routes Fastify registers', () => {
  it('saw the registrations (the watch works)', () => {
    expect(registered.length).toBeGreaterThanOrEqual(table.length);
  });

  it('registers no route under /api that is not in the route table', () => {
    const listed = new Set(table.map(([, r]) => `${r.method} ${r.path}`));
    // A resumable (tus) route continues its uploads at path/:uploadId (register-endpoints.ts).
    for (const [, r] of table) if (r.kind === 'resumable') for (const method of ['HEAD', 'PATCH', 'DELETE']) listed.add(`${method} ${r.path}/:uploadId`);
    // Fastify answers HEAD for every GET route with the same handler (exposeHeadRoutes).
    const unlisted = registered
      .filter((r) => /^\/*api(?:\/|$)/i.test(r.url))
      .filter((r) => !listed.has(`${r.method} ${r.url}`) && !(r.method === 'HEAD' && listed.has(`GET ${r.url}`)))
      .map((r) => `${r.method} ${r.url}`);
    expect(unlisted).toEqual([]);
  });

  it('registers every route of the table, tagged with its own table entry', () => {
    for (const [id, route] of table) {
      const found = registered.filter((r) => r.method === route.method && r.url === route.path);
      expect(
        found.map((r) => r.endpointId),
        `${route.method} ${route.path}`,
      ).toEqual([id]);
      // The instance that serves the tests has it too.
      expect(t.app.hasRoute({ method: route.method, url: route.path }), `${route.method} ${route.path}`).toBe(true);
    }
  });

  it('registers nothing outside /api but the web build’s own files', () => {
    const outside = registered.filter((r) => !/^\/*api(?:\/|$)/i.test(r.url));
    for (const route of outside) {
      expect(['GET', 'HEAD'], route.url).toContain(route.method);
      expect(
        webFiles.map((f) => `/${f}`),
        route.url,
      ).toContain(route.url);
    }
  });
});

describe('unknown paths under /api', () => {
  const unknownPaths = [
    '/api',
    '/api/',
    '/api/v1',
    '/api/v1/',
    '/api/v1/no_such_route',
    '/api/v1/no_such_route?account_type=admin',
    '/api/v2/health',
    '/api/v1/user_info/extra',
    '/api/v1/files/',
    '/api/v1/files/a/b',
    '/api/docs/json/more',
    '/api/v1//health',
    '/api/v1/health/..',
    '/api/index.html',
    // Other spellings of /api: percent-encoded (the router decodes it), doubled slash, upper case.
    '/%61pi/v1/no_such_route',
    '//api/v1/no_such_route',
    '/API/v1/no_such_route',
    '/Api',
  ];

  it('the web app’s page really is the fallback for other paths (so the checks below mean something)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/anything' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(spaPage);
  });

  for (const [who, headers] of [
    ['anonymous', () => ({})],
    ['signed in as admin', () => admin.headers],
  ] as const) {
    it(`answers GET with a JSON 404, never the web app's page (${who})`, async () => {
      for (const url of unknownPaths) {
        const response = await t.app.inject({ method: 'GET', url, headers: headers() });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Chorus web app');
        expect(expectErrorBody(response).code, url).toBe('errors.notFound');
      }
    });
  }

  it('answers other methods with a JSON 404, on unknown paths and on known paths alike', async () => {
    const cases: [string, string][] = [
      ['POST', '/api/v1/no_such_route'],
      ['PUT', '/api/v1/no_such_route'],
      ['DELETE', '/api/v1/user_info'],
      ['PUT', '/api/v1/login'],
      ['PATCH', '/api/v1/edit_user_info'],
      ['DELETE', '/api/v1/files/7a0f4a57-6a0e-4a43-9b1c-0d8a6f3f4c11'],
      ['POST', '/api/v1/health'],
      ['GET', '/api/v1/login'],
      ['OPTIONS', '/api/v1/login'],
    ];
    for (const [method, url] of cases) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: admin.headers, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(expectErrorBody(response).code, `${method} ${url}`).toBe('errors.notFound');
    }
  });

  it('answers in English when asked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no_such_route', headers: { 'x-chorus-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(expectErrorBody(response, 'en').code).toBe('errors.notFound');
  });

  it('answers a malformed or over-long path component in the same JSON shape, not the framework’s', async () => {
    for (const url of ['/api/v1/files/%E0%A4%A', '/api/v1/outbox/%zz', `/api/v1/files/${'a'.repeat(5000)}`, `/api/v1/outbox/${'a'.repeat(5000)}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(expectErrorBody(response).code, url).toMatch(/^errors\./);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
