// The performance report (issue 11 collabPerformance): per case video, its figures since publish
// (views, likes, comments, shares, watch minutes, subscribers gained, engagement) day by day from
// video_daily_metrics, against the channel's own average for videos of the same length class
// (spec 9) over the same number of days since each one's publish; per package, the sums.
//
// The average: the channel's other videos (not this package's case videos) of the same length
// class published in the 365 days before the case video, each summed over its first N days (N: the
// case video's days of figures so far); videos without any figure in their window are left out
// (they predate the channel's data). Engagement = (likes + comments + shares) / views, in percent.
import {
  engagementRatePercent,
  lengthClassOf,
  performanceMetricKeys,
  type PerformanceDay,
  type PerformanceMetrics,
  type PerformanceReport,
  type PerformanceVideo,
  type ResellVideoSales,
  type Subject,
  addDays,
  toDay,
} from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { packageFor, shownChannels, visiblePackages } from './package-scope.ts';

/** How far back the channel's own videos count for the average. */
export const BENCHMARK_DAYS = 365;
const DAY_MS = 86_400_000;

type Sums = Record<(typeof performanceMetricKeys)[number], number>;
const zero = (): Sums => ({ views: 0, likes: 0, comments: 0, shares: 0, watch_minutes: 0, subscribers_gained: 0 });
const withEngagement = (s: Sums): PerformanceMetrics => ({ ...s, engagement_rate: engagementRatePercent(s.likes, s.comments, s.shares, s.views) });
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The resell module's resale products on these videos with what they sold (issue 12). */
export type ResaleSalesOf = (subject: Subject, videoIds: readonly string[]) => Promise<ResellVideoSales[]>;

export class PerformanceReportService {
  private readonly deps: { db: Db; clock: Clock; resaleSales: ResaleSalesOf };
  constructor(deps: { db: Db; clock: Clock; resaleSales: ResaleSalesOf }) {
    this.deps = deps;
  }

