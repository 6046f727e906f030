// Demo analytics for every seeded channel: two years of daily figures ending at the data end date
// (the seed day minus 3 days, UTC), videos with their recent daily figures, monthly audiences,
// comments, the profile fields; then exchange rates and two channel groups. Deterministic: the
// same random streams every run; only the dates move with the calendar.
//
// Rows are written in big unnest statements inside the caller's transaction. Generating the next
// batch (JavaScript) overlaps with PostgreSQL writing the previous one: two cores, both busy.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { computeAudience, type AudienceRows } from './audience.ts';
import { arrayElement, BulkRows, encodeIntegers, encodeRepeated, encodeTexts, encodeTimestamps, encodeUnits, quoteText, type Column } from './bulk-insert.ts';
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
  const comments = generateComments(channel, calendar, videos, stream('comments'), taken.commentIds);
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

const col = (name: string, kind: Column['kind']): Column => ({ name, kind });

const tables = () => ({
  videos: new BulkRows('videos', [
    col('video_id', 'text'),
    col('channel_id', 'text'),
    col('kind', 'text'),
    col('title', 'text'),
    col('tags', 'text[]'),
    col('duration_seconds', 'int4'),
    col('published_at', 'timestamptz'),
    col('views', 'int8'),
    col('likes', 'int8'),
    col('comments', 'int8'),
    col('shares', 'int8'),
    col('subscribers_gained', 'int8'),
  ]),
  channelDaily: new BulkRows('channel_daily_metrics', [
    col('channel_id', 'text'),
    col('day', 'date'),
    col('views', 'int8'),
    col('watch_minutes', 'int8'),
    col('subscribers_gained', 'int4'),
    col('subscribers_lost', 'int4'),
    col('likes', 'int4'),
    col('comments', 'int4'),
    col('shares', 'int4'),
    col('video_views', 'int8'),
    col('shorts_views', 'int8'),
    col('live_views', 'int8'),
    col('non_subscriber_views', 'int8'),
    col('impressions', 'int8'),
    col('impressions_ctr', 'numeric'),
    col('ad_revenue', 'numeric'),
    col('shorts_ad_revenue', 'numeric'),
    col('premium_revenue', 'numeric'),
    col('transaction_revenue', 'numeric'),
    col('membership_revenue', 'numeric'),
    col('super_chat_revenue', 'numeric'),
    col('super_thanks_revenue', 'numeric'),
    col('super_stickers_revenue', 'numeric'),
    col('gross_revenue', 'numeric'),
  ]),
  videoDaily: new BulkRows('video_daily_metrics', [
    col('video_id', 'text'),
    col('day', 'date'),
    col('views', 'int8'),
    col('watch_minutes', 'int8'),
    col('likes', 'int4'),
    col('comments', 'int4'),
    col('shares', 'int4'),
    col('subscribers_gained', 'int4'),
    col('impressions', 'int8'),
    col('impressions_ctr', 'numeric'),
    col('gross_revenue', 'numeric'),
  ]),
  audience: new BulkRows('channel_audience', [
    col('channel_id', 'text'),
    col('month', 'date'),
    col('dimension', 'text'),
    col('key', 'text'),
    col('views', 'int8'),
    col('watch_minutes', 'int8'),
  ]),
  comments: new BulkRows('video_comments', [
    col('comment_id', 'text'),
    col('video_id', 'text'),
    col('author', 'text'),
    col('text', 'text'),
    col('language', 'text'),
    col('likes', 'int4'),
    col('published_at', 'timestamptz'),
  ]),
  profiles: new BulkRows('channels', [
    col('channel_id', 'text'),
    col('handle', 'text'),
    col('country', 'text'),
    col('audience_country', 'text'),
    col('audience_age', 'text'),
    col('subscribers', 'int8'),
    col('views', 'int8'),
    col('engagements', 'int8'),
    col('video_count', 'int4'),
    col('update_frequency', 'numeric'),
    col('tags', 'text[]'),
    col('avg_views_video_month', 'int8'),
    col('avg_views_video_quarter', 'int8'),
    col('avg_views_video_year', 'int8'),
    col('avg_views_shorts_month', 'int8'),
    col('avg_views_shorts_quarter', 'int8'),
    col('avg_views_shorts_year', 'int8'),
    col('avg_views_live_month', 'int8'),
    col('avg_views_live_quarter', 'int8'),
    col('avg_views_live_year', 'int8'),
    col('midroll_price', 'numeric'),
    col('midroll_price_min', 'numeric'),
    col('midroll_price_max', 'numeric'),
    col('sponsored_price', 'numeric'),
    col('sponsored_price_min', 'numeric'),
    col('sponsored_price_max', 'numeric'),
    col('is_new', 'bool'),
    col('hidden', 'bool'),
    col('hidden_scope', 'text'),
    col('hidden_reason', 'text'),
    col('interest_video_ids', 'text[]'),
    col('data_through', 'date'),
    col('refreshed_at', 'timestamptz'),
  ]),
});

