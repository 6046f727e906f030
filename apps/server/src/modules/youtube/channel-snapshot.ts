// Everything a refresh reads from YouTube about one channel, gathered before anything is written
// (so a failure part-way writes nothing): the channel's profile and statistics, new and known
// videos, daily channel metrics (Analytics API), daily video metrics and impressions (Reporting
// API bulk CSVs), monthly audience breakdowns, and the top-level comments of a bounded set of
// videos (kept for text analysis later).
import { addDays, add, ageGroups, compareAmounts, devices, roundTo, subtract, trafficSources } from '@chorus/contract';
import type { Selectable } from 'kysely';
import type { CommentPolicy } from '../../config.ts';
import type { ChannelDailyMetricsTable } from '../../db/schema.ts';
import { GoogleApiError } from './google-http.ts';
import { queryReport, type ReportQuery, type ReportRow } from './youtube-analytics-client.ts';
import { getChannel, getVideos, listUploads, listVideoComments, type ApiAccess, type YoutubeChannel, type YoutubeVideo } from './youtube-data-client.ts';
import { readLiveSnapshot, type LiveSnapshot } from './live-snapshot.ts';
import { createJob, downloadReport, listJobs, listReports, listReportTypes, newestReportType, type ReportingAccess } from './youtube-reporting-client.ts';
import { metricNumber, parseReportDate, REVENUE_PLACES, revenueAmount } from './youtube-values.ts';

export type VideoRecord = {
  video_id: string;
  channel_id: string;
  kind: 'video' | 'short' | 'live';
  title: string;
  tags: string[];
  duration_seconds: number;
  published_at: Date;
  views: number;
  likes: number;
  comments: number;
  privacy: string;
};

/** A row of channel_daily_metrics as far as the Analytics API reports it: no membership, Super Chat, Super Thanks, Super Stickers or Shorts ad revenue. */
export type ChannelDay = Omit<
  Selectable<ChannelDailyMetricsTable>,
  'shorts_ad_revenue' | 'membership_revenue' | 'super_chat_revenue' | 'super_thanks_revenue' | 'super_stickers_revenue'
>;

export type VideoDay = {
  video_id: string;
  channel_id: string;
  day: string;
  views: number;
  watch_minutes: number;
  likes: number;
  comments: number;
  shares: number;
  subscribers_gained: number;
  impressions: number | null;
  impressions_ctr: string | null;
};

export type AudienceRow = {
  channel_id: string;
  month: string;
  dimension: 'age_gender' | 'country' | 'subscribed' | 'traffic_source' | 'device';
  key: string;
  views: number;
  watch_minutes: number;
};

/** A row of channel_country_days: a day's views and estimated revenue (null: no revenue access) from one viewer country. */
export type CountryDay = { channel_id: string; day: string; country: string; views: number; estimated_revenue: string | null };

/**
 * The per-country days a refresh read: `days` are the days it replaces (YouTube has figures for
 * them), `rows` their countries. Null: YouTube refused the query, and the stored rows stay.
 */
export type CountryDays = { days: string[]; rows: CountryDay[] };

export type CommentRecord = {
  comment_id: string;
  video_id: string;
  author: string;
  text: string;
  likes: number;
  published_at: Date;
  updated_at: Date | null;
};

export type ChannelSnapshot = {
  channelId: string;
  profile: YoutubeChannel;
  videos: VideoRecord[];
  /** Top-level comments of the videos chosen by `videosForComments`. */
  comments: CommentRecord[];
  channelDays: ChannelDay[];
  videoDays: VideoDay[];
  audience: AudienceRow[];
  /** Views and estimated revenue per day and viewer country (issue 30, the revenue health check's country mix). */
  countryDays: CountryDays | null;
  /** The channel's live streams and its live against on-demand split. */
  live: LiveSnapshot;
  /** The newest day YouTube had data for (data lag: usually two or three days ago). */
  dataThrough: string | null;
};

