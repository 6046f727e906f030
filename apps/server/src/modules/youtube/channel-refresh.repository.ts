// Writes a refreshed channel in ONE transaction: videos, their comments, daily channel and video
// metrics, audience, per-country days (the window's days replaced), live streams (live-refresh.repository.ts), the channel's profile and derived
// figures, data_through / refreshed_at; drops the channel's cached results and its last refresh error. Mode "add": rows are inserted or
// updated, never deleted; revenue and impressions YouTube did not give this time keep their
// earlier values; comments are upserted by their id.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CHANNEL_DAY_COUNTS } from '../../db/schema.ts';
import type { ChannelSnapshot, KnownVideo } from './channel-snapshot.ts';
import { writeLiveSnapshot } from './live-refresh.repository.ts';
import { chunks } from '../../db/chunks.ts';
import { fromExcluded, fromExcludedOrKept } from '../../db/upsert.ts';

const CHUNK = 500;

export async function knownVideos(db: Db, channelId: string): Promise<KnownVideo[]> {
  return db.selectFrom('videos').select(['video_id', 'published_at', 'comments']).where('channel_id', '=', channelId).execute();
}

/** The channel's videos with comments stored. */
export async function commentedVideos(db: Db, channelId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('videos as v')
    .select('v.video_id')
    .where('v.channel_id', '=', channelId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('video_comments as c')
          .select(sql`1`.as('one'))
          .whereRef('c.video_id', '=', 'v.video_id'),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.video_id));
}

export async function channelDataThrough(db: Db, channelId: string): Promise<{ exists: boolean; dataThrough: string | null }> {
  const row = await db.selectFrom('channels').select('data_through').where('channel_id', '=', channelId).executeTakeFirst();
  return { exists: Boolean(row), dataThrough: row?.data_through ?? null };
}

