// Resale products on videos (spec 3: full product name, discount code, store; spec 6
// manageResellProducts; spec 8 "Cannot add a product", "Failed to remove a product"): listed on
// the videos the caller reaches, added from a store's catalogue (shop_products) with a discount
// code the store knows (checked at Shopify), removed. Another team's store, its products and the
// videos outside the caller's reach answer 404 (../store-scope.ts, video-scope.ts).
import type { ResellCatalogueAnswer, ResellProductVideo, ResellStoreRef, ResellVideoProduct, ResellVideoProductAddBody, Subject } from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { storeInReach, storeRefsInReach, visibleStores } from '../store-scope.ts';
import { caseVideosInScope, videoFor } from './video-scope.ts';

export type ProductsCaller = { userId: number; subject: Subject };
/** The store's spelling of a code it knows; throws the translated refusal otherwise. */
export type CodeCheck = (storeId: number, code: string) => Promise<string>;

const CATALOGUE_LIMIT = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class ResaleProductsService {
  private readonly deps: { db: Db; clock: Clock; checkCode: CodeCheck };
  constructor(deps: { db: Db; clock: Clock; checkCode: CodeCheck }) {
    this.deps = deps;
  }

  async videos(caller: ProductsCaller): Promise<ResellProductVideo[]> {
    const caseVideos = await caseVideosInScope(this.deps.db, caller.subject);
    const products = await this.productRows(caller.subject, null);
    const byVideo = new Map<string, ResellProductVideo>();
    for (const v of caseVideos) {
      if (byVideo.has(v.video_id)) continue;
      byVideo.set(v.video_id, {
        channel_id: v.channel_id,
        channel_title: v.channel_title,
        video_id: v.video_id,
        title: v.title,
        published_at: v.published_at ? new Date(v.published_at).toISOString() : null,
        package_name: v.package_name,
        products: [],
      });
    }
    // Videos that carry the caller's products without being one of their case videos (put there by the network).
    const missing = [...new Set(products.map((p) => p.video_id))].filter((id) => !byVideo.has(id));
    if (missing.length > 0) {
      const rows = await this.deps.db
        .selectFrom('videos as v')
        .innerJoin('channels as ch', 'ch.channel_id', 'v.channel_id')
        .select(['v.video_id', 'v.channel_id', 'ch.title as channel_title', 'v.title', 'v.published_at'])
        .where('v.video_id', 'in', missing)
        .execute();
      for (const v of rows) {
        byVideo.set(v.video_id, {
          channel_id: v.channel_id,
          channel_title: v.channel_title,
          video_id: v.video_id,
          title: v.title,
          published_at: new Date(v.published_at).toISOString(),
          package_name: null,
          products: [],
        });
      }
    }
    for (const p of products) byVideo.get(p.video_id)?.products.push(p);
    return [...byVideo.values()];
  }

  async list(caller: ProductsCaller, videoId: string): Promise<ResellVideoProduct[]> {
    const products = await this.productRows(caller.subject, videoId);
    // A video outside the caller's reach still shows the products of their stores on it.
    if (products.length === 0) await videoFor(this.deps.db, caller.subject, videoId);
    return products;
  }

  async add(caller: ProductsCaller, videoId: string, body: ResellVideoProductAddBody): Promise<ResellVideoProduct> {
    const { db, clock, checkCode } = this.deps;
    const video = await videoFor(db, caller.subject, videoId);
    const store = await storeInReach(db, caller.subject, body.store_id);
    if (store.status !== 'connected') throw new DomainError('errors.storeNotConnected');
    const product = await db
      .selectFrom('shop_products')
      .select(['product_id', 'title'])
      .where('store_id', '=', store.id)
      .where('product_id', '=', body.product_id)
      .executeTakeFirst();
    if (!product) throw new DomainError('errors.resellCannotAddProduct', { fields: { product_id: 'validation.resellProductRequired' } });
    const code = await checkCode(store.id, body.discount_code);
    const inserted = await db
      .insertInto('resell_video_products')
      .values({
        channel_id: video.channelId,
        video_id: video.videoId,
        store_id: store.id,
        product_id: Number(product.product_id),
        product_title: product.title,
        discount_code: code,
        added_by: caller.userId,
        added_at: clock.now(),
      })
      .onConflict((oc) => oc.columns(['video_id', 'store_id', 'product_id', 'discount_code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new DomainError('errors.resellProductDuplicate');
    return (await this.productRows(caller.subject, videoId)).find((p) => p.id === Number(inserted.id))!;
  }

  async remove(caller: ProductsCaller, videoId: string, resaleId: number): Promise<void> {
    const { db } = this.deps;
    const row = await db.selectFrom('resell_video_products').select(['store_id']).where('id', '=', resaleId).where('video_id', '=', videoId).executeTakeFirst();
    if (!row) throw new DomainError('errors.notFound');
    await storeInReach(db, caller.subject, Number(row.store_id));
    await db.deleteFrom('resell_video_products').where('id', '=', resaleId).execute();
  }

  async catalogue(caller: ProductsCaller, storeId: number | undefined, q: string | undefined): Promise<ResellCatalogueAnswer> {
    const { db } = this.deps;
    const stores = await this.stores(caller.subject, true);
    if (storeId === undefined) return { stores, products: [] };
    const store = await storeInReach(db, caller.subject, storeId);
    let query = db
      .selectFrom('shop_products')
      .select(['product_id', 'title'])
      .where('store_id', '=', store.id)
      .where('status', '=', 'ACTIVE')
      .orderBy('title')
      .orderBy('product_id')
      .limit(CATALOGUE_LIMIT);
    const text = q?.trim();
    if (text) query = query.where('title', 'ilike', `%${escapeLike(text)}%`);
    const rows = await query.execute();
    return { stores, products: rows.map((r) => ({ product_id: Number(r.product_id), title: r.title })) };
  }

  /** The stores the subject sees, by name (connected ones only when asked). */
  async stores(subject: Subject, connectedOnly: boolean): Promise<ResellStoreRef[]> {
    return storeRefsInReach(this.deps.db, subject, connectedOnly);
  }

  private async productRows(subject: Subject, videoId: string | null): Promise<ResellVideoProduct[]> {
    let query = this.deps.db
      .selectFrom('resell_video_products as r')
      .innerJoin('shop_stores as s', 's.id', 'r.store_id')
      .leftJoin('users as u', 'u.id', 'r.added_by')
      .select([
        'r.id',
        'r.channel_id',
        'r.video_id',
        'r.product_id',
        'r.product_title',
        'r.discount_code',
        'r.added_at',
        'u.name as added_by_name',
        's.id as store_id',
        's.name as store_name',
        's.shop_domain',
        's.currency',
      ])
      .orderBy('r.added_at')
      .orderBy('r.id');
    const scope = visibleStores(subject);
    if (scope) query = query.where(scope);
    if (videoId !== null) query = query.where('r.video_id', '=', videoId);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: Number(r.id),
      channel_id: r.channel_id,
      video_id: r.video_id,
      store: { id: Number(r.store_id), name: r.store_name || r.shop_domain, shop_domain: r.shop_domain, currency: r.currency.trim() },
      product_id: Number(r.product_id),
      product_title: r.product_title,
      discount_code: r.discount_code,
      added_at: new Date(r.added_at).toISOString(),
      added_by_name: r.added_by_name ?? null,
    }));
  }
}
