// Demo analytics for every seeded channel: two years of daily figures ending at the data end date
// (the seed day minus 3 days, UTC), videos with their recent daily figures, monthly audiences,
// comments, the profile fields; then exchange rates and two channel groups. Deterministic: the
// same random streams every run; only the dates move with the calendar.
//
// Rows are written with COPY (db/bulk-load.ts) inside the caller's transaction. Generating the next
// batch (JavaScript) overlaps with PostgreSQL writing the previous one: two cores, both busy.
import { sql } from 'kysely';
import { CHANNEL_PRICE_COLUMNS } from '../../db/channel-prices.ts';
import type { Db } from '../../db/database.ts';
import { CHANNEL_DAY_COUNTS, CHANNEL_DAY_REVENUES } from '../../db/schema.ts';
import type { ClientTransaction } from '../../db/bulk-load.ts';
import { computeAudience, type AudienceRows } from './audience.ts';
import { decimalOfUnits, optionalDecimalOfUnits, SeedTable } from './bulk-insert.ts';
import { generateComments, type CommentRows } from './comments.ts';
import { computeDailyMetrics, revenueTypes, type ChannelDaily, type VideoDailyRows } from './daily-metrics.ts';
import { channelModel, type ChannelModel, type SeedChannel } from './model.ts';
import { channelProfile, type ChannelProfile } from './profile.ts';
import { channelRandom, analyticsRandom } from './random.ts';
import { buildCalendar, channelSeries, dataEndDay, type Calendar } from './series.ts';
import { categorySlugs, groupNames, romanisedNames } from './texts.ts';
import { generateVideos, type SeedVideo } from './videos.ts';

export const ANALYTICS_SEED = 20_261_122;
export const DEFAULT_DAYS = 730;
/** Rows buffered before a batch is written. */
const BATCH_ROWS = 40_000;

export type ChannelAnalytics = {
  model: ChannelModel;
  videos: SeedVideo[];
  daily: ChannelDaily;
  videoRows: VideoDailyRows;
  audience: AudienceRows;
  comments: CommentRows;
  profile: ChannelProfile;
};

/** Everything about one channel, from its own random streams. */
export function generateChannelAnalytics(
  channel: SeedChannel,
  calendar: Calendar,
  taken: { videoIds: Set<string>; commentIds: Set<string>; handles: Set<string> } = { videoIds: new Set(), commentIds: new Set(), handles: new Set() },
): ChannelAnalytics {
  const stream = (job: string) => channelRandom(ANALYTICS_SEED, channel.index, job);
  const model = channelModel(channel, stream('model'));
  const series = channelSeries(model, calendar, stream('series'));
  const videos = generateVideos(channel, model, series, calendar, stream('videos'), taken.videoIds);
  const { channel: daily, videoRows } = computeDailyMetrics(model, series, calendar, videos, stream('daily'));
  const audience = computeAudience(channel, model, calendar, daily, stream('audience'));
  const comments = generateComments(channel, calendar, videos, stream('comments'), taken.commentIds, stream('older-comments'));
  const profile = channelProfile(channel, model, calendar, videos, daily, audience, uniqueHandle(channel, taken.handles), stream('profile'));
  return { model, videos, daily, videoRows, audience, comments, profile };
}

function uniqueHandle(channel: SeedChannel, handles: Set<string>): string {
  const base = `@${romanisedNames[channel.language][channel.nameIndex % 8]}${categorySlugs[channel.category]}`;
  let handle = base;
  for (let n = 2; handles.has(handle); n++) handle = `${base}${n}`;
  handles.add(handle);
  return handle;
}

const tables = () => ({
  videos: new SeedTable('videos', [
    'video_id',
    'channel_id',
    'kind',
    'title',
    'tags',
    'duration_seconds',
    'published_at',
    'views',
    'likes',
    'comments',
    'shares',
    'subscribers_gained',
  ]),
  channelDaily: new SeedTable('channel_daily_metrics', [
    'channel_id',
    'day',
    ...CHANNEL_DAY_COUNTS,
    'impressions',
    'impressions_ctr',
    ...CHANNEL_DAY_REVENUES,
    'gross_revenue',
  ]),
  videoDaily: new SeedTable('video_daily_metrics', [
    'video_id',
    'day',
    'views',
    'watch_minutes',
    'likes',
    'comments',
    'shares',
    'subscribers_gained',
    'impressions',
    'impressions_ctr',
    'gross_revenue',
  ]),
  audience: new SeedTable('channel_audience', ['channel_id', 'month', 'dimension', 'key', 'views', 'watch_minutes']),
  comments: new SeedTable('video_comments', ['comment_id', 'video_id', 'author', 'text', 'language', 'likes', 'published_at']),
  profiles: new SeedTable(
    'channels',
    [
      'channel_id',
      'handle',
      'country',
      'audience_country',
      'audience_age',
      'subscribers',
      'views',
      'engagements',
      'video_count',
      'update_frequency',
      'tags',
      'avg_views_video_month',
      'avg_views_video_quarter',
      'avg_views_video_year',
      'avg_views_shorts_month',
      'avg_views_shorts_quarter',
      'avg_views_shorts_year',
      'avg_views_live_month',
      'avg_views_live_quarter',
      'avg_views_live_year',
      ...CHANNEL_PRICE_COLUMNS,
      'is_new',
      'hidden',
      'hidden_scope',
      'hidden_reason',
      'interest_video_ids',
      'data_through',
      'refreshed_at',
    ],
    'update',
  ),
});

