// The linked accounts' headline figures for the other areas (issue 27 "Across platforms": the creator
// search, the quarterly report): each account of the given channels read by the same read as its page
// and the channel overview (`insightsAnswer` over the 30 days up to its last collected day, the
// overview's period) and summed up by the contract's `socialHeadlineOf`, which the overview uses too.
// Whoever may see the caller's area sees these figures (the search's and the report's own rules);
// the accounts' full insights stay behind `seesSocialAccount`.
import { SOCIAL_HEADLINE_DAYS, socialHeadlineOf, socialPeriodQuery, type SocialHeadline } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { listAccounts } from './accounts.repository.ts';
import { accountAnswer } from './accounts.service.ts';
import { defaultPeriod, insightsAnswer } from './insights.service.ts';

/**
 * Headlines kept per process for 10 minutes (as the insights answers are), keyed by what moves them:
 * the account, its name, its link (linked again: a new `linked_at`), its status and its last collected day (each
 * daily collection moves it). A search page of 20 rows then costs one statement (the accounts) and
 * the reads of accounts not seen lately, rather than four small reads per account every time.
 */
const KEPT_MS = 10 * 60_000;
const KEPT_MAX = 20_000;
/** One store per database (each test app has its own; a process serves one in production). */
const keptPerDb = new WeakMap<Db, Map<string, { at: number; headline: SocialHeadline }>>();

/** Per channel (only those with a linked account), its accounts' headlines: Instagram before TikTok. */
export async function socialHeadlines(db: Db, now: Date, channelIds: readonly string[]): Promise<Map<string, SocialHeadline[]>> {
  const out = new Map<string, SocialHeadline[]>();
  if (channelIds.length === 0) return out;
  const rows = await listAccounts(db, channelIds);
  let kept = keptPerDb.get(db);
  if (!kept) keptPerDb.set(db, (kept = new Map()));
  const headlines = await Promise.all(
    rows.map(async (row) => {
      const account = accountAnswer(row, now);
      const asked = socialPeriodQuery(row.collected_through, SOCIAL_HEADLINE_DAYS);
      const { start, end } = 'start' in asked ? asked : defaultPeriod(now);
      const key = [row.id, row.username, row.linked_at.toISOString(), account.status, start, end].join('|');
      const hit = kept.get(key);
      if (hit && now.getTime() - hit.at < KEPT_MS) return hit.headline;
      const headline = socialHeadlineOf(await insightsAnswer(db, row, account, start, end));
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(key, { at: now.getTime(), headline });
      return headline;
    }),
  );
  rows.forEach((row, i) => out.set(row.channel_id, [...(out.get(row.channel_id) ?? []), headlines[i]!]));
  return out;
}
