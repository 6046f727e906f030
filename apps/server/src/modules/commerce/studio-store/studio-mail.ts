// Mail on each move of a studio order to the other side (issue 28 "both sides get mail in their
// language"): an order placed, or cancelled by the creator's side, goes to the staff (admin, super
// staff, staff); a move the staff make (confirmed, scheduled, delivered, cancelled) goes to the
// ordering owner or manager (the channel's owners when the staff ordered for the channel). Whoever
// made the move is not told of it. The recipients are chosen in the write's transaction and each gets
// a job of their own there (a rolled-back move mails nobody; a failed send is retried for that
// recipient alone); the job writes the mail in the recipient's language when it runs.
import { accountTypes, isManagingRole, type AccountType, type StudioOrderMove } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import type { Db } from '../../../db/database.ts';
import type { JobHandler, JobRegistry } from '../../../jobs/index.ts';
import { composeMail, type Mailer } from '../../mail/index.ts';

export const STUDIO_MAIL_JOB = 'commerce-studio-mail';

export type StudioMailEvent = 'placed' | StudioOrderMove;
export type StudioMail = { orderId: number; event: StudioMailEvent; actorId: number; recipientId: number };

const managingTypes = accountTypes.filter((type) => isManagingRole(type as AccountType));

/** Who is told of `event` on the order, the actor left out: the side the actor is not on. */
export async function studioMailRecipients(trx: Db, order: { id: number; channel_id: string; ordered_by: number | null }, actorId: number): Promise<number[]> {
  const actor = await trx.selectFrom('users').select('account_type').where('id', '=', actorId).executeTakeFirst();
  const people = trx.selectFrom('users as u').select('u.id').where('u.deleted_at', 'is', null).where('u.id', '<>', actorId).orderBy('u.id');
  if (!actor || !isManagingRole(actor.account_type as AccountType))
    return (await people.where('u.account_type', 'in', managingTypes).execute()).map((u) => u.id);
  const managers = people.innerJoin('channel_members as m', 'm.user_id', 'u.id').where('m.channel_id', '=', order.channel_id);
  const orderer =
    order.ordered_by === null ? [] : await managers.where('m.member_type', 'in', ['owner', 'staff']).where('u.id', '=', order.ordered_by).execute();
  const told = orderer.length > 0 ? orderer : await managers.where('m.member_type', '=', 'owner').execute();
  return told.map((u) => u.id);
}

/** Queues one mail job per recipient in the write's transaction `trx`. */
export async function queueStudioMail(
  jobs: JobRegistry,
  trx: Db,
  order: { id: number; channel_id: string; ordered_by: number | null },
  event: StudioMailEvent,
  actorId: number,
): Promise<void> {
  for (const recipientId of await studioMailRecipients(trx, order, actorId))
    await jobs.send<StudioMail>(STUDIO_MAIL_JOB, { orderId: order.id, event, actorId, recipientId }, { within: trx });
}

/** Writes and sends one recipient's mail, in their language. */
export async function sendStudioMail(deps: { db: Db; mailer: Mailer; publicUrl: string; timeZone: string }, mail: StudioMail): Promise<void> {
  const [order, recipient, actor] = await Promise.all([
    deps.db
      .selectFrom('studio_orders as o')
      .innerJoin('studio_services as s', 's.id', 'o.service_id')
      .innerJoin('channels as c', 'c.channel_id', 'o.channel_id')
      .select(['o.id', 'o.quantity', 'o.total_twd', 'o.starts_at', 's.name as service', 'c.title as channel'])
      .where('o.id', '=', mail.orderId)
      .executeTakeFirst(),
    deps.db.selectFrom('users').select(['email', 'name', 'language']).where('id', '=', mail.recipientId).where('deleted_at', 'is', null).executeTakeFirst(),
    deps.db.selectFrom('users').select('name').where('id', '=', mail.actorId).executeTakeFirst(),
  ]);
  if (!order || !recipient) return;
  const language = recipient.language as LocaleCode;
  const money = new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const when =
    mail.event === 'scheduled' && order.starts_at
      ? translate(language, 'mail', 'studioOrder.when', {
          when: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: deps.timeZone }).format(order.starts_at),
        })
      : '';
  const vars = {
    name: recipient.name,
    actor: actor?.name ?? '',
    order: order.id,
    service: order.service,
    channel: order.channel,
    quantity: order.quantity,
    // Decimal strings go to Intl as they are: exact, no float on the way.
    total: `NT$${money.format(order.total_twd as unknown as number)}`,
    status: translate(language, 'mail', `studioOrder.statuses.${mail.event}`),
    when,
    link: `${deps.publicUrl}/dashboard/studioStore`,
  };
  await deps.mailer.send(composeMail(language, mail.event === 'placed' ? 'studioOrderPlaced' : 'studioOrderMoved', recipient.email, vars));
}

export function registerStudioMail(jobs: JobRegistry, deps: { db: Db; mailer: Mailer; publicUrl: string; timeZone: string }): void {
  const handler: JobHandler<StudioMail> = async (data) => sendStudioMail(deps, data);
  jobs.register<StudioMail>(STUDIO_MAIL_JOB, handler, { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true });
}
