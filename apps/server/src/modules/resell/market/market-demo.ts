// The market part's demo (issue 12 "Demo data"), run after the stores, orders and products parts:
// the Daily Picks reseller team gets two more packages of its own (a draft it is still filling, and
// a matching-complete one whose two agreed creators publish in the coming weeks, so resellUpcoming
// shows upcoming videos), and commission rates: the matching-complete package's, and each demo
// resale product's own (the first product 15 %, the others 10 %). Deterministic.
import type { PackageEventKind } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';

const DAY_MS = 86_400_000;

const day = (seedDay: Date, offsetDays: number, hour: number) =>
  new Date(Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate() + offsetDays, hour));

export async function seedMarket(trx: Db, options: DemoSeedOptions): Promise<void> {
  const team = await trx.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').where('kind', '=', 'reseller').executeTakeFirst();
  const reseller = options.userIds.get('reseller') ?? null;
  const staff = options.userIds.get('staff') ?? null;
  if (!team) return;
  // Channels shown to advertisers, from the end of the list (the deals demo takes them from the start).
  const channels = await trx
    .selectFrom('channels')
    .select(['channel_id', 'title'])
    .where('hidden', '=', false)
    .orderBy('channel_id', 'desc')
    .limit(4)
    .execute();
  if (channels.length < 4) return;

  await openPackage(trx, {
    team: team.id,
    by: reseller,
    name: 'Daily Picks 秋季新品開箱',
    description: '秋季新品開箱影片，每位創作者一組專屬折扣碼。',
    status: 'draft',
    at: day(options.seedDay, -2, 9),
    channelIds: [channels[0]!.channel_id, channels[1]!.channel_id],
  });
  const complete = await openPackage(trx, {
    team: team.id,
    by: reseller,
    name: 'Daily Picks 冬季保暖團購',
    description: '冬季保暖用品團購，上片後開團。',
    status: 'matching_complete',
    at: day(options.seedDay, -12, 9),
    channelIds: [channels[2]!.channel_id, channels[3]!.channel_id],
  });
  const titles = ['冬季保暖團購開箱（預定上片）', 'Winter warmers group buy (scheduled)'];
  for (const [i, c] of complete.cases.entries()) {
    const publishAt = new Date(day(options.seedDay, 4 + 7 * i, 12).getTime());
    const videoId = `mktWinter${String(i).padStart(2, '0')}`;
    const addedAt = new Date(Math.min(publishAt.getTime() - DAY_MS, options.seedDay.getTime()));
    await trx
      .insertInto('collab_case_videos')
      .values({ case_id: c, video_id: videoId, title: titles[i]!, published_at: publishAt, added_by: staff, added_at: addedAt })
      .execute();
    await trx
      .insertInto('collab_events')
      .values({
        package_id: complete.id,
        case_id: c,
        kind: 'case_video_added',
        details: JSON.stringify({ video_id: videoId, title: titles[i], published_at: publishAt.toISOString() }),
        actor_user_id: staff,
        at: addedAt,
      })
      .execute();
  }

  // Commission rates: the package's (for products on its case videos), and every demo product's own.
  const now = options.seedDay;
  await trx.insertInto('resell_commission_rates').values({ package_id: complete.id, rate: '0.0800', set_by: reseller, set_at: now }).execute();
  const products = await trx.selectFrom('resell_video_products').select('id').orderBy('id').execute();
  if (products.length > 0)
    await trx
      .insertInto('resell_commission_rates')
      .values(products.map((p, i) => ({ video_product_id: p.id, rate: i === 0 ? '0.1500' : '0.1000', set_by: reseller, set_at: now })))
      .execute();
}

async function openPackage(
  trx: Db,
  p: { team: number; by: number | null; name: string; description: string; status: 'draft' | 'matching_complete'; at: Date; channelIds: string[] },
): Promise<{ id: number; cases: number[] }> {
  const row = await trx
    .insertInto('collab_packages')
    .values({ advertiser_id: p.team, name: p.name, description: p.description, status: p.status, created_by: p.by, created_at: p.at, updated_at: p.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const caseStatus = p.status === 'draft' ? 'draft' : 'creator_agreed';
  const cases = await trx
    .insertInto('collab_cases')
    .values(p.channelIds.map((channel_id) => ({ package_id: row.id, channel_id, status: caseStatus, created_at: p.at, updated_at: p.at })))
    .returning('id')
    .execute();
  const events: {
    package_id: number;
    case_id: number | null;
    kind: PackageEventKind;
    from_status: string | null;
    to_status: string | null;
    details: string;
    actor_user_id: number | null;
    at: Date;
  }[] = [
    {
      package_id: row.id,
      case_id: null,
      kind: 'created',
      from_status: null,
      to_status: 'draft',
      details: JSON.stringify({ name: p.name }),
      actor_user_id: p.by,
      at: p.at,
    },
    ...cases.map((c, i) => ({
      package_id: row.id,
      case_id: c.id,
      kind: 'case_added' as const,
      from_status: null,
      to_status: null,
      details: JSON.stringify({ channel_id: p.channelIds[i] }),
      actor_user_id: p.by,
      at: new Date(p.at.getTime() + 60_000),
    })),
  ];
  if (p.status === 'matching_complete')
    events.push({
      package_id: row.id,
      case_id: null,
      kind: 'status',
      from_status: 'draft',
      to_status: 'matching_complete',
      details: JSON.stringify({}),
      actor_user_id: p.by,
      at: new Date(p.at.getTime() + DAY_MS),
    });
  await trx.insertInto('collab_events').values(events).execute();
  return { id: row.id, cases: cases.map((c) => c.id) };
}