type Tables = ReturnType<typeof tables>;
const revenueColumns = [...revenueTypes, 'gross'] as const;

function pushChannel(t: Tables, channel: SeedChannel, calendar: Calendar, data: ChannelAnalytics, refreshedAt: string) {
  const { videos, daily, videoRows: rows, audience, comments, profile: p } = data;
  const channelId = channel.channel_id;
  for (const v of videos) {
    t.videos.push([
      v.video_id,
      channelId,
      v.kind,
      v.title,
      v.tags,
      v.duration_seconds,
      new Date(v.publishedMs),
      v.views,
      v.likes,
      v.comments,
      v.shares,
      v.subscribers_gained,
    ]);
  }
  const money = daily.revenue;
  for (let d = 0; d < calendar.length; d++) {
    t.channelDaily.push([
      channelId,
      calendar.days[d]!,
      daily.views[d]!,
      daily.watchMinutes[d]!,
      daily.subscribersGained[d]!,
      daily.subscribersLost[d]!,
      daily.likes[d]!,
      daily.comments[d]!,
      daily.shares[d]!,
      daily.videoViews[d]!,
      daily.shortsViews[d]!,
      daily.liveViews[d]!,
      daily.nonSubscriberViews[d]!,
      daily.impressions[d]!,
      optionalDecimalOfUnits(daily.ctr[d]!, 4),
      ...revenueColumns.map((type) => (money ? decimalOfUnits(money[type][d]!, 4) : null)),
    ]);
  }
  // Day by day, each day's videos together: the pages read a window of days, so a day's rows
  // then share a page or two instead of one page per video.
  const byDay = Array.from(rows.video.keys()).sort((a, b) => rows.day[a]! - rows.day[b]! || rows.video[a]! - rows.video[b]!);
  for (const r of byDay) {
    t.videoDaily.push([
      videos[rows.video[r]!]!.video_id,
      calendar.days[rows.day[r]!]!,
      rows.views[r]!,
      rows.watchMinutes[r]!,
      rows.likes[r]!,
      rows.comments[r]!,
      rows.shares[r]!,
      rows.subscribersGained[r]!,
      rows.impressions[r]!,
      optionalDecimalOfUnits(rows.ctr[r]!, 4),
      rows.gross ? decimalOfUnits(rows.gross[r]!, 4) : null,
    ]);
  }
  for (let a = 0; a < audience.key.length; a++) {
    t.audience.push([channelId, calendar.months[audience.month[a]!]!, audience.dimension[a]!, audience.key[a]!, audience.views[a]!, audience.watchMinutes[a]!]);
  }
  for (let c = 0; c < comments.comment_id.length; c++) {
    t.comments.push([
      comments.comment_id[c]!,
      videos[comments.video[c]!]!.video_id,
      comments.author[c]!,
      comments.text[c]!,
      comments.language[c]!,
      comments.likes[c]!,
      new Date(comments.publishedMs[c]!),
    ]);
  }
  t.profiles.push([
    p.channel_id,
    p.handle,
    p.country,
    p.audience_country,
    p.audience_age,
    p.subscribers,
    p.views,
    p.engagements,
    p.video_count,
    p.update_frequency,
    p.tags,
    p.avg_views_video_month,
    p.avg_views_video_quarter,
    p.avg_views_video_year,
    p.avg_views_shorts_month,
    p.avg_views_shorts_quarter,
    p.avg_views_shorts_year,
    p.avg_views_live_month,
    p.avg_views_live_quarter,
    p.avg_views_live_year,
    p.midroll_price,
    p.midroll_price_min,
    p.midroll_price_max,
    p.sponsored_price,
    p.sponsored_price_min,
    p.sponsored_price_max,
    p.is_new,
    p.hidden,
    p.hidden_scope,
    p.hidden_reason,
    p.interest_video_ids,
    p.data_through,
    refreshedAt,
  ]);
}

export type AnalyticsSeedOptions = {
  /** The day the seed runs (UTC); the data ends 3 days earlier. */
  seedDay: Date;
  /** Days of daily figures per channel (730 = two years). */
  days?: number;
  progress?: (done: number, total: number) => void;
};

export type AnalyticsSeedResult = {
  dataThrough: string;
  days: number;
  channels: number;
  videos: number;
  channelDays: number;
  videoDays: number;
  audienceRows: number;
  comments: number;
  channelGroups: number;
};

/** The demo people the channel groups name. */
export type GroupPeople = { admin: number; staff: number; userOwner: number };

