// Monthly statements (issue 10): posted for every network channel at once (posting.repository.ts),
// read per channel and month with every line and the ratio and rate it used. A statement is its
// payee's (the channel's owner when it was posted) and the accounting staff's (canSeeStatement).
import { canSeeStatement, normalize, roundTo, statementLineOrder, sum, type PostingResult, type Statement, type StatementLine } from '@chorus/contract';
import { sql } from 'kysely';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { monthRate } from '../month-rate.ts';
import { statementsOutOfDate } from '../source-changes.ts';
import { auditBase, refused, type Actor, type LedgerDeps } from './ledger-deps.ts';
import { postMonth } from './posting.repository.ts';

export class StatementsService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  async post(actor: Actor, yearMonth: string): Promise<PostingResult> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      await assertMonthOpen(trx, yearMonth);
      const rate = await monthRate(trx, yearMonth, 'TWD');
      if (rate === null) throw new DomainError('errors.accountingRateMissing', { params: { month: yearMonth } });
      const counts = await postMonth(trx, yearMonth, rate, actor.userId, now);
      if (counts.postingId !== null)
        await this.deps.audit.record(
          {
            ...auditBase(actor, yearMonth),
            action: 'accounting.statements_post',
            details: { month: yearMonth, posting_id: counts.postingId, channels: counts.channels, entries: counts.entries, corrected: counts.corrected },
          },
          trx,
        );
      return {
        year_month: yearMonth,
        posting_id: counts.postingId,
        channels: counts.channels,
        entries: counts.entries,
        corrected_channels: counts.corrected,
        channels_without_owner: counts.withoutOwner,
      };
    });
  }

  async get(actor: Actor, channelId: string, yearMonth: string): Promise<Statement> {
    return this.read(channelId, yearMonth, actor);
  }

  /**
   * The statement; with an actor, only when canSeeStatement lets them see it (the statement mail's
   * job reads each subscriber's own without one).
   */
  async read(channelId: string, yearMonth: string, actor: Actor | null): Promise<Statement> {
    const db = this.deps.db;
    const channel = await db.selectFrom('channels').select(['channel_id', 'title']).where('channel_id', '=', channelId).executeTakeFirst();
    if (!channel) throw new DomainError('errors.notFound');
    const lines = await sql<{
      line: string;
      payee_user_id: number;
      gross_usd: string;
      ratio: string | null;
      share_usd: string;
      network_usd: string;
      rate: string;
      amount_twd: string;
      posted_at: Date;
      studio_order_id: string | null;
      service_name: string | null;
      quantity: number | null;
      total_twd: string | null;
      delivered_at: Date | null;
      tax_currency: 'TWD' | 'JPY' | 'USD' | null;
      tax_base: string | null;
      tax_amount: string | null;
      tax_preset: NonNullable<StatementLine['tax']>['preset'] | null;
      tax_country: string | null;
      tax_resident: boolean | null;
      tax_rate: string | null;
      tax_exempt_up_to: string | null;
      tax_upper_from: string | null;
      tax_upper_rate: string | null;
    }>`
      SELECT e.line, e.payee_user_id, e.gross_usd, e.ratio, e.share_usd, e.network_usd, e.rate, e.amount_twd, p.posted_at,
        e.studio_order_id, s.name AS service_name, o.quantity, o.total_twd, o.delivered_at,
        e.tax_currency, e.tax_base, e.tax_amount, tp.preset AS tax_preset, tp.country AS tax_country, tp.resident AS tax_resident,
        tp.rate AS tax_rate, tp.exempt_up_to AS tax_exempt_up_to, tp.upper_from AS tax_upper_from, tp.upper_rate AS tax_upper_rate
      FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id
      LEFT JOIN studio_orders o ON o.id = e.studio_order_id
      LEFT JOIN studio_services s ON s.id = o.service_id
      LEFT JOIN payee_tax_profiles tp ON tp.id = e.tax_profile_id
      WHERE e.channel_id = ${channelId} AND e.year_month = ${yearMonth} AND e.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      ORDER BY e.studio_order_id NULLS FIRST, e.id`.execute(db);
    // Nothing posted yet: the statement would be the current owner's.
    const payeeId =
      lines.rows[0]?.payee_user_id ??
      (
        await db
          .selectFrom('channel_members')
          .select('user_id')
          .where('channel_id', '=', channelId)
          .where('member_type', '=', 'owner')
          .orderBy('created_at')
          .orderBy('user_id')
          .executeTakeFirst()
      )?.user_id ??
      null;
    if (actor && !canSeeStatement(actor.subject, { payeeUserId: payeeId })) throw refused(actor.subject, channelId);
    const payee = payeeId === null ? undefined : await db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', payeeId).executeTakeFirst();
    const corrections = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.count<string>('posting_id').distinct().as('n'))
      .where('channel_id', '=', channelId)
      .where('year_month', '=', yearMonth)
      .where('reverses_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const ordered: StatementLine[] = lines.rows
      .map((l) => ({
        line: l.line,
        gross_usd: normalize(l.gross_usd),
        ratio: l.ratio === null ? null : normalize(l.ratio),
        share_usd: normalize(l.share_usd),
        network_usd: normalize(l.network_usd),
        rate: normalize(l.rate),
        amount_twd: l.amount_twd,
        ...(l.studio_order_id !== null && {
          studio_order: {
            id: Number(l.studio_order_id),
            service_name: l.service_name ?? '',
            quantity: l.quantity ?? 0,
            total_twd: l.total_twd ?? '0.00',
            delivered_at: l.delivered_at?.toISOString() ?? null,
          },
        }),
        ...(l.tax_currency !== null && {
          tax: {
            currency: l.tax_currency,
            base: normalize(l.tax_base ?? '0'),
            amount: normalize(l.tax_amount ?? '0'),
            preset: l.tax_preset ?? 'custom',
            country: l.tax_country ?? '',
            resident: l.tax_resident ?? false,
            rate: normalize(l.tax_rate ?? '0'),
            exempt_up_to: l.tax_exempt_up_to === null ? null : normalize(l.tax_exempt_up_to),
            upper_from: l.tax_upper_from === null ? null : normalize(l.tax_upper_from),
            upper_rate: l.tax_upper_rate === null ? null : normalize(l.tax_upper_rate),
          },
        }),
      }))
      .sort((a, b) => statementLineOrder.indexOf(a.line as never) - statementLineOrder.indexOf(b.line as never));
    return {
      channel_id: channel.channel_id,
      channel_title: channel.title,
      year_month: yearMonth,
      payee: payee ? { id: payee.id, name: payee.name, email: payee.email } : null,
      lines: ordered,
      gross_usd: sum(ordered.map((l) => l.gross_usd)),
      share_usd: sum(ordered.map((l) => l.share_usd)),
      network_usd: sum(ordered.map((l) => l.network_usd)),
      amount_twd: ordered.length === 0 ? '0.00' : roundTo(sum(ordered.map((l) => l.amount_twd)), 2),
      rate: ordered[0]?.rate ?? null,
      posted_at: lines.rows.length === 0 ? null : new Date(Math.min(...lines.rows.map((l) => l.posted_at.getTime()))).toISOString(),
      corrections: Number(corrections.n),
      out_of_date: await statementsOutOfDate(db, yearMonth),
    };
  }
}
