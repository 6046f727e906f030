// The similar part's use cases (issue 13): similar channels with the reasons, custom similar
// channels compared side by side, keyword gaps, the content licensing price. The route layer has
// checked the inspiration page and that the caller may see the channel (else 404); this service
// narrows every other channel to those the caller may see, and judges the write policies.
import {
  CUSTOM_SIMILAR_MAX,
  editsCustomSimilar,
  KEYWORD_GAPS_MAX,
  setsLicensingPrice,
  SIMILAR_TOP,
  type Currency,
  type CustomSimilar,
  type KeywordGaps,
  type LicensingPrice,
  type LicensingPriceInput,
  type SimilarChannels,
  type Subject,
  type LengthClass,
} from '@chorus/contract';
import { sql, type SqlBool } from 'kysely';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Db } from '../../../db/database.ts';
import type { StoredKeyword } from '../../../db/schema.insight.ts';
import { DomainError, forbidden, notFound } from '../../../errors/domain-error.ts';
import type { ChannelAccess } from '../../../ports/channel-access.ts';
import { scopeOf, visibleTo } from '../../channels/index.ts';
import { assertChannelEditable } from '../../ownership/index.ts';
import type { UserProfile } from '../../users/index.ts';
import type { SimilarProfiles } from './profiles.ts';
import { likeness, rankSimilar, sharesTopic, type SimilarProfile, type SimilarRanking } from './similarity.ts';

export type SimilarCaller = { userId: number; realUserId: number | null; profile: UserProfile; subject: Subject; ip: string | null };

type Visible = { all: Map<string, SimilarProfile>; visible: SimilarProfile[]; everyChannel: boolean };
type Deps = { db: Db; profiles: SimilarProfiles; channelAccess: ChannelAccess; audit: AuditLog };

/** The words of spec 8 the web app shows for a refused list. */
export const noMatchingChannels = (ids: string[]) =>
  new DomainError('errors.similarNoMatch', { fields: { channel_ids: 'validation.similarNoMatch' }, params: { entries: ids.join(', ') } });

export class SimilarService {
  private readonly deps: Deps;
  private readonly rankings = new WeakMap<Map<string, SimilarProfile>, Map<string, SimilarRanking>>();
  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** The profiles of the channels the caller may see (the channel itself included). */
  private async visibleProfiles(profile: UserProfile): Promise<Visible> {
    const scope = scopeOf(profile);
    if (!scope.everyChannel) {
      // The caller's reach and the profiles, asked at once.
      const [all, rows] = await Promise.all([
        this.deps.profiles.all(),
        this.deps.db
          .selectFrom('channels as c')
          .select('c.channel_id')
          .where(visibleTo(scope) ?? sql<SqlBool>`true`)
          .execute(),
      ]);
      const visible = rows.map((r) => all.get(r.channel_id)).filter((p): p is SimilarProfile => p !== undefined);
      return { all, visible, everyChannel: false };
    }
    const all = await this.deps.profiles.all();
    if (!scope.excludesHidden) return { all, visible: [...all.values()], everyChannel: true };
    const own = new Set(scope.memberChannelIds);
    return { all, visible: [...all.values()].filter((p) => !p.hidden || own.has(p.channel_id)), everyChannel: false };
  }

  /**
   * The top 6 among `visible`. For callers who see every channel the answer is the same for all of
   * them, so it is kept with the loaded profiles (a new load, after any data change, starts afresh).
   */
  private topOf(base: SimilarProfile, { all, visible, everyChannel }: Visible): SimilarRanking {
    if (!everyChannel) return rankSimilar(base, visible, SIMILAR_TOP);
    let memo = this.rankings.get(all);
    if (!memo) this.rankings.set(all, (memo = new Map()));
    let ranked = memo.get(base.channel_id);
    if (!ranked) memo.set(base.channel_id, (ranked = rankSimilar(base, visible, SIMILAR_TOP)));
    return ranked;
  }

  async similar(caller: SimilarCaller, channelId: string): Promise<SimilarChannels> {
    const visible = await this.visibleProfiles(caller.profile);
    const base = visible.all.get(channelId);
    if (!base) throw notFound();
    const ranked = this.topOf(base, visible);
    return {
      channel_id: channelId,
      tags: base.tags,
      same_topic: ranked.sameTopic,
      items: ranked.items.map((r) => ({
        channel_id: r.profile.channel_id,
        title: r.profile.title,
        icon_url: r.profile.icon_url,
        language: r.profile.language,
        subscribers: r.profile.subscribers,
        score: r.score,
        parts: r.parts,
        reasons: r.reasons,
      })),
    };
  }

  // ---- custom similar channels ----