type Tables = ReturnType<typeof tables>;
const revenueColumns = [...revenueTypes, 'gross'] as const;

function pushChannel(t: Tables, channel: SeedChannel, calendar: Calendar, dayList: string, data: ChannelAnalytics, refreshedAt: string) {
  const { videos, daily, videoRows, audience, comments, profile } = data;
  const channelId = quoteText(channel.channel_id);
  const n = calendar.length;
  const quotedIds = videos.map((v) => quoteText(v.video_id));
  t.videos.addBlock(videos.length, [
    quotedIds.join(','),
    encodeRepeated(channelId, videos.length),
    videos.map((v) => v.kind).join(','),
    encodeTexts(videos.map((v) => v.title)),
    videos.map((v) => arrayElement(v.tags, 'text[]')).join(','),
    videos.map((v) => v.duration_seconds).join(','),
    encodeTimestamps(videos.map((v) => v.publishedMs)),
    videos.map((v) => v.views).join(','),
    videos.map((v) => v.likes).join(','),
    videos.map((v) => v.comments).join(','),
    videos.map((v) => v.shares).join(','),
    videos.map((v) => v.subscribers_gained).join(','),
  ]);
  const money = daily.revenue;
  t.channelDaily.addBlock(n, [
    encodeRepeated(channelId, n),
    dayList,
    encodeIntegers(daily.views),
    encodeIntegers(daily.watchMinutes),
    encodeIntegers(daily.subscribersGained),
    encodeIntegers(daily.subscribersLost),
    encodeIntegers(daily.likes),
    encodeIntegers(daily.comments),
    encodeIntegers(daily.shares),
    encodeIntegers(daily.videoViews),
    encodeIntegers(daily.shortsViews),
    encodeIntegers(daily.liveViews),
    encodeIntegers(daily.nonSubscriberViews),
    encodeIntegers(daily.impressions),
    encodeUnits(daily.ctr, 4, true),
    ...revenueColumns.map((type) => (money ? encodeUnits(money[type], 4) : encodeRepeated('NULL', n))),
  ]);
  const rows = videoRows;
  const count = rows.video.length;
  t.videoDaily.addBlock(count, [
    rows.video.map((i) => quotedIds[i]!).join(','),
    rows.day.map((d) => calendar.days[d]!).join(','),
    rows.views.join(','),
    rows.watchMinutes.join(','),
    rows.likes.join(','),
    rows.comments.join(','),
    rows.shares.join(','),
    rows.subscribersGained.join(','),
    rows.impressions.join(','),
    encodeUnits(rows.ctr, 4, true),
    rows.gross ? encodeUnits(rows.gross, 4) : encodeRepeated('NULL', count),
  ]);
  t.audience.addBlock(audience.key.length, [
    encodeRepeated(channelId, audience.key.length),
    audience.month.map((m) => calendar.months[m]!).join(','),
    encodeTexts(audience.dimension),
    encodeTexts(audience.key),
    audience.views.join(','),
    audience.watchMinutes.join(','),
  ]);
  t.comments.addBlock(comments.comment_id.length, [
    encodeTexts(comments.comment_id),
    comments.video.map((i) => quotedIds[i]!).join(','),
    encodeTexts(comments.author),
    encodeTexts(comments.text),
    encodeTexts(comments.language),
    comments.likes.join(','),
    encodeTimestamps(comments.publishedMs),
  ]);
  const p = profile;
  t.profiles.push(
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
  );
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
  db: Kysely<Database>,
  channels: readonly SeedChannel[],
  people: GroupPeople,
  options: AnalyticsSeedOptions,
): Promise<AnalyticsSeedResult> {
  const days = options.days ?? DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1) throw new Error('days must be a whole number of at least 1');
  const calendar = buildCalendar(dataEndDay(options.seedDay), days);
  const refreshedAt = options.seedDay.toISOString();
  const dayList = calendar.days.join(',');
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
    const order = [t.videos, t.channelDaily, t.videoDaily, t.audience, t.comments];
    const queries = order.filter((rows) => rows.size > 0).map((rows) => rows.insertQuery());
    if (all && t.profiles.size > 0) queries.push(t.profiles.updateQuery());
    writing = (async () => {
      for (const query of queries) await db.executeQuery(query);
    })().catch((error: unknown) => {
      failure = error;
    });
  };
  const buffered = () => t.videos.size + t.channelDaily.size + t.videoDaily.size + t.audience.size + t.comments.size;

  for (let i = 0; i < channels.length; i++) {
    const channel = channels[i]!;
    const data = generateChannelAnalytics(channel, calendar, taken);
    pushChannel(t, channel, calendar, dayList, data, refreshedAt);
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

async function seedExchangeRates(db: Kysely<Database>, seedDay: Date) {
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

async function seedChannelGroups(db: Kysely<Database>, channels: readonly SeedChannel[], people: GroupPeople): Promise<number> {
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
