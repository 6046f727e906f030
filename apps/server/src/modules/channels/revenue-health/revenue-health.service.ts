// Revenue health (issue 30): the check a refresh queues for its channel, the alert list and its
// acknowledgement, the threshold, and the daily digest mail. Who sees which channel's alerts is the
// contract's revenueAlertReach (the managing roles and finance every channel, an owner their own);
// an alert out of reach is 404, as if it did not exist.
import {
  accountTypes,
  baseAccountType,
  revenueAlertReach,
  setsRevenueHealthThreshold,
  type AccountType,
  type RevenueAlert,
  type RevenueAlertStatus,
  type Subject,
  addDays,
  toDay,
} from '@chorus/contract';
import { pagePath } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { forbidden, notFound } from '../../../errors/domain-error.ts';
import { composeMail, type Mailer } from '../../mail/index.ts';
import { checkDay, daysToRead, FINAL_AFTER_DAYS, type CheckResult, type DayFigures } from './health-check.ts';
import { explainAlert } from './explain.ts';

type Clock = { now(): Date };
export type RevenueHealthDeps = { db: Db; clock: Clock; mailer: Mailer; publicUrl: string };

/** The refresh re-reads its last four days: each check judges those of them that are final. */
export const CHECKED_DAYS = 4;
/** An alert with the same driver and direction within this many days before is the same episode. */
export const EPISODE_DAYS = 6;
/** Account types that receive every channel's alerts (as revenueAlertReach: the managing roles and finance). */
const EVERY_CHANNEL_TYPES = ['admin', 'super_staff', 'staff', 'finance', 'sales'];
/** Owners whose role gives them the page on their own channels (capability table: user and intensive cooperative owners). */
const OWNER_TYPES: AccountType[] = accountTypes.filter((type) => ['user', 'intensive_cooperative_user'].includes(baseAccountType(type)));
const DIGEST_LINES = 10;

export class RevenueHealthService {
  private readonly deps: RevenueHealthDeps;
  constructor(deps: RevenueHealthDeps) {
    this.deps = deps;
  }

  async threshold(): Promise<number> {
    const row = await this.deps.db.selectFrom('revenue_health_settings').select('threshold_percent').executeTakeFirst();
    return Number(row?.threshold_percent ?? 30);
  }

  /** Judges the channel's last final days (after a refresh); answers what each day came to. */
  async checkChannel(channelId: string): Promise<{ day: string; result: CheckResult['kind'] }[]> {
    const channel = await this.deps.db.selectFrom('channels').select('data_through').where('channel_id', '=', channelId).executeTakeFirst();
    if (!channel?.data_through) return [];
    const today = toDay(this.deps.clock.now());
    const newest = [addDays(today, -FINAL_AFTER_DAYS), channel.data_through].sort()[0]!;
    const days = Array.from({ length: CHECKED_DAYS }, (_, i) => addDays(newest, i - CHECKED_DAYS + 1));
    const out: { day: string; result: CheckResult['kind'] }[] = [];
    for (const day of days) out.push({ day, result: (await this.checkOne(channelId, day, today)).kind });
    return out;
  }

  /** Judges one day and keeps its alert (an open alert no longer borne out by the figures goes). */
  async checkOne(channelId: string, day: string, today = toDay(this.deps.clock.now())): Promise<CheckResult> {
    const { db } = this.deps;
    const wanted = daysToRead(day);
    const [rows, countries, thresholdPercent] = await Promise.all([
      db
        .selectFrom('channel_daily_metrics')
        .select(['day', 'views', 'shorts_views', 'gross_revenue', 'shorts_ad_revenue'])
        .where('channel_id', '=', channelId)
        .where('day', 'in', wanted)
        .execute(),
      db
        .selectFrom('channel_country_days')
        .select(['day', 'country', 'views', 'estimated_revenue'])
        .where('channel_id', '=', channelId)
        .where('day', 'in', wanted.slice(0, 5))
        .execute(),
      this.threshold(),
    ]);
    const result = checkDay({ day, today, days: new Map(rows.map((r) => [r.day, r as DayFigures])), countries, thresholdPercent });
    await db.transaction().execute(async (trx) => {
      if (result.kind !== 'alert') {
        await trx.deleteFrom('revenue_alerts').where('channel_id', '=', channelId).where('day', '=', day).where('status', '=', 'open').execute();
        return;
      }
      const sameEpisode = await trx
        .selectFrom('revenue_alerts')
        .select('id')
        .where('channel_id', '=', channelId)
        .where('driver', '=', result.driver)
        .where('day', '>=', addDays(day, -EPISODE_DAYS))
        .where('day', '<', day)
        .where(sql<boolean>`sign(change_percent) = ${Math.sign(result.change_percent)}`)
        .executeTakeFirst();
      if (sameEpisode) return;
      const values = {
        metric: result.metric,
        change_percent: result.change_percent,
        driver: result.driver,
        facts: JSON.stringify(result.facts),
      };
      await trx
        .insertInto('revenue_alerts')
        .values({ channel_id: channelId, day, ...values, created_at: this.deps.clock.now() })
        .onConflict((oc) => oc.columns(['channel_id', 'day']).doUpdateSet(values).where('revenue_alerts.status', '=', 'open'))
        .execute();
    });
    return result;
  }

