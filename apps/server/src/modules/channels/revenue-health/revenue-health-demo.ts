// The revenue health demo (issue 30): on the last data day, one channel each has a revenue drop
// from views, RPM, the country mix and the Shorts share; a fifth had a monetisation drop nine days
// earlier that staff acknowledged with a note. The figures of those days are changed as the real
// cause would change them, per-country rows are written for the days the check reads, and the real
// check writes the alerts, so the page shows each kind of explanation on first start.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { CHANNEL_DAY_REVENUES } from '../../../db/schema.ts';
import type { Mailer } from '../../mail/index.ts';
import { baselineShorts, daysToRead, expectationOf, MONTH_START_DAYS, type DayFigures } from './health-check.ts';
import { RevenueHealthService } from './revenue-health.service.ts';
import { addDays } from '@chorus/contract';
import { insertMissing } from '../../../db/upsert.ts';

/** Viewer countries by channel language, with an RPM index (1 = the channel's usual); the last three are low-CPM. */
const MIXES: Record<string, [string, number, number][]> = {
  zh: [
    ['TW', 0.62, 1.0],
    ['HK', 0.1, 1.0],
    ['US', 0.1, 1.6],
    ['SG', 0.06, 1.4],
    ['MY', 0.04, 0.1],
    ['ID', 0.04, 0.1],
    ['IN', 0.04, 0.1],
  ],
  ja: [
    ['JP', 0.74, 1.1],
    ['US', 0.06, 1.6],
    ['TW', 0.04, 1.0],
    ['KR', 0.04, 1.0],
    ['BR', 0.04, 0.1],
    ['IN', 0.04, 0.1],
    ['PH', 0.04, 0.1],
  ],
  en: [
    ['US', 0.45, 1.6],
    ['GB', 0.1, 1.4],
    ['CA', 0.08, 1.4],
    ['AU', 0.07, 1.4],
    ['SG', 0.18, 1.2],
    ['IN', 0.06, 0.1],
    ['PH', 0.04, 0.1],
    ['ID', 0.02, 0.1],
  ],
};
const LOW = 0.1;
const REVENUE_COLUMNS = [...CHANNEL_DAY_REVENUES, 'gross_revenue'] as const;

type DemoDay = { channel_id: string; language: string; views: number; shorts_views: number; gross: number; shorts: number | null };

/** A time in Taipei's working morning on `day` (UTC date), `minute` minutes after 09:00. */
const taipeiMorning = (day: string, minute: number) => new Date(Date.parse(`${day}T01:00:00Z`) + minute * 60_000);

