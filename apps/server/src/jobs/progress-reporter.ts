// A job's progress reporter: a handler may call `set` as often as it likes (once per row of a
// million-row load); the row is written at most once per interval, with the latest values, and
// `finish` hands the registry the last values so the final state always carries them.
import type { MessageParams, ProgressReporter } from './job-registry.ts';

export type ProgressValues = { done: number; total: number | null; message: { key: string; params: MessageParams } | null };

type Timers = { now: () => number; setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (timer: unknown) => void };
const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export class ThrottledProgress implements ProgressReporter {
  private readonly write: (values: ProgressValues) => Promise<void>;
  private readonly intervalMs: number;
  private readonly timers: Timers;
  private latest: ProgressValues | null = null;
  private pending = false;
  private lastWriteAt: number;
  private timer: unknown = null;
  private writing: Promise<void> | null = null;
  private finished = false;

  /**
   * `write` must not throw (the caller logs its own failures). The interval counts from the
   * reporter's creation: the registry has just written the row (running).
   */
  constructor(write: (values: ProgressValues) => Promise<void>, options: { intervalMs?: number; timers?: Timers } = {}) {
    this.write = write;
    this.intervalMs = options.intervalMs ?? 1000;
    this.timers = options.timers ?? realTimers;
    this.lastWriteAt = this.timers.now();
  }

  set(done: number, total: number | null, message?: string, params: MessageParams = {}): void {
    if (this.finished) return;
    this.latest = { done, total, message: message === undefined ? (this.latest?.message ?? null) : { key: message, params } };
    this.pending = true;
    this.plan();
  }

  /** Stops writing and answers the latest values (null when `set` was never called), once any write under way is done. */
  async finish(): Promise<ProgressValues | null> {
    this.finished = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    return this.latest;
  }

  private plan(): void {
    if (this.timer !== null || this.writing !== null) return;
    const wait = Math.max(0, this.lastWriteAt + this.intervalMs - this.timers.now());
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, wait);
  }

  private flush(): void {
    if (this.finished || !this.pending || !this.latest) return;
    this.pending = false;
    this.lastWriteAt = this.timers.now();
    this.writing = this.write(this.latest).finally(() => {
      this.writing = null;
      // Values set while the write was under way go in the next one.
      if (this.pending && !this.finished) this.plan();
    });
  }
}
