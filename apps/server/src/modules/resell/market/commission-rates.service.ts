// Commission rates (issue 12): who sets which (contract resell/market.policies.ts): the network's
// managing roles every product and package; a team's administrator its own team's (the products
// of its stores, its packages). Anything else the caller does not see answers 404, what they see
// but may not set 403. Every change is in the system log.
import {
  canSetCommission,
  isManagingRole,
  normalize,
  setsCommissions,
  type CommissionRateInput,
  type CommissionRateResult,
  type CommissionRates,
  type Subject,
} from '@chorus/contract';
import { sql } from 'kysely';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { forbidden, notFound } from '../../../errors/domain-error.ts';
import type { ActingCaller } from '../../../security/subject.ts';

export type CommissionCaller = ActingCaller;
export type CommissionDeps = { db: Db; clock: Clock; audit: AuditLog };

/** The most rows of each kind the list answers (newest first). */
const LIST_LIMIT = 500;

const allTeams = (s: Subject) => [...new Set([...s.teams.owner, ...s.teams.client, ...s.teams.member])];

export class CommissionRatesService {
  private readonly deps: CommissionDeps;
  constructor(deps: CommissionDeps) {
    this.deps = deps;
  }

  async list(caller: CommissionCaller): Promise<CommissionRates> {
    const everything = isManagingRole(caller.subject.accountType);
    const teams = caller.subject.teams.owner;
    let products = this.deps.db
      .selectFrom('resell_video_products as vp')
      .innerJoin('shop_stores as s', 's.id', 'vp.store_id')
      .innerJoin('channels as c', 'c.channel_id', 'vp.channel_id')
      .leftJoin('resell_commission_rates as r', 'r.video_product_id', 'vp.id')
      .select(['vp.id', 'vp.channel_id', 'c.title', 'vp.video_id', 'vp.product_title', 'vp.discount_code', 's.name', 's.shop_domain', 's.currency', 'r.rate']);
    if (!everything) products = teams.length === 0 ? products.where(sql<boolean>`false`) : products.where('s.advertiser_id', 'in', teams);
    let packages = this.deps.db
      .selectFrom('collab_packages as p')
      .leftJoin('advertisers as a', 'a.id', 'p.advertiser_id')
      .leftJoin('resell_commission_rates as r', 'r.package_id', 'p.id')
      .select(['p.id', 'p.name', 'a.name as team', 'r.rate']);
    if (!everything) packages = teams.length === 0 ? packages.where(sql<boolean>`false`) : packages.where('p.advertiser_id', 'in', teams);
    const [productRows, packageRows] = await Promise.all([
      products.orderBy('vp.id', 'desc').limit(LIST_LIMIT).execute(),
      packages.orderBy('p.id', 'desc').limit(LIST_LIMIT).execute(),
    ]);
    return {
      products: productRows.map((r) => ({
        video_product_id: r.id,
        channel_id: r.channel_id,
        channel_title: r.title,
        video_id: r.video_id,
        product_title: r.product_title,
        discount_code: r.discount_code,
        store_name: r.name || r.shop_domain,
        currency: r.currency,
        rate: r.rate === null ? null : normalize(r.rate),
      })),
      packages: packageRows.map((r) => ({ package_id: r.id, name: r.name, team: r.team ?? '', rate: r.rate === null ? null : normalize(r.rate) })),
    };
  }

  async set(caller: CommissionCaller, input: CommissionRateInput): Promise<CommissionRateResult> {
    return this.deps.db.transaction().execute(async (trx) => {
      if (!setsCommissions(caller.subject)) throw forbidden();
      const target = input.video_product_id !== undefined ? await productTeam(trx, input.video_product_id) : await packageTeam(trx, input.package_id!);
      if (target === undefined) throw notFound();
      if (!canSetCommission(caller.subject, { advertiserId: target })) {
        const sees = target !== null && allTeams(caller.subject).includes(target);
        throw sees ? forbidden() : notFound();
      }
      const key = input.video_product_id !== undefined ? ('video_product_id' as const) : ('package_id' as const);
      const id = input.video_product_id ?? input.package_id!;
      const before = await trx.selectFrom('resell_commission_rates').select('rate').where(key, '=', id).executeTakeFirst();
      if (input.rate === null) await trx.deleteFrom('resell_commission_rates').where(key, '=', id).execute();
      else
        await trx
          .insertInto('resell_commission_rates')
          .values({ [key]: id, rate: input.rate, set_by: caller.userId, set_at: this.deps.clock.now() })
          .onConflict((oc) =>
            oc.column(key).doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate'), set_by: eb.ref('excluded.set_by'), set_at: eb.ref('excluded.set_at') })),
          )
          .execute();
      await this.deps.audit.record(
        {
          action: 'resell.commission_rate_set',
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          target: { type: key === 'video_product_id' ? 'resell_video_product' : 'collab_package', id },
          details: { from: before ? normalize(before.rate) : null, to: input.rate === null ? null : normalize(input.rate) },
        },
        trx,
      );
      return {
        video_product_id: input.video_product_id ?? null,
        package_id: input.package_id ?? null,
        rate: input.rate === null ? null : normalize(input.rate),
      };
    });
  }
}

/** The team owning a product's store (undefined: no such product). */
async function productTeam(db: Db, videoProductId: number): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('resell_video_products as vp')
    .innerJoin('shop_stores as s', 's.id', 'vp.store_id')
    .select('s.advertiser_id')
    .where('vp.id', '=', videoProductId)
    .executeTakeFirst();
  return row?.advertiser_id;
}

/** A package's team (null: none; undefined: no such package). */
async function packageTeam(db: Db, packageId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('collab_packages').select('advertiser_id').where('id', '=', packageId).executeTakeFirst();
  return row === undefined ? undefined : row.advertiser_id;
}
