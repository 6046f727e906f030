// A fixed-window counter per client address for sign-in and reset requests (security plan 13).
// Addresses come from the socket unless TRUST_PROXY names a proxy that sets X-Forwarded-For.
export class AddressThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  private readonly limitPerMinute: number;
  private readonly now: () => number;

  constructor(limitPerMinute: number, now: () => number) {
    this.limitPerMinute = limitPerMinute;
    this.now = now;
  }

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(address: string): number {
    const now = this.now();
    const window = this.windows.get(address);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size >= 100_000) this.evict(now);
      this.windows.set(address, { start: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count > this.limitPerMinute ? Math.ceil((window.start + 60_000 - now) / 1000) : 0;
  }

  /** Drops finished windows; if a flood of addresses left none finished, the oldest tenth. */
  private evict(now: number): void {
    for (const [address, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(address);
    if (this.windows.size < 100_000) return;
    let drop = Math.ceil(this.windows.size / 10);
    for (const address of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(address);
    }
  }
}