  async customGet(caller: SimilarCaller, channelId: string): Promise<CustomSimilar> {
    // The profiles (and the caller's reach) beside the kept list and its channels' rows.
    const [{ all, visible }, { kept, rows }] = await Promise.all([
      this.visibleProfiles(caller.profile),
      this.keptList(channelId).then(async (kept) => ({ kept, rows: await this.comparedRows([channelId, ...kept.ids]) })),
    ]);
    const seen = new Set(visible.map((p) => p.channel_id));
    const ids = kept.ids.filter((id) => seen.has(id));
    const base = all.get(channelId);
    if (!base) throw notFound();
    const byId = new Map(rows.map((r) => [r.channel_id, r]));
    const compared = [channelId, ...ids].flatMap((id) => {
      const row = byId.get(id);
      const p = all.get(id);
      if (!row || !p) return [];
      return [
        {
          channel_id: id,
          title: row.title,
          icon_url: row.icon_url,
          language: row.language,
          subscribers: Number(row.subscribers),
          views: Number(row.views),
          video_count: Number(row.video_count),
          avg_views_video_month: Number(row.avg_views_video_month),
          avg_views_shorts_month: Number(row.avg_views_shorts_month),
          engagements: Number(row.engagements),
          update_frequency: String(row.update_frequency),
          main_length_class: mainClass(p.lengths),
          tags: row.tags,
          score: id === channelId ? 100 : likeness(base, p).score,
        },
      ];
    });
    return {
      channel_id: channelId,
      channel_ids: ids,
      compared,
      updated_at: kept.updatedAt,
      can_edit: editsCustomSimilar(caller.subject, channelId),
    };
  }

  private comparedRows(ids: string[]) {
    return this.deps.db
      .selectFrom('channels')
      .select([
        'channel_id',
        'title',
        'icon_url',
        'language',
        'subscribers',
        'views',
        'video_count',
        'avg_views_video_month',
        'avg_views_shorts_month',
        'engagements',
        'update_frequency',
        'tags',
      ])
      .where('channel_id', 'in', ids)
      .execute();
  }

  private async keptList(channelId: string): Promise<{ ids: string[]; updatedAt: string | null }> {
    const rows = await this.deps.db
      .selectFrom('insight_custom_similar')
      .select(['similar_channel_id', 'updated_at'])
      .where('channel_id', '=', channelId)
      .orderBy('position')
      .execute();
    return { ids: rows.map((r) => r.similar_channel_id), updatedAt: rows[0] ? new Date(rows[0].updated_at).toISOString() : null };
  }

