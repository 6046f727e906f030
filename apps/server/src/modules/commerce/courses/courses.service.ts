// The courses part's use cases (issue 28): the catalogue per channel, a platform's sales export for a
// month (read as it arrives, summed per course, the month of that platform replaced at once in one
// transaction under the accounting month lock), hand entries, and the revenue reads. Object scope:
// a channel out of the caller's reach does not exist for them (404); in reach but not theirs to
// change: 403.
import {
  canEditCourses,
  MAX_COURSE_EXPORT_BYTES,
  reachesChannel,
  yearMonthLabel,
  type Course,
  type CourseCreateBody,
  type CourseUpdateBody,
  type CourseSalesEnterBody,
  type CourseUploadQuery,
  type CourseUploadResult,
  type CourseUploadStatus,
  type Subject,
  commerceChannelScope,
} from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, notFound } from '../../../errors/domain-error.ts';
import { fileImported, fileRefused } from '../../../errors/file-outcome.ts';
import type { IncomingFiles, StoredUpload } from '../../../http/streaming-upload.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { assertMonthOpen, noteSourceChange } from '../../accounting/index.ts';
import { catalogueOf, courseColumns, courseRevenue, courseRevenueMonths, replaceCourseMonths, salesOfCourse } from './courses.repository.ts';
import { readCourseExport, type CatalogueCourse } from './read-export.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';

export type CoursesCaller = { subject: Subject; actor: AuditActor; language: LocaleCode };
/** Who imports an export and in which language its result is told (a request's caller, or a job's). */
type Importer = Pick<CoursesCaller, 'actor' | 'language'>;
export type CoursesDeps = {
  db: Db;
  audit: AuditLog;
  storage: FileStorage;
  clock: Clock;
  jobs: Pick<JobRegistry, 'send'>;
  /** Exports declared larger than this are stored and imported by a job (202). */
  inlineMaxBytes: number;
};

export const COURSE_IMPORT_JOB = 'commerce-course-import';
export type CourseImportJob = { upload_id: string; file: StoredUpload; query: CourseUploadQuery; actor: AuditActor; language: LocaleCode };

const toCourse = (row: Awaited<ReturnType<typeof catalogueOf>>[number]): Course => ({
  ...row,
  platform: row.platform as Course['platform'],
  currency: row.currency as Course['currency'],
  created_at: row.created_at.toISOString(),
  archived_at: row.archived_at ? row.archived_at.toISOString() : null,
});

