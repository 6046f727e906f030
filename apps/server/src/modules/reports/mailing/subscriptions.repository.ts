// The quarterly subscriptions (report_subscriptions, 0060): one row per channel once saved. A channel
// without a row is off, and the list shows what it would be: its owners' e-mails, the first owner's
// language (else zh-TW), that language's currency, PDF (docs/decisions.md "Reports (issue 14), mailing").
import { defaultCurrencyOf, type Currency, type Language, type ReportFormat, type ReportSubscription } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export const SUBSCRIPTIONS_PAGE_SIZE = 50;
const DEFAULT_LANGUAGE: Language = 'zh-TW';

export type SubscriptionSettings = {
  channelId: string;
  channelTitle: string;
  enabled: boolean;
  recipients: string[];
  language: Language;
  currency: Currency;
  formats: ReportFormat[];
};

type Row = {
  channel_id: string;
  title: string;
  saved: boolean;
  enabled: boolean | null;
  recipients: string[] | null;
  language: Language | null;
  currency: Currency | null;
  formats: ReportFormat[] | null;
  updated_at: Date | null;
  owner_emails: string[] | null;
  owner_language: Language | null;
  last_at: Date | null;
  last_result: 'pending' | 'sent' | 'failed' | null;
};

/** The columns of a channel with its subscription (or its defaults), its owners and its newest record. */
const selectRows = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql>) => sql<Row>`
  SELECT c.channel_id, c.title, s.channel_id IS NOT NULL AS saved, s.enabled, s.recipients, s.language, s.currency, s.formats, s.updated_at,
         o.emails AS owner_emails, o.language AS owner_language, r.at AS last_at, r.result AS last_result
  FROM channels c
  LEFT JOIN report_subscriptions s ON s.channel_id = c.channel_id
  LEFT JOIN LATERAL (
    SELECT array_agg(u.email ORDER BY m.created_at, u.id) AS emails, (array_agg(u.language ORDER BY m.created_at, u.id))[1] AS language
    FROM channel_members m JOIN users u ON u.id = m.user_id
    WHERE m.channel_id = c.channel_id AND m.member_type = 'owner'
  ) o ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(rec.at, rec.created_at) AS at, rec.result FROM report_mail_records rec
    WHERE rec.channel_id = c.channel_id ORDER BY rec.created_at DESC, rec.id DESC LIMIT 1
  ) r ON true
  WHERE ${where}
  ${tail}`;

function toSubscription(row: Row): ReportSubscription {
  const language = row.language ?? row.owner_language ?? DEFAULT_LANGUAGE;
  return {
    channel_id: row.channel_id,
    channel_title: row.title,
    saved: row.saved,
    enabled: row.enabled ?? false,
    recipients: row.recipients ?? [...new Set((row.owner_emails ?? []).map((e) => e.toLowerCase()))].slice(0, 20),
    language,
    currency: row.currency ? (row.currency.trim() as Currency) : defaultCurrencyOf[language],
    formats: row.formats ?? ['pdf'],
    updated_at: row.updated_at ? row.updated_at.toISOString() : null,
    last_sent_at: row.last_at ? row.last_at.toISOString() : null,
    last_result: row.last_result,
  };
}

function filterOf(filter: { search?: string; enabled?: boolean }) {
  const parts = [sql`true`];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(c.title ILIKE ${like} OR c.channel_id ILIKE ${like})`);
  }
  if (filter.enabled === true) parts.push(sql`coalesce(s.enabled, false)`);
  if (filter.enabled === false) parts.push(sql`NOT coalesce(s.enabled, false)`);
  return sql.join(parts, sql` AND `);
}

export async function listSubscriptions(
  db: Db,
  filter: { search?: string; enabled?: boolean; page: number },
): Promise<{ items: ReportSubscription[]; total: number; enabledTotal: number }> {
  const where = filterOf(filter);
  const offset = (filter.page - 1) * SUBSCRIPTIONS_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    selectRows(where, sql`ORDER BY c.title, c.channel_id LIMIT ${SUBSCRIPTIONS_PAGE_SIZE} OFFSET ${offset}`).execute(db),
    sql<{ total: number; enabled_total: number }>`
      SELECT (SELECT count(*)::int FROM channels c LEFT JOIN report_subscriptions s ON s.channel_id = c.channel_id WHERE ${where}) AS total,
             (SELECT count(*)::int FROM report_subscriptions WHERE enabled) AS enabled_total`.execute(db),
  ]);
  return { items: rows.rows.map(toSubscription), total: counts.rows[0]!.total, enabledTotal: counts.rows[0]!.enabled_total };
}

/** One channel's row (its defaults when never saved); null when there is no such channel. */
export async function findSubscription(db: Db, channelId: string): Promise<ReportSubscription | null> {
  const { rows } = await selectRows(sql`c.channel_id = ${channelId}`, sql``).execute(db);
  return rows[0] ? toSubscription(rows[0]) : null;
}

/** The settings of the channels asked for (defaults for unsaved ones); unknown channels are left out. */
export async function subscriptionsOf(db: Db, channelIds: readonly string[]): Promise<SubscriptionSettings[]> {
  if (channelIds.length === 0) return [];
  const { rows } = await selectRows(sql`c.channel_id = ANY(${[...channelIds]}::text[])`, sql`ORDER BY c.channel_id`).execute(db);
  return rows.map(toSubscription).map(settingsOf);
}

/** Every subscribed (on) channel's settings. */
export async function enabledSubscriptions(db: Db): Promise<SubscriptionSettings[]> {
  const { rows } = await selectRows(sql`s.enabled`, sql`ORDER BY c.channel_id`).execute(db);
  return rows.map(toSubscription).map(settingsOf);
}

function settingsOf(s: ReportSubscription): SubscriptionSettings {
  return {
    channelId: s.channel_id,
    channelTitle: s.channel_title,
    enabled: s.enabled,
    recipients: s.recipients,
    language: s.language,
    currency: s.currency,
    formats: s.formats,
  };
}

export async function saveSubscription(
  db: Db,
  channelId: string,
  input: { enabled: boolean; recipients: string[]; language: Language; currency: Currency; formats: ReportFormat[] },
  userId: number,
  now: Date,
): Promise<void> {
  const values = { ...input, updated_by: userId, updated_at: now };
  await db
    .insertInto('report_subscriptions')
    .values({ channel_id: channelId, ...values })
    .onConflict((oc) => oc.column('channel_id').doUpdateSet(values))
    .execute();
}
