// Profit-share ratios (spec 3 list): per channel and item, with the month each ratio starts. Seen by
// the accounting staff and the channel's people on the profit-sharing page (contract canSeeRatios),
// set by finance, admin and super staff (canSetRatios, judged by the route layer).
import { canSeeRatios, canSetRatios, ratioItems, type ChannelRatios, type RatioItem } from '@chorus/contract';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { auditBase, monthOf, refused, type Actor, type LedgerDeps } from './ledger-deps.ts';
import { fromExcluded } from '../../../db/upsert.ts';

export class RatiosService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  async get(actor: Actor, channelId: string): Promise<ChannelRatios> {
    const channel = await this.deps.db.selectFrom('channels').select(['channel_id', 'title']).where('channel_id', '=', channelId).executeTakeFirst();
    if (!channel) throw new DomainError('errors.notFound');
    if (!canSeeRatios(actor.subject, channelId)) throw refused(actor.subject, channelId);
    const history = await this.deps.db
      .selectFrom('profit_share_ratios as r')
      .leftJoin('users as u', 'u.id', 'r.set_by')
      .select(['r.item', 'r.start_month', 'r.ratio', 'r.set_at', 'u.name as set_by_name'])
      .where('r.channel_id', '=', channelId)
      .orderBy('r.start_month', 'desc')
      .orderBy('r.item')
      .execute();
    const month = monthOf(this.deps.clock.now());
    const current = Object.fromEntries(
      ratioItems.map((item) => [item, history.find((h) => h.item === item && h.start_month <= month)?.ratio ?? null]),
    ) as Record<RatioItem, string | null>;
    return {
      channel_id: channel.channel_id,
      channel_title: channel.title,
      can_set: canSetRatios(actor.subject),
      current: Object.fromEntries(Object.entries(current).map(([k, v]) => [k, v === null ? null : normalizeRatio(v)])) as Record<RatioItem, string | null>,
      history: history.map((h) => ({
        item: h.item as RatioItem,
        start_month: h.start_month,
        ratio: normalizeRatio(h.ratio),
        set_at: h.set_at.toISOString(),
        set_by_name: h.set_by_name,
      })),
    };
  }

  async set(actor: Actor, input: { channel_id: string; start_month: string; ratios: Partial<Record<RatioItem, string>> }): Promise<ChannelRatios> {
    const channel = await this.deps.db.selectFrom('channels').select('channel_id').where('channel_id', '=', input.channel_id).executeTakeFirst();
    if (!channel) throw new DomainError('errors.notFound');
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      // A ratio starting in a finalised month would change what that month's statements should say.
      await assertMonthOpen(trx, input.start_month);
      const rows = Object.entries(input.ratios).map(([item, ratio]) => ({
        channel_id: input.channel_id,
        item,
        start_month: input.start_month,
        ratio: ratio!,
        set_by: actor.userId,
        set_at: now,
      }));
      await trx
        .insertInto('profit_share_ratios')
        .values(rows)
        .onConflict((oc) => oc.columns(['channel_id', 'item', 'start_month']).doUpdateSet((eb) => fromExcluded(eb, ['ratio', 'set_by', 'set_at'])))
        .execute();
      await this.deps.audit.record(
        {
          ...auditBase(actor, input.start_month),
          action: 'accounting.ratio_set',
          details: { month: input.start_month, channel_id: input.channel_id, ratios: input.ratios },
        },
        trx,
      );
    });
    return this.get(actor, input.channel_id);
  }
}

/** "0.7000" → "0.7": ratios are shown as entered. */
function normalizeRatio(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