export type SnapshotSource = {
  channelId: string;
  role: 'channel_owner' | 'content_manager';
  contentOwnerId: string | null;
  monetary: boolean;
  accessToken: string;
  urls: { dataApiUrl: string; analyticsApiUrl: string; reportingApiUrl: string };
  timeoutMs: number;
  /** First and last day to read. */
  start: string;
  end: string;
  /** The channel's videos already stored (with their comment count then), to refresh their statistics. */
  knownVideos: KnownVideo[];
  /** Videos whose comments were read before. */
  commentedVideos: ReadonlySet<string>;
  comments: CommentPolicy;
};

export type KnownVideo = { video_id: string; published_at: Date; comments: number };

/** Audience breakdowns reach back at most this many months (the current one included). */
const AUDIENCE_MONTHS = 13;

export async function readChannelSnapshot(source: SnapshotSource): Promise<ChannelSnapshot> {
  const contentOwnerId = source.role === 'content_manager' ? source.contentOwnerId : null;
  const data: ApiAccess = { baseUrl: source.urls.dataApiUrl, accessToken: source.accessToken, timeoutMs: source.timeoutMs, contentOwnerId };
  const profile = await getChannel(data, source.channelId);
  if (!profile) throw new GoogleApiError('data:channels', 404, ['channelnotfound'], 'the channel is not visible to this authorization');

  const read = await readVideos(data, profile, source.knownVideos);
  const videos = read.map(videoRecord);
  const comments = await readComments(data, videosForComments(videos, source), source.comments.pagesPerVideo);
  const analytics = { baseUrl: source.urls.analyticsApiUrl, accessToken: source.accessToken, timeoutMs: source.timeoutMs };
  const scope = contentOwnerId
    ? { ids: `contentOwner==${contentOwnerId}`, filter: `channel==${source.channelId}` }
    : { ids: `channel==${source.channelId}`, filter: null };
  const query = (q: Omit<ReportQuery, 'ids'>) =>
    queryReport(analytics, { ...q, ids: scope.ids, filters: [scope.filter, q.filters].filter(Boolean).join(';') || undefined });

  const channelDays = await readChannelDays(query, source);
  const reporting: ReportingAccess = { baseUrl: source.urls.reportingApiUrl, accessToken: source.accessToken, timeoutMs: source.timeoutMs, contentOwnerId };
  const known = new Set(videos.map((v) => v.video_id).concat(source.knownVideos.map((v) => v.video_id)));
  const bulk = await readBulkReports(reporting, source, known);
  for (const day of channelDays) {
    const reach = bulk.channelReach.get(day.day);
    if (reach) {
      day.impressions = reach.impressions;
      day.impressions_ctr = reach.ctr;
    }
  }
  const audience = await readAudience(query, source);
  const countryDays = await readCountryDays(query, source, channelDays);
  // Live streams last: what they read only adds to the page of live streams (issue 27).
  const live = await readLiveSnapshot({
    channelId: source.channelId,
    role: source.role,
    monetary: source.monetary,
    data,
    query,
    videos: read,
    start: source.start,
    end: source.end,
  });
  const dataThrough = channelDays.reduce<string | null>((latest, d) => (latest === null || d.day > latest ? d.day : latest), null);
  return { channelId: source.channelId, profile, videos, comments, channelDays, videoDays: bulk.videoDays, audience, countryDays, live, dataThrough };
}

// ---- videos ----

async function readVideos(access: ApiAccess, profile: YoutubeChannel, knownVideos: SnapshotSource['knownVideos']): Promise<YoutubeVideo[]> {
  const newestKnown = knownVideos.reduce<number | null>((n, v) => (n === null || v.published_at.getTime() > n ? v.published_at.getTime() : n), null);
  // A month of overlap: uploads are listed newest first, but scheduled and re-published videos move.
  const knownUntil = newestKnown === null ? null : new Date(newestKnown - 30 * 86_400_000);
  const uploads = profile.uploadsPlaylistId ? await listUploads(access, profile.uploadsPlaylistId, knownUntil) : [];
  const ids = [...new Set([...uploads.map((u) => u.videoId), ...knownVideos.map((v) => v.video_id)])];
  const videos = await getVideos(access, ids);
  return videos.filter((v) => v.channelId === profile.channelId);
}

