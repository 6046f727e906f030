// The demo's resale products (issue 12 "discount codes tied to demo videos"): the demo store's
// product and discount code pairs that its demo orders use most, each put on a demo video, so that
// the reseller's performance page shows living numbers on first start. The pairs are read from the
// orders the orders part seeded before (seedResellDemo runs stores → orders → products → market), so
// they follow its catalogue and codes whatever they are named.
//
// Videos: the reseller's case videos when some exist at this point; the market part seeds the
// reseller's packages after this, so on a fresh demo these are the newest videos of the demo
// network's channels, one per channel (docs/decisions.md "Reseller (issue 12)").
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { DEMO_SHOP_DOMAIN } from '../fake-shopify/demo-shop.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';

/** How many resale products the demo puts on videos. */
export const DEMO_RESALE_PRODUCTS = 6;

export async function seedProductsDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  const store = await trx
    .selectFrom('shop_stores')
    .select(['id'])
    .where('shop_domain', '=', DEMO_SHOP_DOMAIN)
    .where('status', '=', 'connected')
    .executeTakeFirst();
  if (!store) return;
  const storeId = Number(store.id);
  const { rows: pairs } = await sql<{ product_id: string; title: string; code: string }>`
    SELECT l.product_id::text AS product_id, min(p.title) AS title, min(c.code) AS code
    FROM shop_order_lines l
    JOIN shop_orders o ON o.store_id = l.store_id AND o.order_id = l.order_id
    JOIN shop_products p ON p.store_id = l.store_id AND p.product_id = l.product_id
    CROSS JOIN LATERAL unnest(o.discount_codes) AS c(code)
    WHERE l.store_id = ${storeId}
    GROUP BY l.product_id, upper(c.code)
    ORDER BY count(*) DESC, l.product_id, upper(c.code)
    LIMIT ${DEMO_RESALE_PRODUCTS}`.execute(trx);
  if (pairs.length === 0) return;

  const caseVideos = await trx
    .selectFrom('collab_case_videos as cv')
    .innerJoin('collab_cases as ca', 'ca.id', 'cv.case_id')
    .innerJoin('collab_packages as p', 'p.id', 'ca.package_id')
    .innerJoin('advertisers as a', 'a.id', 'p.advertiser_id')
    .select(['cv.video_id', 'ca.channel_id'])
    .where('a.kind', '=', 'reseller')
    .orderBy('cv.id')
    .execute();
  let videos = caseVideos.map((v) => ({ videoId: v.video_id, channelId: v.channel_id }));
  if (videos.length === 0) {
    const { rows } = await sql<{ video_id: string; channel_id: string }>`
      SELECT DISTINCT ON (v.channel_id) v.video_id, v.channel_id
      FROM videos v
      WHERE v.kind = 'video' AND v.published_at <= ${options.seedDay}
      ORDER BY v.channel_id, v.published_at DESC, v.video_id
      LIMIT ${DEMO_RESALE_PRODUCTS}`.execute(trx);
    videos = rows.map((v) => ({ videoId: v.video_id, channelId: v.channel_id }));
  }
  if (videos.length === 0) return;
  const addedBy = options.userIds.get('reseller') ?? null;
  await trx
    .insertInto('resell_video_products')
    .values(
      pairs.map((pair, i) => {
        const video = videos[i % videos.length]!;
        return {
          channel_id: video.channelId,
          video_id: video.videoId,
          store_id: storeId,
          product_id: Number(pair.product_id),
          product_title: pair.title,
          discount_code: pair.code,
          added_by: addedBy,
          added_at: options.seedDay,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
