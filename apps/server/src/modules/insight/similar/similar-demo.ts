// The similar part's demo (issue 13): every channel's similar-channel profile computed, custom
// similar lists on a few channels (the named intensive-cooperative owner's and the first two of each
// language: up to four channels on their topic, past the closest one, so the side-by-side view has
// believable peers), and content licensing prices on every third channel, in the currency of its
// language (TWD, JPY, USD), recorded by the demo staff account.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import { computeProfiles } from './profiles.ts';
import { rankSimilar, type SimilarProfile } from './similarity.ts';
import { insertMissing } from '../../../db/upsert.ts';

const currencyOf: Record<string, 'TWD' | 'JPY' | 'USD'> = { zh: 'TWD', ja: 'JPY', en: 'USD' };
/** Licensing price per 1,000 subscribers, in whole units of each currency. */
const perThousand: Record<string, number> = { TWD: 120, JPY: 550, USD: 4 };

export async function seedSimilarDemo(trx: Db, { userIds }: DemoSeedOptions): Promise<void> {
  const channels = await trx.selectFrom('channels').select(['channel_id', 'language', 'subscribers']).orderBy('channel_id').execute();
  if (channels.length === 0) return;
  await computeProfiles(
    trx,
    channels.map((c) => c.channel_id),
  );
  const rows = await trx.selectFrom('insight_similar_profiles').select(['channel_id', 'profile']).execute();
  const profiles: SimilarProfile[] = rows.map((r) => ({ ...r.profile, channel_id: r.channel_id }));
  const staff = userIds.get('staff') ?? null;

  const named = await trx
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.channel_id')
    .where('m.member_type', '=', 'owner')
    .where('u.email', 'in', ['intensive_cooperative_user_owner@demo.chorus.test', 'user_owner@demo.chorus.test'])
    .execute();
  const chosen = new Set(named.map((r) => r.channel_id));
  for (const language of ['zh', 'ja', 'en']) for (const c of channels.filter((x) => x.language === language).slice(0, 2)) chosen.add(c.channel_id);

  const lists: { channel_id: string; similar_channel_id: string; position: number; updated_by: number | null }[] = [];
  for (const id of chosen) {
    const base = profiles.find((p) => p.channel_id === id);
    if (!base) continue;
    // Peers on its topic (rankSimilar keeps only those), past the very closest one.
    const peers = rankSimilar(base, profiles, 6).items.slice(1, 5);
    peers.forEach((peer, i) => lists.push({ channel_id: id, similar_channel_id: peer.profile.channel_id, position: i + 1, updated_by: staff }));
  }
  await insertMissing(trx, 'insight_custom_similar', lists);

  const prices = channels
    .filter((_, i) => i % 3 === 0)
    .map((c) => {
      const currency = currencyOf[c.language] ?? 'USD';
      const whole = Math.max(1, Math.round((Number(c.subscribers) / 1000) * perThousand[currency]!));
      // Whole units only: the amount is an exact integer string, never a float's digits.
      return { channel_id: c.channel_id, amount: String(whole), currency, updated_by: staff };
    });
  await insertMissing(trx, 'insight_licensing_prices', prices);
  await sql`ANALYZE insight_similar_profiles`.execute(trx);
}
