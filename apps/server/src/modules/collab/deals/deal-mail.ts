// Mail on a package or case status change (issue 11, spec 6 "case-update extra notification
// email"): the responsible officer, the package's team, the owners of the channels concerned, and
// whoever holds the permission item case:extra_notification (global, or scoped to the team or one of
// the channels). Each in their own language (users.language); the person who made the change is not
// told of it. Sent by a job, so that a slow mail server never holds a status change.
import { translate, type LocaleCode } from '@chorus/i18n';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { JobFailure, runOnce, type JobHandler, type JobRegistry } from '../../../jobs/index.ts';
import { composeMail, type Mailer } from '../../mail/index.ts';
import type { StatusMail } from './deals.service.ts';

export const STATUS_MAIL_JOB = 'collab-status-mail';
/** Sends to the recipients a failed send left out are tried this many times in all. */
export const STATUS_MAIL_ATTEMPTS = 3;

/** The job's data: the change, and on a later attempt only the recipients not yet reached. */
export type StatusMailJob = StatusMail & { only?: number[]; attempt?: number };

export type Recipient = { id: number; email: string; name: string; language: LocaleCode; why: 'officer' | 'team' | 'channel_owner' | 'extra' };

/** Who is told of this change, once each (the first reason wins), the actor left out. */
export async function statusMailRecipients(db: Db, mail: StatusMail): Promise<Recipient[]> {
  const pkg = await db.selectFrom('collab_packages').select(['id', 'advertiser_id', 'officer_user_id']).where('id', '=', mail.packageId).executeTakeFirst();
  if (!pkg) return [];
  let cases = db.selectFrom('collab_cases').select('channel_id').where('package_id', '=', pkg.id);
  if (mail.caseId !== null) cases = cases.where('id', '=', mail.caseId);
  const channelIds = (await cases.execute()).map((c) => c.channel_id);
  const people = db.selectFrom('users as u').select(['u.id', 'u.email', 'u.name', 'u.language']);
  const officer = pkg.officer_user_id !== null ? await people.where('u.id', '=', pkg.officer_user_id).execute() : [];
  const team =
    pkg.advertiser_id !== null
      ? await people.innerJoin('advertiser_members as m', 'm.user_id', 'u.id').where('m.advertiser_id', '=', pkg.advertiser_id).orderBy('u.id').execute()
      : [];
  const owners =
    channelIds.length > 0
      ? await people
          .innerJoin('channel_members as cm', 'cm.user_id', 'u.id')
          .where('cm.member_type', '=', 'owner')
          .where('cm.channel_id', 'in', channelIds)
          .orderBy('u.id')
          .execute()
      : [];
  // An entry global or scoped to the team or a channel; an entry scoped to nothing is a denial.
  const extra = await people
    .innerJoin('user_permissions as p', 'p.user_id', 'u.id')
    .where('p.function', '=', 'case')
    .where('p.item', '=', 'extra_notification')
    .where((eb) =>
      eb.or([
        eb('p.global', '=', true),
        ...(pkg.advertiser_id !== null ? [eb(sql.val(pkg.advertiser_id), '=', eb.fn.any('p.advertiser_ids'))] : []),
        ...(channelIds.length > 0 ? [sql<boolean>`p.channel_ids && ${sql.val(channelIds)}::text[]`] : []),
      ]),
    )
    .orderBy('u.id')
    .execute();
  const seen = new Set<number>([mail.actorId]);
  const out: Recipient[] = [];
  for (const [why, rows] of [
    ['officer', officer],
    ['team', team],
    ['channel_owner', owners],
    ['extra', extra],
  ] as const) {
    for (const r of rows) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push({ id: r.id, email: r.email, name: r.name, language: r.language as LocaleCode, why });
    }
  }
  return out;
}

/**
 * Sends one mail per recipient, in the recipient's language, each on its own: a recipient whose
 * send fails does not stop the others, and is answered back to be tried again alone (so that
 * nobody gets a mail twice).
 */
export async function sendStatusMails(deps: { db: Db; mailer: Mailer; publicUrl: string }, mail: StatusMailJob): Promise<{ sent: number; failed: number[] }> {
  const pkg = await deps.db.selectFrom('collab_packages').select(['id', 'name']).where('id', '=', mail.packageId).executeTakeFirst();
  if (!pkg) return { sent: 0, failed: [] };
  const channel =
    mail.caseId !== null
      ? await deps.db
          .selectFrom('collab_cases as k')
          .innerJoin('channels as c', 'c.channel_id', 'k.channel_id')
          .select('c.title')
          .where('k.id', '=', mail.caseId)
          .executeTakeFirst()
      : undefined;
  const actor = await deps.db.selectFrom('users').select('name').where('id', '=', mail.actorId).executeTakeFirst();
  const recipients = (await statusMailRecipients(deps.db, mail)).filter((r) => !mail.only || mail.only.includes(r.id));
  const link = `${deps.publicUrl}/dashboard/collabUpcoming/package?id=${pkg.id}`;
  const kind = mail.caseId === null ? 'package' : 'case';
  const failed: number[] = [];
  for (const r of recipients) {
    const status = (s: string) => translate(r.language, 'mail', `collabStatus.${kind}Statuses.${s}`);
    const vars = {
      name: r.name,
      package: pkg.name,
      channel: channel?.title ?? '',
      from: status(mail.from),
      to: status(mail.to),
      actor: actor?.name ?? '',
      link,
    };
    try {
      await deps.mailer.send(composeMail(r.language, kind === 'package' ? 'collabPackageStatus' : 'collabCaseStatus', r.email, vars));
    } catch {
      failed.push(r.id);
    }
  }
  return { sent: recipients.length - failed.length, failed };
}

/**
 * The job: one mail per recipient; those a send failed for get one job of their own, later, so that
 * a retry never mails anyone twice. That job is queued with runOnce: a run of this job again (its
 * worker died after queueing it) queues no second one. The mails themselves are outside the
 * database: a run again mails again whoever this run had reached (docs/decisions/operations.md).
 */
export function statusMailJob(deps: { db: Db; jobs: JobRegistry; mailer: Mailer; publicUrl: string }): JobHandler<StatusMailJob> {
  return async (data, job) => {
    const { failed } = await sendStatusMails(deps, data);
    if (failed.length === 0) return;
    const attempt = data.attempt ?? 1;
    if (attempt >= STATUS_MAIL_ATTEMPTS) throw new JobFailure('errors.collabMailFailed', { retry: false });
    const later = { ...data, only: failed, attempt: attempt + 1 };
    await runOnce(deps.db, job, (trx) => deps.jobs.send(STATUS_MAIL_JOB, later, { startAfterSeconds: 60 * attempt, within: trx }));
  };
}