  async customSet(caller: SimilarCaller, channelId: string, channelIds: string[]): Promise<CustomSimilar> {
    if (!editsCustomSimilar(caller.subject, channelId)) throw forbidden();
    const ids = [...new Set(channelIds)];
    if (ids.includes(channelId)) throw new DomainError('errors.invalidInput', { fields: { channel_ids: 'validation.customSimilarSelf' } });
    if (ids.length > CUSTOM_SIMILAR_MAX) throw new DomainError('errors.invalidInput', { fields: { channel_ids: 'validation.customSimilarMax' } });
    // Every id must be a channel the caller may see: an unknown or unseen one is "no matching channel".
    const unmatched: string[] = [];
    for (const id of ids) if (!(await this.deps.channelAccess.canSee(caller.profile, id))) unmatched.push(id);
    if (unmatched.length > 0) throw noMatchingChannels(unmatched);
    await assertChannelEditable(this.deps.db, channelId, caller.userId);
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('insight_custom_similar')
        .select('similar_channel_id')
        .where('channel_id', '=', channelId)
        .orderBy('position')
        .forUpdate()
        .execute();
      await trx.deleteFrom('insight_custom_similar').where('channel_id', '=', channelId).execute();
      await trx
        .insertInto('insight_custom_similar')
        .values(ids.map((id, i) => ({ channel_id: channelId, similar_channel_id: id, position: i + 1, updated_by: caller.userId })))
        .execute();
      await this.deps.audit.record(
        {
          action: 'insight.custom_similar_set',
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          target: { type: 'channel', id: channelId },
          details: { before: before.map((r) => r.similar_channel_id), after: ids },
          ip: caller.ip,
        },
        trx,
      );
    });
    return this.customGet(caller, channelId);
  }

  async customClear(caller: SimilarCaller, channelId: string): Promise<void> {
    if (!editsCustomSimilar(caller.subject, channelId)) throw forbidden();
    await assertChannelEditable(this.deps.db, channelId, caller.userId);
    await this.deps.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('insight_custom_similar').where('channel_id', '=', channelId).returning('similar_channel_id').execute();
      if (removed.length === 0) return;
      await this.deps.audit.record(
        {
          action: 'insight.custom_similar_set',
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          target: { type: 'channel', id: channelId },
          details: { before: removed.map((r) => r.similar_channel_id), after: [] },
          ip: caller.ip,
        },
        trx,
      );
    });
  }

  // ---- keyword gaps ----

  /**
   * Terms among the keywords of the channel's similar channels (its custom list when it has one,
   * else the top 6) that are not among its own keywords: best first by the sum of their scores,
   * then by how many of those channels have them, then alphabetically. Only channels sharing topic
   * with the channel count: custom ones that share none are named as left out.
   */
  async keywordGaps(caller: SimilarCaller, channelId: string): Promise<KeywordGaps> {
    const [visibleProfiles, kept] = await Promise.all([this.visibleProfiles(caller.profile), this.keptList(channelId)]);
    const { all, visible } = visibleProfiles;
    const base = all.get(channelId);
    if (!base) throw notFound();
    const seen = new Map(visible.map((p) => [p.channel_id, p]));
    const custom = kept.ids.flatMap((id) => seen.get(id) ?? []);
    const basis = custom.length > 0 ? 'custom' : 'similar';
    const comparedProfiles = basis === 'custom' ? custom.filter((p) => sharesTopic(base, p)) : this.topOf(base, visibleProfiles).items.map((r) => r.profile);
    const named = (p: SimilarProfile) => ({ channel_id: p.channel_id, title: p.title });
    const compared = comparedProfiles.map(named);
    const leftOut = custom.filter((p) => !comparedProfiles.includes(p)).map(named);
    const rows = await this.deps.db
      .selectFrom('insight_channels')
      .select(['channel_id', 'keywords'])
      .where('channel_id', 'in', [channelId, ...compared.map((c) => c.channel_id)])
      .execute();
    const keywordsOf = new Map(rows.map((r) => [r.channel_id, r.keywords as StoredKeyword[]]));
    const own = (keywordsOf.get(channelId) ?? []).map((k) => k.term);
    const ownSet = new Set(own.map((t) => t.toLowerCase()));
    const gaps = new Map<string, { term: string; score: number; channels: { channel_id: string; title: string }[] }>();
    for (const c of compared) {
      for (const k of keywordsOf.get(c.channel_id) ?? []) {
        const key = k.term.toLowerCase();
        if (ownSet.has(key)) continue;
        let gap = gaps.get(key);
        if (!gap) gaps.set(key, (gap = { term: k.term, score: 0, channels: [] }));
        gap.score += k.score;
        if (!gap.channels.some((x) => x.channel_id === c.channel_id)) gap.channels.push(c);
      }
    }
    const sorted = [...gaps.values()]
      .sort((a, b) => b.score - a.score || b.channels.length - a.channels.length || a.term.localeCompare(b.term))
      .slice(0, KEYWORD_GAPS_MAX)
      .map((g) => ({ ...g, score: Math.round(g.score * 1000) / 1000 }));
    return { channel_id: channelId, basis, compared, left_out: basis === 'custom' ? leftOut : [], own, gaps: sorted, analyzed: keywordsOf.has(channelId) };
  }

  // ---- content licensing price ----

  async licensingGet(caller: SimilarCaller, channelId: string): Promise<LicensingPrice> {
    const row = await this.deps.db
      .selectFrom('insight_licensing_prices as p')
      .leftJoin('users as u', 'u.id', 'p.updated_by')
      .select(['p.amount', 'p.currency', 'p.updated_at', 'u.name'])
      .where('p.channel_id', '=', channelId)
      .executeTakeFirst();
    return {
      channel_id: channelId,
      price: row ? { amount: formatAmount(row.amount, row.currency as Currency), currency: row.currency as Currency } : null,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
      updated_by: row?.name ?? null,
      can_edit: setsLicensingPrice(caller.subject, channelId),
    };
  }

  async licensingSet(caller: SimilarCaller, channelId: string, input: LicensingPriceInput): Promise<LicensingPrice> {
    if (!setsLicensingPrice(caller.subject, channelId)) throw forbidden();
    await assertChannelEditable(this.deps.db, channelId, caller.userId);
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('insight_licensing_prices')
        .select(['amount', 'currency'])
        .where('channel_id', '=', channelId)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .insertInto('insight_licensing_prices')
        .values({ channel_id: channelId, amount: input.amount, currency: input.currency, updated_by: caller.userId })
        .onConflict((oc) =>
          oc.column('channel_id').doUpdateSet({ amount: input.amount, currency: input.currency, updated_by: caller.userId, updated_at: sql`now()` }),
        )
        .execute();
      await this.deps.audit.record(
        {
          action: 'insight.licensing_price_set',
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          target: { type: 'channel', id: channelId },
          details: { before: before ?? null, after: { amount: input.amount, currency: input.currency } },
          ip: caller.ip,
        },
        trx,
      );
    });
    return this.licensingGet(caller, channelId);
  }
}

/** numeric(18,2) as stored, shown with the currency's places (JPY none): exact, no float. */
function formatAmount(stored: string, currency: Currency): string {
  if (currency !== 'JPY') return stored;
  return stored.replace(/\.0+$/, '');
}

function mainClass(lengths: Record<string, number>): LengthClass | null {
  let best: LengthClass | null = null;
  let share = 0;
  for (const [k, v] of Object.entries(lengths)) {
    if (v > share) {
      best = k as LengthClass;
      share = v;
    }
  }
  return best;
}
