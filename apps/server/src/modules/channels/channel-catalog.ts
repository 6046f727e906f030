// The channel rows every channel request needs (does it exist, its title, how far its data reaches,
// its settings), kept in memory for a few seconds. Every channel page asks for them twice (the
// route layer's visibility check and the service's window), so without this each request paid two
// queries before any real work. Changes made here (the interest videos) drop the entry at once in
// every process (InvalidationBus kind `channel`); changes made elsewhere (a refresh, a seed) are
// seen after at most `ttlMs`.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type ChannelMeta = {
  channel_id: string;
  title: string;
  handle: string | null;
  icon_url: string | null;
  source_type: 'Freedom' | 'Little_Five' | 'YT';
  language: 'zh' | 'en' | 'ja';
  subscribers: number;
  views: number;
  video_count: number;
  /** The last day with complete figures: `channels.data_through`, else the last day with a daily row. */
  data_through: string | null;
  /** The first day with a daily row. */
  data_from: string | null;
  refreshed_at: Date | null;
  interest_video_ids: string[];
  midroll_price: string | null;
  midroll_price_min: string | null;
  midroll_price_max: string | null;
  sponsored_price: string | null;
  sponsored_price_min: string | null;
  sponsored_price_max: string | null;
  /** Changes whenever anything the analytics answers depend on changes; part of their cache keys. */
  version: string;
};

type Entry = { value: Promise<ChannelMeta | null>; loadedAt: number };

export class ChannelCatalog {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(db: Db, options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.db = db;
    this.ttlMs = options.ttlMs ?? 5000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The channel, or null when it does not exist. Concurrent callers share one query. */
  get(channelId: string): Promise<ChannelMeta | null> {
    const now = this.now();
    const entry = this.entries.get(channelId);
    if (entry && now - entry.loadedAt < this.ttlMs) return entry.value;
    const value = loadChannelMeta(this.db, channelId);
    if (this.entries.size >= this.maxEntries && !entry) this.entries.delete(this.entries.keys().next().value as string);
    const fresh = { value, loadedAt: now };
    this.entries.set(channelId, fresh);
    // Unknown channels and failures are not remembered: a channel created a moment later must be found.
    value.then(
      (meta) => {
        if (!meta && this.entries.get(channelId) === fresh) this.entries.delete(channelId);
      },
      () => {
        if (this.entries.get(channelId) === fresh) this.entries.delete(channelId);
      },
    );
    return value;
  }

  invalidate(channelId: string): void {
    this.entries.delete(channelId);
  }
}

async function loadChannelMeta(db: Db, channelId: string): Promise<ChannelMeta | null> {
  const row = await db
    .selectFrom('channels as c')
    .select([
      'c.channel_id',
      'c.title',
      'c.handle',
      'c.icon_url',
      'c.source_type',
      'c.language',
      'c.subscribers',
      'c.views',
      'c.video_count',
      'c.data_through',
      'c.refreshed_at',
      'c.interest_video_ids',
      'c.midroll_price',
      'c.midroll_price_min',
      'c.midroll_price_max',
      'c.sponsored_price',
      'c.sponsored_price_min',
      'c.sponsored_price_max',
      // Both ends of the primary key range: two index probes.
      sql<string | null>`(SELECT min(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id)`.as('first_day'),
      sql<string | null>`(SELECT max(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id)`.as('last_day'),
    ])
    .where('c.channel_id', '=', channelId)
    .executeTakeFirst();
  if (!row) return null;
  const { first_day, last_day, ...rest } = row;
  const dataThrough = row.data_through ?? last_day;
  return {
    ...rest,
    data_through: dataThrough,
    data_from: first_day,
    // Everything an answer shows from this row, plus both ends of the daily data.
    version: JSON.stringify([dataThrough, first_day, last_day, row.refreshed_at?.getTime() ?? null, ...Object.values(rest)]),
  };
}
