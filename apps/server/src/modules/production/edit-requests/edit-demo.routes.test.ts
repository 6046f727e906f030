// Issue 29, the demo: editing requests in every state with their history, cuts and timecoded
// comments; the sample clips are written at seed time and play back through the file route.
import { editRequestStatuses, type EditRequestDetail } from '@chorus/contract';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedEditRequestsDemo } from '../index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const userIds = new Map([
    ['staff', await t.demoUserId('staff')],
    ['user_owner', await t.demoUserId('user_owner')],
  ]);
  await seedEditRequestsDemo(t.db, { seedDay: t.clock.now(), userIds, filesDir: path.join(t.dataDir, 'files') });
  await t.signInDemo(['user_owner']);
});
afterAll(async () => {
  await t?.close();
});

it('has a request in every state, cuts with comments, and clips that play back', async () => {
  const { requests } = await t.demoOk<{ requests: { request_id: number; status: string; versions: number }[] }>(
    'user_owner',
    'GET',
    '/api/v1/production/edit-requests',
  );
  expect(new Set(requests.map((r) => r.status))).toEqual(new Set(editRequestStatuses));
  const published = requests.find((r) => r.status === 'published')!;
  const detail = await t.demoOk<EditRequestDetail>('user_owner', 'GET', `/api/v1/production/edit-requests/${published.request_id}`);
  expect(detail.history.map((h) => h.to_status)).toEqual(['requested', 'in_edit', 'in_review', 'changes_requested', 'in_review', 'approved', 'published']);
  expect(detail.versions_delivered.map((v) => v.version)).toEqual([1, 2]);
  expect(detail.versions_delivered.flatMap((v) => v.comments).length).toBeGreaterThan(0);
  const clip = detail.versions_delivered[1]!.file!;
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/production/edit-requests/${published.request_id}/files/${clip.file_id}`,
    headers: t.demoHeaders('user_owner'),
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.rawPayload.length).toBe(clip.bytes);
  expect(answer.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(answer.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
});