/**
 * Live: it was a broadcast. Short: the Data API does not say, so a vertical-length upload (at most
 * 60 s), or up to 3 minutes when tagged #shorts, counts as one (docs/decisions.md).
 */
export function videoKind(video: Pick<YoutubeVideo, 'live' | 'durationSeconds' | 'title' | 'description' | 'tags'>): VideoRecord['kind'] {
  if (video.live) return 'live';
  if (video.durationSeconds > 0 && video.durationSeconds <= 60) return 'short';
  const tagged = /#shorts\b/i.test(`${video.title} ${video.description}`) || video.tags.some((t) => t.toLowerCase() === 'shorts');
  if (video.durationSeconds > 0 && video.durationSeconds <= 180 && tagged) return 'short';
  return 'video';
}

function videoRecord(video: YoutubeVideo): VideoRecord {
  return {
    video_id: video.videoId,
    channel_id: video.channelId,
    kind: videoKind(video),
    title: video.title,
    tags: video.tags,
    duration_seconds: video.durationSeconds,
    published_at: new Date(video.publishedAt),
    views: video.views,
    likes: video.likes ?? 0,
    comments: video.comments ?? 0,
    privacy: video.privacy,
  };
}

// ---- comments (Data API commentThreads.list) ----

/**
 * The videos whose comments a refresh reads, at most `maxVideos`, in this order: those published
 * in the last `recentDays` days (newest first), those whose comment count grew since the last
 * refresh (most new comments first), then the `topViewed` most viewed of the others whose comments
 * were never read. Videos without comments (none, or hidden / turned off: the count is missing)
 * cost no call.
 */
export function videosForComments(
  videos: readonly VideoRecord[],
  source: Pick<SnapshotSource, 'end' | 'knownVideos' | 'commentedVideos' | 'comments'>,
): string[] {
  const policy = source.comments;
  if (policy.maxVideos <= 0) return [];
  const withComments = videos.filter((v) => v.comments > 0);
  const recentSince = Date.parse(`${addDays(source.end, -policy.recentDays)}T00:00:00Z`);
  const recent = withComments.filter((v) => v.published_at.getTime() >= recentSince).sort((a, b) => b.published_at.getTime() - a.published_at.getTime());
  const before = new Map(source.knownVideos.map((v) => [v.video_id, v.comments]));
  const growth = (v: VideoRecord) => v.comments - (before.get(v.video_id) ?? v.comments);
  const active = withComments.filter((v) => growth(v) > 0).sort((a, b) => growth(b) - growth(a) || a.video_id.localeCompare(b.video_id));
  const picked = new Set([...recent, ...active].map((v) => v.video_id));
  const neverRead = withComments
    .filter((v) => !picked.has(v.video_id) && !source.commentedVideos.has(v.video_id))
    .sort((a, b) => b.views - a.views || a.video_id.localeCompare(b.video_id))
    .slice(0, policy.topViewed);
  return [...picked, ...neverRead.map((v) => v.video_id)].slice(0, policy.maxVideos);
}

async function readComments(access: ApiAccess, videoIds: readonly string[], pagesPerVideo: number): Promise<CommentRecord[]> {
  const records = new Map<string, CommentRecord>();
  for (const videoId of videoIds) {
    // Comments turned off (or the video removed since it was listed): this video has none to add.
    const { comments, unavailable } = await listVideoComments(access, videoId, pagesPerVideo);
    for (const c of comments) {
      records.set(c.commentId, {
        comment_id: c.commentId,
        video_id: c.videoId,
        author: c.author,
        text: c.text,
        likes: c.likes,
        published_at: new Date(c.publishedAt),
        updated_at: c.updatedAt ? new Date(c.updatedAt) : null,
      });
    }
    // This grant may not read comments: the rest of the refresh goes on without them.
    if (unavailable === 'refused') break;
  }
  return [...records.values()];
}

// ---- daily channel metrics (Analytics API) ----

type Query = (q: Omit<ReportQuery, 'ids'>) => Promise<ReportRow[]>;

