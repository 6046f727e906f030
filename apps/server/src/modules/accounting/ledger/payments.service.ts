// Spec 3 revenue payment records (the payment page): the payee's e-mail, name and category, the
// channel, revenue and payment months, revenue in TWD, the rate, and the amount paid that finance
// backfills (spec 5: one channel at a time). unpaid and paid follow spec 3's formulas over the
// channel's months with its payee (contract payoutSchedule); spec 9's minimum decides what is due.
import { payoutDateOf, payoutSchedule, type PaymentRow } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { auditBase, type Actor, type LedgerDeps } from './ledger-deps.ts';

export type PaymentFilters = { month?: string; channel_id?: string; q?: string };

export class PaymentsService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  /** Without a month or a channel: the latest revenue month's records. */
  async list(filters: PaymentFilters, db: Db = this.deps.db): Promise<{ rows: PaymentRow[] }> {
    let month = filters.month;
    if (!month && !filters.channel_id) {
      const latest = await db
        .selectFrom('payment_records')
        .select((eb) => eb.fn.max('revenue_month').as('m'))
        .executeTakeFirst();
      if (!latest?.m) return { rows: [] };
      month = latest.m;
    }
    // Every earlier month of the channels shown: the running figures need them.
    let query = db
      .selectFrom('payment_records as p')
      .innerJoin('users as u', 'u.id', 'p.payee_user_id')
      .leftJoin('channels as c', 'c.channel_id', 'p.channel_id')
      .select([
        'p.id',
        'p.channel_id',
        'p.payee_user_id',
        'p.revenue_month',
        'p.payment_month',
        'p.revenue_twd',
        'p.rate',
        'p.paid_twd',
        'u.email',
        'u.name',
        'u.account_type',
        'c.title',
      ]);
    if (filters.channel_id) query = query.where('p.channel_id', '=', filters.channel_id);
    if (month) {
      const shown = month;
      query = query
        .where('p.revenue_month', '<=', shown)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('payment_records as m')
              .select('m.id')
              .whereRef('m.channel_id', '=', 'p.channel_id')
              .whereRef('m.payee_user_id', '=', 'p.payee_user_id')
              .where('m.revenue_month', '=', shown),
          ),
        );
    }
    if (filters.q) {
      const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('u.email', 'ilike', like), eb('u.name', 'ilike', like), eb('p.channel_id', 'ilike', like)]));
    }
    const records = await query.orderBy('p.channel_id').orderBy('p.payee_user_id').orderBy('p.revenue_month').execute();
    const groups = new Map<string, typeof records>();
    for (const r of records) {
      const key = `${r.channel_id} ${r.payee_user_id}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const rows: PaymentRow[] = [];
    for (const group of groups.values()) {
      const figures = payoutSchedule(group.map((r) => ({ revenue_month: r.revenue_month, revenue_twd: r.revenue_twd, paid_twd: r.paid_twd })));
      group.forEach((r, i) => {
        if (month && r.revenue_month !== month) return;
        const f = figures[i]!;
        rows.push({
          id: r.id,
          user_email: r.email,
          user_name: r.name,
          user_category: r.account_type,
          channel_id: r.channel_id,
          channel_title: r.title ?? r.channel_id,
          revenue_month: r.revenue_month,
          payment_month: r.payment_month,
          payout_date: payoutDateOf(r.payment_month),
          revenue_twd: r.revenue_twd,
          rate: r.rate,
          due_twd: f.due_twd,
          paid_twd: r.paid_twd,
          unpaid_twd: f.unpaid_twd,
          paid_cumulative_twd: f.paid_cumulative_twd,
        });
      });
    }
    rows.sort((a, b) => b.revenue_month.localeCompare(a.revenue_month) || a.channel_id.localeCompare(b.channel_id));
    return { rows };
  }

  /**
   * Backfills (or clears, with null) the amount paid for one channel's revenue month. The payment
   * belongs to the payment month: a finalised payment month refuses it.
   */
  async setPaid(actor: Actor, input: { channel_id: string; revenue_month: string; paid_twd: string | null }, db: Db = this.deps.db): Promise<void> {
    const record = await db
      .selectFrom('payment_records')
      .select(['id', 'payment_month'])
      .where('channel_id', '=', input.channel_id)
      .where('revenue_month', '=', input.revenue_month)
      .forUpdate()
      .executeTakeFirst();
    if (!record) throw new DomainError('errors.paymentRecordMissing');
    await assertMonthOpen(db, record.payment_month);
    const now = this.deps.clock.now();
    await db
      .updateTable('payment_records')
      .set({ paid_twd: input.paid_twd, paid_by: input.paid_twd === null ? null : actor.userId, paid_at: input.paid_twd === null ? null : now, updated_at: now })
      .where('id', '=', record.id)
      .execute();
  }

  async setPaidOne(actor: Actor, input: { channel_id: string; revenue_month: string; paid_twd: string | null }): Promise<PaymentRow> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.setPaid(actor, input, trx);
      await this.deps.audit.record(
        {
          ...auditBase(actor, input.revenue_month),
          action: 'accounting.payment_set',
          details: { month: input.revenue_month, channel_id: input.channel_id, paid_twd: input.paid_twd },
        },
        trx,
      );
    });
    const { rows } = await this.list({ month: input.revenue_month, channel_id: input.channel_id });
    return rows[0]!;
  }
}
