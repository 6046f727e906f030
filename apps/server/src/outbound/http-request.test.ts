// The outbound request the platform clients share, against a local server that records what it got.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOrNull, sendOutbound, unreachableWord } from './http-request.ts';

type Seen = { method: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base = '';
let seen: Seen | null = null;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/slow') return void setTimeout(() => response.end('{}'), 500);
      seen = { method: request.method ?? '', headers: request.headers, body };
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendOutbound', () => {
  it('sends a GET that accepts JSON, with the bearer token, when there is no body', async () => {
    const response = await sendOutbound({ url: `${base}/a`, bearer: 'tok', timeoutMs: 2000 });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: 'GET', body: '', headers: { accept: 'application/json', authorization: 'Bearer tok' } });
    expect(seen?.headers['content-type']).toBeUndefined();
  });

  it('posts form fields url-encoded, and leaves out the authorization without a token', async () => {
    await sendOutbound({ url: `${base}/token`, form: { grant_type: 'refresh_token', refresh_token: 'a b&c' }, timeoutMs: 2000 });
    expect(seen).toMatchObject({ method: 'POST', body: 'grant_type=refresh_token&refresh_token=a+b%26c' });
    expect(seen?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('posts a JSON body, and takes another accept header when given', async () => {
    await sendOutbound({ url: `${base}/q`, json: { fields: ['a'] }, accept: 'text/csv, */*', timeoutMs: 2000 });
    expect(seen).toMatchObject({ method: 'POST', body: '{"fields":["a"]}', headers: { accept: 'text/csv, */*', 'content-type': 'application/json' } });
  });

  it('keeps the method it is given', async () => {
    await sendOutbound({ url: `${base}/q`, method: 'POST', timeoutMs: 2000 });
    expect(seen?.method).toBe('POST');
  });

  it('rejects a call past its timeout, which reads as timed out; a closed port reads as unreachable', async () => {
    const late = await sendOutbound({ url: `${base}/slow`, timeoutMs: 50 }).catch((error: unknown) => error);
    expect(unreachableWord(late)).toBe('timed out');
    const closed = await sendOutbound({ url: 'http://127.0.0.1:1/', timeoutMs: 2000 }).catch((error: unknown) => error);
    expect(unreachableWord(closed)).toBe('unreachable');
  });
});

describe('jsonOrNull', () => {
  it('parses JSON and answers null for an empty body or one that is not JSON', () => {
    expect(jsonOrNull('{"a":[1]}')).toEqual({ a: [1] });
    expect(jsonOrNull('')).toBeNull();
    expect(jsonOrNull('<html>')).toBeNull();
  });
});