/**
 * A breakdown that only adds detail: refused (a dimension or metric this channel or grant does not
 * support, a revenue query without revenue access) it is left out. Quota and outages still fail.
 */
async function optional(run: () => Promise<ReportRow[]>): Promise<ReportRow[] | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GoogleApiError && (error.status === 400 || error.status === 403) && error.constructor === GoogleApiError) return null;
    throw error;
  }
}

async function readChannelDays(query: Query, source: SnapshotSource): Promise<ChannelDay[]> {
  const period = { startDate: source.start, endDate: source.end };
  const base = await query({
    ...period,
    metrics: ['views', 'estimatedMinutesWatched', 'subscribersGained', 'subscribersLost', 'likes', 'comments', 'shares'],
    dimensions: ['day'],
    sort: 'day',
  });
  const byType = await optional(() => query({ ...period, metrics: ['views'], dimensions: ['day', 'creatorContentType'], sort: 'day' }));
  const bySubscription = await optional(() => query({ ...period, metrics: ['views'], dimensions: ['day', 'subscribedStatus'], sort: 'day' }));
  const revenue = source.monetary
    ? await optional(() =>
        query({ ...period, metrics: ['estimatedRevenue', 'estimatedAdRevenue', 'estimatedRedPartnerRevenue'], dimensions: ['day'], sort: 'day' }),
      )
    : null;

  const sumBy = (rows: ReportRow[] | null, dimension: string, value: string) => {
    const sums = new Map<string, number>();
    for (const row of rows ?? []) {
      if (String(row[dimension]) !== value) continue;
      const day = String(row.day);
      sums.set(day, (sums.get(day) ?? 0) + metricNumber(row.views));
    }
    return sums;
  };
  const shorts = sumBy(byType, 'creatorContentType', 'SHORTS');
  const live = sumBy(byType, 'creatorContentType', 'LIVE_STREAM');
  const unsubscribed = sumBy(bySubscription, 'subscribedStatus', 'UNSUBSCRIBED');
  const revenueByDay = new Map((revenue ?? []).map((r) => [String(r.day), r]));

  return base
    .filter((row) => typeof row.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.day))
    .map((row) => {
      const day = String(row.day);
      const views = Math.round(metricNumber(row.views));
      const shortsViews = Math.min(views, Math.round(shorts.get(day) ?? 0));
      const liveViews = Math.min(views - shortsViews, Math.round(live.get(day) ?? 0));
      const money = revenueByDay.get(day);
      let ad: string | null = null;
      let premium: string | null = null;
      let transaction: string | null = null;
      let gross: string | null = null;
      if (money) {
        gross = revenueAmount(money.estimatedRevenue);
        ad = revenueAmount(money.estimatedAdRevenue);
        premium = revenueAmount(money.estimatedRedPartnerRevenue);
        // What is neither ads nor Premium: memberships, Super Chat / Thanks / Stickers, shopping.
        const rest = subtract(subtract(gross, ad), premium);
        transaction = compareAmounts(rest, 0) > 0 ? roundTo(rest, REVENUE_PLACES) : roundTo(0, REVENUE_PLACES);
      } else if (revenue) {
        // Revenue access, and no revenue that day.
        gross = ad = premium = transaction = roundTo(0, REVENUE_PLACES);
      }
      return {
        channel_id: source.channelId,
        day,
        views,
        watch_minutes: Math.round(metricNumber(row.estimatedMinutesWatched)),
        subscribers_gained: Math.round(metricNumber(row.subscribersGained)),
        subscribers_lost: Math.round(metricNumber(row.subscribersLost)),
        likes: Math.round(metricNumber(row.likes)),
        comments: Math.round(metricNumber(row.comments)),
        shares: Math.round(metricNumber(row.shares)),
        video_views: views - shortsViews - liveViews,
        shorts_views: shortsViews,
        live_views: liveViews,
        non_subscriber_views: bySubscription ? Math.min(views, Math.round(unsubscribed.get(day) ?? 0)) : 0,
        impressions: null,
        impressions_ctr: null,
        ad_revenue: ad,
        premium_revenue: premium,
        transaction_revenue: transaction,
        gross_revenue: gross,
      };
    });
}

