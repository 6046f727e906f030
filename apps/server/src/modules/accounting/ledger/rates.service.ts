// Spec 9 exchange rates: one per currency (TWD, JPY) and month, from the next month's remittance
// slip, entered by finance. A finalised month's rate stays as it was.
import type { RateRow } from '@chorus/contract';
import { normalize } from '@chorus/contract';
import { assertMonthOpen } from '../month-lock.ts';
import { auditBase, type Actor, type LedgerDeps } from './ledger-deps.ts';
import { fromExcluded } from '../../../db/upsert.ts';

export class RatesService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  async list(range: { from?: string; to?: string }): Promise<{ rates: RateRow[] }> {
    let query = this.deps.db.selectFrom('accounting_exchange_rates').select(['year_month', 'currency', 'rate', 'source', 'set_at']);
    if (range.from) query = query.where('year_month', '>=', range.from);
    if (range.to) query = query.where('year_month', '<=', range.to);
    const rows = await query.orderBy('year_month', 'desc').orderBy('currency').limit(600).execute();
    return { rates: rows.map(present) };
  }

  async set(actor: Actor, input: { year_month: string; currency: 'TWD' | 'JPY'; rate: string; source?: string }): Promise<RateRow> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      await assertMonthOpen(trx, input.year_month);
      const row = await trx
        .insertInto('accounting_exchange_rates')
        .values({ year_month: input.year_month, currency: input.currency, rate: input.rate, source: input.source ?? '', set_by: actor.userId, set_at: now })
        .onConflict((oc) => oc.columns(['year_month', 'currency']).doUpdateSet((eb) => fromExcluded(eb, ['rate', 'source', 'set_by', 'set_at'])))
        .returning(['year_month', 'currency', 'rate', 'source', 'set_at'])
        .executeTakeFirstOrThrow();
      await this.deps.audit.record(
        {
          ...auditBase(actor, input.year_month),
          action: 'accounting.rate_set',
          details: { month: input.year_month, currency: input.currency, rate: input.rate },
        },
        trx,
      );
      return present(row);
    });
  }
}

function present(row: { year_month: string; currency: 'TWD' | 'JPY'; rate: string; source: string; set_at: Date }): RateRow {
  return { year_month: row.year_month, currency: row.currency, rate: normalize(row.rate), source: row.source, set_at: row.set_at.toISOString() };
}
