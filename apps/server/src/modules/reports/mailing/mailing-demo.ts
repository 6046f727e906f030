// The mailing part's demo (issue 14): most demo channels subscribed (their owners as recipients,
// languages and formats mixed), and the scheduled run of the previous quarter as it would have
// ended: mostly sent, two failures with their error keys. Written as data; no mail is sent.
import { periodCode, reportRange, type Currency, type Language, type ReportFormat } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { MAIL_FAILED, MAIL_REFUSED } from './mail-errors.ts';
import { previousQuarter } from './quarters.ts';

const LANGUAGES: Language[] = ['zh-TW', 'zh-TW', 'ja', 'en'];
const CURRENCY: Record<Language, Currency> = { 'zh-TW': 'TWD', ja: 'JPY', en: 'USD' };
const FORMATS: ReportFormat[][] = [['pdf'], ['pdf', 'docx'], ['pptx'], ['pdf']];

export async function seedReportMailingDemo(db: Db, options: { seedDay: Date }): Promise<void> {
  const owners = await db
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.channel_id', 'u.email'])
    .where('m.member_type', '=', 'owner')
    .orderBy('m.channel_id')
    .orderBy('m.created_at')
    .execute();
  const byChannel = new Map<string, string[]>();
  for (const o of owners) byChannel.set(o.channel_id, [...(byChannel.get(o.channel_id) ?? []), o.email]);
  // Every fifth channel stays off, to show the defaults of a channel never saved.
  const subscribed = [...byChannel.entries()].filter((_, i) => i % 5 !== 4);
  if (subscribed.length === 0) return;
  const quarter = previousQuarter(options.seedDay);
  const code = periodCode(quarter);
  // The schedule's moment: 02:00 in Taiwan on the day after the quarter's last day (18:00 UTC that day).
  const ranAt = new Date(`${reportRange(quarter).end}T18:00:00Z`);
  const rows = subscribed.map(([channelId, recipients], i) => {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    return {
      channel_id: channelId,
      enabled: true,
      recipients: recipients.slice(0, 20),
      language,
      currency: CURRENCY[language],
      formats: FORMATS[i % FORMATS.length]!,
    };
  });
  await db
    .insertInto('report_subscriptions')
    .values(rows.map((r) => ({ ...r, updated_at: new Date(ranAt.getTime() - 7 * 86_400_000) })))
    .onConflict((oc) => oc.column('channel_id').doNothing())
    .execute();
  const run = await db
    .insertInto('report_mail_runs')
    .values({ kind: 'scheduled', period: 'quarterly', year: quarter.year, period_index: quarter.index, period_code: code, created_at: ranAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const records = rows.flatMap((r) => r.recipients.map((recipient) => ({ ...r, recipient })));
  let n = 0;
  await db
    .insertInto('report_mail_records')
    .values(
      records.map((r, i) => {
        // The second and the seventh message failed: a refusal, and a server that stayed unavailable through the retries.
        const failed = i === 1 ? MAIL_REFUSED : i === 6 && records.length > 6 ? MAIL_FAILED : null;
        const at = new Date(ranAt.getTime() + (n += 1) * 1500);
        return {
          run_id: run.id,
          channel_id: r.channel_id,
          recipient: r.recipient,
          period_code: code,
          formats: r.formats,
          language: r.language,
          currency: r.currency,
          result: failed ? ('failed' as const) : ('sent' as const),
          error: failed,
          attempts: failed === MAIL_FAILED ? 4 : 1,
          at,
          created_at: ranAt,
        };
      }),
    )
    .execute();
  await db
    .updateTable('report_mail_runs')
    .set({ finished_at: new Date(ranAt.getTime() + (n + 5) * 1500) })
    .where('id', '=', run.id)
    .execute();
}
