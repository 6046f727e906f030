// SQL of the courses part: the catalogue, a course month replaced from an export or a hand entry,
// and the revenue reads.
import type { CourseRevenueItem } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { CourseMonthSum } from './read-export.ts';

export const courseColumns = ['id', 'channel_id', 'title', 'platform', 'platform_course_id', 'price', 'currency', 'url', 'created_at', 'archived_at'] as const;

export function catalogueOf(db: Db, channelIds: readonly string[] | null) {
  let query = db
    .selectFrom('commerce_courses')
    .select(courseColumns)
    .orderBy('channel_id')
    .orderBy(sql`archived_at IS NOT NULL`)
    .orderBy('created_at')
    .orderBy('id');
  if (channelIds !== null) query = channelIds.length === 0 ? query.where(sql<boolean>`false`) : query.where('channel_id', 'in', channelIds);
  return query.execute();
}

/** Which sales a course has: any month at all, and any from an export (a platform's source). */
export async function salesOfCourse(db: Db, courseId: number): Promise<{ any: boolean; exported: boolean }> {
  const row = await db
    .selectFrom('commerce_course_months')
    .select([sql<boolean>`count(*) > 0`.as('any'), sql<boolean>`count(*) FILTER (WHERE source <> 'manual') > 0`.as('exported')])
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { any: row.any, exported: row.exported };
}

/**
 * Replaces the month of `source` for these courses with `sums` (courses absent from `sums` lose
 * their row): the caller's transaction, under a lock per channel, month and source, so two uploads
 * of the same month land one after the other. Answers how many rows it replaced.
 */
export async function replaceCourseMonths(
  trx: Db,
  target: { channelId: string; month: string; source: string; courseIds: readonly number[]; userId: number },
  sums: ReadonlyMap<number, CourseMonthSum>,
): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`commerce-courses ${target.channelId} ${target.month} ${target.source}`}))`.execute(trx);
  const removed =
    target.courseIds.length === 0
      ? []
      : await trx
          .deleteFrom('commerce_course_months')
          .where('year_month', '=', target.month)
          .where('source', '=', target.source)
          .where('course_id', 'in', target.courseIds)
          .returning('course_id')
          .execute();
  const rows = [...sums].map(([course_id, sum]) => ({
    course_id,
    year_month: target.month,
    source: target.source,
    enrolments: sum.enrolments,
    refunded_enrolments: sum.refunded_enrolments,
    gross: sum.gross,
    refunds: sum.refunds,
    updated_by: target.userId,
  }));
  if (rows.length > 0) await trx.insertInto('commerce_course_months').values(rows).execute();
  return removed.length;
}

/** A month's revenue per course of these channels (null: every channel), net = gross − refunds, summed over the sources. */
export async function courseRevenue(db: Db, month: string, channelIds: readonly string[] | null): Promise<CourseRevenueItem[]> {
  if (channelIds !== null && channelIds.length === 0) return [];
  const rows = await db
    .selectFrom('commerce_course_months as m')
    .innerJoin('commerce_courses as c', 'c.id', 'm.course_id')
    .select([
      'c.channel_id',
      'c.id as course_id',
      'c.title',
      'c.currency',
      sql<number>`sum(m.enrolments)::int`.as('enrolments'),
      sql<string>`sum(m.gross)`.as('gross'),
      sql<string>`sum(m.refunds)`.as('refunds'),
      sql<string>`sum(m.gross) - sum(m.refunds)`.as('net'),
    ])
    .where('m.year_month', '=', month)
    .$if(channelIds !== null, (q) => q.where('c.channel_id', 'in', channelIds!))
    .groupBy(['c.channel_id', 'c.id', 'c.title', 'c.currency'])
    .orderBy('c.channel_id')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, currency: r.currency as CourseRevenueItem['currency'] }));
}

/** A channel's months from `from` to `to`, per currency. */
export function courseRevenueMonths(db: Db, channelId: string, from: string, to: string) {
  return db
    .selectFrom('commerce_course_months as m')
    .innerJoin('commerce_courses as c', 'c.id', 'm.course_id')
    .select([
      'm.year_month as month',
      'c.currency',
      sql<number>`sum(m.enrolments)::int`.as('enrolments'),
      sql<number>`sum(m.refunded_enrolments)::int`.as('refunded_enrolments'),
      sql<string>`sum(m.gross)`.as('gross'),
      sql<string>`sum(m.refunds)`.as('refunds'),
      sql<string>`sum(m.gross) - sum(m.refunds)`.as('net'),
    ])
    .where('c.channel_id', '=', channelId)
    .where('m.year_month', '>=', from)
    .where('m.year_month', '<=', to)
    .groupBy(['m.year_month', 'c.currency'])
    .orderBy('m.year_month')
    .orderBy('c.currency')
    .execute();
}