  async list(subject: Subject, status: RevenueAlertStatus, language: LocaleCode): Promise<{ items: RevenueAlert[] }> {
    const reach = revenueAlertReach(subject);
    if (!reach.every && reach.channelIds.length === 0) return { items: [] };
    const rows = await this.alerts()
      .where('a.status', '=', status)
      .$if(!reach.every, (q) => q.where('a.channel_id', 'in', reach.every ? [] : reach.channelIds))
      .orderBy('a.day', 'desc')
      .orderBy('a.id', 'desc')
      .limit(500)
      .execute();
    return { items: rows.map((r) => this.toItem(r, language)) };
  }

  async acknowledge(subject: Subject, alertId: number, note: string, language: LocaleCode): Promise<RevenueAlert> {
    const { db } = this.deps;
    const alert = await db.selectFrom('revenue_alerts').select(['channel_id', 'status']).where('id', '=', alertId).executeTakeFirst();
    if (!alert || !this.reaches(subject, alert.channel_id)) throw notFound();
    // Acknowledged again: the note is the newest one.
    await db
      .updateTable('revenue_alerts')
      .set({ status: 'acknowledged', note, acknowledged_by: subject.id, acknowledged_at: this.deps.clock.now() })
      .where('id', '=', alertId)
      .execute();
    const row = await this.alerts().where('a.id', '=', alertId).executeTakeFirstOrThrow();
    return this.toItem(row, language);
  }

  async settings(subject: Subject): Promise<{ threshold_percent: string; digest_mail: boolean; can_set_threshold: boolean }> {
    const [threshold, state] = await Promise.all([
      this.deps.db.selectFrom('revenue_health_settings').select('threshold_percent').executeTakeFirstOrThrow(),
      this.deps.db.selectFrom('revenue_alert_mail_state').select('opted_out').where('user_id', '=', subject.id).executeTakeFirst(),
    ]);
    return {
      threshold_percent: String(Number(threshold.threshold_percent)),
      digest_mail: !(state?.opted_out ?? false),
      can_set_threshold: setsRevenueHealthThreshold(subject),
    };
  }

  async setThreshold(subject: Subject, thresholdPercent: string) {
    if (!setsRevenueHealthThreshold(subject)) throw forbidden();
    await this.deps.db
      .updateTable('revenue_health_settings')
      .set({ threshold_percent: thresholdPercent, updated_by: subject.id, updated_at: this.deps.clock.now() })
      .execute();
    return this.settings(subject);
  }

