// The publishing calendar's rules, one copy for the server and the web (issue 29): conflicts (two
// releases of one channel within the gap), the posting limits (Instagram 100 API-published posts in
// any 24 hours; TikTok about 15 posts a creator in 24 hours), and the network day of a time.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Taipei is UTC+8 all year (no daylight saving). */
const TAIPEI_OFFSET = 8 * HOUR;

/** Posts an account may publish through the API in any 24 hours. */
export const RELEASE_DAILY_LIMITS = { instagram: 100, tiktok: 15 } as const;
/** The default gap under which two releases of one channel conflict. */
export const DEFAULT_RELEASE_GAP_HOURS = 6;

/** States that hold a place on the calendar (count for conflicts and limits). */
export function holdsPlace(state: string): boolean {
  return state === 'scheduled' || state === 'publishing' || state === 'published';
}

/** The network day (YYYY-MM-DD, Asia/Taipei) of an instant. */
export function taipeiDay(at: string | number | Date): string {
  const ms = typeof at === 'number' ? at : new Date(at).getTime();
  return new Date(ms + TAIPEI_OFFSET).toISOString().slice(0, 10);
}

/** The instant a network day starts. */
export function taipeiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TAIPEI_OFFSET);
}

type Placed = { release_id: number; channel_id: string; publish_at: string; state: string };

/** For each release holding a place, the others of its channel less than `gapHours` away (both ways). */
export function releaseConflicts(releases: readonly Placed[], gapHours: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const byChannel = new Map<string, { id: number; at: number }[]>();
  for (const r of releases) {
    if (!holdsPlace(r.state)) continue;
    const list = byChannel.get(r.channel_id) ?? [];
    list.push({ id: r.release_id, at: Date.parse(r.publish_at) });
    byChannel.set(r.channel_id, list);
  }
  const gap = gapHours * HOUR;
  for (const list of byChannel.values()) {
    list.sort((a, b) => a.at - b.at || a.id - b.id);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length && list[j]!.at - list[i]!.at < gap; j++) {
        out.set(list[i]!.id, [...(out.get(list[i]!.id) ?? []), list[j]!.id]);
        out.set(list[j]!.id, [...(out.get(list[j]!.id) ?? []), list[i]!.id]);
      }
    }
  }
  return out;
}

/**
 * Whether one more post at `at` would put more than `limit` posts into some 24 hours with the
 * account's other posts `others` (instants, ms): the limit is a moving window, not a calendar day.
 */
export function exceedsDailyLimit(others: readonly number[], at: number, limit: number): boolean {
  const near = others.filter((t) => t > at - DAY && t < at + DAY).sort((a, b) => a - b);
  // Every window holding `at` starts in (at − 24 h, at]; its count changes only where a post enters
  // (its time − 24 h + 1 ms) or leaves (its time + 1 ms).
  const starts = [at - DAY + 1, at, ...near.flatMap((t) => [t, t + 1, t - DAY + 1])].filter((s) => s > at - DAY && s <= at);
  return starts.some((s) => near.filter((t) => t >= s && t < s + DAY).length + 1 > limit);
}
