// Editing requests (issue 29): ask, take, deliver, review, approve, publish. Every move is checked
// against the contract's table (`nextEditStatuses`, the rule the web draws its buttons with),
// written with who and when in the same transaction as the change, and queues the mail to the
// other side in that transaction (edit-mail.ts).
import {
  asksForEdits,
  commentsOnEditRequest,
  deliversEditVersion,
  editRequestMoves,
  nextEditStatuses,
  readsEditorWorkload,
  seesEditRequest,
  type EditCommentBody,
  type EditorWorkload,
  type EditRequestCreate,
  type EditRequestDetail,
  type EditRequestStatus,
  type EditRequestStatusBody,
  type EditRequestSummary,
  type EditVersionBody,
  type Subject,
} from '@chorus/contract';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, notFound } from '../../../errors/domain-error.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import type { Caller } from '../../../security/subject.ts';
import { EDIT_MAIL_JOB, type EditMailJob } from './edit-mail.ts';
import * as repo from './edit-requests.repository.ts';

/** `maxUploadBytes`: the resumable upload's limit, told in each request's answer. */
export type EditRequestsDeps = { db: Db; clock: Clock; jobs: JobRegistry; maxUploadBytes: number };

const person = (user_id: number, name: string) => ({ user_id, name });

function summary(row: repo.RequestRow): EditRequestSummary {
  return {
    request_id: row.id,
    channel_id: row.channel_id,
    channel_title: row.channel_title,
    title: row.title,
    status: row.status,
    due_date: row.due_date,
    requested_by: person(row.requested_by, row.requester_name),
    editor: row.editor_id === null ? null : person(row.editor_id, row.editor_name ?? ''),
    versions: row.versions,
    published_video_id: row.published_video_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Everything a request answers: the network-wide readers see every channel's, the rest their channels'. */
function readsEveryChannel(subject: Subject): boolean {
  return readsEditorWorkload(subject);
}

export class EditRequestsService {
  private readonly deps: EditRequestsDeps;
  constructor(deps: EditRequestsDeps) {
    this.deps = deps;
  }

  async list(subject: Subject, query: { channel_id?: string; status?: EditRequestStatus }): Promise<{ requests: EditRequestSummary[] }> {
    let channels: string[] | null = readsEveryChannel(subject) ? null : subject.channels.map((c) => c.channel_id);
    if (query.channel_id !== undefined) channels = channels === null || channels.includes(query.channel_id) ? [query.channel_id] : [];
    return { requests: (await repo.listRequests(this.deps.db, channels, query.status)).map(summary) };
  }

  /** The request when the caller may see it; otherwise it does not exist for them. */
  async visible(subject: Subject, id: number): Promise<repo.RequestRow> {
    const row = await repo.findRequest(this.deps.db, id);
    if (!row || !seesEditRequest(subject, row)) throw notFound();
    return row;
  }

  async detail(subject: Subject, id: number): Promise<EditRequestDetail> {
    const row = await this.visible(subject, id);
    const { db } = this.deps;
    const [history, files, versions, comments] = await Promise.all([
      repo.requestHistory(db, id),
      repo.completedFiles(db, id),
      repo.requestVersions(db, id),
      repo.requestComments(db, id),
    ]);
    const fileAnswer = (f: repo.FileRow) => ({ file_id: f.id, filename: f.filename, bytes: f.bytes, content_type: f.content_type });
    const byId = new Map(files.map((f) => [f.id, f]));
    return {
      ...summary(row),
      brief: row.brief,
      style_references: row.style_references,
      footage_links: row.footage_links,
      footage_files: files.filter((f) => f.purpose === 'footage').map(fileAnswer),
      history: history.map((h) => ({
        from_status: h.from_status,
        to_status: h.to_status,
        by: person(h.actor_id, h.name),
        at: h.created_at.toISOString(),
        note: h.note,
      })),
      versions_delivered: versions.map((v) => {
        const file = v.file_id === null ? undefined : byId.get(v.file_id);
        return {
          version: v.version,
          file: file ? fileAnswer(file) : null,
          url: v.url,
          note: v.note,
          delivered_by: person(v.delivered_by, v.name),
          created_at: v.created_at.toISOString(),
          comments: comments
            .filter((k) => k.version === v.version)
            .map((k) => ({
              comment_id: k.id,
              version: k.version,
              at_seconds: Number(k.at_seconds),
              text: k.text,
              author: person(k.author_id, k.name),
              created_at: k.created_at.toISOString(),
            })),
        };
      }),
      undelivered_cuts: deliversEditVersion(subject, row)
        ? files.filter((f) => f.purpose === 'cut' && !versions.some((v) => v.file_id === f.id)).map(fileAnswer)
        : [],
      next_statuses: nextEditStatuses(subject, row),
      upload_max_bytes: this.deps.maxUploadBytes,
    };
  }

  async create(caller: Caller, body: EditRequestCreate): Promise<EditRequestDetail> {
    // A channel the caller sees but may not ask for (a plain member, the network's people): refused; any other does not exist for them.
    if (!asksForEdits(caller.subject, body)) throw seesEditRequest(caller.subject, body) ? forbidden() : notFound();
    const channel = await this.deps.db.selectFrom('channels').select('channel_id').where('channel_id', '=', body.channel_id).executeTakeFirst();
    if (!channel) throw notFound();
    const now = this.deps.clock.now();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('production_edit_requests')
        .values({
          channel_id: body.channel_id,
          title: body.title,
          brief: body.brief,
          style_references: body.style_references,
          footage_links: body.footage_links,
          due_date: body.due_date,
          requested_by: caller.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await repo.insertEvent(trx, { requestId: row.id, from: null, to: 'requested', actorId: caller.userId, note: '', at: now });
      await this.queueMail(trx, { request_id: row.id, from: null, to: 'requested', actor_id: caller.userId });
      return row.id;
    });
    return this.detail(caller.subject, id);
  }

  async move(caller: Caller, id: number, body: EditRequestStatusBody): Promise<EditRequestDetail> {
    await this.visible(caller.subject, id);
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const row = (await repo.lockRequest(trx, id))!;
      if (!editRequestMoves[row.status].some((m) => m.to === body.status)) throw new DomainError('errors.editStatusChanged');
      if (!nextEditStatuses(caller.subject, row).includes(body.status)) throw new DomainError('errors.editMoveNotAllowed');
      if (body.status === 'in_review') await this.assertCutDelivered(trx, id);
      await trx
        .updateTable('production_edit_requests')
        .set({
          status: body.status,
          updated_at: now,
          ...(row.status === 'requested' ? { editor_id: caller.userId } : {}),
          ...(body.status === 'published' ? { published_video_id: body.video_id! } : {}),
        })
        .where('id', '=', id)
        .execute();
      await repo.insertEvent(trx, { requestId: id, from: row.status, to: body.status, actorId: caller.userId, note: body.note ?? '', at: now });
      await this.queueMail(trx, { request_id: id, from: row.status, to: body.status, actor_id: caller.userId });
    });
    return this.detail(caller.subject, id);
  }

  /** In review needs a cut delivered since the request was last taken or sent back. */
  private async assertCutDelivered(trx: Db, id: number): Promise<void> {
    const last = await trx
      .selectFrom('production_edit_events')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('request_id', '=', id)
      .where('to_status', 'in', ['in_edit', 'changes_requested'])
      .executeTakeFirst();
    const cut = await trx
      .selectFrom('production_edit_versions')
      .select('version')
      .where('request_id', '=', id)
      .$if(last?.at != null, (q) => q.where('created_at', '>=', last!.at!))
      .executeTakeFirst();
    if (!cut) throw new DomainError('errors.editVersionMissing');
  }

  async comment(caller: Caller, id: number, body: EditCommentBody) {
    const row = await this.visible(caller.subject, id);
    if (!commentsOnEditRequest(caller.subject, row)) throw forbidden();
    const version = body.version ?? row.versions;
    if (version === 0) throw new DomainError('errors.editNoVersion');
    if (version > row.versions) throw new DomainError('errors.invalidInput', { fields: { version: 'validation.invalid' } });
    const created = await this.deps.db
      .insertInto('production_edit_comments')
      .values({ request_id: id, version, at_seconds: String(body.at_seconds), text: body.text, author_id: caller.userId, created_at: this.deps.clock.now() })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      comment_id: created.id,
      version,
      at_seconds: body.at_seconds,
      text: body.text,
      author: person(caller.userId, caller.profile.row.name),
      created_at: created.created_at.toISOString(),
    };
  }

  /** The next numbered version: an uploaded cut of this request (finished) or a link. */
  async deliver(caller: Caller, id: number, body: EditVersionBody) {
    await this.visible(caller.subject, id);
    const now = this.deps.clock.now();
    const version = await this.deps.db.transaction().execute(async (trx) => {
      const row = (await repo.lockRequest(trx, id))!;
      if (!deliversEditVersion(caller.subject, row)) throw forbidden();
      if (body.file_id !== undefined) {
        const file = await trx
          .selectFrom('production_edit_files')
          .select('id')
          .where('id', '=', body.file_id)
          .where('request_id', '=', id)
          .where('purpose', '=', 'cut')
          .where('completed_at', 'is not', null)
          .executeTakeFirst();
        if (!file) throw new DomainError('errors.editFileNotReady', { fields: { file_id: 'errors.editFileNotReady' } });
      }
      const last = await trx
        .selectFrom('production_edit_versions')
        .select((eb) => eb.fn.max('version').as('n'))
        .where('request_id', '=', id)
        .executeTakeFirst();
      const next = (last?.n ?? 0) + 1;
      await trx
        .insertInto('production_edit_versions')
        .values({
          request_id: id,
          version: next,
          file_id: body.file_id ?? null,
          url: body.url ?? null,
          note: body.note ?? '',
          delivered_by: caller.userId,
          created_at: now,
        })
        .execute();
      await trx.updateTable('production_edit_requests').set({ updated_at: now }).where('id', '=', id).execute();
      return next;
    });
    const detail = await this.detail(caller.subject, id);
    return detail.versions_delivered.find((v) => v.version === version)!;
  }

  /** A finished upload of the request, for the download (its storage key under the uploads folder). */
  async file(subject: Subject, requestId: number, fileId: number) {
    await this.visible(subject, requestId);
    const file = await this.deps.db
      .selectFrom('production_edit_files')
      .select(['upload_key', 'filename', 'content_type', 'bytes'])
      .where('id', '=', fileId)
      .where('request_id', '=', requestId)
      .where('completed_at', 'is not', null)
      .executeTakeFirst();
    if (!file) throw notFound();
    return file;
  }

  /** Each editor's open requests (taken, not published), the next due date and how many are overdue on `today`. */
  async workload(today: string): Promise<EditorWorkload> {
    const rows = await repo.openRequestsByEditor(this.deps.db);
    const editors = new Map<number, EditorWorkload['editors'][number]>();
    let unassigned = 0;
    for (const r of rows) {
      if (r.editor_id === null) {
        unassigned += 1;
        continue;
      }
      let entry = editors.get(r.editor_id);
      if (!entry) {
        entry = {
          editor: person(r.editor_id, r.editor_name ?? ''),
          open: 0,
          by_status: { in_edit: 0, in_review: 0, changes_requested: 0, approved: 0 },
          next_due_date: null,
          overdue: 0,
          requests: [],
        };
        editors.set(r.editor_id, entry);
      }
      entry.open += 1;
      if (r.status !== 'requested' && r.status !== 'published') entry.by_status[r.status] += 1;
      entry.next_due_date ??= r.due_date;
      if (r.due_date < today) entry.overdue += 1;
      entry.requests.push({ request_id: r.id, title: r.title, status: r.status, due_date: r.due_date });
    }
    return { editors: [...editors.values()].sort((a, b) => b.open - a.open || a.editor.user_id - b.editor.user_id), unassigned };
  }

  private async queueMail(trx: Db, job: EditMailJob): Promise<void> {
    await this.deps.jobs.send(EDIT_MAIL_JOB, job, { within: trx });
  }
}
