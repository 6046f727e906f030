// The search quota of the exploration area (issue 26): YouTube's search.list has its own daily
// allowance (100 calls by default; each page of results is one call and costs 100 units), reset at
// midnight Pacific time. The discovery and the video search spend it through the same ledger.
import { z } from 'zod';

/** Units one search.list call (one page of results) costs. */
export const SEARCH_CALL_UNITS = 100;
/** search.list calls a day, unless the server is told otherwise (EXPLORATION_SEARCH_DAILY_CALLS). */
export const DEFAULT_SEARCH_DAILY_CALLS = 100;
/** YouTube's quota day: it resets at midnight in this zone. */
export const SEARCH_QUOTA_TIME_ZONE = 'America/Los_Angeles';

export const searchQuotaSchema = z.object({
  /** search.list calls spent today (quota day) and the allowance; one call is one page. */
  used: z.number().int(),
  limit: z.number().int(),
  /** Units of one call (100), for "a search costs …". */
  units_per_call: z.number().int(),
  /** The next midnight Pacific time (ISO 8601), when `used` goes back to 0. */
  resets_at: z.string(),
});
export type SearchQuota = z.infer<typeof searchQuotaSchema>;

/** What a search answer cost and how it was answered (discovery and the video search). */
export const searchOutcomeSchema = z.object({
  /** search.list calls this request spent (0 when answered from stored results). */
  calls_spent: z.number().int(),
  /** The YouTube part came from a search stored earlier (no quota spent). */
  from_stored: z.boolean(),
  /**
   * Why YouTube was not asked: no keywords or network only; the caller reads stored results only
   * (the viewer); no API key configured; the day's allowance is spent.
   */
  skipped: z.enum(['not_asked', 'not_allowed', 'no_api_key', 'quota_out']).nullable(),
});
export type SearchOutcome = z.infer<typeof searchOutcomeSchema>;
