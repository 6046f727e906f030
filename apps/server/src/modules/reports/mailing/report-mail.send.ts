// One message of a run: sent at most once. Under a lock on its send key (channel, recipient,
// period) the record is read again; a message already sent for the period by any run of the
// subscription is not sent again (its pending duplicate is dropped). Then the mail goes, and the
// record says what happened: sent; refused (5xx, failed for good); or a temporary failure, which
// keeps it pending for the job's retry until its attempts run out.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { MailMessage, Mailer } from '../../mail/index.ts';
import { classifyMailError } from './mail-errors.ts';
import type { RecordRow } from './mail-records.repository.ts';

export type SendOutcome = 'sent' | 'skipped' | 'refused' | 'temporary' | 'failed';

export async function sendRecord(
  deps: { db: Db; mailer: Mailer; now: () => Date; log: (message: string) => void },
  record: RecordRow,
  message: () => MailMessage,
  maxAttempts: number,
): Promise<SendOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const key = record.page ? `report-mail:${record.id}` : `report-mail:${record.channel_id}:${record.recipient.toLowerCase()}:${record.period_code}`;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const current = await trx.selectFrom('report_mail_records').select(['result', 'attempts']).where('id', '=', record.id).executeTakeFirst();
    if (!current || current.result !== 'pending') return 'skipped';
    if (!record.page) {
      const sent = await trx
        .selectFrom('report_mail_records')
        .select('id')
        .where('channel_id', '=', record.channel_id)
        .where('recipient', '=', record.recipient)
        .where('period_code', '=', record.period_code)
        .where('result', '=', 'sent')
        .where('page', '=', false)
        .executeTakeFirst();
      if (sent) {
        await trx.deleteFrom('report_mail_records').where('id', '=', record.id).execute();
        return 'skipped';
      }
    }
    const attempts = current.attempts + 1;
    try {
      await deps.mailer.send(message());
    } catch (error) {
      const failure = classifyMailError(error);
      deps.log(`report mail to ${record.recipient} (channel ${record.channel_id}, ${record.period_code}) failed: ${failure.detail}`);
      const final = failure.permanent || attempts >= maxAttempts;
      await trx
        .updateTable('report_mail_records')
        .set({ result: final ? 'failed' : 'pending', error: failure.key, attempts, at: deps.now() })
        .where('id', '=', record.id)
        .execute();
      return failure.permanent ? 'refused' : final ? 'failed' : 'temporary';
    }
    await trx.updateTable('report_mail_records').set({ result: 'sent', error: null, attempts, at: deps.now() }).where('id', '=', record.id).execute();
    return 'sent';
  });
}
