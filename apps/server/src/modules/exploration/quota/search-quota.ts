// The search.list ledger (issue 26): YouTube gives search.list its own daily allowance of calls
// (100 by default, EXPLORATION_SEARCH_DAILY_CALLS), every page one call, reset at midnight Pacific
// time. A call is counted BEFORE it is made, in one statement that refuses to pass the allowance, so
// two searches at once never spend more than is left. When Google answers quotaExceeded anyway (the
// project spent it elsewhere), the day is marked spent. The discovery and the video search share it.
import { SEARCH_CALL_UNITS, SEARCH_QUOTA_TIME_ZONE, type SearchQuota } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SEARCH_QUOTA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The quota day (YYYY-MM-DD in Pacific time) of an instant. */
export function quotaDay(at: Date): string {
  return dayFormat.format(at);
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SEARCH_QUOTA_TIME_ZONE, timeZoneName: 'longOffset' });
/** Pacific time's offset at an instant, as "-08:00" or "-07:00". */
const offsetAt = (at: Date) => (offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-08:00').replace('GMT', '') || '+00:00';

/** The next midnight Pacific time after `at` (daylight saving time included). */
export function quotaResetsAt(at: Date): Date {
  const next = new Date(Date.parse(`${quotaDay(at)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const first = new Date(`${next}T00:00:00${offsetAt(at)}`);
  // The offset may change before that midnight (the switch is at 2 a.m.): read it at the midnight found.
  return new Date(`${next}T00:00:00${offsetAt(first)}`);
}

export const quotaOut = (resetsAt: Date, now: Date) =>
  new DomainError('errors.searchQuotaOut', {
    retryAfter: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
    params: { resets_at: resetsAt.toISOString() },
  });

export class SearchQuotaLedger {
  private readonly db: Db;
  private readonly clock: Clock;
  readonly limit: number;
  constructor(deps: { db: Db; clock: Clock; limit: number }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.limit = deps.limit;
  }

  async status(): Promise<SearchQuota> {
    const now = this.clock.now();
    const row = await this.db.selectFrom('exploration_search_quota').select('calls').where('day', '=', quotaDay(now)).executeTakeFirst();
    return {
      used: Math.min(row?.calls ?? 0, this.limit),
      limit: this.limit,
      units_per_call: SEARCH_CALL_UNITS,
      resets_at: quotaResetsAt(now).toISOString(),
    };
  }

  /** Counts `calls` search.list calls today, or throws errors.searchQuotaOut (nothing counted) when fewer are left. */
  async spend(calls = 1): Promise<void> {
    const now = this.clock.now();
    const day = quotaDay(now);
    const spent = await sql<{ calls: number }>`
      INSERT INTO exploration_search_quota AS q (day, calls) SELECT ${day}::date, ${calls}::int WHERE ${calls}::int <= ${this.limit}::int
      ON CONFLICT (day) DO UPDATE SET calls = q.calls + excluded.calls WHERE q.calls + excluded.calls <= ${this.limit}::int
      RETURNING q.calls`.execute(this.db);
    if (spent.rows.length === 0) throw quotaOut(quotaResetsAt(now), now);
  }

  /** Google said the allowance is spent: nothing more is asked today. */
  async exhaust(): Promise<void> {
    const day = quotaDay(this.clock.now());
    await this.db
      .insertInto('exploration_search_quota')
      .values({ day, calls: this.limit })
      .onConflict((oc) => oc.column('day').doUpdateSet({ calls: sql`GREATEST(exploration_search_quota.calls, ${this.limit}::int)` }))
      .execute();
  }
}