export async function seedChannelAnalytics(
  { client, db }: ClientTransaction,
  channels: readonly SeedChannel[],
  people: GroupPeople,
  options: AnalyticsSeedOptions,
): Promise<AnalyticsSeedResult> {
  const days = options.days ?? DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1) throw new Error('days must be a whole number of at least 1');
  const calendar = buildCalendar(dataEndDay(options.seedDay), days);
  const refreshedAt = options.seedDay.toISOString();
  const taken = { videoIds: new Set<string>(), commentIds: new Set<string>(), handles: new Set<string>() };
  const t = tables();
  const result: AnalyticsSeedResult = {
    dataThrough: calendar.endDay,
    days,
    channels: channels.length,
    videos: 0,
    channelDays: 0,
    videoDays: 0,
    audienceRows: 0,
    comments: 0,
    channelGroups: 0,
  };

  // One batch is written while the next one is generated.
  let writing: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const flush = async (all: boolean) => {
    await writing;
    if (failure) throw failure;
    // Parents first: videos before their daily rows and comments.
    const batches = [t.videos, t.channelDaily, t.videoDaily, t.audience, t.comments].map((rows) => rows.take());
    if (all) batches.push(t.profiles.take());
    writing = (async () => {
      for (const write of batches) await write(client);
    })().catch((error: unknown) => {
      failure = error;
    });
  };
  const buffered = () => t.videos.size + t.channelDaily.size + t.videoDaily.size + t.audience.size + t.comments.size;

  for (let i = 0; i < channels.length; i++) {
    const channel = channels[i]!;
    const data = generateChannelAnalytics(channel, calendar, taken);
    pushChannel(t, channel, calendar, data, refreshedAt);
    result.videos += data.videos.length;
    result.channelDays += calendar.length;
    result.videoDays += data.videoRows.video.length;
    result.audienceRows += data.audience.key.length;
    result.comments += data.comments.comment_id.length;
    if (buffered() >= BATCH_ROWS) await flush(false);
    if (t.profiles.size >= 2000) await flush(true);
    options.progress?.(i + 1, channels.length);
  }
  await flush(true);
  await writing;
  if (failure) throw failure;

  await seedExchangeRates(db, options.seedDay);
  result.channelGroups = await seedChannelGroups(db, channels, people);
  // Fresh statistics, so the first queries after a big seed get sensible plans (ANALYZE counts the
  // transaction's own new rows).
  await sql`ANALYZE channels, videos, channel_daily_metrics, video_daily_metrics, channel_audience, video_comments`.execute(db);
  return result;
}

/** Units of each currency per 1 USD, near the rates of late 2026. */
export function demoExchangeRates(): Record<'TWD' | 'JPY' | 'USD', string> {
  const random = analyticsRandom(ANALYTICS_SEED);
  return {
    TWD: (32 + random.int(50, 950) / 1000).toFixed(3),
    JPY: (150 + random.int(50, 950) / 1000).toFixed(3),
    USD: '1',
  };
}

async function seedExchangeRates(db: Db, seedDay: Date) {
  const rates = demoExchangeRates();
  await db
    .insertInto('exchange_rates')
    .values((Object.keys(rates) as (keyof typeof rates)[]).map((currency) => ({ currency, per_usd: rates[currency], updated_at: seedDay })))
    .onConflict((oc) => oc.column('currency').doUpdateSet((eb) => ({ per_usd: eb.ref('excluded.per_usd'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

/**
 * Two groups: Chinese lifestyle channels administered by the demo `staff` (edit), and Japanese
 * creators that `user_owner` may view (so that account sees channels through a group).
 */
export function demoGroupChannels(channels: readonly SeedChannel[]): { lifestyle: SeedChannel[]; japan: SeedChannel[] } {
  const lifestyle = channels.filter((c) => c.language === 'zh' && c.index >= 3).slice(0, 4);
  // user_owner owns channels 0–2; the group brings other creators' channels.
  const japan = channels.filter((c) => c.language === 'ja' && c.index > 2).slice(0, 4);
  return { lifestyle, japan };
}

async function seedChannelGroups(db: Db, channels: readonly SeedChannel[], people: GroupPeople): Promise<number> {
  const { lifestyle, japan } = demoGroupChannels(channels);
  const groups = [
    { name: groupNames.lifestyle, channels: lifestyle, member: { user_id: people.staff, role: 'admin' as const, authorization_type: 'edit' as const } },
    { name: groupNames.japan, channels: japan, member: { user_id: people.userOwner, role: 'user' as const, authorization_type: 'view' as const } },
  ].filter((g) => g.channels.length > 0);
  for (const group of groups) {
    const { id } = await db.insertInto('channel_groups').values({ name: group.name, created_by: people.admin }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('channel_group_channels')
      .values(group.channels.map((c) => ({ group_id: id, channel_id: c.channel_id })))
      .execute();
    await db
      .insertInto('channel_group_members')
      .values({ group_id: id, ...group.member })
      .execute();
  }
  return groups.length;
}
