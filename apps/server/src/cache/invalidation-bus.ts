// In-process caches stay correct across several server processes: every invalidation is applied
// locally at once and broadcast to the other processes through PostgreSQL LISTEN/NOTIFY. The
// listening connection is opened again when it drops (backoff 100 ms doubling to 5 s); every
// invalidation broadcast meanwhile is lost, so the drop and the reconnection each tell every
// listener to drop everything it keeps (kind `all`).
import pg from 'pg';

/**
 * `all`: the listening connection dropped or came back; invalidations may have been missed, nothing
 * kept may be served again (emitted locally only, never broadcast). `channel`: a channel's row changed (modules/channels/channel-catalog.ts). `accounting`: accounting
 * data changed (modules/accounting/answers.ts; also sent by the triggers of migration 0034, origin `db`).
 * `social`: a social account's figures, link or token status changed (modules/social, id = the account's id).
 */
export type Invalidation = { kind: 'user' | 'session' | 'channel' | 'accounting' | 'social'; id: string } | { kind: 'all' };
type Listener = (message: Invalidation) => void;

const channel = 'chorus_invalidate';
const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export class InvalidationBus {
  private readonly listeners = new Set<Listener>();
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  private client: pg.Client | null = null;

  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  private connectionString = '';
  private stopped = true;
  private retryMs = MIN_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  async start(connectionString: string): Promise<void> {
    this.connectionString = connectionString;
    this.stopped = false;
    try {
      await this.connect();
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (n) => {
      if (!n.payload) return;
      const { origin, ...message } = JSON.parse(n.payload) as Invalidation & { origin: string };
      if (origin !== this.origin) this.emit(message as Invalidation);
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.emit({ kind: 'all' });
      this.reconnectLater();
    };
    client.on('error', drop);
    client.on('end', drop);
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.retryMs = MIN_RETRY_MS;
  }

  private reconnectLater(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        // What was broadcast while nobody listened is lost: nothing kept is served again.
        () => this.emit({ kind: 'all' }),
        () => this.reconnectLater(),
      );
    }, delay);
    this.retryTimer.unref();
  }

  subscribe(listener: Listener): void {
    this.listeners.add(listener);
  }

  publish(message: Invalidation): void {
    this.emit(message);
    if (!this.stopped && message.kind !== 'all') {
      this.pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...message, origin: this.origin })]).catch(() => {});
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.client?.end().catch(() => {});
    this.client = null;
  }

  private emit(message: Invalidation): void {
    for (const listener of this.listeners) listener(message);
  }
}

/** A small map cache bounded in size, dropped wholesale for one key on invalidation. */
export class KeyedCache<V> {
  private readonly map = new Map<string, V>();
  private readonly maxEntries: number;
  constructor(maxEntries = 10_000) {
    this.maxEntries = maxEntries;
  }
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, value);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  deleteWhere(predicate: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (predicate(value)) this.map.delete(key);
  }
}