export async function seedRevenueHealthDemo(db: Db, options: { seedDay: Date; userIds: Map<string, number> }): Promise<{ alerts: number; checks: string[] }> {
  const today = options.seedDay.toISOString().slice(0, 10);
  let day = addDays(today, -3);
  while (Number(day.slice(8, 10)) <= MONTH_START_DAYS) day = addDays(day, -1);
  const ackDay = (() => {
    let d = addDays(day, -9);
    while (Number(d.slice(8, 10)) <= MONTH_START_DAYS) d = addDays(d, -1);
    return d;
  })();

  const candidates = (await db
    .selectFrom('channel_daily_metrics as m')
    .innerJoin('channels as c', 'c.channel_id', 'm.channel_id')
    .leftJoin('channel_members as o', (j) =>
      j
        .onRef('o.channel_id', '=', 'm.channel_id')
        .on('o.member_type', '=', 'owner')
        .on('o.user_id', '=', options.userIds.get('user_owner') ?? -1),
    )
    .select([
      'm.channel_id',
      'c.language',
      'm.views',
      'm.shorts_views',
      sql<number>`m.gross_revenue::float8`.as('gross'),
      sql<number>`m.shorts_ad_revenue::float8`.as('shorts'),
      sql<boolean>`o.user_id IS NOT NULL`.as('owned'),
    ])
    .where('m.day', '=', day)
    .where('m.views', '>=', 800)
    .where('m.gross_revenue', '>', '0.8')
    .orderBy(sql`o.user_id IS NULL`)
    .orderBy('m.views', 'desc')
    .execute()) as (DemoDay & { owned: boolean })[];
  if (candidates.length < 4) return { alerts: 0, checks: [`${candidates.length} candidates on ${day}`] };

  // user_owner's channel shows the views drop (the owner sees it on their page); the others go to
  // the busiest channels. The Shorts channel needs Shorts that earn far less than long videos.
  const judgeable: typeof candidates = [];
  for (const c of candidates) if ((await usualOf(db, c.channel_id, day, today)) && (await usualOf(db, c.channel_id, ackDay, today))) judgeable.push(c);
  const owned = judgeable.filter((c) => c.owned).slice(0, 1);
  const others = judgeable.filter((c) => !c.owned);
  const shortsChannel = others.find(
    (c) =>
      c.shorts !== null &&
      c.shorts_views > 0.05 * c.views &&
      c.shorts_views < 0.4 * c.views &&
      c.shorts! / c.shorts_views < (0.4 * (c.gross - c.shorts!)) / (c.views - c.shorts_views),
  );
  const rest = [...owned, ...others.filter((c) => c !== shortsChannel)];
  const [viewsChannel, rpmChannel, countryChannel] = rest;
  // A small network has few channels to judge: the RPM channel had the monetisation drop then.
  const monetisationChannel = rest[3] ?? rpmChannel;
  // Each demo day first becomes its usual self (the check's own expectation), so that the one
  // change made next is the whole story whatever the seeded noise of that day.
  for (const [channel, d] of [
    [viewsChannel, day],
    [rpmChannel, day],
    [countryChannel, day],
    [shortsChannel, day],
    [monetisationChannel, ackDay],
  ] as const) {
    if (channel) await normalise(db, channel.channel_id, d, today);
  }
  if (shortsChannel) {
    const row = await db
      .selectFrom('channel_daily_metrics')
      .select(['views', 'shorts_views'])
      .where('channel_id', '=', shortsChannel.channel_id)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    Object.assign(shortsChannel, row);
  }
  const scale = async (channelId: string, d: string, factor: string, viewsToo: boolean) => {
    const set: Record<string, unknown> = Object.fromEntries(REVENUE_COLUMNS.map((c) => [c, sql`${sql.ref(c)} * ${factor}::numeric`]));
    if (viewsToo) {
      for (const c of ['video_views', 'shorts_views', 'live_views', 'watch_minutes']) set[c] = sql`round(${sql.ref(c)} * ${factor}::numeric)`;
      set.views = sql`round(video_views * ${factor}::numeric) + round(shorts_views * ${factor}::numeric) + round(live_views * ${factor}::numeric)`;
    }
    await db.updateTable('channel_daily_metrics').set(set).where('channel_id', '=', channelId).where('day', '=', d).execute();
  };
  // Views: the day's audience less than half its usual size.
  if (viewsChannel) await scale(viewsChannel.channel_id, day, '0.45', true);
  // RPM: advertisers paying 45 % less, same audience.
  if (rpmChannel) await scale(rpmChannel.channel_id, day, '0.55', false);
  // Country mix: low-CPM viewers from 12 % to 60 % of the same views.
  const shifted = (mix: [string, number, number][]) => {
    const lowShare = mix.filter(([, , i]) => i === LOW).reduce((n, [, s]) => n + s, 0);
    return mix.map(([c, s, i]): [string, number, number] => [c, i === LOW ? (s * 0.6) / lowShare : (s * 0.4) / (1 - lowShare), i]);
  };
  const mixOf = (language: string) => MIXES[language] ?? MIXES.zh!;
  const weight = (mix: [string, number, number][]) => mix.reduce((n, [, s, i]) => n + s * i, 0);
  if (countryChannel) {
    const mix = mixOf(countryChannel.language);
    await scale(countryChannel.channel_id, day, (weight(shifted(mix)) / weight(mix)).toFixed(4), false);
  }
  // Shorts share: Shorts from their usual share to 75 % of the same views, each format at its RPM.
  if (shortsChannel) {
    const s = shortsChannel;
    const share = 0.75;
    const newShorts = Math.round(s.views * share);
    const longFactor = ((s.views - newShorts) / (s.views - s.shorts_views)).toFixed(4);
    const shortsFactor = (newShorts / s.shorts_views).toFixed(4);
    const longColumns = REVENUE_COLUMNS.filter((c) => c !== 'shorts_ad_revenue' && c !== 'gross_revenue');
    const set: Record<string, unknown> = Object.fromEntries(longColumns.map((c) => [c, sql`${sql.ref(c)} * ${longFactor}::numeric`]));
    set.shorts_ad_revenue = sql`shorts_ad_revenue * ${shortsFactor}::numeric`;
    set.gross_revenue = sql`(gross_revenue - shorts_ad_revenue) * ${longFactor}::numeric + shorts_ad_revenue * ${shortsFactor}::numeric`;
    set.shorts_views = newShorts;
    set.video_views = sql`greatest(0, views - ${newShorts} - live_views)`;
    set.live_views = sql`least(live_views, views - ${newShorts})`;
    await db.updateTable('channel_daily_metrics').set(set).where('channel_id', '=', s.channel_id).where('day', '=', day).execute();
  }
  // Monetisation, nine days earlier: ads all but gone while people kept watching.
  if (monetisationChannel) await scale(monetisationChannel.channel_id, ackDay, '0.05', false);

  // Per-country rows of the days each check reads (the country channel's day in its shifted mix).
  const demo = [viewsChannel, rpmChannel, countryChannel, shortsChannel].filter((c): c is DemoDay & { owned: boolean } => Boolean(c));
  for (const channel of demo) {
    const days = daysToRead(day).slice(0, 5);
    const rows = await db
      .selectFrom('channel_daily_metrics')
      .select(['day', 'views', sql<string>`gross_revenue::text`.as('gross')])
      .where('channel_id', '=', channel.channel_id)
      .where('day', 'in', days)
      .execute();
    const values = rows.flatMap((r) => {
      const mix = channel === countryChannel && r.day === day ? shifted(mixOf(channel.language)) : mixOf(channel.language);
      const w = weight(mix);
      return mix.map(([country, s, i]) => ({
        channel_id: channel.channel_id,
        day: r.day,
        country,
        views: Math.round(r.views * s),
        estimated_revenue: ((Number(r.gross) * s * i) / w).toFixed(6),
      }));
    });
    await insertMissing(db, 'channel_country_days', values);
  }

  const mailer: Mailer = { send: async () => {} } as unknown as Mailer;
  let minute = 0;
  const check = (channelId: string, d: string) =>
    new RevenueHealthService({ db, clock: { now: () => taipeiMorning(addDays(d, 3), (minute += 7)) }, mailer, publicUrl: '' }).checkOne(channelId, d, today);
  let alerts = 0;
  const checks: string[] = [];
  const judged = async (channelId: string, d: string) => {
    const result = await check(channelId, d);
    checks.push(result.kind === 'alert' ? result.driver : result.kind === 'skipped' ? result.reason : 'steady');
    return result.kind === 'alert';
  };
  for (const channel of demo) if (await judged(channel.channel_id, day)) alerts += 1;
  if (monetisationChannel && (await judged(monetisationChannel.channel_id, ackDay))) {
    alerts += 1;
    await db
      .updateTable('revenue_alerts')
      .set({
        status: 'acknowledged',
        note: '已與創作者確認：兩支影片被標為「不適合大多數廣告主」，已提出人工審查，預計 3 天內恢復。',
        acknowledged_by: options.userIds.get('staff') ?? null,
        acknowledged_at: new Date(Date.parse(`${addDays(ackDay, 4)}T06:25:00Z`)),
      })
      .where('channel_id', '=', monetisationChannel.channel_id)
      .where('day', '=', ackDay)
      .execute();
  }
  return { alerts, checks };
}