export function coursesService({ db, audit, storage, clock, jobs, inlineMaxBytes }: CoursesDeps) {
  function assertReach(subject: Subject, channelId: string) {
    if (!reachesChannel(subject, channelId)) throw notFound();
  }

  /** The channel's month of one source replaced with these sums, as one change of the month's statement sources. */
  async function replaceMonth(
    caller: Importer,
    channelId: string,
    month: string,
    source: string,
    courses: readonly { id: number }[],
    sums: Parameters<typeof replaceCourseMonths>[2],
  ) {
    return db.transaction().execute(async (trx) => {
      await assertMonthOpen(trx, month);
      const replaced = await replaceCourseMonths(trx, { channelId, month, source, courseIds: courses.map((c) => c.id), userId: caller.actor.userId }, sums);
      await noteSourceChange(trx, month, 'courses');
      await audit.record(
        {
          actor: caller.actor,
          action: 'commerce.course_sales_replace',
          target: { type: 'channel', id: channelId },
          details: { month, source, courses: sums.size, records_replaced: replaced },
        },
        trx,
      );
      return replaced;
    });
  }

  async function importExport(caller: Importer, query: CourseUploadQuery, name: string, file: Readable): Promise<CourseUploadResult> {
    const base = { file_name: name, year_month: query.month };
    try {
      const catalogue = (await catalogueOf(db, [query.channel_id])) as CatalogueCourse[];
      const sums = await readCourseExport(file as AsyncIterable<Buffer>, catalogue, query.month);
      if (sums.byCourse.size === 0 && !query.confirm_empty)
        throw new DomainError('errors.courseExportNoSales', { params: { month: yearMonthLabel(query.month) } });
      const courses = catalogue.filter((c) => c.platform === sums.platform);
      const replaced = await replaceMonth(caller, query.channel_id, query.month, sums.platform, courses, sums.byCourse);
      return {
        ...base,
        platform: sums.platform,
        records_created: sums.byCourse.size,
        records_replaced: replaced,
        rows_outside_month: sums.outsideMonth,
        ...fileImported,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      file.resume();
      return { ...base, platform: null, records_created: 0, records_replaced: 0, rows_outside_month: 0, ...fileRefused(error, caller.language, name) };
    }
  }

  return {
    async list(subject: Subject, channelId: string | undefined): Promise<{ items: Course[] }> {
      if (channelId !== undefined) assertReach(subject, channelId);
      const rows = await catalogueOf(db, channelId !== undefined ? [channelId] : commerceChannelScope(subject));
      return { items: rows.map(toCourse) };
    },

    async create(caller: CoursesCaller, body: CourseCreateBody): Promise<{ course: Course }> {
      assertReach(caller.subject, body.channel_id);
      if (!canEditCourses(caller.subject, body.channel_id)) throw forbidden();
      const row = await db
        .insertInto('commerce_courses')
        .values({
          channel_id: body.channel_id,
          title: body.title,
          platform: body.platform,
          platform_course_id: body.platform_course_id ?? null,
          price: body.price,
          currency: body.currency,
          url: body.url ?? null,
          created_by: caller.actor.userId,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(courseColumns)
        .executeTakeFirst();
      if (!row) throw new DomainError('errors.courseDuplicate');
      return { course: toCourse(row) };
    },

    /**
     * Edits a course or archives (restores) it. A course out of reach does not exist (404); in reach
     * but not the caller's catalogue: 403. Its platform stays once an export counted sales under it
     * (the next upload of that platform would no longer replace those months), its currency once
     * any sales were counted in it (409 each); a title or platform id another course of the channel
     * has on the platform: 409 errors.courseDuplicate. One transaction with its audit entry.
     */
    async update(caller: CoursesCaller, courseId: number, body: CourseUpdateBody): Promise<{ course: Course }> {
      return db.transaction().execute(async (trx) => {
        const course = await trx.selectFrom('commerce_courses').select(courseColumns).where('id', '=', courseId).forUpdate().executeTakeFirst();
        if (!course || !reachesChannel(caller.subject, course.channel_id)) throw notFound();
        if (!canEditCourses(caller.subject, course.channel_id)) throw forbidden();
        const platformChanges = body.platform !== undefined && body.platform !== course.platform;
        const currencyChanges = body.currency !== undefined && body.currency !== course.currency;
        if (platformChanges || currencyChanges) {
          const sales = await salesOfCourse(trx, courseId);
          if (platformChanges && sales.exported) throw new DomainError('errors.coursePlatformLocked');
          if (currencyChanges && sales.any) throw new DomainError('errors.courseCurrencyLocked');
        }
        const now = clock.now();
        const archive =
          body.archived === undefined || body.archived === (course.archived_at !== null)
            ? {}
            : { archived_at: body.archived ? now : null, archived_by: body.archived ? caller.actor.userId : null };
        const { archived: _archived, ...fields } = body;
        const row = await trx
          .updateTable('commerce_courses')
          .set({ ...fields, ...archive, updated_by: caller.actor.userId, updated_at: now })
          .where('id', '=', courseId)
          .returning(courseColumns)
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new DomainError('errors.courseDuplicate');
            throw error;
          });
        await audit.record(
          {
            actor: caller.actor,
            action: 'commerce.course_update',
            target: { type: 'commerce_course', id: courseId },
            details: { channel_id: course.channel_id, ...body },
          },
          trx,
        );
        return { course: toCourse(row) };
      });
    },

    /**
     * One export (the form's first file). Declared up to `inlineMaxBytes` (the request's length): read
     * as it arrives, 200 with its result. Larger: stored, its upload row and job queued in one
     * transaction, 202 with the upload's id.
     */
    async upload(
      incoming: IncomingFiles,
      caller: CoursesCaller,
      query: CourseUploadQuery,
      declaredBytes: number,
    ): Promise<{ results: CourseUploadResult[] } | { upload_id: string }> {
      assertReach(caller.subject, query.channel_id);
      const settings = { maxBytes: MAX_COURSE_EXPORT_BYTES, compression: [] };
      if (declaredBytes <= inlineMaxBytes) {
        const received = await incoming<CourseUploadResult>(settings, storage, 1, undefined, (name, file) => importExport(caller, query, name, file));
        return { results: received.flatMap((file) => ('direct' in file ? [file.direct] : [])) };
      }
      const file = (await incoming(settings, storage, 1)).find((f): f is StoredUpload => 'key' in f)!;
      const uploadId = randomUUID();
      try {
        await db.transaction().execute(async (trx) => {
          const data: CourseImportJob = { upload_id: uploadId, file, query, actor: caller.actor, language: caller.language };
          const jobId = await jobs.send(COURSE_IMPORT_JOB, data, { ownerId: caller.actor.userId, label: 'jobs.courseImport', within: trx });
          await trx
            .insertInto('commerce_course_uploads')
            .values({ id: uploadId, uploaded_by: caller.actor.userId, channel_id: query.channel_id, year_month: query.month, status: 'running', job_id: jobId })
            .execute();
        });
      } catch (error) {
        await storage.remove(file.key).catch(() => {});
        throw error;
      }
      return { upload_id: uploadId };
    },

    /** The job's work: the stored export imported as a request would, its result kept; the file removed. */
    async runUploadJob(data: CourseImportJob): Promise<void> {
      let result: CourseUploadResult;
      try {
        result = await importExport(data, data.query, data.file.name, storage.read(data.file.key));
      } finally {
        await storage.remove(data.file.key).catch(() => {});
      }
      await db
        .updateTable('commerce_course_uploads')
        .set({ status: 'done', result: JSON.stringify(result), finished_at: clock.now() })
        .where('id', '=', data.upload_id)
        .execute();
    },

    async enter(caller: CoursesCaller, body: CourseSalesEnterBody): Promise<{ ok: true }> {
      const course = await db.selectFrom('commerce_courses').select(['id', 'channel_id']).where('id', '=', body.course_id).executeTakeFirst();
      if (!course || !reachesChannel(caller.subject, course.channel_id)) throw new DomainError('errors.courseNotFound');
      const sums = new Map([[course.id, { enrolments: body.enrolments, refunded_enrolments: 0, gross: body.gross, refunds: body.refunds }]]);
      await replaceMonth(caller, course.channel_id, body.month, 'manual', [course], sums);
      return { ok: true };
    },

    async revenue(subject: Subject, month: string, channelId: string | undefined) {
      if (channelId !== undefined) assertReach(subject, channelId);
      return { items: await courseRevenue(db, month, channelId !== undefined ? [channelId] : commerceChannelScope(subject)) };
    },

    async months(subject: Subject, channelId: string, from: string, to: string) {
      assertReach(subject, channelId);
      const rows = await courseRevenueMonths(db, channelId, from, to);
      return { items: rows.map((r) => ({ ...r, currency: r.currency as Course['currency'] })) };
    },

    async uploadStatus(uploadId: string): Promise<CourseUploadStatus> {
      const row = await db.selectFrom('commerce_course_uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
      if (!row) throw notFound();
      const job = row.job_id ? await db.selectFrom('job_progress').select('state').where('job_id', '=', row.job_id).executeTakeFirst() : undefined;
      // A job that failed for good (not the export: its refusal is a result) ends the upload.
      const status = row.status === 'running' && job?.state === 'failed' ? 'failed' : row.status;
      return { upload_id: row.id, status, results: row.result ? [row.result as CourseUploadResult] : [] };
    },
  };
}
export type CoursesService = ReturnType<typeof coursesService>;
