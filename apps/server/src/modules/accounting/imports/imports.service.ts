// The imports part's use cases: an upload of report files (stored as they arrive, then imported one
// by one, in the request when small, in a job when not), its status, and the month's revenue,
// status, unmatched rows and CMS summaries for the people the route allows. Owners see only the
// channels they own, and only with the cms-permission flag (spec 2, 8).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  canSeeChannelRevenue,
  canSeeEveryRevenue,
  MAX_REVENUE_FILE_BYTES,
  MAX_UPLOAD_FILES,
  REVENUE_FILE_EMPTY,
  yearMonthLabel,
  type RevenueReportType,
  type Subject,
  type UploadFileResult,
  type UploadStatus,
} from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import { sql } from 'kysely';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import { fileImported, fileRefused } from '../../../errors/file-outcome.ts';
import type { IncomingFiles, StoredUpload } from '../../../http/streaming-upload.ts';
import type { JobRegistry, ProgressReporter } from '../../../jobs/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { withClientTransaction } from '../../../db/bulk-load.ts';
import { archiveFile, monthPeriod, uploadVersion, type ArchivedFile } from '../archive/archive-files.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { noteSourceChange } from '../source-changes.ts';
import { classifyReportFile } from './classify-report.ts';
import { importReport, type ImportDeps } from './import-report.ts';
import {
  channelRevenue,
  cmsChannelSummary,
  cmsVideoSummary,
  missingReports,
  monthStatus,
  unmatchedChannels,
  uploadedReports,
  type Scope,
  type SummaryPage,
} from './revenue-queries.ts';

export const IMPORT_JOB = 'accounting-revenue-import';

export type ImportJobData = {
  upload_id: string;
  files: StoredUpload[];
  actor: AuditActor | null;
  language: LocaleCode;
  refused: UploadFileResult[];
  /** Finance confirmed empty files (absent in jobs queued before it existed: no). */
  confirm_empty?: boolean;
};

/** Who imports, in which language the results are told, and whether files without rows are confirmed. */
type ImportRun = { actor: AuditActor | null; language: LocaleCode; confirmEmpty: boolean };

export type ImportsDeps = {
  db: Db;
  audit: AuditLog;
  storage: FileStorage;
  jobs: Pick<JobRegistry, 'send'>;
  /** Where the reports' rows are read (worker threads, off the event loop). */
  rows: ImportDeps['rows'];
  /** Uploads up to this many stored bytes are imported within the request (200); larger ones in a job (202). */
  inlineMaxBytes: number;
};

/** Who asks: the subject (policies), the cms flag (owners need it). */
export type Caller = { subject: Subject; hasCmsFlag: boolean; actor: AuditActor };

export type ImportsService = ReturnType<typeof importsService>;

/** A file refused by its name alone. */
function refusedResult(name: string, language: LocaleCode): UploadFileResult {
  const classified = classifyReportFile(name);
  const code = classified.ok ? 'errors.revenueFileUnknown' : classified.code;
  return {
    file_name: name,
    report_type: null,
    year_month: null,
    records_created: 0,
    records_replaced: 0,
    unmatched_rows: 0,
    ...fileRefused(new DomainError(code), language, name),
  };
}

function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  return printable.slice(0, 255) || 'upload.csv';
}

