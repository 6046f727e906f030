// Spec 3 revenue payment records (the payment page): the payee's e-mail, name and category, the
// channel, revenue and payment months, revenue in TWD, the rate, and the amount paid that finance
// backfills (spec 5: one channel at a time). unpaid and paid follow spec 3's formulas over the
// channel's months with its payee (contract payoutSchedule); spec 9's minimum decides what is due
// (contract payoutDue, the rule's one home: the SQL gives the balance available, never the rule).
import { payoutDateOf, payoutDue, sum, type PaymentRow, type PaymentTotals } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { assertStatementsCurrent } from '../source-changes.ts';
import { auditBase, type Actor, type LedgerDeps } from './ledger-deps.ts';

export type PaymentFilters = { month?: string; channel_id?: string; q?: string; page?: number; page_size?: number };

export class PaymentsService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  /**
   * Without a month or a channel: the latest revenue month's records. The running figures (due,
   * unpaid, paid so far) are spec 3's formulas over the channel's months with its payee
   * (contract payoutSchedule), summed in PostgreSQL with a window: revenue and paid amounts are
   * numeric(18, 2), so the running sums are exact and payoutSchedule's rounding to cents changes
   * nothing (payments.routes.test.ts compares the two). With `page` or `page_size`, one page of
   * the rows in their order and how many there are.
   */
  async list(filters: PaymentFilters, db: Db = this.deps.db): Promise<{ rows: PaymentRow[]; total?: number; totals?: PaymentTotals }> {
    let month = filters.month;
    if (!month && !filters.channel_id) {
      const latest = await db
        .selectFrom('payment_records')
        .select((eb) => eb.fn.max('revenue_month').as('m'))
        .executeTakeFirst();
      if (!latest?.m) return this.page([], filters);
      month = latest.m;
    }
    const like = filters.q ? `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const records = await sql<{
      id: number;
      channel_id: string;
      payee_user_id: number;
      revenue_month: string;
      payment_month: string;
      revenue_twd: string;
      rate: string;
      paid_twd: string | null;
      email: string;
      name: string;
      account_type: string;
      title: string | null;
      available_twd: string;
      unpaid_twd: string;
      paid_cumulative_twd: string;
    }>`
      WITH running AS (
        SELECT p.id, p.channel_id, p.payee_user_id, p.revenue_month, p.payment_month, p.revenue_twd, p.rate, p.paid_twd,
          sum(p.revenue_twd) OVER w AS revenue_sofar,
          coalesce(sum(p.paid_twd) OVER w, 0.00) AS paid_sofar
        FROM payment_records p
        WHERE true
          ${filters.channel_id ? sql`AND p.channel_id = ${filters.channel_id}` : sql``}
          ${
            month
              ? sql`AND p.revenue_month <= ${month} AND EXISTS (
                  SELECT 1 FROM payment_records m
                  WHERE m.channel_id = p.channel_id AND m.payee_user_id = p.payee_user_id AND m.revenue_month = ${month})`
              : sql``
          }
        WINDOW w AS (PARTITION BY p.channel_id, p.payee_user_id ORDER BY p.revenue_month ROWS UNBOUNDED PRECEDING)
      )
      SELECT r.id, r.channel_id, r.payee_user_id, r.revenue_month, r.payment_month, r.revenue_twd, r.rate, r.paid_twd,
        u.email, u.name, u.account_type, c.title,
        -- Spec 3: what the month makes available (the balance before it plus its revenue); payoutDue decides what of it is due.
        r.revenue_sofar - r.paid_sofar + coalesce(r.paid_twd, 0) AS available_twd,
        r.revenue_sofar - r.paid_sofar AS unpaid_twd,
        r.paid_sofar AS paid_cumulative_twd
      FROM running r
      JOIN users u ON u.id = r.payee_user_id
      LEFT JOIN channels c ON c.channel_id = r.channel_id
      WHERE true
        ${month ? sql`AND r.revenue_month = ${month}` : sql``}
        ${like ? sql`AND (u.email ILIKE ${like} OR u.name ILIKE ${like} OR r.channel_id ILIKE ${like})` : sql``}`.execute(db);
    const rows: PaymentRow[] = records.rows.map((r) => ({
      id: Number(r.id),
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
      due_twd: payoutDue(r.available_twd),
      paid_twd: r.paid_twd,
      unpaid_twd: r.unpaid_twd,
      paid_cumulative_twd: r.paid_cumulative_twd,
    }));
    rows.sort((a, b) => b.revenue_month.localeCompare(a.revenue_month) || a.channel_id.localeCompare(b.channel_id));
    return this.page(rows, filters);
  }

  /**
   * Every row, or the page asked (50 rows unless `page_size` says otherwise) with the count of all
   * and their money summed (the page's totals line, which an export of the filter adds up to).
   */
  private page(rows: PaymentRow[], filters: PaymentFilters): { rows: PaymentRow[]; total?: number; totals?: PaymentTotals } {
    if (filters.page === undefined && filters.page_size === undefined) return { rows };
    const size = filters.page_size ?? 50;
    const from = ((filters.page ?? 1) - 1) * size;
    const totals = {
      revenue_twd: sum(rows.map((r) => r.revenue_twd)),
      due_twd: sum(rows.map((r) => r.due_twd)),
      paid_twd: sum(rows.flatMap((r) => (r.paid_twd === null ? [] : [r.paid_twd]))),
      unpaid_twd: sum(rows.map((r) => r.unpaid_twd)),
    };
    return { rows: rows.slice(from, from + size), total: rows.length, totals };
  }

  /**
   * Backfills (or clears, with null) the amount paid for one channel's revenue month. The payment
   * belongs to the payment month: a finalised payment month refuses it; so does a revenue month
   * whose reports changed after its statements were posted, until they are posted again.
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
    // Issue 23: a payment is recorded against posted statements that still say what the month's reports say.
    await assertStatementsCurrent(db, input.revenue_month);
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
