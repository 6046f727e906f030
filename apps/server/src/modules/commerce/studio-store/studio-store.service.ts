// The studio store part's use cases (issue 28): the staff's catalogue, orders placed for a channel
// by its owner or manager (or the staff), and the moves of an order (contract commerce/policies.ts
// studioOrderMoves, canMoveStudioOrder). A studio booking holds the studio for its hours once
// scheduled; two never overlap — the database refuses it (0070's exclusion constraint), whoever writes.
import {
  addMonths,
  canMoveStudioOrder,
  canOrderStudio,
  commerceChannelScope,
  operatesNetwork,
  reachesChannel,
  studioOrderMoves,
  type StudioOrder,
  type StudioOrderCreateBody,
  type StudioOrderStatusBody,
  type StudioServiceSaveBody,
  type Subject,
} from '@chorus/contract';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, notFound } from '../../../errors/domain-error.ts';
import { assertMonthOpen, noteSourceChange } from '../../accounting/index.ts';
import type { StudioMailEvent } from './studio-mail.ts';
import { bookingEnd, countOrders, isOverlap, ordersQuery, serviceColumns, toOrder, toService } from './studio-store.repository.ts';

export type StudioCaller = { subject: Subject; actor: AuditActor };
export type StudioDeps = {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  /** Mail to the other side of a move, queued in the move's transaction (studio-mail.ts). */
  queueMail: (trx: Db, order: { id: number; channel_id: string; ordered_by: number | null }, event: StudioMailEvent, actorId: number) => Promise<void>;
};

const DEFAULT_PAGE_SIZE = 50;

/** The statement month a studio line written at `now` goes on: now's month (UTC), or the first after it not closed. */
async function statementMonthFrom(trx: Db, now: Date): Promise<string> {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  const closed = await trx
    .selectFrom('accounting_months')
    .select('year_month')
    .where('year_month', '>=', month)
    .where('closed_at', 'is not', null)
    .orderBy('year_month')
    .execute();
  let open = month;
  for (const row of closed) if (row.year_month === open) open = addMonths(open, 1);
  // Held open (FOR SHARE) until the order's move commits, so a close waits for it.
  await assertMonthOpen(trx, open);
  return open;
}

