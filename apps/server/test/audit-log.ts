// The system log (audit_log) as a test reads it back after a write.
import type { Db } from '../src/db/database.ts';

/** Whom or what a row is about: a user (`target_user_id`), or any other target by its id (`target_id`, stored as text). */
export type LogTarget = { user: number } | { id: string | number };

/** The system log's rows of `action`, oldest first; with `about`, only those about that user or target. */
export async function auditRows(db: Db, action: string, about?: LogTarget) {
  let query = db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (about && 'user' in about) query = query.where('target_user_id', '=', about.user);
  if (about && 'id' in about) query = query.where('target_id', '=', String(about.id));
  return query.orderBy('id').execute();
}
