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

/** Per channel (only those with a linked account), its accounts' headlines: Instagram before TikTok. */
export async function socialHeadlines(db: Db, now: Date, channelIds: readonly string[]): Promise<Map<string, SocialHeadline[]>> {
  const out = new Map<string, SocialHeadline[]>();
  if (channelIds.length === 0) return out;
  const rows = await listAccounts(db, channelIds);
  const headlines = await Promise.all(
    rows.map(async (row) => {
      const account = accountAnswer(row, now);
      const asked = socialPeriodQuery(row.collected_through, SOCIAL_HEADLINE_DAYS);
      const { start, end } = 'start' in asked ? asked : defaultPeriod(now);
      return socialHeadlineOf(await insightsAnswer(db, row, account, start, end));
    }),
  );
  rows.forEach((row, i) => out.set(row.channel_id, [...(out.get(row.channel_id) ?? []), headlines[i]!]));
  return out;
}
