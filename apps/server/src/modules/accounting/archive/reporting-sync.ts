// The daily Reporting API download into the revenue archive (issue 30 "The archive"). With the
// network's content-owner grant: the jobs for the revenue-bearing job-based report types are
// created once (a type that has a job, Chorus's or anyone's, gets none more); then every report of
// those jobs and of the system-managed revenue jobs (includeSystemManaged=true) is listed, kept in
// reporting_listed_reports with the day YouTube deletes it, and each one not yet archived is
// downloaded (streamed) into the archive. A backfill is a new report id with a later createTime: it
// is archived as its own file and takes the place of the earlier one for its period (the list marks
// none as the "current" one; the newest createTime is). Last, every listed report still not archived
// 7 days before its deletion raises an alert to finance, once: a mail in each one's language, and
// the row in GET /api/v1/accounting/archive/expiring.
import { pagePath, revenueJobReportTypes, revenueSystemReportTypes } from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { AppContext } from '../../../app-context.ts';
import { composeMail } from '../../mail/index.ts';
import {
  contentOwnerReportingAccess,
  createJob,
  listJobReports,
  listJobs,
  listReportTypes,
  openReport,
  type ReportFile,
  type ReportingAccess,
  type ReportingJob,
} from '../../youtube/index.ts';
import { archiveFile, reportPeriod } from './archive-files.ts';
import { EXPIRY_WARNING_DAYS } from './archive.service.ts';
import { importReportingMonths } from './reporting-import.ts';

const DAY_MS = 86_400_000;
/** Job-based reports can be downloaded for 30 to 60 days by type: the shortest is assumed. */
const JOB_REPORT_DAYS = 30;

/** When YouTube deletes a report: system-managed (financial) reports two months after creation, the others 30 days. */
export function expiryOf(createTime: string, systemManaged: boolean): Date {
  const created = new Date(createTime);
  if (!systemManaged) return new Date(created.getTime() + JOB_REPORT_DAYS * DAY_MS);
  const expiry = new Date(created);
  expiry.setUTCMonth(expiry.getUTCMonth() + 2);
  return expiry;
}

/** The report type's version: the suffix after its last underscore ("content_owner_…_a1" → "a1"). */
const versionOf = (reportTypeId: string) => /_([a-z]\d+)$/.exec(reportTypeId)?.[1] ?? '';

/** The report's period as Pacific days (archive-files.ts). */
const periodOf = (report: ReportFile) => reportPeriod(report.startTime, report.endTime);

/** `imported`: months imported now (reporting-import.ts), `importFailed`: months refused for their data. */
export type SyncOutcome = { jobsCreated: number; listed: number; archived: number; imported: number; importFailed: number; alerted: number };

/** The Reporting API's jobs Chorus needs, created once; answers how many it created now. */
export async function ensureJobs(ctx: AppContext, access: ReportingAccess): Promise<number> {
  const available = new Set(await listReportTypes(access));
  const existing = new Set((await listJobs(access)).map((job) => job.reportTypeId));
  let created = 0;
  for (const type of revenueJobReportTypes) {
    if (!available.has(type) || existing.has(type)) continue;
    const job = await createJob(access, type);
    await ctx.db
      .insertInto('reporting_jobs')
      .values({ report_type_id: type, job_id: job.id })
      .onConflict((oc) => oc.column('report_type_id').doUpdateSet({ job_id: job.id }))
      .execute();
    created += 1;
  }
  return created;
}

