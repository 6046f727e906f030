// The upload layer on a test-only multipart route whose handler receives the request's files as a
// service does (`incomingFiles`): files stream to storage, compressed ones are unpacked within the
// zip guard's limits, over-limit ones leave nothing, and the handler gets the stored files.
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Endpoint } from '@chorus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { tableApp } from '../../test/table-app.ts';
import { deflatedZip } from '../../test/zip.ts';
import { incomingFiles, type StoredUpload } from './streaming-upload.ts';
import { multipartBody } from '../../test/multipart.ts';

const MAX = 6 * 1024 * 1024;
const table: Record<string, Endpoint> = {
  testImport: {
    method: 'POST',
    path: '/api/v1/test/imports',
    summary: 'A test-only upload',
    permission: { kind: 'public' },
    kind: 'multipart',
  },
};

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  app = await tableApp(t.ctx, table, {
    testImport: async ({ req }: { req: FastifyRequest }) => ({
      files: await incomingFiles(req)({ maxBytes: MAX, compression: ['gzip', 'zip'] }, t.ctx.storage, 5),
    }),
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const uploadsDir = () => path.join(t.dataDir, 'files', 'uploads');
const storedNames = async () => (await readdir(uploadsDir()).catch(() => [] as string[])).sort();
let before: string[];
beforeEach(async () => {
  before = await storedNames();
});

function multipart(filename: string, data: Buffer) {
  const { payload, contentType } = multipartBody({ filename, data });
  return { headers: { 'content-type': contentType, 'x-chorus-language': 'en' }, payload };
}
const send = (filename: string, data: Buffer) => app.inject({ method: 'POST', url: '/api/v1/test/imports', ...multipart(filename, data) });
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const filesOf = (response: { json: <T>() => T }) => response.json<{ files: StoredUpload[] }>().files;

describe('streaming uploads', () => {
  it('stores a file larger than the in-memory limits and hands it to the handler', async () => {
    // Past the 1 MB body limit and the 2 MB multipart default: only streaming gets it through.
    const data = randomBytes(5 * 1024 * 1024);
    const response = await send('report.csv', data);
    expect(response.statusCode).toBe(200);
    const [file, ...others] = filesOf(response);
    expect(others).toEqual([]);
    expect(file).toMatchObject({ name: 'report.csv', bytes: data.length });
    expect(sha((await t.ctx.storage.get(file!.key))!)).toBe(sha(data));
  });

  it('refuses a file over the route limit with 413 and keeps nothing', async () => {
    const response = await send('big.csv', randomBytes(MAX + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'errors.uploadTooLarge',
        message: 'The file is larger than this upload accepts.',
        fields: { file: 'The file is larger than this upload accepts.' },
      },
    });
    expect(await storedNames()).toEqual(before);
  });

  it('unpacks gzip as a stream and zip within the zip guard, storing each file', async () => {
    const csv = Buffer.from(Array.from({ length: 100_000 }, (_, i) => `UC${i},${randomBytes(6).toString('hex')}\n`).join(''));
    const gz = await send('report.csv.gz', gzipSync(csv));
    expect(gz.statusCode).toBe(200);
    const [unpacked] = filesOf(gz);
    expect(unpacked).toMatchObject({ name: 'report.csv', bytes: csv.length });
    expect(sha((await t.ctx.storage.get(unpacked!.key))!)).toBe(sha(csv));

    const zipped = await send(
      'reports.zip',
      deflatedZip([
        { name: 'a.csv', data: Buffer.from('a,1\n') },
        { name: '月報/b.csv', data: Buffer.from('b,2\n') },
      ]),
    );
    expect(zipped.statusCode).toBe(200);
    const files = filesOf(zipped);
    expect(files.map((f) => f.name)).toEqual(['a.csv', '月報/b.csv']);
    expect((await t.ctx.storage.get(files[1]!.key))!.toString()).toBe('b,2\n');
    // Only the unpacked files are kept, not the archives they came in.
    expect((await storedNames()).length).toBe(before.length + 3);
  });

  it('refuses a zip bomb and a gzip that expands past the guard ratio, keeping nothing', async () => {
    const bomb = deflatedZip([{ name: 'zeros.csv', data: Buffer.alloc(30 * 1024 * 1024), declaredSize: 10 }]);
    const zip = await send('bomb.zip', bomb);
    expect(zip.statusCode).toBe(400);
    expect(zip.json<{ error: { code: string } }>().error.code).toBe('errors.spreadsheetUnsafe');
    const gz = await send('bomb.csv.gz', gzipSync(Buffer.alloc(5 * 1024 * 1024)));
    expect(gz.statusCode).toBe(400);
    expect(gz.json<{ error: { code: string } }>().error.code).toBe('errors.spreadsheetUnsafe');
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a broken gzip and a request without a file', async () => {
    const broken = gzipSync(randomBytes(10_000)).subarray(0, 5_000);
    const response = await send('cut.csv.gz', broken);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('errors.archiveInvalid');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/test/imports',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(await storedNames()).toEqual(before);
  });
});
