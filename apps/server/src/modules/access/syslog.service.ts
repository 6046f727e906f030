// The syslog page: the system log (audit/audit-log.ts) filtered and paged, with the people named.
import type { Db } from '../../db/database.ts';
import { listAuditRows, userIdsNamed } from './syslog.repository.ts';

type PersonRef = { id: number; email: string | null; name: string | null };
const person = (id: number | null, email: string | null, name: string | null): PersonRef | null => (id === null ? null : { id, email, name });

/** The syslog page: filters by action (or family "auth."), actor or real actor, target, days (UTC). */
export async function readSyslog(
  db: Db,
  query: { action?: string; actor?: string; target?: string; from?: string; to?: string; page?: number; page_size?: number },
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const filter = {
    action: query.action,
    actorIds: query.actor ? await userIdsNamed(db, query.actor) : undefined,
    targetIds: query.target ? await userIdsNamed(db, query.target) : undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
  };
  const { rows, total } = await listAuditRows(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: rows.map((r) => ({
      id: r.id,
      created_at: r.created_at.toISOString(),
      action: r.action,
      actor: person(r.actor_id, r.actor_email, r.actor_name),
      real_actor: person(r.real_actor_id, r.real_email, r.real_name),
      target_user: person(r.target_user_id, r.target_email, r.target_name),
      target_type: r.target_type,
      target_id: r.target_id,
      details: r.details,
      ip: r.ip,
    })),
    total,
    page,
    page_size: pageSize,
  };
}
