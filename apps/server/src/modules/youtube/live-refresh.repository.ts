// Writes what a refresh read of a channel's live streams (live-snapshot.ts), inside the refresh's
// transaction. A stream's concurrent viewers are a sample taken now: the peak keeps the highest, the
// average all samples (viewer_sum / viewer_samples). Chat messages keep the highest count seen (the
// count only grows, and Google stops giving it when the stream ends). The split's days are replaced.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveSnapshot } from './live-snapshot.ts';
import { fromExcluded, fromExcludedOrKept } from '../../db/upsert.ts';

export async function writeLiveSnapshot(trx: Transaction<Database>, channelId: string, live: LiveSnapshot, now: Date): Promise<void> {
  for (const s of live.streams) {
    const sampled = s.viewers !== null;
    await trx
      .insertInto('live_streams')
      .values({
        video_id: s.video_id,
        channel_id: channelId,
        title: s.title,
        status: s.status,
        scheduled_start: s.scheduled_start,
        actual_start: s.actual_start,
        actual_end: s.actual_end,
        peak_concurrent_viewers: s.viewers,
        viewer_sum: s.viewers ?? 0,
        viewer_samples: sampled ? 1 : 0,
        chat_messages: s.chat_messages,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('video_id')
          .doUpdateSet((eb) => ({
            ...fromExcluded(eb, ['title', 'status', 'updated_at']),
            ...fromExcludedOrKept(eb, 'live_streams', ['scheduled_start', 'actual_start', 'actual_end']),
            peak_concurrent_viewers: sql`CASE WHEN excluded.viewer_samples > 0
              THEN greatest(live_streams.peak_concurrent_viewers, excluded.peak_concurrent_viewers) ELSE live_streams.peak_concurrent_viewers END`,
            viewer_sum: sql`live_streams.viewer_sum + excluded.viewer_sum`,
            viewer_samples: sql`live_streams.viewer_samples + excluded.viewer_samples`,
            chat_messages: sql`CASE WHEN excluded.chat_messages IS NULL THEN live_streams.chat_messages
              ELSE greatest(live_streams.chat_messages, excluded.chat_messages) END`,
          }))
          // A video id stored under another channel keeps its own row.
          .where('live_streams.channel_id', '=', channelId),
      )
      .execute();
  }
  if (live.days.length > 0) {
    await trx
      .insertInto('channel_live_days')
      .values(live.days.map((d) => ({ ...d, channel_id: channelId })))
      .onConflict((oc) =>
        oc.columns(['channel_id', 'day']).doUpdateSet((eb) => ({
          ...fromExcluded(eb, ['live_views', 'on_demand_views', 'live_watch_minutes', 'on_demand_watch_minutes']),
          // Revenue Google did not give this time keeps its earlier value.
          ...fromExcludedOrKept(eb, 'channel_live_days', ['live_revenue', 'on_demand_revenue']),
        })),
      )
      .execute();
  }
  await trx
    .insertInto('channel_live_state')
    .values({ channel_id: channelId, broadcasts: live.broadcasts, refreshed_at: now })
    .onConflict((oc) =>
      oc.column('channel_id').doUpdateSet((eb) => ({ broadcasts: eb.ref('excluded.broadcasts'), refreshed_at: eb.ref('excluded.refreshed_at') })),
    )
    .execute();
}