// ---- views and revenue per day and viewer country (Analytics API; issue 30) ----

/**
 * Per-country days reach back at most this many days from the refresh's last day: the revenue
 * health check reads a day and the same weekday of the four weeks before (docs/decisions/channels.md),
 * so a first refresh's two-year backfill does not ask for two years of day × country rows.
 */
export const COUNTRY_DAYS = 42;
/** channel_country_days.estimated_revenue is numeric(18, 6). */
const COUNTRY_REVENUE_PLACES = 6;

/**
 * reports.query with dimensions=day,country over the refresh's window (at most COUNTRY_DAYS):
 * views, and estimatedRevenue when the grant has the monetary scope. Optional like the other
 * breakdowns: a refused revenue query falls back to views alone (revenue null), a refused views
 * query leaves the stored rows as they were. A country code that is not two capital letters
 * (YouTube's unknown region) is kept as ZZ.
 */
async function readCountryDays(query: Query, source: SnapshotSource, channelDays: readonly ChannelDay[]): Promise<CountryDays | null> {
  const earliest = addDays(source.end, -(COUNTRY_DAYS - 1));
  const period = { startDate: source.start > earliest ? source.start : earliest, endDate: source.end };
  const ask = (metrics: string[]) => optional(() => query({ ...period, metrics, dimensions: ['day', 'country'], sort: 'day' }));
  let withRevenue = source.monetary;
  let answer = withRevenue ? await ask(['views', 'estimatedRevenue']) : null;
  if (!answer) {
    withRevenue = false;
    answer = await ask(['views']);
  }
  if (!answer) return null;

  const rows = new Map<string, CountryDay>();
  for (const r of answer) {
    const day = String(r.day);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < period.startDate || day > period.endDate) continue;
    const country = typeof r.country === 'string' && /^[A-Z]{2}$/.test(r.country) ? r.country : 'ZZ';
    const views = Math.max(0, Math.round(metricNumber(r.views)));
    const revenue = withRevenue ? roundTo(metricNumber(r.estimatedRevenue), COUNTRY_REVENUE_PLACES) : null;
    const key = `${day} ${country}`;
    const existing = rows.get(key);
    if (existing) {
      existing.views += views;
      if (existing.estimated_revenue !== null && revenue !== null) existing.estimated_revenue = add(existing.estimated_revenue, revenue);
    } else rows.set(key, { channel_id: source.channelId, day, country, views, estimated_revenue: revenue });
  }
  // The days YouTube has figures for (the daily query's days) and those the answer covers.
  const days = new Set(channelDays.map((d) => d.day).filter((day) => day >= period.startDate && day <= period.endDate));
  for (const row of rows.values()) days.add(row.day);
  return { days: [...days].sort(), rows: [...rows.values()] };
}

// ---- daily video metrics and impressions (Reporting API) ----

type Reach = { impressions: number; weighted: number };
type BulkResult = { videoDays: VideoDay[]; channelReach: Map<string, { impressions: number; ctr: string | null }> };

