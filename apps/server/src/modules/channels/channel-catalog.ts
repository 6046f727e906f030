// The channel rows every channel request needs (does it exist, its title, how far its data reaches,
// its settings), kept in memory for half a minute. Every channel page asks for them twice (the
// route layer's visibility check and the service's window), so without this each request paid two
// queries before any real work. Changes made here (the interest videos) drop the entry at once in
// every process (InvalidationBus kind `channel`); changes made elsewhere (a refresh, a seed) are
// seen after at most `ttlMs` (30 s: daily figures arrive once a day; measured, a 5 s life meant
// 1,000 reloads a second when 5,000 channels were being read). Reading through the pool, it also
// reads every channel's row in one statement every 15 s, so that first visits find their row too.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { CHANNEL_PRICE_COLUMNS } from '../../db/channel-prices.ts';
import type { Db } from '../../db/database.ts';
import type { ChannelCatalog as ChannelCatalogPort, ChannelMeta } from '../../ports/channel-access.ts';

export type { ChannelMeta } from '../../ports/channel-access.ts';

type Entry = { value: Promise<ChannelMeta | null>; loadedAt: number };

export class ChannelCatalog implements ChannelCatalogPort {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private pool: pg.Pool | null = null;

  constructor(db: Db, options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.db = db;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The channel, or null when it does not exist. Concurrent callers share one query. */
  get(channelId: string): Promise<ChannelMeta | null> {
    const now = this.now();
    if (this.pool && this.everyChannel === 'idle') this.startRefreshingEveryChannel();
    const entry = this.entries.get(channelId);
    if (entry && now - entry.loadedAt < this.ttlMs) return entry.value;
    const value = this.pool ? loadChannelMetaPrepared(this.pool, channelId) : loadChannelMeta(this.db, channelId);
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
    this.invalidatedAt.set(channelId, this.now());
  }

  /** Every channel may have changed (invalidations were missed): nothing kept is served again. */
  invalidateAll(): void {
    this.entries.clear();
    this.allInvalidatedAt = this.now();
  }

  // Every channel's row, read in one statement every half `ttlMs` (networks of up to `maxEntries`
  // channels), so that a channel's first visit finds its row in memory: with thousands of channels
  // each opened now and then, nearly every first visit otherwise paid a query of its own before its
  // answer (at 5,000 channels a third of the uncached answers' statements). Started by the first
  // lookup through the pool; stops when the pool ends, on an error, or when the network is larger.
  private everyChannel: 'idle' | 'running' | 'off' = 'idle';
  private readonly invalidatedAt = new Map<string, number>();
  private allInvalidatedAt = -Infinity;

  private startRefreshingEveryChannel(): void {
    const pool = this.pool!;
    this.everyChannel = 'running';
    const refresh = async () => {
      if ((pool as pg.Pool & { ending?: boolean }).ending) return stop();
      const startedAt = this.now();
      try {
        const rows = await loadEveryChannelMeta(pool, this.maxEntries);
        if (rows === null) return stop();
        // Everything was invalidated while the statement ran: none of its rows is kept.
        if (this.allInvalidatedAt >= startedAt) return;
        for (const [i, row] of rows.entries()) {
          // A few hundred rows at a time, so that requests are not held up behind thousands.
          if (i > 0 && i % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
          const channelId = row.channel_id;
          // Invalidated while the statement ran: the row read may be the old one.
          if ((this.invalidatedAt.get(channelId) ?? -Infinity) >= startedAt) continue;
          this.entries.set(channelId, { value: Promise.resolve(toMeta(row)), loadedAt: startedAt });
        }
        for (const [channelId, at] of this.invalidatedAt) if (at < startedAt) this.invalidatedAt.delete(channelId);
      } catch {
        stop();
      }
    };
    const timer = setInterval(() => void refresh(), Math.max(1000, this.ttlMs / 2));
    timer.unref();
    const stop = () => {
      clearInterval(timer);
      this.everyChannel = 'off';
    };
    void refresh();
  }

  /** Reads through the pool with a prepared statement from now on (planned once per connection). */
  usePool(pool: pg.Pool): void {
    this.pool = pool;
  }
}

const metaColumns = [
  'channel_id',
  'title',
  'handle',
  'icon_url',
  'source_type',
  'language',
  'subscribers',
  'views',
  'video_count',
  'data_through',
  'refreshed_at',
  'interest_video_ids',
  ...CHANNEL_PRICE_COLUMNS,
] as const;
type MetaRow = Omit<ChannelMeta, 'data_from' | 'version'> & { first_day: string | null; last_day: string | null };

async function loadChannelMetaPrepared(pool: pg.Pool, channelId: string): Promise<ChannelMeta | null> {
  return loadChannelMetaWith(pool, channelId);
}

/** The channel's row as the catalog gives it, read through the pool or one client (a snapshot). */
export async function loadChannelMetaWith(reader: pg.Pool | pg.PoolClient, channelId: string): Promise<ChannelMeta | null> {
  const result = await (reader as pg.Pool).query<MetaRow>({
    name: 'analytics_channel_meta',
    text: `${metaSelect} WHERE c.channel_id = $1`,
    values: [channelId],
  });
  const row = result.rows[0];
  return row ? toMeta(row) : null;
}

const metaSelect = `SELECT ${metaColumns.map((c) => `c.${c}`).join(', ')},
                  (SELECT min(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id) AS first_day,
                  (SELECT max(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id) AS last_day
             FROM channels c`;

/** Every channel's row, or null when there are more than `limit` channels. */
async function loadEveryChannelMeta(pool: pg.Pool, limit: number): Promise<MetaRow[] | null> {
  const result = await pool.query<MetaRow>({ name: 'analytics_every_channel_meta', text: `${metaSelect} LIMIT $1`, values: [limit + 1] });
  return result.rows.length > limit ? null : result.rows;
}

async function loadChannelMeta(db: Db, channelId: string): Promise<ChannelMeta | null> {
  const row = await db
    .selectFrom('channels as c')
    .select([
      ...metaColumns.map((c) => `c.${c}` as const),
      // Both ends of the primary key range: two index probes.
      sql<string | null>`(SELECT min(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id)`.as('first_day'),
      sql<string | null>`(SELECT max(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id)`.as('last_day'),
    ])
    .where('c.channel_id', '=', channelId)
    .executeTakeFirst();
  return row ? toMeta(row) : null;
}

function toMeta(row: MetaRow): ChannelMeta {
  const { first_day, last_day, ...rest } = row;
  const dataThrough = row.data_through ?? last_day;
  return {
    ...rest,
    data_through: dataThrough,
    data_from: first_day,
    // Everything an answer shows from this row, plus both ends of the daily data; hashed, so that
    // the cache keys built from it on every request stay short.
    version: createHash('sha256')
      .update(JSON.stringify([dataThrough, first_day, last_day, row.refreshed_at?.getTime() ?? null, ...Object.values(rest)]))
      .digest('base64url')
      .slice(0, 22),
  };
}
