// The ec part's demo (issue 28 "Demo and tests"): several creators sell through a Shopify store of
// their own, made by the fake Shopify (the resell area's creator shop: a year of orders over the
// buyers' day, bursts after each video, refunds, discount codes and utm links to the channel's
// videos) and saved as a backfill would save them. Each store has the channel's code and a code for
// each of its three newest videos. The network runs the named owners' first channels' stores and one other from the
// demo's first month (ec_store_terms, the own-store ratio at 80 %), so the ledger demo, seeded after
// this, posts their store line; the others are run by the creators (and a JPY store cannot be run:
// the ledger converts USD and TWD only). Deterministic from the seed day.
import { seededRandom } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { blankShop, fillCreatorShop, seedShopOrders, type CreatorShopSpec } from '../../resell/index.ts';

export type EcDemoChannel = { channel_id: string; user_id: number; language: string };

const catalogues = {
  TWD: [
    ['頻道聯名帆布托特包', '890'],
    ['手沖咖啡掛耳包（10 入）', '380'],
    ['Logo 陶瓷馬克杯', '450'],
    ['限定貼紙組', '150'],
    ['職人鑄鐵平底鍋 24 cm', '1680'],
    ['旅行收納三件組', '690'],
    ['連帽帽T（霧灰）', '1280'],
  ],
  JPY: [
    ['オリジナルトートバッグ', '2800'],
    ['ドリップコーヒー 10 袋', '1200'],
    ['ロゴマグカップ', '1650'],
    ['ステッカーセット', '500'],
    ['パーカー（グレー）', '5800'],
  ],
  USD: [
    ['Logo Hoodie', '48.00'],
    ['Canvas Tote Bag', '24.50'],
    ['Enamel Mug', '16.99'],
    ['Sticker Pack', '6.50'],
    ['Travel Organizer Set', '29.90'],
  ],
} as const;

/** The demo month (YYYYMM) a store's terms start in, with the finance user who set them. */
export type EcDemoTerms = { firstMonth: string; financeUserId: number };

export async function seedEcDemo(
  trx: Db,
  options: { seedDay: Date; channels: readonly EcDemoChannel[]; named: readonly number[]; terms: EcDemoTerms },
): Promise<{ stores: number; orders: number }> {
  const random = seededRandom(2028);
  const yearAgo = new Date(options.seedDay.getTime() - 366 * 86_400_000);
  // Each named owner's current channel (the first of their memberships, as the app opens it, when
  // they own it; else the first they own), then three others.
  const current = await trx
    .selectFrom('channel_members')
    .select(['user_id', 'channel_id', 'member_type'])
    .where('user_id', 'in', [...options.named])
    .orderBy('created_at')
    .orderBy('channel_id')
    .execute();
  const stored = [
    ...options.named.flatMap((user) => {
      const first = current.find((m) => m.user_id === user);
      const owned = options.channels.filter((c) => c.user_id === user);
      return (first?.member_type === 'owner' ? owned.find((c) => c.channel_id === first.channel_id) : undefined) ?? owned[0] ?? [];
    }),
    ...options.channels.filter((c) => !options.named.includes(c.user_id)).slice(0, 3),
  ];
  let orders = 0;
  for (const [index, channel] of stored.entries()) {
    const currency: CreatorShopSpec['currency'] = channel.language === 'ja' ? 'JPY' : channel.language === 'en' ? 'USD' : 'TWD';
    const channelRow = await trx.selectFrom('channels').select('title').where('channel_id', '=', channel.channel_id).executeTakeFirst();
    const letters = (channelRow?.title ?? '').toUpperCase().replace(/[^A-Z]/g, '');
    // The code's handle: the title's Latin letters, or a handle of the kind creators pick.
    const prefix = letters.length >= 3 ? letters.slice(0, 6) : ['CHEF', 'VLOG', 'DAILY', 'STUDIO', 'HOME'][index % 5]!;
    const videos = await trx
      .selectFrom('videos')
      .select(['video_id', 'published_at'])
      .where('channel_id', '=', channel.channel_id)
      .where('published_at', '>=', yearAgo)
      .where('published_at', '<', options.seedDay)
      .orderBy('published_at', 'desc')
      .execute();
    const off = { TWD: '100', JPY: '500', USD: '5.00' }[currency];
    const codes: CreatorShopSpec['codes'] = [
      { code: `${prefix}10`, videoId: null, type: 'percentage', value: '10' },
      // A video's code names its day (Taiwan time); two videos of a day get A and B.
      ...videos.slice(0, 3).map((v, k, newest) => {
        const dayOf = (at: Date) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(5, 10).replace('-', '');
        const sameDay = newest.filter((o) => dayOf(o.published_at) === dayOf(v.published_at));
        const letter = sameDay.length > 1 ? String.fromCharCode(65 + sameDay.indexOf(v)) : '';
        return { code: `${prefix}${dayOf(v.published_at)}${letter}`, videoId: v.video_id, type: 'fixed_amount' as const, value: off };
      }),
    ];
    const spec: CreatorShopSpec = {
      name: `${channelRow?.title ?? prefix} Shop`,
      currency,
      ianaTimezone: currency === 'JPY' ? 'Asia/Tokyo' : 'Asia/Taipei',
      products: catalogues[currency].map(([title, price], i) => ({ id: 9_200_000_000 + index * 100 + i, title, price })),
      codes,
      videos: videos.map((v) => ({ videoId: v.video_id, publishedAt: new Date(v.published_at) })),
      perDay: [1, 0.8, 0.7, 1, 0.6][index % 5]!,
      idBase: 7_100_000_000 + index * 10_000_000,
    };
    const domain = `${prefix.toLowerCase()}-${index + 1}-store.myshopify.com`;
    const shop = blankShop(domain);
    fillCreatorShop(shop, spec, options.seedDay);
    // Connected a little over a year ago, on a weekday afternoon in Taipei.
    const connectedAt = new Date(yearAgo.getTime() - (3 + index * 2) * 86_400_000);
    connectedAt.setUTCHours(6, random.int(0, 59), random.int(0, 59));
    const store = await trx
      .insertInto('shop_stores')
      .values({
        channel_id: channel.channel_id,
        advertiser_id: null,
        shop_domain: domain,
        name: spec.name,
        currency,
        iana_timezone: spec.ianaTimezone,
        status: 'connected',
        scopes: 'read_orders,read_products',
        connected_by: channel.user_id,
        connected_at: connectedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedShopOrders(trx, store.id, shop, options.seedDay);
    orders += shop.orders.length;
    await trx
      .insertInto('ec_attribution_codes')
      .values(codes.map((c) => ({ store_id: store.id, code: c.code, video_id: c.videoId, set_by: channel.user_id, set_at: connectedAt })))
      .execute();
    const networkRuns = currency !== 'JPY' && (index < options.named.length || index === options.named.length);
    const setAt = new Date(connectedAt.getTime() + 86_400_000);
    await trx
      .insertInto('ec_store_terms')
      .values({ store_id: store.id, start_month: options.terms.firstMonth, network_runs: networkRuns, set_by: options.terms.financeUserId, set_at: setAt })
      .execute();
    if (networkRuns) {
      await trx
        .insertInto('profit_share_ratios')
        .values({
          channel_id: channel.channel_id,
          item: 'own_store',
          start_month: options.terms.firstMonth,
          ratio: '0.8',
          set_by: options.terms.financeUserId,
          set_at: setAt,
        })
        .execute();
    }
  }
  return { stores: stored.length, orders };
}
