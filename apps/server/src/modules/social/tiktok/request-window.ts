// TikTok's rate limit: so many requests a minute per endpoint, on a sliding window. One limiter per
// process and app: a request waits until the window has room, so the daily job never meets the 429
// it would otherwise cause (a 429 that comes anyway is retried with backoff by platform-http.ts).
const WINDOW_MS = 61_000;

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

  /**
   * Resolves when a request to `endpoint` may go, and counts it. A slot frees a second after the
   * minute: TikTok counts a request when it arrives, a little after it is sent here.
   */
  async take(endpoint: string): Promise<void> {
    for (;;) {
      const now = this.now();
      const times = this.sent.get(endpoint) ?? [];
      while (times.length > 0 && times[0]! <= now - WINDOW_MS) times.shift();
      this.sent.set(endpoint, times);
      if (times.length < this.perMinute) {
        times.push(now);
        return;
      }
      await this.wait(times[0]! + WINDOW_MS - now);
    }
  }
}
