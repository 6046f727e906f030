// Issue 29, editing requests over HTTP: a request from asked to published with who and when, the
// moves each side may and may not make (the table written by hand), versions and comments pinned to
// timecodes, the workload, the mail to the other side in the recipient's language (SMTP sink).
import type { EditorWorkload, EditRequestDetail } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { mailParts } from '../../../../test/mail-parts.ts';
import { startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink.ts';
import { until } from '../../../../test/until.ts';
import { EDIT_MAIL_JOB } from '../index.ts';

let t: TestApp;
let sink: SmtpSink;
let channel: string;
let staffId: number;
const BASE = '/api/v1/production/edit-requests';
const demo = (key: string) => `${key}@demo.chorus.test`;
const keys = ['user_owner', 'user_manager', 'user_editor', 'staff', 'admin', 'viewer', 'advertiser', 'intensive_cooperative_user_owner'];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ config: { smtpUrl: sink.url } });
  channel = (await t.ownedChannel('user_owner'))!;
  // Each side reads its mail in its own language.
  await t.db.updateTable('users').set({ language: 'ja' }).where('email', '=', demo('user_owner')).execute();
  await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', demo('user_manager')).execute();
  await t.db.updateTable('users').set({ language: 'zh-TW' }).where('email', '=', demo('staff')).execute();
  await t.signInDemo(keys);
  staffId = await t.demoUserId('staff');
  await t.ctx.jobs.startWorkers({ names: [EDIT_MAIL_JOB], pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) => t.demoCall(key, method, url, payload);
const move = (key: string, id: number, status: string, extra: object = {}) => call(key, 'POST', `${BASE}/${id}/status`, { status, ...extra });
const status = (response: { statusCode: number; body: string }) =>
  `${response.statusCode} ${(JSON.parse(response.body) as { error?: { code: string } }).error?.code ?? ''}`.trim();
const ask = async (key = 'user_owner', extra: object = {}) =>
  t.demoOk<EditRequestDetail>(key, 'POST', BASE, {
    channel_id: channel,
    title: 'Weekly vlog',
    brief: 'Cut the three days to 12 minutes.',
    style_references: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    due_date: '2030-03-01',
    footage_links: ['https://drive.example.com/f/1'],
    ...extra,
  });
/** The text part of the mails one address has received, newest last. */
const mailsTo = (key: string) => sink.received.filter((m) => m.to.includes(demo(key))).map((m) => mailParts(m.raw).text ?? '');
const waitForMail = (key: string, count: number) =>
  until(
    async () => mailsTo(key),
    (mails) => mails.length >= count,
  );

describe('an editing request from asked to published', () => {
  it('moves through every state, each side its own moves, with who and when, versions and comments', async () => {
    const asked = await ask();
    expect(asked.status).toBe('requested');
    expect(asked.editor).toBeNull();
    expect(asked.next_statuses).toEqual([]);
    const id = asked.request_id;

    // The creator cannot take it; a plain member, the viewer cannot either; for an advertiser it does not exist.
    expect(status(await move('user_owner', id, 'in_edit'))).toBe('403 errors.editMoveNotAllowed');
    expect(status(await move('user_editor', id, 'in_edit'))).toBe('403 errors.editMoveNotAllowed');
    expect(status(await move('viewer', id, 'in_edit'))).toBe('403 errors.editMoveNotAllowed');
    expect(status(await move('advertiser', id, 'in_edit'))).toBe('404 errors.notFound');
    expect(status(await move('intensive_cooperative_user_owner', id, 'in_edit'))).toBe('404 errors.notFound');
    // A state that does not follow this one, whoever asks.
    expect(status(await move('staff', id, 'approved'))).toBe('409 errors.editStatusChanged');

    const taken = (await move('staff', id, 'in_edit')).json() as EditRequestDetail;
    expect(taken.status).toBe('in_edit');
    expect(taken.editor?.user_id).toBe(await t.demoUserId('staff'));
    // In review needs a cut.
    expect(status(await move('staff', id, 'in_review'))).toBe('409 errors.editVersionMissing');
    expect(status(await call('user_owner', 'POST', `${BASE}/${id}/versions`, { url: 'https://drive.example.com/cut1' }))).toBe('403 errors.forbidden');
    const v1 = await t.demoOk<{ version: number; url: string }>('staff', 'POST', `${BASE}/${id}/versions`, {
      url: 'https://drive.example.com/cut1',
      note: 'First cut',
    });
    expect(v1).toMatchObject({ version: 1, url: 'https://drive.example.com/cut1' });
    expect((await move('staff', id, 'in_review')).statusCode).toBe(200);
    // The editor does not review their own cut.
    expect(status(await move('staff', id, 'approved'))).toBe('403 errors.editMoveNotAllowed');

    // Comments pinned to timecodes of version 1, by the creator's side; not by a plain member or the viewer.
    const comment = await t.demoOk<{ version: number; at_seconds: number }>('user_owner', 'POST', `${BASE}/${id}/comments`, {
      at_seconds: 12.5,
      text: 'Cut earlier here.',
    });
    expect(comment).toMatchObject({ version: 1, at_seconds: 12.5 });
    await t.demoOk('user_manager', 'POST', `${BASE}/${id}/comments`, { at_seconds: 3, text: 'Louder music.' });
    expect(status(await call('user_editor', 'POST', `${BASE}/${id}/comments`, { at_seconds: 1, text: 'x' }))).toBe('403 errors.forbidden');
    expect(status(await call('viewer', 'POST', `${BASE}/${id}/comments`, { at_seconds: 1, text: 'x' }))).toBe('403 errors.forbidden');
    expect(status(await call('user_owner', 'POST', `${BASE}/${id}/comments`, { at_seconds: 1, text: 'x', version: 2 }))).toBe('400 errors.invalidInput');

    expect((await move('user_manager', id, 'changes_requested', { note: 'See the comments' })).statusCode).toBe(200);
    await t.demoOk('staff', 'POST', `${BASE}/${id}/versions`, { url: 'https://drive.example.com/cut2' });
    expect((await move('staff', id, 'in_review')).statusCode).toBe(200);
    expect((await move('user_owner', id, 'approved')).statusCode).toBe(200);
    // Published needs the video; the creator does not publish.
    expect(status(await move('staff', id, 'published'))).toBe('400 errors.invalidInput');
    expect(status(await move('user_owner', id, 'published', { video_id: 'dQw4w9WgXcQ' }))).toBe('403 errors.editMoveNotAllowed');
    const published = (await move('staff', id, 'published', { video_id: 'dQw4w9WgXcQ' })).json() as EditRequestDetail;
    expect(published.status).toBe('published');
    expect(published.published_video_id).toBe('dQw4w9WgXcQ');
    expect(status(await move('user_owner', id, 'approved'))).toBe('409 errors.editStatusChanged');

    const detail = await t.demoOk<EditRequestDetail>('viewer', 'GET', `${BASE}/${id}`);
    const owner = await t.demoUserId('user_owner');
    const manager = await t.demoUserId('user_manager');
    const staff = await t.demoUserId('staff');
    expect(detail.history.map((h) => [h.from_status, h.to_status, h.by.user_id])).toEqual([
      [null, 'requested', owner],
      ['requested', 'in_edit', staff],
      ['in_edit', 'in_review', staff],
      ['in_review', 'changes_requested', manager],
      ['changes_requested', 'in_review', staff],
      ['in_review', 'approved', owner],
      ['approved', 'published', staff],
    ]);
    expect(detail.history[3]!.note).toBe('See the comments');
    expect(detail.versions_delivered.map((v) => [v.version, v.url, v.comments.map((c) => [c.at_seconds, c.text])])).toEqual([
      [
        1,
        'https://drive.example.com/cut1',
        [
          [3, 'Louder music.'],
          [12.5, 'Cut earlier here.'],
        ],
      ],
      [2, 'https://drive.example.com/cut2', []],
    ]);
    expect(detail.next_statuses).toEqual([]);
    // Once published nobody comments.
    expect(status(await call('user_owner', 'POST', `${BASE}/${id}/comments`, { at_seconds: 1, text: 'late' }))).toBe('403 errors.forbidden');

    // The mail: the editors when asked (zh-TW), the creator's side at each editor's step (ja, en), the editor at each review step.
    const toStaff = await waitForMail('staff', 3);
    expect(toStaff[0]).toContain('已提出需求');
    expect(toStaff.some((m) => m.includes('需要修改'))).toBe(true);
    expect(toStaff.some((m) => m.includes('已核准'))).toBe(true);
    const toOwner = await waitForMail('user_owner', 4);
    expect(toOwner[0]).toContain('編集中');
    expect(toOwner.some((m) => m.includes('公開済み'))).toBe(true);
    const toManager = await waitForMail('user_manager', 4);
    expect(toManager[0]).toContain('In edit');
    expect(toManager.some((m) => m.includes('Published'))).toBe(true);
    // Nobody is told of their own move: the owner asked and approved, and got no mail of either.
    expect(toOwner.some((m) => m.includes('依頼済み') || m.includes('承認済み'))).toBe(false);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await t.db
      .selectFrom('production_edit_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await call('user_owner', 'POST', BASE, {
      channel_id: channel,
      title: ' ',
      brief: 'x',
      due_date: '2030-02-30',
      style_references: ['javascript:alert(1)'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { error: { fields: Record<string, string> } }).error.fields).sort()).toEqual(['due_date', 'style_references.0', 'title']);
    const after = await t.db
      .selectFrom('production_edit_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const id = (await ask()).request_id;
    const timecode = await call('user_owner', 'POST', `${BASE}/${id}/comments`, { at_seconds: -1, text: 'x' });
    expect((timecode.json() as { error: { fields: Record<string, string> } }).error.fields.at_seconds).toBeDefined();
  });

  it('asking: the channel’s owner and manager; a plain member and the network’s people are refused; another channel does not exist', async () => {
    expect((await ask('user_manager')).status).toBe('requested');
    const payload = { channel_id: channel, title: 'x', brief: 'x', due_date: '2030-01-01' };
    expect(status(await call('user_editor', 'POST', BASE, payload))).toBe('403 errors.forbidden');
    expect(status(await call('staff', 'POST', BASE, payload))).toBe('403 errors.forbidden');
    expect(status(await call('viewer', 'POST', BASE, payload))).toBe('403 errors.forbidden');
    expect(status(await call('intensive_cooperative_user_owner', 'POST', BASE, payload))).toBe('404 errors.notFound');
  });

  it('lists by channel and state; each sees their own channels’; the workload counts open and overdue requests per editor', async () => {
    const mine = await t.demoOk<{ requests: { channel_id: string }[] }>('user_owner', 'GET', `${BASE}?channel_id=${channel}&status=requested`);
    expect(mine.requests.length).toBeGreaterThan(0);
    expect(mine.requests.every((r) => r.channel_id === channel)).toBe(true);
    expect((await t.demoOk<{ requests: unknown[] }>('intensive_cooperative_user_owner', 'GET', BASE)).requests).toEqual([]);
    expect((await t.demoOk<{ requests: unknown[] }>('intensive_cooperative_user_owner', 'GET', `${BASE}?channel_id=${channel}`)).requests).toEqual([]);
    expect(status(await call('advertiser', 'GET', BASE))).toBe('403 errors.forbidden');

    const late = await ask('user_owner', { due_date: '2020-01-01', title: 'Overdue' });
    await move('staff', late.request_id, 'in_edit');
    const soon = await ask('user_owner', { due_date: '2029-12-31', title: 'Soon' });
    await move('staff', soon.request_id, 'in_edit');
    const workload = await t.demoOk<EditorWorkload>('viewer', 'GET', '/api/v1/production/editor-workload');
    const staff = workload.editors.find((e) => e.editor.user_id === staffId)!;
    expect(staff.open).toBe(2);
    expect(staff.by_status.in_edit).toBe(2);
    expect(staff.overdue).toBe(1);
    expect(staff.next_due_date).toBe('2020-01-01');
    expect(workload.unassigned).toBeGreaterThan(0);
    expect(status(await call('user_owner', 'GET', '/api/v1/production/editor-workload'))).toBe('403 errors.forbidden');
  });
});
