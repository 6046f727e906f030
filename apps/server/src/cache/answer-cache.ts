// Computed analytics answers, kept in memory: bounded in bytes (least recently used go first) and
// in age. Keys name the channel, the resolved windows and the channel's data version, so new data
// makes new keys and old answers simply age out. Concurrent requests for one key share a single
// computation.

type Stored<V> = { value: V; bytes: number; storedAt: number };

export class AnswerCache<V> {
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly sizeOf: (value: V) => number;
  private readonly now: () => number;
  private readonly stored = new Map<string, Stored<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(options: { maxBytes: number; maxAgeMs: number; sizeOf: (value: V) => number; now?: () => number }) {
    this.maxBytes = options.maxBytes;
    this.maxAgeMs = options.maxAgeMs;
    this.sizeOf = options.sizeOf;
    this.now = options.now ?? (() => performance.now());
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.stored.size, bytes: this.bytes };
  }

  getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.stored.get(key);
    if (hit) {
      if (this.now() - hit.storedAt < this.maxAgeMs) {
        // Least recently used order: a hit moves to the end.
        this.stored.delete(key);
        this.stored.set(key, hit);
        this.hits++;
        return Promise.resolve(hit.value);
      }
      this.remove(key);
    }
    const running = this.pending.get(key);
    if (running) return running;
    this.misses++;
    const promise = compute().then(
      (value) => {
        this.pending.delete(key);
        this.store(key, value);
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.stored.clear();
    this.bytes = 0;
  }

  private store(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.remove(key);
    this.stored.set(key, { value, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const oldest of this.stored.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.stored.get(key);
    if (!entry) return;
    this.stored.delete(key);
    this.bytes -= entry.bytes;
  }
}
