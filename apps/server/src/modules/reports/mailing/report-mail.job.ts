// One channel of a run is one job (queue reports.mail-channel, singleton key run:channel): its
// pending messages grouped by what they carry (language, currency, formats, with or without the
// revenue section), each group's report rendered once in all its formats (ReportService reads the
// data once), then mailed to each recipient of the group over the pooled mailer. A temporary mail
// failure ends the job with a retryable JobFailure, so pg-boss tries again with backoff; the
// records keep what was sent, so a retry (or a resumed run) sends only what is still pending.
import type { Currency, Language, ReportFormat } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { JobFailure, type JobContext, type JobRegistry } from '../../../jobs/index.ts';
import type { Mailer } from '../../mail/index.ts';
import type { UserDirectory } from '../../../ports/user-directory.ts';
import type { RenderedReport, ReportService } from '../report.service.ts';
import { MAIL_FAILED, MAIL_UNAVAILABLE } from './mail-errors.ts';
import { pendingRecords, type RecordRow } from './mail-records.repository.ts';
import { finishRunIfSettled, findRun } from './mail-runs.repository.ts';
import { accountingRecipients } from './recipient-access.ts';
import { composeReportMail } from './report-mail.compose.ts';
import { sendRecord } from './report-mail.send.ts';

export const REPORT_MAIL_QUEUE = 'reports.mail-channel';
export type ReportMailJob = { runId: number; channelId: string };

export type MailJobSettings = { concurrency: number; retryLimit: number; retryDelaySeconds: number; retryDelayMaxSeconds: number };

export type MailJobDeps = {
  db: Db;
  users: UserDirectory;
  mailer: Mailer;
  renderer: ReportService;
  clock: Clock;
  publicUrl: string;
  /** False: no SMTP server and no development outbox (production without SMTP_URL), so nothing can be sent. */
  canSend: boolean;
  settings: MailJobSettings;
};

type Group = { language: Language; currency: Currency; formats: ReportFormat[]; includeAccounting: boolean; records: RecordRow[] };

function groupsOf(records: readonly RecordRow[], seeing: Set<string>): Group[] {
  const groups = new Map<string, Group>();
  for (const record of records) {
    const includeAccounting = seeing.has(record.recipient);
    const currency = record.currency.trim() as Currency;
    const key = `${record.language} ${currency} ${record.formats.join(',')} ${includeAccounting}`;
    let group = groups.get(key);
    if (!group) {
      group = { language: record.language, currency, formats: record.formats, includeAccounting, records: [] };
      groups.set(key, group);
    }
    group.records.push(record);
  }
  return [...groups.values()];
}

export async function mailChannelReports(deps: MailJobDeps, data: ReportMailJob, job: Pick<JobContext, 'log' | 'progress'>): Promise<void> {
  const run = await findRun(deps.db, data.runId);
  if (!run) return;
  const records = await pendingRecords(deps.db, run.id, data.channelId);
  const channel = await deps.db.selectFrom('channels').select('title').where('channel_id', '=', data.channelId).executeTakeFirst();
  if (records.length === 0 || !channel) return finishRunIfSettled(deps.db, run.id, deps.clock.now());
  const now = () => deps.clock.now();
  if (!deps.canSend) {
    job.log(`report mail of ${data.channelId} (${run.period_code}) not sent: SMTP_URL is not set`);
    await failRecords(deps.db, records, MAIL_UNAVAILABLE, now());
    return finishRunIfSettled(deps.db, run.id, now());
  }
  const recipients = records.map((r) => r.recipient);
  const seeing = await accountingRecipients(deps, data.channelId, recipients);
  const maxAttempts = deps.settings.retryLimit + 1;
  let temporary = 0;
  let done = 0;
  job.progress.set(0, records.length);
  for (const group of groupsOf(records, seeing)) {
    let files: RenderedReport[];
    try {
      files = await deps.renderer.renderChannelReports(
        {
          channelId: data.channelId,
          period: run.period,
          year: run.year,
          index: run.period_index,
          language: group.language,
          currency: group.currency,
          includeAccounting: group.includeAccounting,
        },
        group.formats,
      );
    } catch (error) {
      // Spec 8 "Export failed": the report cannot be drawn; trying again would not draw it either.
      const key = error instanceof DomainError ? error.code : 'errors.reportExportFailed';
      job.log(`report of ${data.channelId} (${run.period_code}) not rendered: ${(error as Error).message}`);
      await failRecords(deps.db, group.records, key, now());
      done += group.records.length;
      continue;
    }
    for (const record of group.records) {
      const message = () =>
        composeReportMail({
          to: record.recipient,
          language: group.language,
          channelId: data.channelId,
          channelTitle: channel.title,
          period: run.period,
          periodCode: run.period_code,
          publicUrl: deps.publicUrl,
          files,
        });
      const outcome = await sendRecord({ db: deps.db, mailer: deps.mailer, now, log: job.log }, record, message, maxAttempts);
      if (outcome === 'temporary') temporary += 1;
      job.progress.set(++done, records.length);
    }
  }
  await finishRunIfSettled(deps.db, run.id, now());
  if (temporary > 0) throw new JobFailure(MAIL_FAILED, { retry: true, params: { count: temporary } });
}

/** Records that cannot be sent at all (no report, no mail server): failed with the key, no retry. */
async function failRecords(db: Db, records: readonly RecordRow[], key: string, at: Date): Promise<void> {
  const ids = records.map((r) => r.id);
  await db
    .updateTable('report_mail_records')
    .set((eb) => ({ result: 'failed', error: key, attempts: eb('attempts', '+', 1), at }))
    .where('id', 'in', ids)
    .where('result', '=', 'pending')
    .execute();
}

export function registerReportMailJob(jobs: JobRegistry, deps: MailJobDeps): void {
  const s = deps.settings;
  jobs.register<ReportMailJob>(REPORT_MAIL_QUEUE, (data, job) => mailChannelReports(deps, data, job), {
    concurrency: s.concurrency,
    policy: 'exclusive',
    retryLimit: s.retryLimit,
    retryDelaySeconds: s.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMaxSeconds: s.retryDelayMaxSeconds,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
    pollingIntervalSeconds: 0.5,
  });
}

/** Queues the channels' jobs of a run; a job of the same run and channel still queued, running or waiting to retry is left alone. */
export async function queueChannelJobs(jobs: JobRegistry, runId: number, channelIds: readonly string[], ownerId: number | null): Promise<void> {
  const items = channelIds.map((channelId) => ({ data: { runId, channelId }, singletonKey: `${runId}:${channelId}` }));
  await jobs.sendMany<ReportMailJob>(REPORT_MAIL_QUEUE, items, { ownerId, label: 'jobs.reportMail' });
}
