// The channels the accounting screens pick from, by title, @handle or id (and tags: the channel
// list's one search text, migration 0013), within a reach: every network channel for the accounting
// staff, or the caller's own (contract accountingChannelReach). The profit-sharing, statement and
// payment pickers (GET /api/v1/accounting/channels) and the recipient dialog (which also shows the
// recipient each channel has now) share it. Ordered by title on the channel list's name index, so
// that the first page of every channel is read from the index; a search scans one lower-cased text
// per channel and counts the matches in the same pass.
import type { AccountingChannelReach } from '@chorus/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { channelTextMatches } from '../../db/channel-search-text.ts';

export type AccountingChannelRow = {
  channel_id: string;
  title: string;
  handle: string | null;
  icon_url: string | null;
  subscribers: number;
  recipient_id: number | null;
};

export async function searchAccountingChannels(
  db: Db,
  { q, reach, limit, offset = 0 }: { q: string | undefined; reach: AccountingChannelReach; limit: number; offset?: number },
): Promise<{ rows: AccountingChannelRow[]; total: number }> {
  if (!reach.every && reach.channelIds.length === 0) return { rows: [], total: 0 };
  const base = db.selectFrom('channels as c').where((eb) => {
    const all = [];
    if (!reach.every) all.push(sql<SqlBool>`c.channel_id = any(${reach.channelIds}::text[])`);
    if (q) all.push(channelTextMatches(q));
    return eb.and(all);
  });
  const page = base
    .leftJoin('remittance_recipient_channels as rc', 'rc.channel_id', 'c.channel_id')
    .select(['c.channel_id', 'c.title', 'c.handle', 'c.icon_url', 'c.subscribers', 'rc.recipient_id'])
    .orderBy(sql`lower(c.title)`)
    .orderBy('c.title')
    .orderBy('c.channel_id')
    .limit(limit)
    .offset(offset);
  const count = () =>
    base
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const shape = (r: AccountingChannelRow) => ({
    ...r,
    subscribers: Number(r.subscribers),
    recipient_id: r.recipient_id === null ? null : Number(r.recipient_id),
  });
  // Every channel: the page straight from the name index and the count beside it (a window count
  // would read every row first).
  if (reach.every && !q) {
    const [rows, total] = await Promise.all([page.execute(), count()]);
    return { rows: rows.map(shape), total };
  }
  const found = await page.select(sql<string>`count(*) over ()`.as('total')).execute();
  const rows = found.map(({ total: _total, ...row }) => shape(row));
  if (found.length > 0) return { rows, total: Number(found[0]!.total) };
  return { rows, total: offset === 0 ? 0 : await count() };
}
