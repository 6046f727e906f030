// Issue 29, resumable uploads (tus 1.0 through @tus/server): an upload whose connection is cut
// half-way is resumed from the offset the server kept and lands whole (its hash compared); the size
// limit is judged before any byte is stored; only the caller's own request and their own upload; a
// finished cut is delivered as a version and read back by byte ranges.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { EditRequestDetail } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';
import { ABANDONED_UPLOAD_HOURS, removeAbandonedUploads } from './abandoned-uploads.ts';
import { UPLOADS_FOLDER } from './edit-uploads.ts';

const MAX_BYTES = 1_000_000;
let t: TestApp;
let base: string;
let requestId: number;

beforeAll(async () => {
  t = await startTestApp({ config: { productionUploadMaxBytes: MAX_BYTES } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await t.signInDemo(['user_owner', 'user_manager', 'staff']);
  const channel = (await t.ownedChannel('user_owner'))!;
  requestId = (
    await t.demoOk<EditRequestDetail>('user_owner', 'POST', '/api/v1/production/edit-requests', {
      channel_id: channel,
      title: 'Footage',
      brief: 'x',
      due_date: '2030-01-01',
    })
  ).request_id;
});
afterAll(async () => {
  await t?.close();
});

const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
const tus = (key: string | null, extra: Record<string, string> = {}) => ({
  ...(key ? t.demoHeaders(key) : {}),
  'tus-resumable': '1.0.0',
  ...extra,
});
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function create(key: string | null, length: number, fields: Record<string, string>) {
  return fetch(`${base}/api/v1/production/uploads`, {
    method: 'POST',
    headers: tus(key, { 'upload-length': String(length), 'upload-metadata': metadata(fields) }),
  });
}
async function patch(key: string, location: string, offset: number, data: Buffer) {
  return fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: tus(key, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
    body: data,
  });
}
async function offsetOf(key: string, location: string): Promise<number> {
  const response = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus(key) });
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

/** Sends the first `sent` bytes of a PATCH that announced all of `data`, then cuts the connection. */
async function patchThenCut(key: string, location: string, data: Buffer, sent: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const url = new URL(`${base}${location}`);
    const req = http.request({
      method: 'PATCH',
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: { ...tus(key, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }), 'content-length': String(data.length) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(data.subarray(0, sent), () => {
      setTimeout(() => req.destroy(), 500);
    });
  });
}

