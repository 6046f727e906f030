// TikTok's rate limit: so many requests a minute per endpoint, on a sliding window. One limiter per
// process and app: a request waits until the window has room, so the daily job never meets the 429
// it would otherwise cause (a 429 that comes anyway is retried with backoff by platform-http.ts).
export class RequestWindow {
  private readonly perMinute: number;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly sent = new Map<string, number[]>();

  constructor(perMinute: number, now: () => number = Date.now, wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) {
    this.perMinute = perMinute;
    this.now = now;
    this.wait = wait;
  }

  /** Resolves when a request to `endpoint` may go, and counts it. */
  async take(endpoint: string): Promise<void> {
    for (;;) {
      const now = this.now();
      const times = this.sent.get(endpoint) ?? [];
      while (times.length > 0 && times[0]! <= now - 60_000) times.shift();
      this.sent.set(endpoint, times);
      if (times.length < this.perMinute) {
        times.push(now);
        return;
      }
      await this.wait(times[0]! + 60_000 - now);
    }
  }
}