/** `inTransaction`: what follows the write, queued in its transaction (issue 30: the revenue health check). */
export async function writeChannelSnapshot(db: Db, snapshot: ChannelSnapshot, now: Date, inTransaction?: (trx: Db) => Promise<unknown>): Promise<void> {
  const channelId = snapshot.channelId;
  await db.transaction().execute(async (trx) => {
    // One refresh of a channel at a time, whatever the queue does.
    const locked = await trx.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).forUpdate().executeTakeFirst();
    if (!locked) throw new Error(`channel ${channelId} no longer exists`);

    for (const batch of chunks(snapshot.videos, CHUNK)) {
      await trx
        .insertInto('videos')
        .values(batch)
        .onConflict((oc) =>
          oc
            .column('video_id')
            .doUpdateSet((eb) => fromExcluded(eb, ['kind', 'title', 'tags', 'duration_seconds', 'published_at', 'views', 'likes', 'comments', 'privacy']))
            .where('videos.channel_id', '=', channelId),
        )
        .execute();
    }

    // Comments of this channel's videos only (a video id stored under another channel keeps its own).
    const commented = [...new Set(snapshot.comments.map((c) => c.video_id))];
    const ownVideos = new Set(
      commented.length === 0
        ? []
        : (await trx.selectFrom('videos').select('video_id').where('channel_id', '=', channelId).where('video_id', 'in', commented).execute()).map(
            (v) => v.video_id,
          ),
    );
    for (const batch of chunks(
      snapshot.comments.filter((c) => ownVideos.has(c.video_id)),
      CHUNK,
    )) {
      await trx
        .insertInto('video_comments')
        .values(batch)
        .onConflict((oc) =>
          oc
            .column('comment_id')
            .doUpdateSet((eb) => fromExcluded(eb, ['author', 'text', 'likes', 'published_at', 'updated_at']))
            .whereRef('video_comments.video_id', '=', 'excluded.video_id'),
        )
        .execute();
    }

    for (const batch of chunks(snapshot.channelDays, CHUNK)) {
      await trx
        .insertInto('channel_daily_metrics')
        .values(batch)
        .onConflict((oc) =>
          oc.columns(['channel_id', 'day']).doUpdateSet((eb) => ({
            ...fromExcluded(eb, CHANNEL_DAY_COUNTS),
            ...fromExcludedOrKept(eb, 'channel_daily_metrics', [
              'impressions',
              'impressions_ctr',
              'ad_revenue',
              'premium_revenue',
              'transaction_revenue',
              'gross_revenue',
            ]),
          })),
        )
        .execute();
    }

    for (const batch of chunks(snapshot.videoDays, CHUNK)) {
      await trx
        .insertInto('video_daily_metrics')
        .values(batch)
        .onConflict((oc) =>
          oc.columns(['video_id', 'day']).doUpdateSet((eb) => ({
            ...fromExcluded(eb, ['views', 'watch_minutes', 'likes', 'comments', 'shares', 'subscribers_gained']),
            ...fromExcludedOrKept(eb, 'video_daily_metrics', ['impressions', 'impressions_ctr']),
          })),
        )
        .execute();
    }

    for (const batch of chunks(snapshot.audience, CHUNK)) {
      await trx
        .insertInto('channel_audience')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(['channel_id', 'month', 'dimension', 'key'])
            .doUpdateSet((eb) => ({ views: eb.ref('excluded.views'), watch_minutes: eb.ref('excluded.watch_minutes') })),
        )
        .execute();
    }

    // Per-country days (issue 30): each day YouTube answered is replaced (a country no longer in it
    // goes); a revenue YouTube did not give this time keeps its earlier value. Refused: untouched.
    const countryDays = snapshot.countryDays;
    if (countryDays && countryDays.days.length > 0) {
      await sql`
        DELETE FROM channel_country_days c
        WHERE c.channel_id = ${channelId} AND c.day = ANY(${countryDays.days}::date[])
          AND NOT EXISTS (
            SELECT 1 FROM unnest(${countryDays.rows.map((r) => r.day)}::date[], ${countryDays.rows.map((r) => r.country)}::text[]) AS n(day, country)
            WHERE n.day = c.day AND n.country = c.country
          )`.execute(trx);
      for (const batch of chunks(countryDays.rows, CHUNK)) {
        await trx
          .insertInto('channel_country_days')
          .values(batch)
          .onConflict((oc) =>
            oc.columns(['channel_id', 'day', 'country']).doUpdateSet((eb) => ({
              views: eb.ref('excluded.views'),
              ...fromExcludedOrKept(eb, 'channel_country_days', ['estimated_revenue']),
            })),
          )
          .execute();
      }
    }

    // Shares and subscribers per video are only known day by day (Reporting API): their sums.
    if (snapshot.videoDays.length > 0) {
      await sql`
        UPDATE videos v SET shares = s.shares, subscribers_gained = s.subscribers_gained
        FROM (
          SELECT m.video_id, sum(m.shares)::bigint AS shares, sum(m.subscribers_gained)::bigint AS subscribers_gained
          FROM video_daily_metrics m
          WHERE m.channel_id = ${channelId}
          GROUP BY m.video_id
        ) s
        WHERE v.video_id = s.video_id`.execute(trx);
    }

    const profile = snapshot.profile;
    await trx
      .updateTable('channels')
      .set((eb) => ({
        title: profile.title,
        handle: profile.handle,
        icon_url: profile.iconUrl,
        country: profile.country,
        // A hidden subscriber count keeps the last one known.
        ...(profile.subscribers !== null ? { subscribers: profile.subscribers } : {}),
        ...(profile.views !== null ? { views: profile.views } : {}),
        ...(profile.videoCount !== null ? { video_count: profile.videoCount } : {}),
        data_through: snapshot.dataThrough ? sql<string>`GREATEST(${eb.ref('data_through')}, ${snapshot.dataThrough}::date)` : eb.ref('data_through'),
        refreshed_at: now,
      }))
      .where('channel_id', '=', channelId)
      .execute();
    await writeLiveSnapshot(trx, channelId, snapshot.live, now);
    await updateDerivedFigures(trx, channelId, now);

    await trx.deleteFrom('analytics_cache').where('channel_id', '=', channelId).execute();
    await trx.updateTable('channel_sources').set({ last_error: null, last_error_at: null }).where('channel_id', '=', channelId).execute();
    if (inTransaction) await inTransaction(trx);
  });
}

/**
 * Uploads per week over the last 90 days, and average views per video of each kind published in
 * the last 30 / 90 / 365 days (spec 3 channel fields).
 */
async function updateDerivedFigures(db: Db, channelId: string, now: Date): Promise<void> {
  const avg = (kind: string, days: number) =>
    sql<number>`COALESCE((SELECT round(avg(views))::bigint FROM videos WHERE channel_id = ${channelId} AND kind = ${kind} AND published_at > ${now}::timestamptz - make_interval(days => ${days})), 0)`;
  await db
    .updateTable('channels')
    .set({
      update_frequency: sql<string>`(SELECT round(count(*) * 7 / 90.0, 2) FROM videos WHERE channel_id = ${channelId} AND published_at > ${now}::timestamptz - interval '90 days')`,
      avg_views_video_month: avg('video', 30),
      avg_views_video_quarter: avg('video', 90),
      avg_views_video_year: avg('video', 365),
      avg_views_shorts_month: avg('short', 30),
      avg_views_shorts_quarter: avg('short', 90),
      avg_views_shorts_year: avg('short', 365),
      avg_views_live_month: avg('live', 30),
      avg_views_live_quarter: avg('live', 90),
      avg_views_live_year: avg('live', 365),
    })
    .where('channel_id', '=', channelId)
    .execute();
}
