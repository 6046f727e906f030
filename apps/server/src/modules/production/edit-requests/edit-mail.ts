// Mail to the other side at each step of an editing request (issue 29), in each recipient's
// language: a move by an editor goes to the creator's side (who asked, and the channel's owner and
// managers, the network's managing roles left out); a move by the creator's side goes to the request's editor, or, before anyone took it,
// to every editor of the network (staff). The person who moved it is not told. Queued in the move's
// transaction, sent by a job, so a slow mail server never holds a move.
import type { EditRequestStatus } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import type { Db } from '../../../db/database.ts';
import type { JobHandler } from '../../../jobs/index.ts';
import { composeMail, type Mailer } from '../../mail/index.ts';

export const EDIT_MAIL_JOB = 'production-edit-mail';

export type EditMailJob = { request_id: number; from: EditRequestStatus | null; to: EditRequestStatus; actor_id: number };

/** The editors' moves (the rest are the creator's side's). */
const editorMoves: readonly EditRequestStatus[] = ['in_edit', 'in_review', 'published'];

export type EditMailRecipient = { id: number; email: string; name: string; language: LocaleCode };

export async function editMailRecipients(db: Db, job: EditMailJob): Promise<EditMailRecipient[]> {
  const request = await db
    .selectFrom('production_edit_requests')
    .select(['channel_id', 'requested_by', 'editor_id'])
    .where('id', '=', job.request_id)
    .executeTakeFirst();
  if (!request) return [];
  const people = db.selectFrom('users as u').select(['u.id', 'u.email', 'u.name', 'u.language']).orderBy('u.id');
  let rows;
  if (editorMoves.includes(job.to)) {
    // The network's people who help on a channel are the editors' side (contract isChannelCreator).
    rows = await people
      .where('u.account_type', 'not in', ['admin', 'super_staff', 'staff'])
      .where((eb) =>
        eb.or([
          eb('u.id', '=', request.requested_by),
          eb(
            'u.id',
            'in',
            eb
              .selectFrom('channel_members as cm')
              .select('cm.user_id')
              .where('cm.channel_id', '=', request.channel_id)
              .where('cm.member_type', 'in', ['owner', 'staff']),
          ),
        ]),
      )
      .execute();
  } else if (request.editor_id !== null) {
    rows = await people.where('u.id', '=', request.editor_id).execute();
  } else {
    rows = await people.where('u.account_type', '=', 'staff').execute();
  }
  return rows.filter((r) => r.id !== job.actor_id).map((r) => ({ id: r.id, email: r.email, name: r.name, language: r.language as LocaleCode }));
}

/** One mail per recipient; a failed send fails the job, and pg-boss tries it again. */
export function editMailJob(deps: { db: Db; mailer: Mailer; publicUrl: string }): JobHandler<EditMailJob> {
  return async (job) => {
    const request = await deps.db
      .selectFrom('production_edit_requests as r')
      .innerJoin('channels as c', 'c.channel_id', 'r.channel_id')
      .select(['r.id', 'r.title', 'r.due_date', 'c.title as channel'])
      .where('r.id', '=', job.request_id)
      .executeTakeFirst();
    if (!request) return;
    const actor = await deps.db.selectFrom('users').select('name').where('id', '=', job.actor_id).executeTakeFirst();
    const link = `${deps.publicUrl}/dashboard/videoEditor?request=${request.id}`;
    for (const r of await editMailRecipients(deps.db, job)) {
      const vars = {
        name: r.name,
        title: request.title,
        channel: request.channel,
        due: request.due_date,
        actor: actor?.name ?? '',
        status: translate(r.language, 'mail', `productionEditStatus.statuses.${job.to}`),
        link,
      };
      await deps.mailer.send(composeMail(r.language, 'productionEditStatus', r.email, vars));
    }
  };
}