/** Sets a channel day to the check's expectation: usual views, Shorts share and RPM (the revenue types keep their proportions). */
async function usualOf(db: Db, channelId: string, day: string, today: string) {
  const rows = await db
    .selectFrom('channel_daily_metrics')
    .select(['day', 'views', 'shorts_views', 'live_views', 'gross_revenue', 'shorts_ad_revenue'])
    .where('channel_id', '=', channelId)
    .where('day', 'in', daysToRead(day))
    .execute();
  const days = new Map(rows.map((r) => [r.day, r as DayFigures]));
  const usual = expectationOf({ day, today, days, countries: [], thresholdPercent: 30 });
  return typeof usual === 'string' ? null : { usual, rows };
}

async function normalise(db: Db, channelId: string, day: string, today: string): Promise<void> {
  const found = await usualOf(db, channelId, day, today);
  if (!found) return;
  const { usual, rows } = found;
  const shorts = baselineShorts(usual.base);
  const current = rows.find((r) => r.day === day)!;
  const views = Math.round(usual.views);
  const shortsViews = shorts ? Math.round(views * shorts.share) : Math.min(current.shorts_views, views);
  const liveViews = Math.min(current.live_views, views - shortsViews);
  const gross = (views * usual.rpm) / 1000;
  const oldGross = Number(current.gross_revenue);
  const oldShorts = Number(current.shorts_ad_revenue ?? 0);
  const shortsRevenue = shorts && current.shorts_ad_revenue !== null ? (shortsViews * shorts.shortsRpm) / 1000 : oldShorts;
  const longFactor = oldGross - oldShorts > 0 ? ((gross - shortsRevenue) / (oldGross - oldShorts)).toFixed(6) : '1';
  const set: Record<string, unknown> = Object.fromEntries(
    REVENUE_COLUMNS.filter((c) => c !== 'shorts_ad_revenue' && c !== 'gross_revenue').map((c) => [c, sql`${sql.ref(c)} * ${longFactor}::numeric`]),
  );
  if (current.shorts_ad_revenue !== null) set.shorts_ad_revenue = shortsRevenue.toFixed(6);
  set.gross_revenue = sql`(gross_revenue - coalesce(shorts_ad_revenue, 0)) * ${longFactor}::numeric + ${shortsRevenue.toFixed(6)}::numeric`;
  Object.assign(set, { views, shorts_views: shortsViews, live_views: liveViews, video_views: views - shortsViews - liveViews });
  await db.updateTable('channel_daily_metrics').set(set).where('channel_id', '=', channelId).where('day', '=', day).execute();
}
