// Payees' tax profiles (issue 30): finance lists the payees (owners of network channels, and anyone
// who has a profile) with the profile in force this month, reads one payee's history and sets a
// profile from a month on. A profile is a preset of Taiwan's or Japan's rules (withholding-rules.ts)
// or finance's own; rows are only added, so the history is every profile ever set.
import { withholdingPresetRules, type TaxPayee, type TaxProfile, type TaxProfileDetail, type TaxProfileSet } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { auditBase, monthOf, type Actor, type LedgerDeps } from '../ledger/ledger-deps.ts';

type ProfileRow = {
  id: number;
  user_id: number;
  effective_month: string;
  preset: TaxProfile['preset'];
  country: string;
  resident: boolean;
  currency: TaxProfile['currency'];
  rate: string;
  exempt_up_to: string | null;
  upper_from: string | null;
  upper_rate: string | null;
  note: string;
  set_at: Date;
  set_by_name: string | null;
};

/** "10.2100" → "10.21", "20000.00" → "20000": rates and thresholds as entered. */
const plain = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
const plainOrNull = (v: string | null) => (v === null ? null : plain(v));

function profileOf(r: ProfileRow): TaxProfile {
  return {
    id: Number(r.id),
    effective_month: r.effective_month,
    preset: r.preset,
    country: r.country,
    resident: r.resident,
    currency: r.currency,
    rate: plain(r.rate),
    exempt_up_to: plainOrNull(r.exempt_up_to),
    upper_from: plainOrNull(r.upper_from),
    upper_rate: plainOrNull(r.upper_rate),
    note: r.note,
    set_at: r.set_at.toISOString(),
    set_by_name: r.set_by_name,
  };
}

const profileColumns = sql`p.id, p.user_id, p.effective_month, p.preset, p.country, p.resident, p.currency, p.rate, p.exempt_up_to,
  p.upper_from, p.upper_rate, p.note, p.set_at, s.name AS set_by_name`;

export class TaxProfilesService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  private async payees(db: Db, where: { q?: string; userId?: number }): Promise<TaxPayee[]> {
    const month = monthOf(this.deps.clock.now());
    const q = where.q ? `%${where.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await sql<{ id: number; name: string; email: string; channels: string[] | null }>`
      SELECT u.id, u.name, u.email,
        (SELECT array_agg(c.title ORDER BY c.title, c.channel_id) FROM channel_members m JOIN channels c ON c.channel_id = m.channel_id
          WHERE m.user_id = u.id AND m.member_type = 'owner') AS channels
      FROM users u
      WHERE u.id IN (SELECT user_id FROM channel_members WHERE member_type = 'owner' UNION SELECT user_id FROM payee_tax_profiles)
        AND (${q}::text IS NULL OR u.name ILIKE ${q} OR u.email ILIKE ${q})
        AND (${where.userId ?? null}::bigint IS NULL OR u.id = ${where.userId ?? null})
      ORDER BY u.name, u.id
      LIMIT 500`.execute(db);
    const ids = rows.rows.map((r) => Number(r.id));
    const current =
      ids.length === 0
        ? []
        : (
            await sql<ProfileRow>`
              SELECT DISTINCT ON (p.user_id) ${profileColumns}
              FROM payee_tax_profiles p LEFT JOIN users s ON s.id = p.set_by
              WHERE p.user_id = ANY(${ids}::bigint[]) AND p.effective_month <= ${month}
              ORDER BY p.user_id, p.effective_month DESC, p.id DESC`.execute(db)
          ).rows;
    const byUser = new Map(current.map((p) => [Number(p.user_id), profileOf(p)]));
    return rows.rows.map((r) => ({
      user_id: Number(r.id),
      name: r.name,
      email: r.email,
      channels: r.channels ?? [],
      current: byUser.get(Number(r.id)) ?? null,
    }));
  }

  async list(query: { q?: string }): Promise<{ items: TaxPayee[] }> {
    return { items: await this.payees(this.deps.db, { q: query.q }) };
  }

  async get(userId: number): Promise<TaxProfileDetail> {
    const [payee] = await this.payees(this.deps.db, { userId });
    if (!payee) throw new DomainError('errors.notFound');
    const history = await sql<ProfileRow>`
      SELECT ${profileColumns} FROM payee_tax_profiles p LEFT JOIN users s ON s.id = p.set_by
      WHERE p.user_id = ${userId} ORDER BY p.effective_month DESC, p.id DESC`.execute(this.deps.db);
    return { ...payee, history: history.rows.map(profileOf) };
  }

  async set(actor: Actor, userId: number, input: TaxProfileSet): Promise<TaxProfileDetail> {
    const user = await this.deps.db.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) throw new DomainError('errors.notFound');
    const rule =
      input.preset === 'custom'
        ? {
            country: input.country!,
            resident: input.resident!,
            currency: input.currency!,
            rate: input.rate!,
            exempt_up_to: input.exempt_up_to ?? null,
            upper_from: input.upper_from ?? null,
            upper_rate: input.upper_rate ?? null,
          }
        : withholdingPresetRules[input.preset];
    await this.deps.db.transaction().execute(async (trx) => {
      // A profile starting in a finalised month would change what that month's statements should say.
      await assertMonthOpen(trx, input.effective_month);
      await trx
        .insertInto('payee_tax_profiles')
        .values({
          user_id: userId,
          effective_month: input.effective_month,
          preset: input.preset,
          country: rule.country,
          resident: rule.resident,
          currency: rule.currency,
          rate: rule.rate,
          exempt_up_to: rule.exempt_up_to,
          upper_from: rule.upper_from,
          upper_rate: rule.upper_rate,
          note: input.note ?? '',
          set_by: actor.userId,
          set_at: this.deps.clock.now(),
        })
        .execute();
      await this.deps.audit.record(
        {
          ...auditBase(actor, input.effective_month),
          action: 'accounting.tax_profile_set',
          details: { month: input.effective_month, user_id: userId, preset: input.preset, currency: rule.currency, rate: rule.rate },
        },
        trx,
      );
    });
    return this.get(userId);
  }
}