export async function syncReportingArchive(ctx: AppContext, log: (message: string) => void = () => {}): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { jobsCreated: 0, listed: 0, archived: 0, imported: 0, importFailed: 0, alerted: 0 };
  const access = await contentOwnerReportingAccess(ctx);
  if (access) {
    outcome.jobsCreated = await ensureJobs(ctx, access);
    const wanted = new Set<string>([...revenueJobReportTypes, ...revenueSystemReportTypes]);
    const jobs = (await listJobs(access, { includeSystemManaged: true })).filter((job) => wanted.has(job.reportTypeId));
    for (const job of jobs) {
      // Only what was created since the newest report listed before (backfills included: they are new reports).
      const newest = await ctx.db
        .selectFrom('reporting_listed_reports')
        .select((eb) => eb.fn.max('create_time').as('newest'))
        .where('job_id', '=', job.id)
        .executeTakeFirst();
      const createdAfter = newest?.newest ? new Date(newest.newest).toISOString() : undefined;
      for (const report of await listJobReports(access, job.id, { createdAfter })) {
        const listed = await ctx.db
          .insertInto('reporting_listed_reports')
          .values({
            report_id: report.id,
            job_id: job.id,
            report_type_id: job.reportTypeId,
            start_time: report.startTime,
            end_time: report.endTime,
            create_time: report.createTime,
            download_url: report.downloadUrl,
            expires_at: expiryOf(report.createTime, job.systemManaged === true),
          })
          .onConflict((oc) => oc.column('report_id').doNothing())
          .returning('report_id')
          .executeTakeFirst();
        if (listed) outcome.listed += 1;
      }
      // Every listed report of the job not archived yet and not yet deleted by YouTube, oldest first.
      const pending = await ctx.db
        .selectFrom('reporting_listed_reports')
        .selectAll()
        .where('job_id', '=', job.id)
        .where('archive_file_id', 'is', null)
        .where('expires_at', '>', ctx.clock.now())
        .orderBy('create_time')
        .execute();
      for (const row of pending) {
        const iso = (value: Date | string) => new Date(value).toISOString();
        const report: ReportFile = {
          id: row.report_id,
          startTime: iso(row.start_time),
          endTime: iso(row.end_time),
          createTime: iso(row.create_time),
          downloadUrl: row.download_url,
        };
        try {
          const archived = await archiveReport(ctx, access, job, report);
          await ctx.db.updateTable('reporting_listed_reports').set({ archive_file_id: archived }).where('report_id', '=', report.id).execute();
          outcome.archived += 1;
        } catch (error) {
          // Left for the next run; the expiry alert catches it if it never succeeds.
          log(`reporting archive: report ${report.id} of ${job.reportTypeId} not archived: ${(error as Error).message}`);
        }
      }
    }
  }
  // The archived reports into the revenue import: every month whose current files changed (new reports, backfills).
  for (const month of await importReportingMonths(ctx, log)) {
    if (month.status === 'done') outcome.imported += 1;
    else {
      outcome.importFailed += 1;
      log(`reporting import: ${month.reportTypeId} ${month.yearMonth} refused: ${month.code}`);
    }
  }
  outcome.alerted = await alertExpiring(ctx, log);
  log(
    `reporting archive: ${outcome.jobsCreated} jobs created, ${outcome.listed} reports listed, ${outcome.archived} archived, ${outcome.imported} months imported (${outcome.importFailed} refused), ${outcome.alerted} expiry alerts`,
  );
  return outcome;
}

/** Downloads one report (streamed) into the archive; answers the archived file's id. */
async function archiveReport(ctx: AppContext, access: ReportingAccess, job: ReportingJob, report: ReportFile): Promise<string> {
  const body = await openReport(access, report, Math.max(ctx.config.youtube.requestTimeoutMs, 10 * 60_000));
  const archived = await archiveFile(
    { db: ctx.db, storage: ctx.storage },
    {
      source: 'reporting_api',
      reportType: job.reportTypeId,
      version: versionOf(job.reportTypeId),
      ...periodOf(report),
      fileName: `${job.reportTypeId}_${report.startTime.slice(0, 10).replaceAll('-', '')}_${report.id}.csv`,
      contentType: 'text/csv',
      receivedBy: null,
      youtube: { reportId: report.id, createTime: report.createTime },
    },
    body,
  );
  return archived.id;
}

/** Mails finance about the listed reports not archived within EXPIRY_WARNING_DAYS of deletion (each report once). */
export async function alertExpiring(ctx: AppContext, log: (message: string) => void = () => {}): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .selectFrom('reporting_listed_reports')
    .select(['report_id', 'report_type_id', 'start_time', 'expires_at'])
    .where('archive_file_id', 'is', null)
    .where('alerted_at', 'is', null)
    .where('expires_at', '<=', new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS))
    .orderBy('expires_at')
    .execute();
  if (due.length === 0) return 0;
  const finance = await ctx.db.selectFrom('users').select(['email', 'name', 'language']).where('account_type', '=', 'finance').orderBy('id').execute();
  for (const person of finance) {
    const language = person.language as LocaleCode;
    const first = new Date(due[0]!.expires_at);
    const vars = {
      name: person.name,
      count: due.length,
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(first),
      link: `${ctx.config.publicUrl}${pagePath('accounting')}`,
    };
    try {
      await ctx.mailer.send(composeMail(language, 'revenueReportExpiring', person.email, vars));
    } catch (error) {
      log(`reporting archive: expiry mail to ${person.email} not sent: ${(error as Error).message}`);
    }
  }
  await ctx.db
    .updateTable('reporting_listed_reports')
    .set({ alerted_at: now })
    .where(
      'report_id',
      'in',
      due.map((r) => r.report_id),
    )
    .execute();
  return due.length;
}
