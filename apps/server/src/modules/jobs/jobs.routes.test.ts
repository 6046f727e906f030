// GET /api/v1/jobs/:jobId: a job's progress for its owner and for admin and super staff; for
// anyone else (staff included) and for an id that names no job, not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let jobId: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.db.selectFrom('users').select('id').where('email', '=', demo('user')).executeTakeFirstOrThrow();
  t.ctx.jobs.register('test-route-job', async () => {});
  jobId = (await t.ctx.jobs.send('test-route-job', {}, { ownerId: owner.id, label: 'jobs.channelRefresh' }))!;
});
afterAll(async () => {
  await t?.close();
});

async function progressAs(who: string | null, id = jobId) {
  const headers = who ? (await t.signIn(demo(who))).headers : {};
  return t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers });
}

describe('a job’s progress', () => {
  it('is shown to its owner', async () => {
    const response = await progressAs('user');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: jobId,
      name: 'test-route-job',
      label: 'jobs.channelRefresh',
      state: 'queued',
      done: 0,
      total: null,
      message: null,
      started_at: null,
      finished_at: null,
    });
    expect(response.json()).not.toHaveProperty('owner_user_id');
  });

  it('is shown to admin and super staff', async () => {
    for (const who of ['admin', 'super_staff']) {
      const response = await progressAs(who);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ id: jobId, state: 'queued' });
    }
  });

  it('does not exist for anyone else', async () => {
    for (const who of ['user_owner', 'staff', 'viewer']) {
      const response = await progressAs(who);
      expect(response.statusCode, who).toBe(404);
      expect(expectErrorBody(response).code).toBe('errors.notFound');
    }
  });

  it('answers not found for an id that names no job, and asks anonymous callers to sign in', async () => {
    expect((await progressAs('admin', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await progressAs('admin', 'not-a-job')).statusCode).toBe(404);
    expect((await progressAs(null)).statusCode).toBe(401);
  });
});

describe('a channel refresh asked for by hand', () => {
  it('is followed by the person who asked, and by nobody else of their rank', async () => {
    const channel = await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow();
    const staff = await t.signIn(demo('staff'));
    const queued = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${channel.channel_id}/refresh`, headers: staff.headers });
    expect(queued.statusCode, queued.body).toBe(200);
    const taskId = queued.json<{ task_id: string }>().task_id;
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${taskId}`, headers: staff.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: taskId, name: 'channel-refresh', label: 'jobs.channelRefresh' });
    expect((await progressAs('assistant', taskId)).statusCode).toBe(404);
  });
});
