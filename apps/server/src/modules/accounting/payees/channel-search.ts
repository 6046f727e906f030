// The network's channels to assign a recipient to, by id or title, with the recipient each has now.
// Finance assigns recipients to any channel of the network, including channels they do not belong to
// (the channel list of GET /api/v1/channels shows finance only their own).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export async function searchNetworkChannels(db: Db, q: string | undefined, limit: number) {
  let query = db
    .selectFrom('channels as c')
    .leftJoin('remittance_recipient_channels as rc', 'rc.channel_id', 'c.channel_id')
    .select(['c.channel_id', 'c.title', 'rc.recipient_id']);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where(sql<boolean>`(c.channel_id ilike ${like} or c.title ilike ${like})`);
  }
  const rows = await query.orderBy('c.title').orderBy('c.channel_id').limit(limit).execute();
  return rows.map((r) => ({ channel_id: r.channel_id, title: r.title, recipient_id: r.recipient_id ?? null }));
}
