// Prospect rows as the API shows them: the channel's title from the network or the stored public
// data (null once the public data was removed), the owner's name, the stage dates.
import type { Prospect, ProspectsQuery } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';

function query(db: Db) {
  return db
    .selectFrom('exploration_prospects as p')
    .leftJoin('exploration_channels as e', 'e.channel_id', 'p.channel_id')
    .leftJoin('channels as c', 'c.channel_id', 'p.channel_id')
    .leftJoin('users as o', 'o.id', 'p.owner_id')
    .select([
      'p.id',
      'p.list_id',
      'p.channel_id',
      'p.status',
      'p.notes',
      'p.stage_dates',
      'p.invitation_id',
      'p.created_at',
      'p.updated_at',
      'e.title as public_title',
      'c.title as network_title',
      'c.channel_id as network_id',
      'o.id as owner_id',
      'o.name as owner_name',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function prospectOf(row: Row): Prospect {
  return {
    id: row.id,
    list_id: row.list_id,
    channel_id: row.channel_id,
    title: row.network_title ?? row.public_title ?? null,
    in_network: row.network_id !== null,
    status: row.status,
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
    notes: row.notes,
    dates: row.stage_dates,
    invitation_id: row.invitation_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function prospectRows(db: Db, filter: ProspectsQuery): Promise<Prospect[]> {
  let q = query(db);
  if (filter.list_id !== undefined) q = q.where('p.list_id', '=', filter.list_id);
  if (filter.status !== undefined) q = q.where('p.status', '=', filter.status);
  const rows = await q.orderBy('p.updated_at', 'desc').orderBy('p.id').execute();
  return rows.map(prospectOf);
}

export async function prospectById(db: Db, id: number): Promise<Prospect | undefined> {
  const row = await query(db).where('p.id', '=', id).executeTakeFirst();
  return row ? prospectOf(row) : undefined;
}
