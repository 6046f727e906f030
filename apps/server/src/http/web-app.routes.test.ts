// The web build's files as a browser receives them (http/web-app.ts): the precompressed copies the
// vite build writes (brotli first, then gzip, else the file itself) with Content-Encoding and
// Vary, a year's immutable caching for the hashed files under /assets/, and `no-cache` for the page
// and the other unhashed files.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { HASHED_CACHE_CONTROL } from './web-app.ts';

let t: TestApp;
let webDist: string;

const page = '<!doctype html><html><body><div id="root">Chorus web app</div></body></html>';
// The sign-in page, a page of its own (apps/web/login.html), big enough for its copies.
const signInPage = `<!doctype html><html><body><main>Chorus sign-in page</main>${'<p class="x"></p>'.repeat(200)}</body></html>`;
// Large and repetitive enough that both copies are much smaller than the file.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const style = `.card { padding: 8px; }\n`.repeat(100);
// Each copy says which one it is, so a test can tell which file was sent.
const brCopy = brotliCompressSync(Buffer.from(`${script}// br`));
const gzCopy = gzipSync(Buffer.from(`${script}// gz`));

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'chorus-web-'));
  await mkdir(path.join(webDist, 'assets'));
  const files: [string, string | Buffer][] = [
    ['index.html', page],
    ['login.html', signInPage],
    ['login.html.br', brotliCompressSync(Buffer.from(signInPage))],
    ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['assets/index-AbC123xy.js', script],
    ['assets/index-AbC123xy.js.br', brCopy],
    ['assets/index-AbC123xy.js.gz', gzCopy],
    // Only a gzip copy (brotli was not smaller, say).
    ['assets/style-Zz9Yy8Xx.css', style],
    ['assets/style-Zz9Yy8Xx.css.gz', gzipSync(style)],
    // Too small for copies.
    ['assets/tiny-Qq1Ww2Ee.js', 'export const x = 1;\n'],
  ];
  for (const [file, content] of files) await writeFile(path.join(webDist, file), content);
  t = await startTestApp({ seed: false, config: { webDist } });
});

afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const varyOf = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());

describe('a hashed script with brotli and gzip copies', () => {
  const url = '/assets/index-AbC123xy.js';

  it('goes to a client that takes brotli as the brotli copy', async () => {
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(response.headers['content-length'])).toBe(brCopy.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// br`);
    expect(varyOf(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
  });

  it('prefers brotli when a browser offers both (Chromium sends "gzip, deflate, br, zstd")', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// br`);
  });

  it('goes to a client that takes only gzip (or refuses brotli) as the gzip copy', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'deflate, gzip']) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString(), accept).toBe(`${script}// gz`);
      expect(varyOf(response.headers.vary), accept).toContain('accept-encoding');
      expect(response.headers['cache-control'], accept).toBe(HASHED_CACHE_CONTROL);
    }
  });

  it('goes to a client that takes neither as the file itself, still with Vary', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const response = await get(url, headers);
      const label = JSON.stringify(headers);
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBeUndefined();
      expect(response.body, label).toBe(script);
      expect(response.headers['content-type'], label).toMatch(/^(text|application)\/javascript/);
      expect(varyOf(response.headers.vary), label).toContain('accept-encoding');
      expect(response.headers['cache-control'], label).toBe(HASHED_CACHE_CONTROL);
    }
  });

  it('answers a revalidation of the brotli copy with 304, keeping Vary', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    // Each copy is its own representation: the plain file's tag differs.
    expect((await get(url)).headers.etag).not.toBe(etag);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(varyOf(again.headers.vary)).toContain('accept-encoding');
  });

  it('does not serve the copies as files of their own', async () => {
    for (const copy of [`${url}.br`, `${url}.gz`]) {
      const response = await get(copy);
      expect(response.statusCode, copy).toBe(404);
      expect(expectErrorBody(response).code, copy).toBe('errors.notFound');
    }
  });
});

describe('other files', () => {
  it('sends the gzip copy of a file that has only one, and the file itself to a brotli-only client', async () => {
    const gz = await get('/assets/style-Zz9Yy8Xx.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(style);
    const plain = await get('/assets/style-Zz9Yy8Xx.css', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(style);
    for (const response of [gz, plain]) {
      expect(varyOf(response.headers.vary)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    }
  });

  it('sends a file without copies as it is, immutable when hashed, without Vary', async () => {
    const response = await get('/assets/tiny-Qq1Ww2Ee.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export const x = 1;\n');
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
  });

  it('has unhashed files asked again on every use', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page at every app path, as itself, never cached without asking', async () => {
    for (const url of ['/', '/index.html', '/dashboard/ch/UC123/overview?preset=7', '/forgot-password']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(page);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['cache-control'], url).not.toMatch(/immutable|max-age=[1-9]/);
    }
  });

  it('serves the sign-in page at /login (not the app page), asked again on every use, as its brotli copy', async () => {
    for (const url of ['/login', '/login/', '/login?from=x']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(signInPage);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const plain = await get('/login');
    expect(plain.body).toBe(signInPage);
  });

  it('answers a missing build file with a 404, not the page (a chunk of an older build must fail as a script)', async () => {
    for (const url of ['/assets/index-OLD00000.js', '/assets/', '/%61ssets/index-OLD00000.js', '//assets/x.css']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('Chorus web app');
      expect(expectErrorBody(response).code, url).toBe('errors.notFound');
    }
  });
});

// Issue 9 (outside security probe): the app's pages carry a Content-Security-Policy that fits what
// the app loads; e2e/tests/content-security-policy.spec.ts checks in Chromium that nothing is refused.
describe('Content-Security-Policy', () => {
  const directives = (header: unknown) =>
    new Map(
      String(header ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name!, sources]),
    );

  it('goes with the page at every app path, and with the other files of the build', async () => {
    for (const url of ['/', '/index.html', '/login', '/dashboard/ch/UC123/overview?preset=7', '/favicon.svg', '/assets/index-AbC123xy.js']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(200);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      // Scripts: our own files only, never inline nor eval.
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('style-src'), url).toContain("'self'");
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('form-action'), url).toEqual(["'self'"]);
      expect(policy.get('img-src'), url).toEqual(expect.arrayContaining(["'self'", 'https://i.ytimg.com']));
      expect(String(response.headers['content-security-policy']), url).not.toContain('unsafe-eval');
    }
  });

  it('is not sent with API answers (they are not documents)', async () => {
    const response = await get('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