describe('resumable uploads of footage and cuts', () => {
  it('an upload cut off half-way resumes from the kept offset and lands whole (same hash)', async () => {
    const data = randomBytes(600_000);
    const created = await create('user_owner', data.length, {
      request_id: String(requestId),
      purpose: 'footage',
      filename: 'day1.webm',
      filetype: 'video/webm',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/v1\/production\/uploads\/[0-9a-f-]{36}$/);

    await patchThenCut('user_owner', location, data, 300_000);
    // The server keeps what arrived before the cut (once the cut request has let go of the upload).
    const kept = await until(
      () => offsetOf('user_owner', location),
      (offset) => offset > 0,
    );
    expect(kept).toBeLessThanOrEqual(300_000);
    // Not shown until it is whole.
    expect((await t.demoOk<EditRequestDetail>('user_owner', 'GET', `/api/v1/production/edit-requests/${requestId}`)).footage_files).toEqual([]);

    const rest = await patch('user_owner', location, kept, data.subarray(kept));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(data.length);

    const detail = await t.demoOk<EditRequestDetail>('user_manager', 'GET', `/api/v1/production/edit-requests/${requestId}`);
    expect(detail.footage_files).toHaveLength(1);
    expect(detail.upload_max_bytes).toBe(MAX_BYTES);
    expect(detail.footage_files[0]).toMatchObject({ filename: 'day1.webm', bytes: data.length, content_type: 'video/webm' });
    const fileUrl = `${base}/api/v1/production/edit-requests/${requestId}/files/${detail.footage_files[0]!.file_id}`;
    const whole = Buffer.from(await (await fetch(fileUrl, { headers: t.demoHeaders('user_manager') })).arrayBuffer());
    expect(sha256(whole)).toBe(sha256(data));
    // A player's byte range.
    const part = await fetch(fileUrl, { headers: { ...t.demoHeaders('user_owner'), range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${data.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(data.subarray(1000, 2000))).toBe(true);
  });

  it('refuses an upload over the limit before storing anything, and the wrong caller or request', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('production_edit_files')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const tooLarge = await create('user_owner', MAX_BYTES + 1, { request_id: String(requestId), purpose: 'footage', filename: 'big.mov' });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe('errors.uploadTooLarge');
    // Not signed in; a cut by the creator; an unknown request.
    expect((await create(null, 10, { request_id: String(requestId), purpose: 'footage' })).status).toBe(401);
    expect((await create('user_owner', 10, { request_id: String(requestId), purpose: 'cut' })).status).toBe(403);
    expect((await create('user_owner', 10, { request_id: '999999999', purpose: 'footage' })).status).toBe(404);
    expect((await create('user_owner', 10, { request_id: String(requestId), purpose: 'poster' })).status).toBe(400);
    expect(await count()).toBe(before);

    // Someone else cannot continue (or even find) my upload.
    const mine = await create('user_owner', 10, { request_id: String(requestId), purpose: 'footage', filename: 'a.bin' });
    const location = mine.headers.get('location')!;
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus('user_manager') })).status).toBe(404);
    expect((await patch('user_manager', location, 0, Buffer.alloc(10))).status).toBe(404);
  });

  it('an editor uploads a cut and delivers it as the next version', async () => {
    expect((await t.demoCall('staff', 'POST', `/api/v1/production/edit-requests/${requestId}/status`, { status: 'in_edit' })).statusCode).toBe(200);
    const cut = randomBytes(50_000);
    const created = await create('staff', cut.length, { request_id: String(requestId), purpose: 'cut', filename: 'cut-v1.webm', filetype: 'video/webm' });
    const location = created.headers.get('location')!;
    const finished = await patch('staff', location, 0, cut);
    expect(finished.status).toBe(204);
    const file = await t.db.selectFrom('production_edit_files').select('id').where('filename', '=', 'cut-v1.webm').executeTakeFirstOrThrow();
    // The finishing PATCH names the stored file, so the page can deliver what it just uploaded.
    expect(finished.headers.get('chorus-file-id')).toBe(String(file.id));
    // Uploaded and not delivered yet: listed to the editor (who may deliver it), not to the creator.
    const undelivered = async (key: string) =>
      (await t.demoOk<EditRequestDetail>(key, 'GET', `/api/v1/production/edit-requests/${requestId}`)).undelivered_cuts.map((f) => f.file_id);
    expect(await undelivered('staff')).toEqual([file.id]);
    expect(await undelivered('user_owner')).toEqual([]);
    // A footage file is not a cut.
    const footage = await t.db.selectFrom('production_edit_files').select('id').where('filename', '=', 'day1.webm').executeTakeFirstOrThrow();
    expect((await t.demoCall('staff', 'POST', `/api/v1/production/edit-requests/${requestId}/versions`, { file_id: footage.id })).statusCode).toBe(400);
    const version = await t.demoOk<{ version: number; file: { file_id: number; bytes: number } }>(
      'staff',
      'POST',
      `/api/v1/production/edit-requests/${requestId}/versions`,
      {
        file_id: file.id,
      },
    );
    expect(version.version).toBe(1);
    expect(version.file).toMatchObject({ file_id: file.id, bytes: cut.length });
    expect(await undelivered('staff')).toEqual([]);
  });

  it('an upload never finished is removed, bytes and row, two days after it started; finished ones stay', async () => {
    const created = await create('user_owner', 40_000, { request_id: String(requestId), purpose: 'footage', filename: 'left.webm' });
    const location = created.headers.get('location')!;
    expect((await patch('user_owner', location, 0, randomBytes(10_000))).status).toBe(204);
    const key = location.split('/').pop()!;
    const stored = (name: string) => existsSync(path.join(t.dataDir, 'files', UPLOADS_FOLDER, name));
    expect(stored(key)).toBe(true);
    const hoursLater = (hours: number) => new Date(t.clock.now().getTime() + hours * 3600_000);
    const finishedBefore = await t.db.selectFrom('production_edit_files').select(['upload_key']).where('completed_at', 'is not', null).execute();
    expect(finishedBefore.length).toBeGreaterThan(0);

    expect(await removeAbandonedUploads({ db: t.ctx.db, dataDir: t.dataDir }, hoursLater(ABANDONED_UPLOAD_HOURS - 1))).toBe(0);
    expect(await offsetOf('user_owner', location)).toBe(10_000);

    // This one and the unfinished one of the refusal test above.
    expect(await removeAbandonedUploads({ db: t.ctx.db, dataDir: t.dataDir }, hoursLater(ABANDONED_UPLOAD_HOURS + 1))).toBe(2);
    expect(stored(key)).toBe(false);
    expect(stored(`${key}.json`)).toBe(false);
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus('user_owner') })).status).toBe(404);
    const finishedAfter = await t.db.selectFrom('production_edit_files').select(['upload_key']).where('completed_at', 'is not', null).execute();
    expect(finishedAfter).toEqual(finishedBefore);
    for (const { upload_key } of finishedAfter) expect(stored(upload_key)).toBe(true);
  });
});
