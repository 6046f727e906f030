// SQL of the studio store part: the catalogue and the orders with their service and channel.
import type { StudioOrder, StudioService } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export const serviceColumns = ['id', 'kind', 'unit', 'name', 'description', 'price_twd', 'available'] as const;

export const toService = (row: {
  id: number;
  kind: string;
  unit: string;
  name: string;
  description: string;
  price_twd: string;
  available: boolean;
}): StudioService => ({
  ...row,
  kind: row.kind as StudioService['kind'],
  unit: row.unit as StudioService['unit'],
});

/** Orders with their service, channel and orderer, newest first. */
export function ordersQuery(db: Db) {
  return db
    .selectFrom('studio_orders as o')
    .innerJoin('studio_services as s', 's.id', 'o.service_id')
    .innerJoin('channels as c', 'c.channel_id', 'o.channel_id')
    .leftJoin('users as u', 'u.id', 'o.ordered_by')
    .select([
      'o.id',
      'o.channel_id',
      'c.title as channel_title',
      'o.service_id',
      's.name as service_name',
      's.kind',
      's.unit',
      'o.quantity',
      'o.unit_price_twd',
      'o.total_twd',
      'o.status',
      'o.starts_at',
      'o.ends_at',
      'o.notes',
      'o.ordered_by',
      'u.name as orderer_name',
      'o.created_at',
      'o.delivered_at',
      'o.charged_month',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc');
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

export const toOrder = (row: OrderRow): StudioOrder => ({
  id: row.id,
  channel_id: row.channel_id,
  channel_title: row.channel_title,
  service_id: row.service_id,
  service_name: row.service_name,
  kind: row.kind as StudioOrder['kind'],
  unit: row.unit as StudioOrder['unit'],
  quantity: row.quantity,
  unit_price_twd: row.unit_price_twd,
  total_twd: row.total_twd,
  status: row.status as StudioOrder['status'],
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  notes: row.notes,
  ordered_by: row.ordered_by === null ? null : { id: row.ordered_by, name: row.orderer_name ?? '' },
  created_at: row.created_at.toISOString(),
  delivered_at: row.delivered_at?.toISOString() ?? null,
  charged_month: row.charged_month,
});

/** A studio booking of `hours` from `startsAt`: its end. */
export const bookingEnd = (startsAt: Date, hours: number) => new Date(startsAt.getTime() + hours * 3_600_000);

/** PostgreSQL's exclusion violation (23P01): the studio is booked at that time. */
export const isOverlap = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23P01';

export const countOrders = (db: Db, channelIds: readonly string[] | null, status: string | undefined) =>
  db
    .selectFrom('studio_orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .$if(channelIds !== null, (q) => q.where('channel_id', 'in', channelIds!.length > 0 ? channelIds! : ['']))
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .executeTakeFirstOrThrow();
