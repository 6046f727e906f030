// The quarterly report mailing end to end (issue 14): subscriptions set through the routes, runs of
// one job per channel worked by this process's queue, mail delivered to a real local SMTP server
// that refuses some recipients (451 temporary, 550 permanent). What reaches the server is counted
// there: each message once, the failures recorded, a resend that sends only them, a resumed run
// that sends nothing twice. Also the files attached and their language, the revenue section only
// for a recipient with accounting access, and bad input answered with translated errors.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { readMail } from '../../../../test/mail-attachments.ts';
import { startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink.ts';
import { until } from '../../../../test/until.ts';
import { createReportRenderer, REPORT_MAIL_QUEUE, REPORT_MAIL_SCHEDULE_QUEUE, seedReportMailingDemo } from '../index.ts';
import { mailChannelReports } from './report-mail.job.ts';
import { rowCount } from '../../../../test/row-count.ts';
import { pdfTextOf } from '../../../../test/report-files.ts';

let t: TestApp;
let sink: SmtpSink;
let channels: { channel_id: string; title: string }[];
const jobLog: string[] = [];
const RETRY_LIMIT = 2;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    config: { smtpUrl: sink.url, reportMail: { concurrency: 4, retryLimit: RETRY_LIMIT, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } },
  });
  channels = await t.db.selectFrom('channels').select(['channel_id', 'title']).orderBy('channel_id').execute();
  await t.signInDemo(['staff', 'finance', 'viewer', 'agency', 'admin', 'producer.lin', 'producer.sato', 'intensive_cooperative_user']);
  await t.ctx.jobs.startWorkers({ names: [REPORT_MAIL_QUEUE], pollingIntervalSeconds: 0.5, log: (m) => jobLog.push(m) });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const call = (key: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.demoHeaders(key), ...(payload ? { payload } : {}) });

type Run = {
  id: string;
  finished_at: string | null;
  channels: { total: number; done: number; failed: number };
  messages: { total: number; sent: number; failed: number; pending: number; resendable: number };
};
const finished = (runId: string) =>
  until(
    async () => (await call('staff', 'GET', `/api/v1/reports/mailing/runs/${runId}`)).json() as Run,
    (run) => run.finished_at !== null,
    // A cap, not a wait: twelve channels' reports drawn and mailed take 15 s alone, over a minute on a loaded machine.
    150_000,
  );
const thisQuarterInTaiwan = () => {
  const now = new Date(Date.now() + 8 * 3600_000);
  return { year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 1 };
};
const receivedBy = (recipient: string) => sink.received.filter((m) => m.to.includes(recipient)).length;
const subscribe = (channelId: string, recipients: string[], extra: Partial<{ language: string; currency: string; formats: string[] }> = {}) =>
  call('staff', 'PUT', `/api/v1/reports/subscriptions/${channelId}`, {
    enabled: true,
    recipients,
    language: 'en',
    currency: 'USD',
    formats: ['docx'],
    ...extra,
  });

