// SQL of the editing requests: the list and one request with its history, files, versions and
// comments; the writes are the service's, each in its transaction.
import type { EditRequestStatus } from '@chorus/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ProductionEditTables } from '../../../db/schema.production-edit-requests.ts';

export type RequestRow = Selectable<ProductionEditTables['production_edit_requests']> & {
  channel_title: string;
  requester_name: string;
  editor_name: string | null;
  versions: number;
};

function requestsQuery(db: Db) {
  return db
    .selectFrom('production_edit_requests as r')
    .innerJoin('channels as c', 'c.channel_id', 'r.channel_id')
    .innerJoin('users as q', 'q.id', 'r.requested_by')
    .leftJoin('users as e', 'e.id', 'r.editor_id')
    .selectAll('r')
    .select(['c.title as channel_title', 'q.name as requester_name', 'e.name as editor_name'])
    .select((eb) =>
      eb
        .selectFrom('production_edit_versions as v')
        .whereRef('v.request_id', '=', 'r.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('versions'),
    );
}

/** Requests of the given channels (null: every channel), in one state or all, soonest due first. */
export async function listRequests(db: Db, channelIds: readonly string[] | null, status: EditRequestStatus | undefined): Promise<RequestRow[]> {
  if (channelIds !== null && channelIds.length === 0) return [];
  let query = requestsQuery(db);
  if (channelIds !== null) query = query.where('r.channel_id', 'in', [...channelIds]);
  if (status !== undefined) query = query.where('r.status', '=', status);
  return (await query.orderBy('r.due_date').orderBy('r.id').limit(1000).execute()) as RequestRow[];
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  return (await requestsQuery(db).where('r.id', '=', id).executeTakeFirst()) as RequestRow | undefined;
}

/** The request's row locked for a change (its state is read again under the lock). */
export async function lockRequest(db: Db, id: number) {
  return db.selectFrom('production_edit_requests').select(['id', 'channel_id', 'status', 'editor_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function requestHistory(db: Db, id: number) {
  return db
    .selectFrom('production_edit_events as ev')
    .innerJoin('users as u', 'u.id', 'ev.actor_id')
    .select(['ev.from_status', 'ev.to_status', 'ev.actor_id', 'u.name', 'ev.note', 'ev.created_at'])
    .where('ev.request_id', '=', id)
    .orderBy('ev.id')
    .execute();
}

export type FileRow = { id: number; filename: string; bytes: number; content_type: string; purpose: 'footage' | 'cut'; upload_key: string };

/** The request's files whose upload has finished. */
export async function completedFiles(db: Db, requestId: number): Promise<FileRow[]> {
  return db
    .selectFrom('production_edit_files')
    .select(['id', 'filename', 'bytes', 'content_type', 'purpose', 'upload_key'])
    .where('request_id', '=', requestId)
    .where('completed_at', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function requestVersions(db: Db, id: number) {
  return db
    .selectFrom('production_edit_versions as v')
    .innerJoin('users as u', 'u.id', 'v.delivered_by')
    .select(['v.version', 'v.file_id', 'v.url', 'v.note', 'v.delivered_by', 'u.name', 'v.created_at'])
    .where('v.request_id', '=', id)
    .orderBy('v.version')
    .execute();
}

export async function requestComments(db: Db, id: number) {
  return db
    .selectFrom('production_edit_comments as k')
    .innerJoin('users as u', 'u.id', 'k.author_id')
    .selectAll('k')
    .select('u.name')
    .where('k.request_id', '=', id)
    .orderBy(['k.version', 'k.at_seconds', 'k.id'])
    .execute();
}

export async function insertEvent(
  db: Db,
  row: { requestId: number; from: EditRequestStatus | null; to: EditRequestStatus; actorId: number; note: string; at: Date },
): Promise<void> {
  await db
    .insertInto('production_edit_events')
    .values({ request_id: row.requestId, from_status: row.from, to_status: row.to, actor_id: row.actorId, note: row.note, created_at: row.at })
    .execute();
}

/** Open requests (not published) of every editor who holds one, soonest due first. */
export async function openRequestsByEditor(db: Db) {
  return db
    .selectFrom('production_edit_requests as r')
    .leftJoin('users as e', 'e.id', 'r.editor_id')
    .select(['r.id', 'r.title', 'r.status', 'r.due_date', 'r.editor_id', 'e.name as editor_name'])
    .where('r.status', '<>', 'published')
    .orderBy('r.due_date')
    .orderBy('r.id')
    .execute();
}
