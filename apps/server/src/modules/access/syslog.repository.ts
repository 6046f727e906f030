// SQL for the syslog page: the filtered, paged reading of the system log (audit/audit-log.ts writes it).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type AuditFilter = {
  action?: string;
  actorIds?: number[];
  targetIds?: number[];
  from?: Date;
  to?: Date;
};

/** Ids of the accounts an id or e-mail names (deleted ones included: the log outlives them). */
export async function userIdsNamed(db: Db, idOrEmail: string): Promise<number[]> {
  if (/^[1-9][0-9]{0,15}$/.test(idOrEmail)) return [Number(idOrEmail)];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', idOrEmail.toLowerCase())
    .execute();
  return rows.map((r) => r.id);
}

export async function listAuditRows(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  let query = db.selectFrom('audit_log as l');
  if (filter.action) {
    // "auth." is a family of actions; anything else is one action.
    query = filter.action.endsWith('.')
      ? query.where(sql`left(l.action, ${filter.action.length})`, '=', filter.action)
      : query.where('l.action', '=', filter.action);
  }
  if (filter.actorIds) {
    const ids = filter.actorIds;
    query = query.where((eb) => (ids.length === 0 ? eb.val(false) : eb.or([eb('l.actor_id', 'in', ids), eb('l.real_actor_id', 'in', ids)])));
  }
  if (filter.targetIds) {
    const ids = filter.targetIds;
    query = query.where((eb) => (ids.length === 0 ? eb.val(false) : eb('l.target_user_id', 'in', ids)));
  }
  if (filter.from) query = query.where('l.created_at', '>=', filter.from);
  if (filter.to) query = query.where('l.created_at', '<', filter.to);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as a', 'a.id', 'l.actor_id')
      .leftJoin('users as r', 'r.id', 'l.real_actor_id')
      .leftJoin('users as t', 't.id', 'l.target_user_id')
      .select([
        'l.id',
        'l.created_at',
        'l.action',
        'l.actor_id',
        'a.email as actor_email',
        'a.name as actor_name',
        'l.real_actor_id',
        'r.email as real_email',
        'r.name as real_name',
        'l.target_user_id',
        't.email as target_email',
        't.name as target_name',
        'l.target_type',
        'l.target_id',
        'l.details',
        'l.ip',
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