export function studioStoreService({ db, audit, clock, queueMail }: StudioDeps) {
  async function orderById(id: number, trx: Db = db): Promise<StudioOrder | undefined> {
    const row = await ordersQuery(trx).where('o.id', '=', id).executeTakeFirst();
    return row && toOrder(row);
  }

  return {
    /** The catalogue: the staff see every service, everyone else the available ones. */
    async services(subject: Subject) {
      const rows = await db
        .selectFrom('studio_services')
        .select(serviceColumns)
        .$if(!operatesNetwork(subject), (q) => q.where('available', '=', true))
        .orderBy('kind')
        .orderBy('id')
        .execute();
      return { items: rows.map(toService) };
    },

    async saveService(caller: StudioCaller, body: StudioServiceSaveBody) {
      const values = { kind: body.kind, unit: body.unit, name: body.name, description: body.description, price_twd: body.price_twd, available: body.available };
      const row =
        body.id === undefined
          ? await db
              .insertInto('studio_services')
              .values({ ...values, updated_by: caller.actor.userId })
              .returning(serviceColumns)
              .executeTakeFirstOrThrow()
          : await db
              .updateTable('studio_services')
              .set({ ...values, updated_by: caller.actor.userId, updated_at: clock.now() })
              .where('id', '=', body.id)
              .returning(serviceColumns)
              .executeTakeFirst();
      if (!row) throw notFound();
      return { service: toService(row) };
    },

    async createOrder(caller: StudioCaller, body: StudioOrderCreateBody) {
      if (!reachesChannel(caller.subject, body.channel_id)) throw notFound();
      if (!canOrderStudio(caller.subject, body.channel_id)) throw forbidden();
      const service = await db
        .selectFrom('studio_services')
        .select(['id', 'kind', 'price_twd', 'available'])
        .where('id', '=', body.service_id)
        .executeTakeFirst();
      if (!service) throw notFound();
      if (!service.available) throw new DomainError('errors.studioServiceUnavailable');
      // A studio booking's wished time is kept with the order; it holds the studio only once scheduled.
      const startsAt = service.kind === 'studio' && body.starts_at ? new Date(body.starts_at) : null;
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('studio_orders')
          .values({
            channel_id: body.channel_id,
            service_id: service.id,
            quantity: body.quantity,
            unit_price_twd: service.price_twd,
            starts_at: startsAt,
            ends_at: startsAt && bookingEnd(startsAt, body.quantity),
            notes: body.notes ?? '',
            ordered_by: caller.actor.userId,
          })
          .returning(['id', 'channel_id', 'ordered_by'])
          .executeTakeFirstOrThrow();
        await queueMail(trx, inserted, 'placed', caller.actor.userId);
        return { order: (await orderById(inserted.id, trx))! };
      });
    },

    async orders(subject: Subject, query: { channel_id?: string; status?: string; page?: number; page_size?: number }) {
      if (query.channel_id !== undefined && !reachesChannel(subject, query.channel_id)) throw notFound();
      const channels = query.channel_id !== undefined ? [query.channel_id] : commerceChannelScope(subject);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      let list = ordersQuery(db);
      if (channels !== null) list = list.where('o.channel_id', 'in', channels.length > 0 ? channels : ['']);
      if (query.status !== undefined) list = list.where('o.status', '=', query.status);
      const [rows, total] = await Promise.all([
        list
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        countOrders(db, channels, query.status),
      ]);
      return { items: rows.map(toOrder), total: total.n, page, page_size: pageSize };
    },

    async moveOrder(caller: StudioCaller, orderId: number, body: StudioOrderStatusBody) {
      return db.transaction().execute(async (trx) => {
        const locked = await trx.selectFrom('studio_orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirst();
        const order = locked && (await orderById(orderId, trx));
        if (!order || !reachesChannel(caller.subject, order.channel_id)) throw notFound();
        const subjectOrder = { channelId: order.channel_id, status: order.status, kind: order.kind };
        if (!studioOrderMoves(subjectOrder).includes(body.status)) throw new DomainError('errors.studioOrderMoveRefused');
        if (!canMoveStudioOrder(caller.subject, subjectOrder, body.status)) throw forbidden();
        const now = clock.now();
        const changes: {
          status: string;
          updated_at: Date;
          starts_at?: Date;
          ends_at?: Date;
          delivered_at?: Date;
          charged_month?: string;
          cancelled_at?: Date;
          credited_month?: string;
        } = {
          status: body.status,
          updated_at: now,
        };
        if (body.status === 'scheduled') {
          const start = body.starts_at ? new Date(body.starts_at) : order.starts_at ? new Date(order.starts_at) : null;
          if (!start) throw new DomainError('errors.studioBookingStartRequired', { fields: { starts_at: 'errors.studioBookingStartRequired' } });
          changes.starts_at = start;
          changes.ends_at = bookingEnd(start, order.quantity);
        }
        if (body.status === 'delivered') {
          changes.delivered_at = now;
          // Charged on the creator's next statement: the month it was delivered in (UTC), or the first open one after.
          changes.charged_month = await statementMonthFrom(trx, now);
          await noteSourceChange(trx, changes.charged_month, 'studio');
        }
        if (body.status === 'cancelled' && order.status === 'delivered') {
          // The charge stays as posted; its correction (the total given back) goes on the next statement.
          changes.cancelled_at = now;
          changes.credited_month = await statementMonthFrom(trx, now);
          await noteSourceChange(trx, changes.credited_month, 'studio');
        }
        try {
          await trx.updateTable('studio_orders').set(changes).where('id', '=', orderId).execute();
        } catch (error) {
          if (isOverlap(error)) throw new DomainError('errors.studioBookingOverlap', { fields: { starts_at: 'errors.studioBookingOverlap' } });
          throw error;
        }
        await audit.record(
          {
            actor: caller.actor,
            action: 'commerce.studio_order_status',
            target: { type: 'studio_order', id: orderId },
            details: { from: order.status, to: body.status },
          },
          trx,
        );
        await queueMail(trx, { id: orderId, channel_id: order.channel_id, ordered_by: order.ordered_by?.id ?? null }, body.status, caller.actor.userId);
        return { order: (await orderById(orderId, trx))! };
      });
    },
  };
}
export type StudioStoreService = ReturnType<typeof studioStoreService>;