describe('a quarterly run over many channels with a mail server that refuses some messages', () => {
  it('records the failures, sends the rest once; a resend sends only the failures', async () => {
    // Every channel subscribed: a recipient who gets the mail, and for some channels one the server
    // answers 451 (temporary, retried until the job's tries run out) or 550 (refused at once).
    const plan = channels.map((c, i) => {
      const recipients = [`ok-${i}@example.test`];
      if (i % 4 === 0) recipients.push(`refused-${i}@example.test`);
      if (i % 4 === 1) recipients.push(`later-${i}@example.test`);
      return { channelId: c.channel_id, recipients };
    });
    for (const p of plan) expect((await subscribe(p.channelId, p.recipients)).statusCode).toBe(200);
    sink.refuse = (to) =>
      to.startsWith('refused-') ? { code: 550, message: 'No such user' } : to.startsWith('later-') ? { code: 451, message: 'Try again later' } : null;

    const started = await call('finance', 'POST', '/api/v1/reports/mailing/runs', { year: 2026, quarter: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const { run_id: runId, channels: queued } = started.json() as { run_id: string; channels: number };
    expect(queued).toBe(channels.length);
    const run = await finished(runId);

    const all = plan.flatMap((p) => p.recipients);
    const refused = all.filter((r) => r.startsWith('refused-'));
    const later = all.filter((r) => r.startsWith('later-'));
    const ok = all.filter((r) => r.startsWith('ok-'));
    expect(run.messages).toEqual({
      total: all.length,
      sent: ok.length,
      failed: refused.length + later.length,
      pending: 0,
      resendable: refused.length + later.length,
    });
    expect(run.channels).toEqual({ total: channels.length, done: channels.length, failed: refused.length + later.length });
    for (const r of ok) expect(receivedBy(r), r).toBe(1);
    for (const r of [...refused, ...later]) expect(receivedBy(r), r).toBe(0);

    const failed = await call('staff', 'GET', `/api/v1/reports/mailing/records?failed_only=true&run_id=${runId}`);
    expect(failed.statusCode).toBe(200);
    const records = (failed.json() as { items: { recipient: string; error: string; attempts: number; result: string; resendable: boolean }[]; total: number })
      .items;
    expect(records.every((r) => r.resendable)).toBe(true);
    expect(records.map((r) => r.recipient).sort()).toEqual([...refused, ...later].sort());
    for (const r of records) {
      expect(r.result).toBe('failed');
      // A refusal is final at once; a temporary failure was tried once per try of the job.
      if (r.recipient.startsWith('refused-')) expect(r).toMatchObject({ error: 'errors.reportMailRefused', attempts: 1 });
      else expect(r).toMatchObject({ error: 'errors.reportMailFailed', attempts: RETRY_LIMIT + 1 });
    }
    // The server's own words stay in the log.
    expect(jobLog.some((line) => line.includes('No such user'))).toBe(true);

    // The same quarter again: everything sent is left out, so nothing goes twice.
    const again = await call('staff', 'POST', '/api/v1/reports/mailing/runs', { year: 2026, quarter: 1 });
    const againRun = await finished((again.json() as { run_id: string }).run_id);
    expect(againRun.messages.sent).toBe(0);

    // The mail server accepts everyone now: the resend sends the failures, and only them.
    sink.refuse = () => null;
    const before = sink.received.length;
    const resent = await call('staff', 'POST', '/api/v1/reports/mailing/records/resend', { run_id: runId });
    expect(resent.statusCode, resent.body).toBe(200);
    const resendRun = await finished((resent.json() as { run_id: string }).run_id);
    expect(resendRun.messages).toEqual({ total: refused.length + later.length, sent: refused.length + later.length, failed: 0, pending: 0, resendable: 0 });
    expect(sink.received.length - before).toBe(refused.length + later.length);
    for (const r of all) expect(receivedBy(r), r).toBe(1);
    // The failed records stay as history; a second resend finds nothing left.
    const second = await call('staff', 'POST', '/api/v1/reports/mailing/records/resend', { run_id: runId });
    expect(second.statusCode).toBe(409);
    expect(expectErrorBody(second).code).toBe('errors.reportNothingToResend');
    // Issue 23: and nothing offers it any more — the run and its records say nothing is left to resend.
    const after = (await call('staff', 'GET', `/api/v1/reports/mailing/runs/${runId}`)).json() as Run;
    expect(after.messages).toMatchObject({ failed: refused.length + later.length, resendable: 0 });
    const listed = (await call('staff', 'GET', `/api/v1/reports/mailing/records?failed_only=true&run_id=${runId}`)).json() as {
      items: { resendable: boolean }[];
    };
    expect(listed.items.length).toBe(refused.length + later.length);
    expect(listed.items.some((r) => r.resendable)).toBe(false);
    // It renders and mails every channel's report twice over (one try and the retries): 20 s quiet.
  }, 240_000);
});

describe('a run with nothing to send (issue 23)', () => {
  const runCount = () => rowCount(t.db, 'report_mail_runs');

  it('is not started when the chosen channels have no recipients, and says why', async () => {
    const lonely = channels.at(-1)!.channel_id;
    const cleared = await call('staff', 'PUT', `/api/v1/reports/subscriptions/${lonely}`, {
      enabled: false,
      recipients: [],
      language: 'en',
      currency: 'USD',
      formats: ['docx'],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const before = await runCount();
    const refused = await call('finance', 'POST', '/api/v1/reports/mailing/runs', { year: 2025, quarter: 2, channel_ids: [lonely] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(expectErrorBody(refused).code).toBe('errors.reportNoRecipients');
    expect(await runCount()).toBe(before);
  });

  it('is not started when every recipient has the quarter already, and says why', async () => {
    const channel = channels[2]!.channel_id;
    expect((await subscribe(channel, ['once-only@example.test'])).statusCode).toBe(200);
    const first = await call('finance', 'POST', '/api/v1/reports/mailing/runs', { year: 2025, quarter: 3, channel_ids: [channel] });
    expect(first.statusCode, first.body).toBe(200);
    await finished((first.json() as { run_id: string }).run_id);
    expect(receivedBy('once-only@example.test')).toBe(1);
    const before = await runCount();
    const again = await call('finance', 'POST', '/api/v1/reports/mailing/runs', { year: 2025, quarter: 3, channel_ids: [channel] });
    expect(again.statusCode, again.body).toBe(409);
    expect(expectErrorBody(again).code).toBe('errors.reportAllSent');
    expect(await runCount()).toBe(before);
    expect(receivedBy('once-only@example.test')).toBe(1);
  });
});

describe('a resumed run', () => {
  it('sends what is pending and nothing that went out before, in this run or another', async () => {
    const [a, b] = [channels[0]!.channel_id, channels[1]!.channel_id];
    // A run as a stopped process left it: one message sent, two pending, one of which another run sent since.
    const run = await t.db
      .insertInto('report_mail_runs')
      .values({ kind: 'manual', period: 'quarterly', year: 2025, period_index: 4, period_code: '2025-Q4' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('report_mail_runs')
      .values({ kind: 'manual', period: 'quarterly', year: 2025, period_index: 4, period_code: '2025-Q4' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = (runId: number, channelId: string, recipient: string, result: 'sent' | 'pending') => ({
      run_id: runId,
      channel_id: channelId,
      recipient,
      period_code: '2025-Q4',
      formats: ['docx'],
      language: 'en',
      currency: 'USD',
      result,
    });
    await t.db
      .insertInto('report_mail_records')
      .values([
        record(run.id, a, 'resume-sent@example.test', 'sent'),
        record(run.id, a, 'resume-pending@example.test', 'pending'),
        record(run.id, b, 'resume-elsewhere@example.test', 'pending'),
        record(other.id, b, 'resume-elsewhere@example.test', 'sent'),
      ])
      .execute();

    const resumed = await call('staff', 'POST', `/api/v1/reports/mailing/runs/${run.id}/resume`, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({ run_id: String(run.id), channels: 2 });
    await finished(String(run.id));
    expect(receivedBy('resume-pending@example.test')).toBe(1);
    expect(receivedBy('resume-sent@example.test')).toBe(0);
    expect(receivedBy('resume-elsewhere@example.test')).toBe(0);

    const twice = await call('staff', 'POST', `/api/v1/reports/mailing/runs/${run.id}/resume`, {});
    expect(twice.json()).toEqual({ run_id: String(run.id), channels: 0 });
    expect(receivedBy('resume-pending@example.test')).toBe(1);
  });
});

describe("queueing a run's channels", () => {
  it('queues many jobs in one statement with their progress rows; a channel whose job is still queued is left alone', async () => {
    // A queue nobody works, so that the jobs stay queued.
    t.ctx.jobs.register('test-mail-send-many', async () => {}, { policy: 'exclusive' });
    const items = (keys: string[]) => keys.map((k) => ({ data: { k }, singletonKey: k }));
    const first = await t.ctx.jobs.sendMany('test-mail-send-many', items(['1:a', '1:b', '1:c']), { ownerId: null, label: 'jobs.reportMail' });
    expect(first).toHaveLength(3);
    const rows = await t.db.selectFrom('job_progress').select(['state', 'label']).where('job_id', 'in', first).execute();
    expect(rows).toEqual(Array.from({ length: 3 }, () => ({ state: 'queued', label: 'jobs.reportMail' })));
    const second = await t.ctx.jobs.sendMany('test-mail-send-many', items(['1:a', '1:b', '1:c', '1:d']));
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });
});

describe('without a mail server (production without SMTP_URL)', () => {
  it('records the messages as failed with the reason, and sends nothing', async () => {
    const channelId = channels[0]!.channel_id;
    const run = await t.db
      .insertInto('report_mail_runs')
      .values({ kind: 'manual', period: 'quarterly', year: 2024, period_index: 1, period_code: '2024-Q1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('report_mail_records')
      .values({
        run_id: run.id,
        channel_id: channelId,
        recipient: 'nowhere@example.test',
        period_code: '2024-Q1',
        formats: ['pdf'],
        language: 'en',
        currency: 'USD',
      })
      .execute();
    const { db, users, mailer } = t.ctx;
    const deps = { db, users, mailer, renderer: createReportRenderer(t.ctx), clock: t.clock, publicUrl: '', canSend: false, settings: t.config.reportMail };
    await mailChannelReports(deps, { runId: run.id, channelId }, { log: () => {}, progress: { set: () => {} } });
    const record = await t.db.selectFrom('report_mail_records').selectAll().where('run_id', '=', run.id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ result: 'failed', error: 'errors.reportMailUnavailable', attempts: 1 });
    expect(receivedBy('nowhere@example.test')).toBe(0);
    expect(((await call('staff', 'GET', `/api/v1/reports/mailing/runs/${run.id}`)).json() as Run).finished_at).not.toBeNull();
  });
});

describe('the mail', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mail-report-'));

  it('attaches the files by name in the subscription language; the revenue section only for a recipient with accounting access', async () => {
    const channel = channels[2]!;
    const outsider = 'outsider@example.test';
    expect((await subscribe(channel.channel_id, [demo('admin'), outsider], { language: 'ja', currency: 'JPY', formats: ['pdf', 'docx'] })).statusCode).toBe(
      200,
    );
    const started = await call('staff', 'POST', '/api/v1/reports/mailing/runs', { year: 2025, quarter: 3, channel_ids: [channel.channel_id] });
    await finished((started.json() as { run_id: string }).run_id);

    const mailOf = (to: string) => readMail(sink.received.find((m) => m.to.includes(to) && m.raw.includes('2025-Q3'))!.raw);
    const accounting = async (to: string) => {
      const mail = mailOf(to);
      expect(mail.contentType).toBe('multipart/mixed');
      expect(mail.subject).toContain(channel.title);
      expect(mail.subject).toContain('2025-Q3');
      expect(mail.subject).toContain('四半期レポート');
      expect(mail.text).toContain(`http://chorus.test/dashboard/ch/${channel.channel_id}/report`);
      expect(mail.files.map((f) => f.filename).sort()).toEqual(['docx', 'pdf'].map((ext) => expect.stringMatching(new RegExp(`_2025-Q3_ja\\.${ext}$`))));
      for (const f of mail.files) expect(mail.text).toContain(f.filename);
      const pdf = mail.files.find((f) => f.filename.endsWith('.pdf'))!;
      expect(pdf.content.subarray(0, 4).toString()).toBe('%PDF');
      const file = path.join(scratch, `${to}.pdf`);
      writeFileSync(file, pdf.content);
      const pdfText = pdfTextOf(file);
      const docx = mail.files.find((f) => f.filename.endsWith('.docx'))!;
      const xml = await (await JSZip.loadAsync(docx.content)).file('word/document.xml')!.async('string');
      expect(xml).toContain('主な指標');
      return { pdf: pdfText.includes('収益と支払い'), docx: xml.includes('収益と支払い') };
    };
    expect(await accounting(demo('admin'))).toEqual({ pdf: true, docx: true });
    expect(await accounting(outsider)).toEqual({ pdf: false, docx: false });
  });

  it('mails the report from the page to the chosen recipients in the chosen language, whatever the subscription sent', async () => {
    const channel = channels[2]!;
    const before = receivedBy('outsider@example.test');
    const response = await call('staff', 'POST', `/api/v1/reports/channels/${channel.channel_id}/mail`, {
      period: 'quarterly',
      year: 2025,
      quarter: 3,
      formats: ['docx'],
      language: 'zh-TW',
      recipients: ['outsider@example.test'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = await finished((response.json() as { run_id: string }).run_id);
    expect(run.messages.sent).toBe(1);
    expect(receivedBy('outsider@example.test')).toBe(before + 1);
    const mail = readMail(sink.received.at(-1)!.raw);
    expect(mail.subject).toContain('頻道季報');
    expect(mail.files.map((f) => f.filename)).toEqual([expect.stringMatching(/_2025-Q3_zh-TW\.docx$/)]);
  });
});

describe('the subscription list and records', () => {
  it('lists every channel with its settings or defaults, the quarter a send covers and its accounting rates', async () => {
    t.clock.set(new Date('2026-07-01T17:00:00Z')); // 01:00 on 2 July in Taiwan: the quarter before is 2026-Q2
    await t.db
      .insertInto('accounting_exchange_rates')
      .values([
        { year_month: '202604', currency: 'TWD', rate: '32.150000' },
        { year_month: '202605', currency: 'JPY', rate: '150.250000' },
      ])
      .execute();
    const response = await call('finance', 'GET', `/api/v1/reports/subscriptions?search=${encodeURIComponent(channels[3]!.title)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: { channel_id: string; saved: boolean }[]; total: number; quarter: object; rates: object[] };
    expect(body.quarter).toEqual({ year: 2026, quarter: 2 });
    expect(body.rates).toEqual(
      expect.arrayContaining([
        { month: '2026-04', currency: 'TWD', rate: '32.150000' },
        { month: '2026-04', currency: 'JPY', rate: null },
        { month: '2026-05', currency: 'JPY', rate: '150.250000' },
        { month: '2026-06', currency: 'TWD', rate: null },
      ]),
    );
    expect(body.items.map((i) => i.channel_id)).toContain(channels[3]!.channel_id);
  });

  it('removes a record (404 when none)', async () => {
    const list = (await call('staff', 'GET', '/api/v1/reports/mailing/records')).json() as { items: { id: string }[]; total: number };
    const id = list.items[0]!.id;
    expect((await call('staff', 'DELETE', `/api/v1/reports/mailing/records/${id}`)).statusCode).toBe(200);
    const after = (await call('staff', 'GET', '/api/v1/reports/mailing/records')).json() as { items: { id: string }[]; total: number };
    expect(after.total).toBe(list.total - 1);
    const again = await call('staff', 'DELETE', `/api/v1/reports/mailing/records/${id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('who may use the mailing (written out by hand: "staff and finance"; the page mail as the download)', () => {
  it.each([
    ['admin', 200],
    ['staff', 200],
    ['finance', 200],
    // Neither a managing role nor updateAccounting: the viewer, the agency, the specific users (viewers with overrides).
    ['viewer', 403],
    ['agency', 403],
    ['producer.lin', 403],
    ['intensive_cooperative_user', 403],
  ])('%s → %i on the subscriptions, runs and records', async (key, status) => {
    for (const url of ['/api/v1/reports/subscriptions', '/api/v1/reports/mailing/runs', '/api/v1/reports/mailing/records']) {
      const response = await call(key, 'GET', url);
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(status);
      if (status === 403) expect(expectErrorBody(response).code).toBe('errors.forbidden');
    }
  });

  it.each([
    ['staff', 200],
    ['agency', 200],
    ['producer.lin', 200],
    // The report page without downloadReport: the viewer and the specific user who lacks it.
    ['viewer', 403],
    ['producer.sato', 403],
    // Without the report page.
    ['finance', 403],
  ])('%s → %i mailing the report from the page', async (key, status) => {
    // Finance sees only its own channel (another would not exist for it).
    const channel = key === 'finance' ? (await t.ownedChannel('finance'))! : channels[4]!.channel_id;
    const response = await call(key, 'POST', `/api/v1/reports/channels/${channel}/mail`, {
      period: 'monthly',
      year: 2025,
      month: 5,
      formats: ['docx'],
      recipients: [`page-${key}@example.test`],
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    if (status === 200) await finished((response.json() as { run_id: string }).run_id);
    else expect(expectErrorBody(response).code).toBe('errors.forbidden');
  });

  it('a channel the caller may not see does not exist for them (404)', async () => {
    const own = await t.ownedChannel('intensive_cooperative_user');
    const unseen = channels.find((c) => c.channel_id !== own)!.channel_id;
    expect(await t.memberChannels('intensive_cooperative_user')).not.toContain(unseen);
    const response = await call('intensive_cooperative_user', 'POST', `/api/v1/reports/channels/${unseen}/mail`, {
      formats: ['pdf'],
      recipients: ['nobody@example.test'],
    });
    expect(response.statusCode).toBe(404);
    expect(expectErrorBody(response).code).toBe('errors.notFound');
  });
});

describe('bad input', () => {
  const counts = async () => ({
    runs: await rowCount(t.db, 'report_mail_runs'),
    records: await rowCount(t.db, 'report_mail_records'),
    subscriptions: await t.db.selectFrom('report_subscriptions').selectAll().orderBy('channel_id').execute(),
  });

  it.each([
    [
      'PUT',
      'subscriptions/CH',
      { enabled: true, recipients: [], language: 'en', currency: 'USD', formats: ['pdf'] },
      'recipients',
      'validation.reportRecipientsRequired',
    ],
    [
      'PUT',
      'subscriptions/CH',
      { enabled: true, recipients: Array.from({ length: 21 }, (_, i) => `r${i}@example.test`), language: 'en', currency: 'USD', formats: ['pdf'] },
      'recipients',
      'validation.reportRecipientsMax',
    ],
    [
      'PUT',
      'subscriptions/CH',
      { enabled: false, recipients: ['a@example.test', 'a@example.test'], language: 'en', currency: 'USD', formats: ['pdf'] },
      'recipients',
      'validation.reportRecipientsDuplicate',
    ],
    [
      'PUT',
      'subscriptions/CH',
      { enabled: false, recipients: [], language: 'en', currency: 'USD', formats: [] },
      'formats',
      'validation.reportFormatsRequired',
    ],
    ['POST', 'mailing/runs', { year: 2025 }, 'quarter', 'validation.reportPeriodPart'],
    ['POST', 'mailing/runs', { year: 2025, quarter: 1, channel_ids: ['UCnoSuchChannel'] }, 'channel_ids', 'validation.noSuchChannel'],
    // The quarter under way in Taiwan: mailed now, its half-done report would count as the quarter's.
    ['POST', 'mailing/runs', thisQuarterInTaiwan(), 'quarter', 'validation.reportQuarterNotEnded'],
    ['POST', 'mailing/runs', { year: thisQuarterInTaiwan().year + 1, quarter: 1 }, 'quarter', 'validation.reportQuarterNotEnded'],
  ] as const)('%s %s %j → 400 with the field %s translated; nothing changed', async (method, path, payload, field, key) => {
    const before = await counts();
    const url = `/api/v1/reports/${path.replace('CH', channels[5]!.channel_id)}`;
    const response = await t.app.inject({ method, url, payload, headers: { ...t.demoHeaders('staff'), 'x-chorus-language': 'en' } });
    expect(response.statusCode, response.body).toBe(400);
    const error = expectErrorBody(response, 'en');
    expect(error.fields?.[field]).toBeDefined();
    expect(error.fields![field]).not.toBe(key);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for a run or record that does not exist', async () => {
    expect((await call('staff', 'GET', '/api/v1/reports/mailing/runs/999999999')).statusCode).toBe(404);
    expect((await call('staff', 'POST', '/api/v1/reports/mailing/runs/999999999/resume', {})).statusCode).toBe(404);
    expect((await call('staff', 'POST', '/api/v1/reports/mailing/records/resend', { record_ids: ['999999999'] })).statusCode).toBe(404);
  });
});

describe('the quarterly schedule', () => {
  it("is kept at 02:00 in Taiwan on the first day of each quarter, and makes the previous quarter's run once", async () => {
    // 01:00 on 1 October in Taiwan: the quarter that ended is 2026-Q3.
    t.clock.set(new Date('2026-09-30T17:00:00Z'));
    await t.ctx.jobs.startWorkers({ names: [REPORT_MAIL_SCHEDULE_QUEUE], pollingIntervalSeconds: 0.5, log: (m) => jobLog.push(m) });
    expect(await t.ctx.jobs.scheduleOf(REPORT_MAIL_SCHEDULE_QUEUE)).toEqual({ cron: '0 2 1 1,4,7,10 *', timezone: 'Asia/Taipei' });
    const enabled = await t.db.selectFrom('report_subscriptions').select('recipients').where('enabled', '=', true).execute();
    for (let i = 0; i < 2; i++) {
      // The queue is exclusive: until pg-boss has marked the last job completed (a moment after its
      // progress says done), a send is refused with null, so send again until one is taken.
      const jobId = await until(
        () => t.ctx.jobs.send(REPORT_MAIL_SCHEDULE_QUEUE, {}),
        (id) => id !== null,
        10_000,
      );
      await until(
        () => t.db.selectFrom('job_progress').select('state').where('job_id', '=', jobId!).executeTakeFirst(),
        (row) => row?.state === 'done',
        20_000,
      );
    }
    const runs = await t.db.selectFrom('report_mail_runs').selectAll().where('kind', '=', 'scheduled').execute();
    expect(runs.map((r) => r.period_code)).toEqual(['2026-Q3']);
    const run = await finished(String(runs[0]!.id));
    expect(run.messages.total).toBe(enabled.reduce((n, s) => n + s.recipients.length, 0));
    expect(run.messages.sent).toBe(run.messages.total);
  }, 60_000);
});

describe('the demo', () => {
  it("writes the previous quarter's scheduled run as finished: sent records and two failures with their keys", async () => {
    await seedReportMailingDemo(t.db, { seedDay: new Date('2026-04-10T00:00:00Z') });
    const run = await t.db
      .selectFrom('report_mail_runs')
      .selectAll()
      .where('kind', '=', 'scheduled')
      .where('period_code', '=', '2026-Q1')
      .executeTakeFirstOrThrow();
    const progress = (await call('staff', 'GET', `/api/v1/reports/mailing/runs/${run.id}`)).json() as Run;
    expect(progress.finished_at).not.toBeNull();
    expect(progress.messages.failed).toBe(2);
    expect(progress.messages.pending).toBe(0);
    expect(progress.messages.sent).toBe(progress.messages.total - 2);
    const failed = await t.db.selectFrom('report_mail_records').select('error').where('run_id', '=', run.id).where('result', '=', 'failed').execute();
    expect(failed.map((f) => f.error).sort()).toEqual(['errors.reportMailFailed', 'errors.reportMailRefused']);
  });
});