export function importsService(deps: ImportsDeps) {
  const { db, storage } = deps;

  /** One file into its month; `open` gives its bytes (once). */
  async function importOne(name: string, open: () => Readable, { actor, language, confirmEmpty }: ImportRun): Promise<UploadFileResult> {
    const classified = classifyReportFile(name);
    const base = {
      file_name: name,
      report_type: classified.ok ? classified.reportType : null,
      year_month: classified.ok ? classified.yearMonth : null,
    };
    try {
      const outcome = await importReport({ db, audit: deps.audit, rows: deps.rows }, { name, open }, actor, { confirmEmpty });
      return {
        ...base,
        records_created: outcome.recordsCreated,
        records_replaced: outcome.recordsReplaced,
        unmatched_rows: outcome.unmatchedRows,
        ...fileImported,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { ...base, records_created: 0, records_replaced: 0, unmatched_rows: 0, ...fileRefused(error, language, name) };
    }
  }

  /** A report file into the archive as received (issue 30); a file whose name is no report is not kept. */
  async function archiveUpload(name: string, data: Readable, actor: AuditActor | null): Promise<ArchivedFile | null> {
    const classified = classifyReportFile(name);
    if (!classified.ok) return null;
    const entry = {
      source: 'upload' as const,
      reportType: classified.reportType,
      version: uploadVersion(name),
      ...monthPeriod(classified.yearMonth),
      fileName: name,
      contentType: 'text/csv',
      receivedBy: actor?.userId ?? null,
    };
    return archiveFile({ db, storage }, entry, data);
  }

  /** Archives a file, then imports the archived copy (the bytes the importer reads are those archived). */
  async function archiveAndImport(name: string, data: Readable, run: ImportRun): Promise<UploadFileResult> {
    const archived = await archiveUpload(name, data, run.actor);
    return importOne(name, archived ? () => storage.read(archived.key) : () => data, run);
  }

  /** Imports the stored files in order, one transaction each; removes them afterwards. */
  async function importFiles(files: StoredUpload[], run: ImportRun, onFile?: (results: UploadFileResult[]) => Promise<void>): Promise<UploadFileResult[]> {
    const results: UploadFileResult[] = [];
    try {
      for (const file of files) {
        results.push(await archiveAndImport(file.name, storage.read(file.key), run));
        await onFile?.(results);
      }
    } finally {
      await Promise.all(files.map((file) => storage.remove(file.key).catch(() => {})));
    }
    return results;
  }

  return {
    async upload(
      incoming: IncomingFiles,
      actor: AuditActor,
      language: LocaleCode,
      confirmEmpty = false,
    ): Promise<{ results: UploadFileResult[] } | { upload_id: string }> {
      const run: ImportRun = { actor, language, confirmEmpty };
      // Files whose name is no report are not even stored (a zip is opened first: its entries are named inside).
      const wanted = (name: string) => /\.zip$/i.test(name) || classifyReportFile(displayName(name)).ok;
      // A plain report file is archived as it arrives (issue 30), then imported from the archive here
      // (no job). Compressed files are stored first (a zip's directory is at its end), then each
      // report in them is archived and imported here when small, in a job when large.
      const direct = (name: string, file: Readable) => archiveAndImport(displayName(name), file, run);
      const received = await incoming({ maxBytes: MAX_REVENUE_FILE_BYTES, compression: ['gzip', 'zip'] }, storage, MAX_UPLOAD_FILES, wanted, direct);
      // Names are shown back and stored: no control characters (a NUL cannot be stored), no folders.
      const entries = received.map((file) => ({ ...file, name: displayName(file.name) }));
      const files = entries.filter((file): file is StoredUpload => 'key' in file);
      const refusals = entries.map((file) => classifyReportFile(file.name));
      // Nothing here is a report: the request itself is refused, with the first file's reason.
      const firstRefusal = refusals[0];
      if (firstRefusal && !firstRefusal.ok && refusals.every((r) => !r.ok)) {
        await Promise.all(files.map((file) => storage.remove(file.key).catch(() => {})));
        throw new DomainError(firstRefusal.code, { params: { file: entries[0]!.name } });
      }
      const bytes = files.reduce((total, file) => total + file.bytes, 0);
      if (bytes <= deps.inlineMaxBytes) {
        // The results in the files' order: refused by name, imported as they arrived, imported now.
        const stored = (await importFiles(files, run)).values();
        const results = entries.map((file) => ('skipped' in file ? refusedResult(file.name, language) : 'direct' in file ? file.direct : stored.next().value!));
        // Nothing but files without rows: the request itself asks for finance's confirmation.
        if (results.length > 0 && results.every((r) => r.code === REVENUE_FILE_EMPTY)) {
          throw new DomainError(REVENUE_FILE_EMPTY, { params: { file: results[0]!.file_name, month: yearMonthLabel(results[0]!.year_month!) } });
        }
        return { results };
      }
      // The job's results follow those of the files refused by name and imported as they arrived.
      const refused = entries.flatMap((file) => ('skipped' in file ? [refusedResult(file.name, language)] : 'direct' in file ? [file.direct] : []));
      const uploadId = randomUUID();
      try {
        // The upload's row and its job in one transaction: an upload is never left without its job.
        await db.transaction().execute(async (trx) => {
          const data: ImportJobData = { upload_id: uploadId, files, actor, language, refused, confirm_empty: confirmEmpty };
          const jobId = await deps.jobs.send(IMPORT_JOB, data, { ownerId: actor.userId, label: 'jobs.revenueImport', within: trx });
          await trx
            .insertInto('accounting_uploads')
            .values({ id: uploadId, uploaded_by: actor.userId, status: 'running', file_count: entries.length, results: '[]', job_id: jobId })
            .execute();
        });
      } catch (error) {
        await Promise.all(files.map((file) => storage.remove(file.key).catch(() => {})));
        throw error;
      }
      return { upload_id: uploadId };
    },

    /** The job's work: every file of the upload, the results kept after each. */
    async runUploadJob(data: ImportJobData, progress: ProgressReporter): Promise<void> {
      progress.set(0, data.files.length);
      const run: ImportRun = { actor: data.actor, language: data.language, confirmEmpty: data.confirm_empty ?? false };
      const results = await importFiles(data.files, run, async (sofar) => {
        progress.set(sofar.length, data.files.length);
        await db
          .updateTable('accounting_uploads')
          .set({ results: JSON.stringify([...data.refused, ...sofar]) })
          .where('id', '=', data.upload_id)
          .execute();
      });
      await db
        .updateTable('accounting_uploads')
        .set({ status: 'done', results: JSON.stringify([...data.refused, ...results]), finished_at: new Date() })
        .where('id', '=', data.upload_id)
        .execute();
    },

    async markUploadFailed(uploadId: string): Promise<void> {
      await db.updateTable('accounting_uploads').set({ status: 'failed', finished_at: new Date() }).where('id', '=', uploadId).execute();
    },

    async uploadStatus(uploadId: string): Promise<UploadStatus> {
      const row = await db.selectFrom('accounting_uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
      if (!row) throw notFound();
      const job = row.job_id
        ? await db.selectFrom('job_progress').select(['done', 'total', 'state']).where('job_id', '=', row.job_id).executeTakeFirst()
        : undefined;
      const results = row.results as UploadFileResult[];
      // A job that failed for good (not a file: the files' failures are results) ends the upload.
      const status = row.status === 'running' && job?.state === 'failed' ? 'failed' : row.status;
      return {
        upload_id: row.id,
        status,
        files_done: results.length,
        file_count: row.file_count,
        progress: job ? { done: job.done, total: job.total } : null,
        results,
      };
    },

    async revenue(caller: Caller, yearMonth: string, channelId: string | undefined) {
      const scope = await readScope(caller, channelId);
      const include = channelId ? [channelId] : [];
      const [channels, uploaded] = await Promise.all([channelRevenue(db, yearMonth, scope, include), uploadedReports(db, yearMonth)]);
      return { month: yearMonth, channels: channels.map(({ total: _total, ...items }) => items), missing_reports: missingReports(uploaded) };
    },

    monthStatus: (yearMonth: string) => monthStatus(db, yearMonth),

    async unmatched(yearMonth: string) {
      return { month: yearMonth, channels: await unmatchedChannels(db, yearMonth) };
    },

    /** Finance files a report channel id that is not in the network under a network channel (its open months move now). */
    async assign(actor: AuditActor, sourceChannelId: string, channelId: string) {
      const source = sourceChannelId.startsWith('UC') ? sourceChannelId : `UC${sourceChannelId}`;
      return withClientTransaction(db, async ({ db: trx }) => {
        const target = await trx.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).executeTakeFirst();
        if (!target) throw new DomainError('errors.invalidInput', { fields: { channel_id: 'errors.channelNotFound' } });
        const known = await trx.selectFrom('channels').select('channel_id').where('channel_id', '=', source).executeTakeFirst();
        if (known) throw new DomainError('errors.revenueAlreadyMatched', { params: { channel: source } });
        await trx
          .insertInto('revenue_channel_assignments')
          .values({ source_channel_id: source, channel_id: channelId, assigned_by: actor.userId })
          .onConflict((oc) => oc.column('source_channel_id').doUpdateSet({ channel_id: channelId, assigned_by: actor.userId, assigned_at: new Date() }))
          .execute();
        const months = (
          await sql<{ year_month: string }>`
            SELECT DISTINCT v.year_month FROM revenue_video_months v LEFT JOIN accounting_months m ON m.year_month = v.year_month
            WHERE v.channel_id = ${source} AND m.closed_at IS NULL ORDER BY 1`.execute(trx)
        ).rows.map((r) => r.year_month);
        for (const month of months) await assertMonthOpen(trx, month);
        // The detail rows keep no unique key (0031): they change channel where they are.
        const moved = await sql`
          UPDATE revenue_video_months SET channel_id = ${channelId} WHERE channel_id = ${source} AND year_month = ANY(${months}::text[])`.execute(trx);
        await sql`
          INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
          SELECT year_month, report_type, ${channelId}, item, amount
          FROM revenue_channel_months WHERE channel_id = ${source} AND year_month = ANY(${months}::text[])
          ON CONFLICT (year_month, report_type, channel_id, item) DO UPDATE SET amount = revenue_channel_months.amount + EXCLUDED.amount`.execute(trx);
        await sql`DELETE FROM revenue_channel_months WHERE channel_id = ${source} AND year_month = ANY(${months}::text[])`.execute(trx);
        // The rows now count for a network channel: those months' posted statements are out of date.
        for (const month of months) await noteSourceChange(trx, month, 'assignment');
        await deps.audit.record(
          { action: 'accounting.revenue_assign', actor, target: { type: 'channel', id: channelId }, details: { source_channel_id: source, months } },
          trx,
        );
        return { moved_rows: Number(moved.numAffectedRows ?? 0), months };
      });
    },

    async cmsChannels(caller: Caller, yearMonth: string, page: SummaryPage) {
      const scope = await readScope(caller, undefined);
      return cmsChannelSummary(db, yearMonth, scope, page);
    },

    async cmsVideos(caller: Caller, yearMonth: string, channelId: string | undefined, page: SummaryPage) {
      const scope = await readScope(caller, channelId);
      return cmsVideoSummary(db, yearMonth, scope, page);
    },
  };

  /**
   * The channels the caller may read: every channel for the staff side, else the channels they own,
   * and only with the cms flag; a named channel narrows it, and must be within it.
   */
  async function readScope(caller: Caller, channelId: string | undefined): Promise<Scope> {
    const everyone = canSeeEveryRevenue(caller.subject);
    if (!everyone && !caller.hasCmsFlag) throw new DomainError('errors.noCmsPermission');
    if (channelId !== undefined) {
      if (!canSeeChannelRevenue(caller.subject, channelId)) throw notFound();
      const channel = await db.selectFrom('channels').select('source_type').where('channel_id', '=', channelId).executeTakeFirst();
      // Spec 8: financial reports exist only for the network's YouTube (CMS) channels.
      if (channel && channel.source_type !== 'YT') throw new DomainError('errors.financialNonCore');
      if (!channel && !everyone) throw notFound();
      return [channelId];
    }
    if (everyone) return null;
    return caller.subject.channels.filter((c) => c.member_type === 'owner').map((c) => c.channel_id);
  }
}

export type { RevenueReportType };
