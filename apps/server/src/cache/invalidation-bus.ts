// In-process caches stay correct across several server processes: every invalidation is applied
// locally at once and broadcast to the other processes through PostgreSQL LISTEN/NOTIFY.
import pg from 'pg';

/**
 * `channel`: a channel's row changed (modules/channels/channel-catalog.ts). `accounting`: accounting
 * data changed (modules/accounting/answers.ts; also sent by the triggers of migration 0034, origin `db`).
 */
export type Invalidation = { kind: 'user' | 'session' | 'channel' | 'accounting'; id: string };
type Listener = (message: Invalidation) => void;

const channel = 'chorus_invalidate';

export class InvalidationBus {
  private readonly listeners = new Set<Listener>();
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  private client: pg.Client | null = null;

  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async start(connectionString: string): Promise<void> {
    this.client = new pg.Client({ connectionString });
    await this.client.connect();
    this.client.on('notification', (n) => {
      if (!n.payload) return;
      const { origin, ...message } = JSON.parse(n.payload) as Invalidation & { origin: string };
      if (origin !== this.origin) this.emit(message);
    });
    this.client.on('error', () => {});
    await this.client.query(`LISTEN ${channel}`);
  }

  subscribe(listener: Listener): void {
    this.listeners.add(listener);
  }

  publish(message: Invalidation): void {
    this.emit(message);
    if (this.client) {
      this.pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...message, origin: this.origin })]).catch(() => {});
    }
  }

  async stop(): Promise<void> {
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
  deleteWhere(predicate: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (predicate(value)) this.map.delete(key);
  }
}
