// The similar-channel profiles (0052 insight_similar_profiles): computed from what the channel
// pages store, kept per channel with the channel's data generation (channel_answer_state.gen, moved
// by every write of the channel's data, 0021), and held in memory while no generation moved.
//
// A request asks one cheap question (the number and sum of the generations: 1,000 rows); when it
// matches the loaded set, the profiles are answered from memory. Otherwise the channels whose
// profile is behind are computed again (set-based, in one repeatable-read snapshot with the
// generation it read) and the set is loaded again. One refresh at a time per process.
import { lengthClassOf, type LengthClass } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { StoredSimilarProfile } from '../../../db/schema.insight-similar.ts';
import type { SimilarProfile } from './similarity.ts';

/** The audience mix is taken from the channel's latest three months of channel_audience. */
const AUDIENCE_MONTHS = 3;
const CHUNK = 500;

type Loaded = { version: string; byId: Map<string, SimilarProfile> };

const shares = (counts: Map<string, number>): Record<string, number> => {
  let total = 0;
  for (const v of counts.values()) total += v;
  if (total <= 0) return {};
  const out: Record<string, number> = {};
  for (const [k, v] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) if (v > 0) out[k] = Math.round((v / total) * 10_000) / 10_000;
  return out;
};

/** Computes and stores the profiles of `channelIds` (all in one snapshot, with the generation it read). */
export async function computeProfiles(db: Db, channelIds: readonly string[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < channelIds.length; i += CHUNK) {
    const ids = channelIds.slice(i, i + CHUNK);
    const work = async (trx: Db): Promise<number> => {
      type BaseRow = Pick<StoredSimilarProfile, 'title' | 'icon_url' | 'language' | 'hidden' | 'subscribers' | 'tags'> & { channel_id: string; gen: number };
      const base = await sql<BaseRow>`
          SELECT c.channel_id, c.title, c.icon_url, c.language, c.hidden, c.subscribers, c.tags_lower AS tags, coalesce(s.gen, 0) AS gen
            FROM channels c LEFT JOIN channel_answer_state s ON s.channel_id = c.channel_id
           WHERE c.channel_id = ANY(${ids}::text[])`.execute(trx);
      const lengths = await sql<{ channel_id: string; duration_seconds: number; n: number }>`
          SELECT channel_id, duration_seconds, count(*)::int AS n FROM videos
           WHERE channel_id = ANY(${ids}::text[]) AND privacy = 'public'
           GROUP BY channel_id, duration_seconds`.execute(trx);
      const audience = await sql<{ channel_id: string; dimension: string; key: string; views: number }>`
          WITH latest AS (
            SELECT channel_id, max(month) AS month FROM channel_audience
             WHERE channel_id = ANY(${ids}::text[]) AND dimension IN ('country', 'age_gender') GROUP BY channel_id)
          SELECT a.channel_id, a.dimension,
                 CASE WHEN a.dimension = 'age_gender' THEN split_part(a.key, '|', 1) ELSE upper(a.key) END AS key,
                 sum(a.views)::bigint AS views
            FROM channel_audience a JOIN latest l ON l.channel_id = a.channel_id
           WHERE a.dimension IN ('country', 'age_gender') AND a.month > l.month - make_interval(months => ${AUDIENCE_MONTHS})
           GROUP BY 1, 2, 3`.execute(trx);
      const mixes = new Map<string, { lengths: Map<string, number>; countries: Map<string, number>; ages: Map<string, number> }>();
      const mixOf = (id: string) => {
        let m = mixes.get(id);
        if (!m) mixes.set(id, (m = { lengths: new Map(), countries: new Map(), ages: new Map() }));
        return m;
      };
      for (const r of lengths.rows) {
        const lengthMix = mixOf(r.channel_id).lengths;
        const cls: LengthClass = lengthClassOf(r.duration_seconds);
        lengthMix.set(cls, (lengthMix.get(cls) ?? 0) + r.n);
      }
      for (const r of audience.rows) {
        const m = mixOf(r.channel_id);
        const target = r.dimension === 'country' ? m.countries : m.ages;
        target.set(r.key, (target.get(r.key) ?? 0) + Number(r.views));
      }
      const rows = base.rows.map((c) => {
        const m = mixes.get(c.channel_id);
        const profile: StoredSimilarProfile = {
          title: c.title,
          icon_url: c.icon_url,
          language: c.language,
          hidden: c.hidden,
          subscribers: Number(c.subscribers),
          tags: [...new Set(c.tags)].sort(),
          countries: m ? shares(m.countries) : {},
          ages: m ? shares(m.ages) : {},
          lengths: m ? shares(m.lengths) : {},
        };
        return { channel_id: c.channel_id, gen: Number(c.gen), profile: JSON.stringify(profile) };
      });
      if (rows.length === 0) return 0;
      await trx
        .insertInto('insight_similar_profiles')
        .values(rows)
        .onConflict((oc) =>
          oc.column('channel_id').doUpdateSet((eb) => ({ gen: eb.ref('excluded.gen'), profile: eb.ref('excluded.profile'), computed_at: sql`now()` })),
        )
        .execute();
      return rows.length;
    };
    // Inside the seed's transaction it runs there; otherwise in its own repeatable-read snapshot.
    written += db.isTransaction ? await work(db) : await db.transaction().setIsolationLevel('repeatable read').execute(work);
  }
  return written;
}

/** The channels whose stored profile is missing or behind their data generation. */
export async function staleProfileIds(db: Db): Promise<string[]> {
  const rows = await sql<{ channel_id: string }>`
    SELECT c.channel_id FROM channels c
      LEFT JOIN channel_answer_state s ON s.channel_id = c.channel_id
      LEFT JOIN insight_similar_profiles p ON p.channel_id = c.channel_id
     WHERE p.channel_id IS NULL OR p.gen IS DISTINCT FROM coalesce(s.gen, 0)
     ORDER BY c.channel_id`.execute(db);
  return rows.rows.map((r) => r.channel_id);
}

/** Computes every missing or stale profile (the seed, the bench, and a request that finds them behind). */
export async function refreshStaleProfiles(db: Db): Promise<number> {
  return computeProfiles(db, await staleProfileIds(db));
}

export class SimilarProfiles {
  private loaded: Loaded | null = null;
  private refreshing: Promise<Loaded> | null = null;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Every channel's profile, current with the channels' data. */
  async all(): Promise<Map<string, SimilarProfile>> {
    const version = await this.version();
    if (this.loaded?.version === version) return this.loaded.byId;
    if (!this.refreshing) {
      this.refreshing = this.load().finally(() => {
        this.refreshing = null;
      });
    }
    const loaded = await this.refreshing;
    return loaded.byId;
  }

  private async version(): Promise<string> {
    const row = await sql<{ v: string }>`
      SELECT (SELECT count(*) FROM channels)::text || ':' || count(*)::text || ':' || coalesce(sum(gen), 0)::text AS v FROM channel_answer_state`.execute(
      this.db,
    );
    return row.rows[0]!.v;
  }

  private async load(): Promise<Loaded> {
    const version = await this.version();
    await refreshStaleProfiles(this.db);
    const rows = await this.db.selectFrom('insight_similar_profiles').select(['channel_id', 'profile']).execute();
    const byId = new Map<string, SimilarProfile>();
    for (const r of rows) byId.set(r.channel_id, { ...r.profile, channel_id: r.channel_id });
    // The version read before computing: a write meanwhile moves it, so the next request loads again.
    this.loaded = { version, byId };
    return this.loaded;
  }
}
