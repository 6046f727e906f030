// The monthly statement mail (issue 30): a payee who subscribes (statement_mail_subscriptions, in a
// language) gets, when a month is finalised, one mail per channel statement of theirs in that month
// with the statement's PDF attached. Finalising queues the job in its own transaction
// (months.service.ts → onMonthClosed); the job claims each (payee, channel, month) in
// statement_mail_sends before sending, gives the claim back when the send fails (pg-boss retries),
// so a statement is mailed once however often the month is closed again.
import { pagePath, yearMonthLabel, type Language, type StatementMail } from '@chorus/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import { composeMail } from '../../mail/index.ts';
import type { StatementsService } from '../ledger/statements.service.ts';
import { statementFileName, statementPdf } from './statement-document.ts';

export const STATEMENT_MAIL_QUEUE = 'accounting-statement-mail';

/** Queues the month's statement mail in the transaction that finalises it. */
export async function queueStatementMail(jobs: AppContext['jobs'], trx: Db, yearMonth: string): Promise<void> {
  await jobs.send(STATEMENT_MAIL_QUEUE, { month: yearMonth }, { within: trx, label: 'jobs.statementMail' });
}

export async function subscriptionOf(db: Db, userId: number, fallback: Language): Promise<StatementMail> {
  const row = await db.selectFrom('statement_mail_subscriptions').select('language').where('user_id', '=', userId).executeTakeFirst();
  return row ? { subscribed: true, language: row.language } : { subscribed: false, language: fallback };
}

export async function setSubscription(db: Db, userId: number, input: StatementMail, now: Date): Promise<StatementMail> {
  if (input.subscribed)
    await db
      .insertInto('statement_mail_subscriptions')
      .values({ user_id: userId, language: input.language, subscribed_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ language: input.language }))
      .execute();
  else await db.deleteFrom('statement_mail_subscriptions').where('user_id', '=', userId).execute();
  return input;
}

/** Sends the month's statements to their subscribed payees; answers how many mails went. */
export async function sendStatementMail(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'clock'>,
  statements: StatementsService,
  yearMonth: string,
): Promise<number> {
  const due = await sql<{ user_id: number; email: string; name: string; language: Language; channel_id: string }>`
    SELECT DISTINCT e.payee_user_id AS user_id, u.email, u.name, s.language, e.channel_id
    FROM ledger_entries e
    JOIN statement_mail_subscriptions s ON s.user_id = e.payee_user_id
    JOIN users u ON u.id = e.payee_user_id AND u.deleted_at IS NULL
    WHERE e.year_month = ${yearMonth} AND e.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM statement_mail_sends m WHERE m.user_id = e.payee_user_id AND m.channel_id = e.channel_id AND m.year_month = ${yearMonth})
    ORDER BY 1, 5`.execute(ctx.db);
  let sent = 0;
  for (const d of due.rows) {
    const claimed = await ctx.db
      .insertInto('statement_mail_sends')
      .values({ user_id: d.user_id, channel_id: d.channel_id, year_month: yearMonth, sent_at: ctx.clock.now() })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      const statement = await statements.read(d.channel_id, yearMonth, null);
      const pdf = await statementPdf(statement, d.language, `${d.name} <${d.email}>`);
      const message = composeMail(d.language, 'statementDelivery', d.email, {
        name: d.name,
        channel: statement.channel_title,
        month: yearMonthLabel(yearMonth),
        amount: statement.amount_twd,
        link: `${ctx.config.publicUrl}${pagePath('accounting')}`,
      });
      await ctx.mailer.send({ ...message, attachments: [{ filename: statementFileName(statement, 'pdf'), contentType: 'application/pdf', content: pdf }] });
      sent++;
    } catch (error) {
      await ctx.db
        .deleteFrom('statement_mail_sends')
        .where('user_id', '=', d.user_id)
        .where('channel_id', '=', d.channel_id)
        .where('year_month', '=', yearMonth)
        .execute();
      throw error;
    }
  }
  return sent;
}
