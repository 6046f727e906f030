// The comparison's reads: which of the asked channels the caller may see (the channels module's one
// rule, visibleTo), a channel group's channels, and each channel's sums over the period, from the
// channel's daily figures (by period) or from the daily figures of its videos that hold the keyword
// (by keyword presence). Days are UTC dates; a video's publish day is its UTC date.
import type { KpiDay } from '@chorus/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { visibleTo, type ChannelScope } from '../../channels/index.ts';
import { findGroupInReach } from '../../groups/index.ts';

export type ComparedChannel = {
  channel_id: string;
  title: string;
  icon_url: string | null;
  subscribers: number;
  data_through: string | null;
};

/** The channels among `ids` that the scope may see (any order). */
export async function visibleChannels(db: Db, scope: ChannelScope, ids: readonly string[]): Promise<ComparedChannel[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('channels as c')
    .select(['c.channel_id', 'c.title', 'c.icon_url', 'c.subscribers', 'c.data_through'])
    .where('c.channel_id', '=', sql<string>`any(${[...ids]}::text[])`)
    .where(visibleTo(scope) ?? sql<SqlBool>`true`)
    .execute() as Promise<ComparedChannel[]>;
}

export type GroupRow = { id: number; name: string; myRole: 'admin' | 'user' | null; channelIds: string[] };

/** A channel group, the caller's place in it, and its channels by title; null when there is none. */
export async function findGroup(db: Db, groupId: number, userId: number): Promise<GroupRow | null> {
  const group = await findGroupInReach(db, groupId, userId);
  if (!group) return null;
  const channels = await db
    .selectFrom('channel_group_channels as gc')
    .innerJoin('channels as c', 'c.channel_id', 'gc.channel_id')
    .select('gc.channel_id')
    .where('gc.group_id', '=', groupId)
    // By title in code point order: the same on every database, whatever its collation.
    .orderBy(sql`c.title collate "C"`)
    .orderBy('gc.channel_id')
    .execute();
  return { ...group, channelIds: channels.map((c) => c.channel_id) };
}

export type PeriodSums = KpiDay & { channel_id: string };

/** Each channel's daily figures summed over the period (channels without a day in it are absent). */
export async function channelSums(db: Db, ids: readonly string[], start: string, end: string): Promise<PeriodSums[]> {
  const { rows } = await sql<PeriodSums>`
    select channel_id,
           sum(views)::bigint as views, sum(watch_minutes)::bigint as watch_minutes,
           sum(subscribers_gained)::bigint as subscribers_gained, sum(subscribers_lost)::bigint as subscribers_lost,
           sum(likes)::bigint as likes, sum(comments)::bigint as comments, sum(shares)::bigint as shares
      from channel_daily_metrics
     where channel_id = any(${[...ids]}::text[]) and day between ${start}::date and ${end}::date
     group by channel_id`.execute(db);
  return rows;
}

/** The daily figures of the given videos summed per channel over the period (no subscribers lost per video). */
export async function videoSums(db: Db, channelIds: readonly string[], videoIds: readonly string[], start: string, end: string): Promise<PeriodSums[]> {
  if (videoIds.length === 0) return [];
  const { rows } = await sql<PeriodSums>`
    select channel_id,
           sum(views)::bigint as views, sum(watch_minutes)::bigint as watch_minutes,
           sum(subscribers_gained)::bigint as subscribers_gained, 0::bigint as subscribers_lost,
           sum(likes)::bigint as likes, sum(comments)::bigint as comments, sum(shares)::bigint as shares
      from video_daily_metrics
     where video_id = any(${[...videoIds]}::text[]) and channel_id = any(${[...channelIds]}::text[])
       and day between ${start}::date and ${end}::date
     group by channel_id`.execute(db);
  return rows;
}

export type PublishedSums = { channel_id: string; videos: number; views: number };

/** Per channel: the videos published in the period and their views to date. */
export async function publishedInPeriod(db: Db, ids: readonly string[], start: string, end: string): Promise<PublishedSums[]> {
  const { rows } = await sql<PublishedSums>`
    select channel_id, count(*)::int as videos, coalesce(sum(views), 0)::bigint as views
      from videos
     where channel_id = any(${[...ids]}::text[])
       and published_at >= (${start}::date)::timestamp at time zone 'UTC'
       and published_at < (${end}::date + 1)::timestamp at time zone 'UTC'
     group by channel_id`.execute(db);
  return rows;
}

export type VideoText = { video_id: string; channel_id: string; title: string; tags: string[]; published_day: string; views: number };

/** Tags travel as one text joined by U+001F (a control character no tag holds): parsing text[] per row cost more than the query. */
const TAG_SEPARATOR = '\u001f';

/** Every video of the channels, with what keyword presence reads (title, tags) and its publish day (UTC). */
export async function videoTexts(db: Db, ids: readonly string[]): Promise<VideoText[]> {
  const { rows } = await sql<Omit<VideoText, 'tags'> & { tags: string }>`
    select video_id, channel_id, title, array_to_string(tags, ${TAG_SEPARATOR}) as tags,
           (published_at at time zone 'UTC')::date::text as published_day, views
      from videos
     where channel_id = any(${[...ids]}::text[])`.execute(db);
  return rows.map((r) => ({ ...r, tags: r.tags === '' ? [] : r.tags.split(TAG_SEPARATOR) }));
}