  /** The packages with case videos the caller sees, newest first. */
  async packages(subject: Subject) {
    const now = this.deps.clock.now();
    let query = this.deps.db
      .selectFrom('collab_packages as p')
      .leftJoin('advertisers as a', 'a.id', 'p.advertiser_id')
      .innerJoin('collab_cases as c', 'c.package_id', 'p.id')
      .innerJoin('collab_case_videos as v', 'v.case_id', 'c.id')
      .innerJoin('channels as ch', 'ch.channel_id', 'c.channel_id')
      .select((eb) => [
        'p.id',
        'p.name',
        'p.status',
        'a.name as advertiser_name',
        eb.fn.count<string>('v.id').as('videos'),
        // The report's own window: figures from the publish day on, of a video already published.
        sql<string>`count(v.id) FILTER (WHERE v.published_at <= ${now} AND EXISTS (
          SELECT 1 FROM video_daily_metrics m
           WHERE m.video_id = v.video_id AND m.channel_id = c.channel_id AND m.day >= (v.published_at AT TIME ZONE 'UTC')::date))`.as('videos_with_figures'),
      ])
      .groupBy(['p.id', 'a.name'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(500);
    const scope = visiblePackages(subject);
    if (scope) query = query.where(scope);
    const shown = shownChannels(subject);
    if (shown) query = query.where(shown);
    const rows = await query.execute();
    return {
      packages: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        status: r.status,
        advertiser_name: r.advertiser_name ?? null,
        videos: Number(r.videos),
        videos_with_figures: Number(r.videos_with_figures),
      })),
    };
  }

  async report(subject: Subject, packageId: number): Promise<PerformanceReport> {
    const { db, clock } = this.deps;
    const pkg = await packageFor(db, subject, packageId);
    const now = clock.now();
    const shown = shownChannels(subject);
    let caseVideoQuery = db
      .selectFrom('collab_case_videos as cv')
      .innerJoin('collab_cases as c', 'c.id', 'cv.case_id')
      .innerJoin('channels as ch', 'ch.channel_id', 'c.channel_id')
      .leftJoin('videos as v', (join) => join.onRef('v.video_id', '=', 'cv.video_id').onRef('v.channel_id', '=', 'c.channel_id'))
      .select([
        'c.id as case_id',
        'c.channel_id',
        'ch.title as channel_title',
        'cv.video_id',
        'cv.title',
        'cv.published_at',
        'v.published_at as stored_published_at',
        'v.duration_seconds',
      ])
      .where('c.package_id', '=', pkg.id)
      .orderBy('cv.published_at', (ob) => ob.asc().nullsLast())
      .orderBy('cv.id');
    if (shown) caseVideoQuery = caseVideoQuery.where(shown);
    const caseVideos = await caseVideoQuery.execute();
    const packageVideoIds = caseVideos.map((v) => v.video_id);
    const channels = [...new Set(caseVideos.map((v) => v.channel_id))];
    const through = new Map<string, string>();
    for (const channelId of channels) {
      const row = await db
        .selectFrom('video_daily_metrics')
        .select((eb) => eb.fn.max('day').as('through'))
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      if (row?.through) through.set(channelId, typeof row.through === 'string' ? row.through : toDay(new Date(row.through as unknown as Date)));
    }

    const videos: PerformanceVideo[] = [];
    for (const cv of caseVideos) {
      const published = cv.stored_published_at ?? cv.published_at;
      const publishedAt = published ? new Date(published) : null;
      const dataThrough = through.get(cv.channel_id) ?? null;
      const firstDay = publishedAt ? toDay(publishedAt) : null;
      const live = publishedAt !== null && publishedAt.getTime() <= now.getTime();
      const days = live && firstDay && dataThrough && dataThrough >= firstDay ? daysBetween(firstDay, dataThrough) + 1 : 0;
      const daily = days > 0 ? await this.daily(cv.video_id, cv.channel_id, firstDay!, dataThrough!) : [];
      const sums = zero();
      for (const d of daily) for (const k of performanceMetricKeys) sums[k] += d[k];
      const lengthClass = cv.duration_seconds === null ? null : lengthClassOf(cv.duration_seconds);
      const benchmark =
        days > 0 && lengthClass !== null && publishedAt ? await this.benchmark(cv.channel_id, lengthClass, publishedAt, days, packageVideoIds) : null;
      videos.push({
        case_id: Number(cv.case_id),
        channel_id: cv.channel_id,
        channel_title: cv.channel_title,
        video_id: cv.video_id,
        title: cv.title,
        published_at: publishedAt ? publishedAt.toISOString() : null,
        duration_seconds: cv.duration_seconds,
        length_class: lengthClass,
        days,
        metrics: withEngagement(sums),
        benchmark,
        daily,
      });
    }

    const totals = zero();
    const byDay = new Map<string, Sums>();
    for (const v of videos) {
      for (const k of performanceMetricKeys) totals[k] += v.metrics[k];
      for (const d of v.daily) {
        const sum = byDay.get(d.day) ?? zero();
        for (const k of performanceMetricKeys) sum[k] += d[k];
        byDay.set(d.day, sum);
      }
    }
    const daily = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, s]) => ({ day, ...s }));
    const dataThrough = [...through.values()].sort().at(-1) ?? null;
    const resaleProducts = await this.deps.resaleSales(subject, [...new Set(packageVideoIds)]);
    return {
      package: { id: pkg.id, name: pkg.name, status: pkg.status },
      data_through: dataThrough,
      totals: withEngagement(totals),
      videos,
      daily,
      resale_products: resaleProducts,
    };
  }

  /** Every day from the publish day to the channel's latest day, zero where YouTube reported nothing. */
  private async daily(videoId: string, channelId: string, from: string, to: string): Promise<PerformanceDay[]> {
    const rows = await this.deps.db
      .selectFrom('video_daily_metrics')
      .select(['day', 'views', 'likes', 'comments', 'shares', 'watch_minutes', 'subscribers_gained'])
      .where('video_id', '=', videoId)
      .where('channel_id', '=', channelId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    const byDay = new Map(rows.map((r) => [typeof r.day === 'string' ? r.day : toDay(new Date(r.day as unknown as Date)), r]));
    const out: PerformanceDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const r = byDay.get(day);
      out.push({
        day,
        views: Number(r?.views ?? 0),
        likes: Number(r?.likes ?? 0),
        comments: Number(r?.comments ?? 0),
        shares: Number(r?.shares ?? 0),
        watch_minutes: Number(r?.watch_minutes ?? 0),
        subscribers_gained: Number(r?.subscribers_gained ?? 0),
      });
    }
    return out;
  }

  private async benchmark(channelId: string, lengthClass: string, publishedAt: Date, days: number, excluded: readonly string[]) {
    const { db } = this.deps;
    const candidates = await db
      .selectFrom('videos')
      .select(['video_id', 'duration_seconds'])
      .where('channel_id', '=', channelId)
      .where('published_at', '<', publishedAt)
      .where('published_at', '>=', new Date(publishedAt.getTime() - BENCHMARK_DAYS * DAY_MS))
      .where('video_id', 'not in', excluded.length > 0 ? [...excluded] : [''])
      .execute();
    const peers = candidates.filter((c) => lengthClassOf(c.duration_seconds) === lengthClass).map((c) => c.video_id);
    if (peers.length === 0) return { ...withEngagement(zero()), videos: 0 };
    const { rows } = await sql<Record<string, string | null>>`
      WITH peers AS (
        SELECT v.video_id, (v.published_at AT TIME ZONE 'UTC')::date AS first_day
        FROM videos v WHERE v.video_id = ANY(${peers}::text[])
      ), sums AS (
        SELECT p.video_id, sum(m.views) AS views, sum(m.likes) AS likes, sum(m.comments) AS comments, sum(m.shares) AS shares,
               sum(m.watch_minutes) AS watch_minutes, sum(m.subscribers_gained) AS subscribers_gained
        FROM peers p
        JOIN video_daily_metrics m ON m.video_id = p.video_id AND m.channel_id = ${channelId}
         AND m.day BETWEEN p.first_day AND p.first_day + ${days - 1}::int
        GROUP BY p.video_id
      )
      SELECT count(*)::text AS videos, sum(views)::text AS views, sum(likes)::text AS likes, sum(comments)::text AS comments,
             sum(shares)::text AS shares, sum(watch_minutes)::text AS watch_minutes, sum(subscribers_gained)::text AS subscribers_gained
      FROM sums`.execute(db);
    const row = rows[0]!;
    const count = Number(row.videos ?? 0);
    if (count === 0) return { ...withEngagement(zero()), videos: 0 };
    const totals = zero();
    for (const k of performanceMetricKeys) totals[k] = Number(row[k] ?? 0);
    const averages = zero();
    for (const k of performanceMetricKeys) averages[k] = round1(totals[k] / count);
    return { ...averages, engagement_rate: engagementRatePercent(totals.likes, totals.comments, totals.shares, totals.views), videos: count };
  }
}
