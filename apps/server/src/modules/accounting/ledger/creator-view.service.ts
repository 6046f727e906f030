// The creator's view (issue 10, beyond the seed): for the caller as payee, each channel's monthly
// statements, the balance carried forward, progress to the spec 9 minimum and the expected payout
// date, in the caller's currency (TWD as paid; JPY and USD from the month's share in USD).
import {
  convertAmount,
  PAYOUT_MINIMUM_TWD,
  payoutDateOf,
  payoutProgress,
  payoutSchedule,
  reachesPayoutMinimum,
  roundTo,
  type CreatorChannel,
  type CreatorView,
} from '@chorus/contract';
import { sql } from 'kysely';
import type { LedgerDeps } from './ledger-deps.ts';

export class CreatorViewService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  async forPayee(userId: number): Promise<CreatorView> {
    const db = this.deps.db;
    const user = await db.selectFrom('users').select('currency').where('id', '=', userId).executeTakeFirstOrThrow();
    const currency = (user.currency === 'JPY' || user.currency === 'USD' ? user.currency : 'TWD') as CreatorView['currency'];
    const rows = await sql<{
      channel_id: string;
      title: string | null;
      revenue_month: string;
      revenue_twd: string;
      paid_twd: string | null;
      share_usd: string | null;
      jpy: string | null;
    }>`
      SELECT p.channel_id, c.title, p.revenue_month, p.revenue_twd, p.paid_twd,
        (SELECT sum(e.share_usd) FROM ledger_entries e
          WHERE e.channel_id = p.channel_id AND e.year_month = p.revenue_month AND e.payee_user_id = p.payee_user_id) AS share_usd,
        x.rate AS jpy
      FROM payment_records p
      LEFT JOIN channels c ON c.channel_id = p.channel_id
      LEFT JOIN accounting_exchange_rates x ON x.year_month = p.revenue_month AND x.currency = 'JPY'
      WHERE p.payee_user_id = ${userId}
      ORDER BY p.channel_id, p.revenue_month`.execute(db);
    const byChannel = new Map<string, typeof rows.rows>();
    for (const r of rows.rows) byChannel.set(r.channel_id, [...(byChannel.get(r.channel_id) ?? []), r]);
    const channels: CreatorChannel[] = [...byChannel.values()].map((months) => {
      const figures = payoutSchedule(months.map((m) => ({ revenue_month: m.revenue_month, revenue_twd: m.revenue_twd, paid_twd: m.paid_twd })));
      const last = figures.at(-1)!;
      const balance = last.unpaid_twd;
      return {
        channel_id: months[0]!.channel_id,
        channel_title: months[0]!.title ?? months[0]!.channel_id,
        months: figures
          .map((f, i) => {
            const share = months[i]!.share_usd ?? '0';
            const jpy = months[i]!.jpy;
            const local = currency === 'TWD' ? f.revenue_twd : currency === 'USD' ? roundTo(share, 2) : jpy === null ? null : convertAmount(share, jpy, 'JPY');
            return {
              revenue_month: f.revenue_month,
              payment_month: f.payment_month,
              payout_date: payoutDateOf(f.payment_month),
              share_usd: roundTo(share, 2),
              revenue_twd: f.revenue_twd,
              amount_local: local,
              due_twd: f.due_twd,
              paid_twd: f.paid_twd,
              unpaid_twd: f.unpaid_twd,
            };
          })
          .reverse(),
        balance_twd: balance,
        progress: payoutProgress(balance),
        // Reached the minimum: paid on the 20th two months after the last month it covers.
        expected_payout_date: reachesPayoutMinimum(balance) ? payoutDateOf(last.payment_month) : null,
      };
    });
    return { currency, minimum_twd: PAYOUT_MINIMUM_TWD, channels };
  }
}
