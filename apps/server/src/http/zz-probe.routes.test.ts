import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, it, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { demo, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  const web = await mkdtemp(path.join(os.tmpdir(), 'web-'));
  await writeFile(path.join(web, 'index.html'), '<html>SPA</html>');
  t = await startTestApp({ config: { webDist: web } });
});
afterAll(async () => t?.close());

it('probe', async () => {
  const seen: string[] = [];
  const app = await buildApp(t.ctx, { onRoute: (r) => { seen.push(`${JSON.stringify(r.method)} ${r.url} ${r.path} ${r.prefix}`); } });
  await app.ready();
  console.log(seen.join('\n'));
  await app.close();
  const s = await t.signIn(demo('admin'));
  const urls = ['/api/v1/nope', '/API/v1/nope', '//api/v1/nope', '/%61pi/v1/nope', '/%61pi/v1/health', '/api/v1/health/', '/api/v1//health', '/api/v1/health/..', '/api/v1/files/abc', '/api/v1/outbox/..%2f..%2fx', '/api/v1/files/', '/api/v1/outbox/', '/api/docs/', '/api/docs/json?x=1', '/api/v1/health?x=1', '/api/v1/health?__proto__[x]=1', '/api/v1/health?a=1&a=2', '/api/v1/verify?token=a&user_id=1&user_id=2', '/api/v1/verify?token=a&user_id=abc', '/api/v1/verify?token[]=a&user_id=1', '/api/v1/forget_password?email[a]=b', '/api/v1/user_info?__proto__=1', '/api/v1/user_info?constructor=1', '/api/v1/verify?token=a&user_id=1e400', '/api/v1/verify?token=a&user_id=99999999999999999999'];
  for (const url of urls) {
    const r = await t.app.inject({ method: 'GET', url, headers: s.headers });
    console.log('GET', url, r.statusCode, r.headers['content-type'], r.body.slice(0, 200));
  }
  for (const [method, url] of [['DELETE', '/api/v1/user_info'], ['PUT', '/api/v1/login'], ['POST', '/api/v1/nope'], ['PATCH', '/api/v1/health'], ['OPTIONS', '/api/v1/health'], ['HEAD', '/api/v1/user_info'], ['HEAD', '/api/v1/nope'], ['HEAD', '/API/x']] as const) {
    const r = await t.app.inject({ method, url, headers: s.headers });
    console.log(method, url, r.statusCode, r.headers['content-type'], r.body.slice(0, 200));
  }
  const bodies: [string, string, string | Buffer, string?][] = [
    ['/api/v1/edit_user_info', 'application/json', '{"__proto__": {"isAdmin": true}}'],
    ['/api/v1/edit_user_info', 'application/json', '{"constructor": {"prototype": {"x": 1}}}'],
    ['/api/v1/edit_user_info', 'application/json', '{"name": "x", "__proto__": {"account_type": "admin"}}'],
    ['/api/v1/edit_user_info', 'application/json', '{bad'],
    ['/api/v1/edit_user_info', 'application/json', '"string"'],
    ['/api/v1/edit_user_info', 'application/json', '[]'],
    ['/api/v1/edit_user_info', 'application/json', 'null'],
    ['/api/v1/edit_user_info', 'application/json', '42'],
    ['/api/v1/edit_user_info', 'application/json', ''],
    ['/api/v1/edit_user_info', 'text/plain', 'hello'],
    ['/api/v1/edit_user_info', 'application/x-www-form-urlencoded', 'name=x'],
    ['/api/v1/edit_user_info', 'application/json', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })],
    ['/api/v1/logout', 'application/json', '"x"'],
    ['/api/v1/refresh', 'application/json', 'null'],
    ['/api/v1/set_avatar', 'application/json', '{"a":1}'],
    ['/api/v1/set_avatar', 'multipart/form-data', 'garbage'],
    ['/api/v1/set_avatar', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n'],
    ['/api/v1/set_avatar', 'multipart/form-data; boundary=x', Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\n\r\n'), Buffer.alloc(3 * 1024 * 1024), Buffer.from('\r\n--x--\r\n')])],
    ['/api/v1/change_password', 'application/json', '{"old_password": 1, "new_password": 2}'],
    ['/api/v1/login', 'application/json', '{"email": "a@b.c", "password": "x", "__proto__": {"a": 1}}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t", "user_id": "1e3", "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t", "user_id": "0x10", "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t", "user_id": 1e300, "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t", "user_id": 99999999999999999999, "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t", "user_id": [1], "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t", "user_id": true, "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/reset_password', 'application/json', '{"token": "t\\u0000x", "user_id": 1, "new_password": "vT7#kq9!Lm2x"}'],
    ['/api/v1/edit_user_info', 'application/json', '{"name": "a\\u0000b"}'],
    ['/api/v1/edit_user_info', 'application/json', '{"residence_address": "a\\u0000b"}'],
    ['/api/v1/edit_user_info', 'application/json', '{"user_id": 99999999999}'],
    ['/api/v1/edit_user_info', 'application/json', '{"user_id": 1e300}'],
    ['/api/v1/edit_user_info', 'application/json', '{"name": "\\ud800"}'],
  ];
  for (const [url, type, payload] of bodies) {
    const r = await t.app.inject({ method: 'POST', url, headers: { ...s.headers, 'content-type': type }, payload });
    console.log('POST', url, type, String(payload).slice(0, 60), '→', r.statusCode, r.body.slice(0, 300));
  }
  expect(1).toBe(1);
});
