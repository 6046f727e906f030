// /api/docs: the OpenAPI document carries each route's request and response shapes (from the zod
// schemas), and the page is a real viewer whose every file comes from this server.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; $schema?: string; enum?: string[] };
type Operation = {
  operationId: string;
  description: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(async () => t?.close());

const json = (operation: Operation | undefined, part: 'request' | 'response'): Schema | undefined =>
  part === 'request' ? operation?.requestBody?.content['application/json']?.schema : operation?.responses['200']?.content?.['application/json']?.schema;

describe('the OpenAPI document', () => {
  it('has the request and response schemas of POST /api/v1/login', () => {
    const login = document.paths['/api/v1/login']?.post;
    expect(login?.operationId).toBe('login');
    const request = json(login, 'request');
    expect(request?.type).toBe('object');
    expect(Object.keys(request?.properties ?? {})).toEqual(expect.arrayContaining(['email', 'account', 'password', 'challenge', 'language']));
    expect(request?.required).toEqual(['password']);
    expect(request?.properties?.language?.enum).toEqual(['zh-TW', 'ja', 'en']);
    const response = json(login, 'response');
    expect(response?.required).toEqual(expect.arrayContaining(['access_token', 'expires_in', 'token_type']));
    expect(login?.description).toBe('Who may call it: anyone.');
  });

  it('has the response schema of GET /api/v1/user_info, and who may call it', () => {
    const userInfo = document.paths['/api/v1/user_info']?.get;
    const response = json(userInfo, 'response');
    expect(response?.type).toBe('object');
    expect(Object.keys(response?.properties ?? {})).toEqual(expect.arrayContaining(['id', 'email', 'name', 'account_type', 'language', 'channels']));
    expect(response?.properties?.account_type?.enum).toContain('admin');
    expect(userInfo?.description).toBe('Who may call it: anyone signed in (policy ownData).');
  });

  it('gives every JSON answer and JSON body a schema of its own, without a nested $schema line', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const schema of [json(operation, 'request'), json(operation, 'response')]) {
          if (!schema) continue;
          expect(Object.keys(schema).length, `${method} ${path}`).toBeGreaterThan(0);
          expect(schema.$schema, `${method} ${path}`).toBeUndefined();
        }
      }
    }
  });
});

describe('the documentation page', () => {
  it('loads the swagger-ui viewer from this server only, under a policy of its own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    const references = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(references).toEqual(
      expect.arrayContaining(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/viewer.js', '/api/docs/assets/swagger-ui.css', '/api/docs/json']),
    );
    for (const reference of references) expect(reference, 'same origin').toMatch(/^\/[^/]/);
    expect(page.body).not.toMatch(/<script>|<style>| style=/);

    for (const reference of references.filter((r) => r.startsWith('/api/docs/assets/'))) {
      const file = await t.app.inject({ method: 'GET', url: reference });
      expect(file.statusCode, reference).toBe(200);
      expect(file.headers['content-type'], reference).toMatch(reference.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the viewer bundle gzipped to browsers that accept it, and plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('SwaggerUIBundle');
    const zipped = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('serves no file but the viewer’s own', async () => {
    for (const url of ['/api/docs/assets/package.json', '/api/docs/assets/..%2F..%2Fpackage.json', '/api/docs/assets/index.html']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
    }
  });
});
