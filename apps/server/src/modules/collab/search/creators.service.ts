// Creator search and prices (issue 11 "Creator search"). Search: the caller's catalogue
// (creator-search.repository.ts `catalogueScope`), prices only for viewPrices; a price filter or
// sort from a caller without viewPrices is refused (403 errors.pricesHidden), since answering it
// would reveal prices through the order or the count (docs/decisions.md). Prices: agencies with
// editPrices set them with their reference min and max; an edit of the channel, so refused while
// someone else holds its edit lock, written to the system log with before and after, and published
// so every process drops its copy of the channel.
import {
  CREATOR_SEARCH_DEFAULT_PAGE_SIZE,
  seesHiddenChannels,
  usesPrices,
  type CreatorPrices,
  type CreatorPricesInput,
  type CreatorSearch,
  type CreatorSearchQuery,
} from '@chorus/contract';
import type { AppContext } from '../../../app-context.ts';
import type { AuditLog } from '../../../audit/audit-log.ts';
import { DomainError, notFound } from '../../../errors/domain-error.ts';
import { scopeOf } from '../../channels/index.ts';
import { assertChannelEditable } from '../../ownership/index.ts';
import { socialHeadlines } from '../../social/index.ts';
import type { UserProfile } from '../../users/index.ts';
import { catalogueScope, creatorItem, findCreators } from './creator-search.repository.ts';

export type SearchCaller = { userId: number; realUserId: number | null; profile: UserProfile; viewPrices: boolean; ip: string | null };

export const pricesHidden = () => new DomainError('errors.pricesHidden');

export class CreatorsService {
  private readonly deps: Pick<AppContext, 'db' | 'bus' | 'clock'> & { audit: AuditLog };
  constructor(deps: Pick<AppContext, 'db' | 'bus' | 'clock'> & { audit: AuditLog }) {
    this.deps = deps;
  }

  async search(caller: SearchCaller, query: CreatorSearchQuery): Promise<CreatorSearch> {
    if (!caller.viewPrices && usesPrices(query)) throw pricesHidden();
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? CREATOR_SEARCH_DEFAULT_PAGE_SIZE;
    const scope = catalogueScope(scopeOf(caller.profile));
    const found = await findCreators(this.deps.db, scope, query, {
      sort: query.sort ?? 'subscribers',
      order: query.order ?? 'desc',
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const show = { prices: caller.viewPrices, hidden: !scope.excludesHidden && seesHiddenChannels(caller.profile.accountType) };
    // The page's creators' Instagram and TikTok headlines (issue 27), read after the page is known.
    const social = await socialHeadlines(
      this.deps.db,
      this.deps.clock.now(),
      found.rows.map((r) => r.channel_id),
    );
    return {
      items: found.rows.map((row) => creatorItem(row, show, social.get(row.channel_id))),
      total: found.total,
      total_capped: found.totalCapped,
      page,
      page_size: pageSize,
    };
  }

  async setPrices(caller: SearchCaller, channelId: string, input: CreatorPricesInput): Promise<CreatorPrices> {
    await assertChannelEditable(this.deps.db, channelId, caller.userId);
    const next = {
      midroll_price: input.midroll.price,
      midroll_price_min: input.midroll.min,
      midroll_price_max: input.midroll.max,
      sponsored_price: input.sponsored.price,
      sponsored_price_min: input.sponsored.min,
      sponsored_price_max: input.sponsored.max,
    };
    const after = await this.deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('channels')
        .select(['midroll_price', 'midroll_price_min', 'midroll_price_max', 'sponsored_price', 'sponsored_price_min', 'sponsored_price_max'])
        .where('channel_id', '=', channelId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound();
      const written = await trx
        .updateTable('channels')
        .set(next)
        .where('channel_id', '=', channelId)
        .returning(['midroll_price', 'midroll_price_min', 'midroll_price_max', 'sponsored_price', 'sponsored_price_min', 'sponsored_price_max'])
        .executeTakeFirstOrThrow();
      await this.deps.audit.record(
        {
          action: 'collab.price_set',
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          target: { type: 'channel', id: channelId },
          details: { currency: 'USD', before, after: written },
          ip: caller.ip,
        },
        trx,
      );
      return written;
    });
    this.deps.bus.publish({ kind: 'channel', id: channelId });
    return {
      currency: 'USD',
      midroll: { price: after.midroll_price, min: after.midroll_price_min, max: after.midroll_price_max },
      sponsored: { price: after.sponsored_price, min: after.sponsored_price_min, max: after.sponsored_price_max },
    };
  }
}