  async setDigest(subject: Subject, digestMail: boolean) {
    await this.deps.db
      .insertInto('revenue_alert_mail_state')
      .values({ user_id: subject.id, opted_out: !digestMail })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ opted_out: !digestMail }))
      .execute();
    return this.settings(subject);
  }

  /**
   * The daily digest: each recipient who has open alerts that arrived since their last digest (and
   * has not turned the mail off) gets one mail in their language. Answers the mails sent.
   */
  async sendDigests(log: (message: string) => void = () => {}): Promise<number> {
    const { db } = this.deps;
    const people = await db
      .selectFrom('users as u')
      .leftJoin('revenue_alert_mail_state as m', 'm.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.name', 'u.language', 'u.account_type', 'm.last_sent_at'])
      .where('u.deleted_at', 'is', null)
      .where('u.pending_invitation', '=', false)
      .where((eb) => eb.or([eb('m.opted_out', 'is', null), eb('m.opted_out', '=', false)]))
      .where((eb) =>
        eb.or([
          eb('u.account_type', 'in', EVERY_CHANNEL_TYPES),
          eb.and([
            eb('u.account_type', 'in', OWNER_TYPES),
            eb.exists(
              eb
                .selectFrom('channel_members as cm')
                .innerJoin('revenue_alerts as ra', 'ra.channel_id', 'cm.channel_id')
                .select('cm.user_id')
                .whereRef('cm.user_id', '=', 'u.id')
                .where('cm.member_type', '=', 'owner')
                .where('ra.status', '=', 'open'),
            ),
          ]),
        ]),
      )
      .orderBy('u.id')
      .execute();
    let sent = 0;
    for (const person of people) {
      const every = EVERY_CHANNEL_TYPES.includes(person.account_type);
      const rows = await this.alerts()
        .where('a.status', '=', 'open')
        .$if(person.last_sent_at !== null, (q) => q.where('a.created_at', '>', person.last_sent_at!))
        .$if(!every, (q) =>
          q.where('a.channel_id', 'in', (eb) =>
            eb.selectFrom('channel_members').select('channel_id').where('user_id', '=', person.id).where('member_type', '=', 'owner'),
          ),
        )
        .orderBy('a.day', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
      if (rows.length === 0) continue;
      const language = (['zh-TW', 'ja', 'en'].includes(person.language) ? person.language : 'zh-TW') as LocaleCode;
      const lines = rows
        .slice(0, DIGEST_LINES)
        .map((r) =>
          translate(language, 'mail', 'revenueHealthDigest.line', { channel: r.channel_title, date: r.day, explanation: this.toItem(r, language).explanation }),
        );
      if (rows.length > DIGEST_LINES) lines.push(translate(language, 'mail', 'revenueHealthDigest.more', { count: rows.length - DIGEST_LINES }));
      const vars = { name: person.name, count: rows.length, lines: lines.join('\n'), link: `${this.deps.publicUrl}${pagePath('revenueHealth')}` };
      try {
        await this.deps.mailer.send(composeMail(language, 'revenueHealthDigest', person.email, vars));
      } catch (error) {
        log(`revenue health digest to ${person.email} not sent: ${(error as Error).message}`);
        continue;
      }
      // The newest alert mailed, read in the database (its microseconds kept), not the clock: an
      // alert is mailed once whatever the clocks of the process that wrote it and the one that mails say.
      const newest = sql<Date>`(SELECT max(created_at) FROM revenue_alerts WHERE id = ANY(${rows.map((r) => r.id)}::bigint[]))`;
      await db
        .insertInto('revenue_alert_mail_state')
        .values({ user_id: person.id, last_sent_at: newest })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_sent_at: newest }))
        .execute();
      sent += 1;
    }
    return sent;
  }

  private reaches(subject: Subject, channelId: string): boolean {
    const reach = revenueAlertReach(subject);
    return reach.every || reach.channelIds.includes(channelId);
  }

  private alerts() {
    return this.deps.db
      .selectFrom('revenue_alerts as a')
      .innerJoin('channels as c', 'c.channel_id', 'a.channel_id')
      .leftJoin('users as u', 'u.id', 'a.acknowledged_by')
      .select([
        'a.id',
        'a.channel_id',
        'c.title as channel_title',
        'a.day',
        'a.metric',
        'a.change_percent',
        'a.driver',
        'a.facts',
        'a.status',
        'a.note',
        'a.acknowledged_at',
        'u.name as acknowledged_by',
      ]);
  }

  private toItem(
    r: {
      id: number;
      channel_id: string;
      channel_title: string;
      day: string;
      metric: RevenueAlert['metric'];
      change_percent: string;
      driver: RevenueAlert['driver'];
      facts: Record<string, string | number | null>;
      status: RevenueAlertStatus;
      note: string | null;
      acknowledged_at: Date | null;
      acknowledged_by: string | null;
    },
    language: LocaleCode,
  ): RevenueAlert {
    const change = Number(r.change_percent);
    return {
      alert_id: r.id,
      channel_id: r.channel_id,
      date: r.day,
      metric: r.metric,
      change_percent: change,
      driver: r.driver,
      explanation: explainAlert(language, { day: r.day, metric: r.metric, change_percent: change, driver: r.driver, facts: r.facts }),
      channel_title: r.channel_title,
      status: r.status,
      note: r.note,
      acknowledged_at: r.acknowledged_at ? r.acknowledged_at.toISOString() : null,
      acknowledged_by: r.acknowledged_by,
    };
  }
}