async function readBulkReports(access: ReportingAccess, source: SnapshotSource, knownVideos: Set<string>): Promise<BulkResult> {
  const empty: BulkResult = { videoDays: [], channelReach: new Map() };
  const owner = source.role === 'channel_owner';
  let types: string[];
  let jobs: Awaited<ReturnType<typeof listJobs>>;
  try {
    types = await listReportTypes(access);
    jobs = await listJobs(access);
  } catch (error) {
    // The Reporting API refused (not enabled for this account): the daily video figures wait.
    if (error instanceof GoogleApiError && error.constructor === GoogleApiError && error.status >= 400 && error.status < 500) return empty;
    throw error;
  }
  const jobFor = async (typeId: string | null) => {
    if (!typeId) return null;
    // A job created now delivers its first reports about two days later.
    return jobs.find((j) => j.reportTypeId === typeId) ?? (await createJob(access, typeId));
  };
  const basicJob = await jobFor(newestReportType(types, owner ? 'channel_basic_a' : 'content_owner_basic_a'));
  const reachJob = owner ? await jobFor(newestReportType(types, 'channel_reach_basic_a')) : null;
  const since = `${source.start}T00:00:00Z`;

  const days = new Map<string, VideoDay & { reach?: Reach }>();
  const entry = (videoId: string, day: string) => {
    const key = `${videoId} ${day}`;
    let row = days.get(key);
    if (!row) {
      row = {
        video_id: videoId,
        channel_id: source.channelId,
        day,
        views: 0,
        watch_minutes: 0,
        likes: 0,
        comments: 0,
        shares: 0,
        subscribers_gained: 0,
        impressions: null,
        impressions_ctr: null,
      };
      days.set(key, row);
    }
    return row;
  };
  const rowsOf = async (jobId: string) => {
    const records: Record<string, string>[] = [];
    for (const report of await listReports(access, jobId, since)) records.push(...(await downloadReport(access, report)));
    return records
      .map((r) => ({ record: r, day: parseReportDate(r.date ?? '') }))
      .filter((r): r is { record: Record<string, string>; day: string } => r.day !== null && r.day >= source.start && r.day <= source.end)
      .filter((r) => (r.record.channel_id ?? source.channelId) === source.channelId && knownVideos.has(r.record.video_id ?? ''));
  };

  if (basicJob) {
    for (const { record, day } of await rowsOf(basicJob.id)) {
      const row = entry(record.video_id!, day);
      row.views += Math.round(metricNumber(record.views));
      row.watch_minutes += metricNumber(record.watch_time_minutes);
      row.likes += Math.round(metricNumber(record.likes));
      row.comments += Math.round(metricNumber(record.comments));
      row.shares += Math.round(metricNumber(record.shares));
      row.subscribers_gained += Math.round(metricNumber(record.subscribers_gained));
    }
  }
  const channelReach = new Map<string, Reach>();
  if (reachJob) {
    for (const { record, day } of await rowsOf(reachJob.id)) {
      const impressions = Math.round(metricNumber(record.video_thumbnail_impressions));
      // The report gives the click-through rate as a ratio; stored as a percentage.
      const weighted = impressions * metricNumber(record.video_thumbnail_impressions_ctr) * 100;
      const row = entry(record.video_id!, day);
      row.reach = { impressions: (row.reach?.impressions ?? 0) + impressions, weighted: (row.reach?.weighted ?? 0) + weighted };
      const total = channelReach.get(day) ?? { impressions: 0, weighted: 0 };
      channelReach.set(day, { impressions: total.impressions + impressions, weighted: total.weighted + weighted });
    }
  }
  const ctr = (reach: Reach) => (reach.impressions > 0 ? Math.min(100, reach.weighted / reach.impressions).toFixed(4) : null);
  return {
    videoDays: [...days.values()].map(({ reach, ...row }) => ({
      ...row,
      watch_minutes: Math.round(row.watch_minutes),
      impressions: reach ? reach.impressions : null,
      impressions_ctr: reach ? ctr(reach) : null,
    })),
    channelReach: new Map([...channelReach].map(([day, reach]) => [day, { impressions: reach.impressions, ctr: ctr(reach) }])),
  };
}

// ---- audience breakdowns by month (Analytics API) ----

const trafficSourceKeys: Record<string, (typeof trafficSources)[number]> = {
  YT_SEARCH: 'search',
  RELATED_VIDEO: 'suggested',
  SUBSCRIBER: 'browse',
  EXT_URL: 'external',
  YT_CHANNEL: 'channel',
  PLAYLIST: 'playlist',
  YT_PLAYLIST_PAGE: 'playlist',
  SHORTS: 'shorts',
  NOTIFICATION: 'notification',
};
const deviceKeys: Record<string, (typeof devices)[number]> = { MOBILE: 'mobile', DESKTOP: 'computer', TV: 'tv', TABLET: 'tablet', GAME_CONSOLE: 'console' };

