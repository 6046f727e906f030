// The search part's demo (issue 11 "Demo data"): favourites for the demo advertiser team and the
// agency — a personal list for the owner and for the client, a list shared with Brightside Foods that
// every member sees, and a personal list for the agency — drawn from channels advertisers may see
// (never a hidden one). The demo channels carry their prices from the analytics seed (a few on
// purpose without, to show "no price yet").
import type { Db } from '../../../db/database.ts';

type Options = { seedDay: Date; userIds: ReadonlyMap<string, number> };

export async function seedSearchDemo(trx: Db, options: Options): Promise<void> {
  const { userIds, seedDay } = options;
  const team = await trx.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').where('kind', '=', 'advertiser').executeTakeFirst();
  const shown = await trx
    .selectFrom('channels')
    .select(['channel_id', 'language'])
    .where('hidden', '=', false)
    .orderBy('subscribers', 'desc')
    .orderBy('channel_id')
    .execute();
  if (shown.length === 0) return;
  const pick = (from: number, count: number, language?: string) =>
    shown
      .filter((c) => language === undefined || c.language === language)
      .slice(from, from + count)
      .map((c) => c.channel_id);
  const lists: { key: string | null; teamId: number | null; createdBy: string; name: string; channels: string[] }[] = [
    { key: 'advertiser', teamId: null, createdBy: 'advertiser', name: '美食合作候選', channels: pick(0, 4, 'zh') },
    { key: 'advertiser', teamId: null, createdBy: 'advertiser', name: 'Japan launch', channels: pick(0, 3, 'ja') },
    { key: 'advertiser_client', teamId: null, createdBy: 'advertiser_client', name: '我的收藏', channels: pick(2, 3) },
    { key: 'agency', teamId: null, createdBy: 'agency', name: '提案用頻道', channels: pick(0, 5) },
  ];
  if (team) lists.push({ key: null, teamId: team.id, createdBy: 'advertiser', name: 'Brightside 2026 Q1 提案', channels: pick(1, 6) });
  for (const [n, list] of lists.entries()) {
    const ownerId = list.key === null ? null : (userIds.get(list.key) ?? null);
    if (list.key !== null && ownerId === null) continue;
    const at = new Date(seedDay.getTime() - (lists.length - n) * 86_400_000);
    const row = await trx
      .insertInto('collab_favourite_lists')
      .values({
        owner_user_id: ownerId,
        advertiser_id: list.teamId,
        name: list.name,
        created_by: userIds.get(list.createdBy) ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (list.channels.length === 0) continue;
    await trx
      .insertInto('collab_favourite_channels')
      .values(
        list.channels.map((channelId, i) => ({
          list_id: row.id,
          channel_id: channelId,
          added_by: userIds.get(list.createdBy) ?? null,
          added_at: new Date(at.getTime() + i * 60_000),
        })),
      )
      .execute();
  }
}