/** age18-24 → 18-24, age65- → 65-; other spellings are not ours to guess. */
export function ageKey(value: unknown): string | null {
  const age = String(value ?? '').replace(/^age/i, '');
  return (ageGroups as readonly string[]).includes(age) ? age : null;
}
export function genderKey(value: unknown): 'female' | 'male' | 'other' {
  const gender = String(value ?? '').toLowerCase();
  return gender === 'female' || gender === 'male' ? gender : 'other';
}

export function monthsBetween(start: string, end: string): { month: string; from: string; to: string }[] {
  const months: { month: string; from: string; to: string }[] = [];
  let cursor = `${start.slice(0, 7)}-01`;
  while (cursor <= end) {
    const next = new Date(Date.UTC(Number(cursor.slice(0, 4)), Number(cursor.slice(5, 7)), 1)).toISOString().slice(0, 10);
    months.push({ month: cursor, from: cursor, to: addDays(next, -1) < end ? addDays(next, -1) : end });
    cursor = next;
  }
  return months.slice(-AUDIENCE_MONTHS);
}

async function readAudience(query: Query, source: SnapshotSource): Promise<AudienceRow[]> {
  const rows: AudienceRow[] = [];
  for (const { month, from, to } of monthsBetween(source.start, source.end)) {
    const period = { startDate: from, endDate: to };
    const add = (dimension: AudienceRow['dimension'], key: string | null, views: number, minutes: number) => {
      if (!key) return;
      const existing = rows.find((r) => r.month === month && r.dimension === dimension && r.key === key);
      if (existing) {
        existing.views += views;
        existing.watch_minutes += minutes;
      } else rows.push({ channel_id: source.channelId, month, dimension, key, views, watch_minutes: minutes });
    };
    const viewsAndMinutes = ['views', 'estimatedMinutesWatched'];
    const countries = await optional(() => query({ ...period, metrics: viewsAndMinutes, dimensions: ['country'] }));
    let monthViews = 0;
    let monthMinutes = 0;
    for (const r of countries ?? []) {
      const views = Math.round(metricNumber(r.views));
      const minutes = Math.round(metricNumber(r.estimatedMinutesWatched));
      monthViews += views;
      monthMinutes += minutes;
      add('country', typeof r.country === 'string' && /^[A-Z]{2}$/.test(r.country) ? r.country : 'ZZ', views, minutes);
    }
    // viewerPercentage is a share of the month's views; stored as views so months add up.
    for (const r of (await optional(() => query({ ...period, metrics: ['viewerPercentage'], dimensions: ['ageGroup', 'gender'] }))) ?? []) {
      const age = ageKey(r.ageGroup);
      const share = metricNumber(r.viewerPercentage) / 100;
      add('age_gender', age && `${age}|${genderKey(r.gender)}`, Math.round(share * monthViews), Math.round(share * monthMinutes));
    }
    for (const r of (await optional(() => query({ ...period, metrics: viewsAndMinutes, dimensions: ['subscribedStatus'] }))) ?? []) {
      const status = String(r.subscribedStatus);
      add(
        'subscribed',
        status === 'SUBSCRIBED' ? 'subscribed' : status === 'UNSUBSCRIBED' ? 'unsubscribed' : null,
        Math.round(metricNumber(r.views)),
        Math.round(metricNumber(r.estimatedMinutesWatched)),
      );
    }
    for (const r of (await optional(() => query({ ...period, metrics: viewsAndMinutes, dimensions: ['insightTrafficSourceType'] }))) ?? []) {
      add(
        'traffic_source',
        trafficSourceKeys[String(r.insightTrafficSourceType)] ?? 'other',
        Math.round(metricNumber(r.views)),
        Math.round(metricNumber(r.estimatedMinutesWatched)),
      );
    }
    for (const r of (await optional(() => query({ ...period, metrics: viewsAndMinutes, dimensions: ['deviceType'] }))) ?? []) {
      add('device', deviceKeys[String(r.deviceType)] ?? null, Math.round(metricNumber(r.views)), Math.round(metricNumber(r.estimatedMinutesWatched)));
    }
  }
  return rows;
}
