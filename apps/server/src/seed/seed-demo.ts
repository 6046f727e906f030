// The demo network: channels in three languages and three source types, their owners, staff and
// members, advertiser and reseller teams, and one account per account type. Deterministic.
import { seededRandom } from '@chorus/contract';
import { sql } from 'kysely';
import { withClientTransaction } from '../db/bulk-load.ts';
import type { Db } from '../db/database.ts';
import { seedArchiveDemo, seedLedgerDemo, seedReconciliationDemo } from '../modules/accounting/index.ts';
import { seedCollabDemo } from '../modules/collab/index.ts';
import { seedExplorationDemo } from '../modules/exploration/index.ts';
import { seedInsightDemo } from '../modules/insight/index.ts';
import { seedReportMailingDemo } from '../modules/reports/index.ts';
import { seedResellDemo } from '../modules/resell/index.ts';
import { seedSocialDemo } from '../modules/social/index.ts';
import { seedEditRequestsDemo, seedReleasesDemo, seedVideoDataDemo } from '../modules/production/index.ts';
import { seedCommerceDemo } from '../modules/commerce/index.ts';
import { seedRevenueHealthDemo } from '../modules/channels/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { seedChannelAnalytics, type AnalyticsSeedResult } from './analytics/seed-analytics.ts';
import { seedDemoLive } from './demo-live.ts';
import { seedDemoRevenue } from './demo-revenue.ts';
import type { SeedChannel } from './analytics/model.ts';
import { categories } from './analytics/texts.ts';
import { demoAccounts, demoEmail } from './demo-accounts.ts';
import { seedRemittanceRecipients } from './seed-recipients.ts';
import { chunks } from '../db/chunks.ts';

const SEED = 20_261_121;

const titleWords = {
  zh: {
    a: ['阿翔', '小美', '大雄', '喵喵', '老王', '阿嬤', '小宇', '艾莉'],
    b: ['的廚房', '遊戲實況', '旅行日記', '開箱頻道', '科技生活', '日常', '美妝教室', '健身房'],
  },
  en: {
    a: ['Nova', 'Pixel', 'Maple', 'Echo', 'River', 'Atlas', 'Juniper', 'Orbit'],
    b: [' Kitchen', ' Plays', ' Travels', ' Unboxed', ' Tech', ' Daily', ' Beauty Lab', ' Fitness'],
  },
  ja: {
    a: ['さくら', 'ゆうき', 'はると', 'みお', 'そうた', 'ひなた', 'りん', 'かいと'],
    b: ['のキッチン', 'ゲーム実況', '旅日記', '開封チャンネル', 'テック', 'の日常', 'メイク教室', 'トレーニング'],
  },
} as const;
const sourceTypes = ['YT', 'Freedom', 'Little_Five'] as const;
const channelLanguages = ['zh', 'en', 'ja'] as const;

/** The named demo owners' channels, by position; every other channel has a creator of its own. */
const namedOwners: [string, number[]][] = [
  ['user_owner', [0, 1, 2]],
  ['intensive_cooperative_user_owner', [3, 4]],
  ['finance', [5]],
  ['agency', [6]],
  ['user_finance', []],
];
/** The channels demo accounts land on (the named owners', which their teams work on): monetised CMS channels. */
const SHOWCASE_CHANNELS = Math.max(...namedOwners.flatMap(([, indexes]) => indexes)) + 1;

/**
 * The showcase channels are in the network's CMS (YT); the next two come from the partner sources
 * (Freedom, Little Five: no revenue data), so even a small network shows why a channel has none;
 * the rest take the three source types in turn, three channels at a time.
 */
function sourceTypeOf(i: number): (typeof sourceTypes)[number] {
  if (i < SHOWCASE_CHANNELS) return 'YT';
  if (i === SHOWCASE_CHANNELS) return 'Freedom';
  if (i === SHOWCASE_CHANNELS + 1) return 'Little_Five';
  return sourceTypes[Math.floor(i / 3) % 3]!;
}

export type SeedResult = { users: number; channels: number; analytics: AnalyticsSeedResult | null; ledger?: { months: number; entries: number } | null };

export type SeedOptions = {
  password: string;
  channels: number;
  /** Demo analytics (daily figures, videos, audience, comments, profiles, rates, groups); default on. */
  analytics?: boolean;
  /** Days of daily figures per channel; default 730. */
  days?: number;
  /** The day the data is seeded on (UTC); the figures end 3 days earlier. Default: today. */
  seedDay?: Date;
  progress?: (done: number, total: number) => void;
  /**
   * The accounting ledger's demo (ratios, rates, a year of statements, payments, closed months);
   * needs the analytics. Off unless asked, so that tests start from an empty ledger.
   */
  ledger?: boolean;
  /** The marketplace's demo (packages, cases, favourites, case videos); needs the analytics. Off unless asked. */
  collab?: boolean;
  /** The reseller area: the demo store, its orders, products on videos (issue 12); with the collab demo. */
  resell?: boolean;
  /** The insight area: stored analysis of the demo comments, similar channels, search keywords (issue 13); needs the analytics. */
  insight?: boolean;
  /** The exploration area: 300 public channels outside the network, three prospect lists (issue 26). Off unless asked. */
  exploration?: boolean;
  /** The social area: Instagram and TikTok accounts on a third of the channels with a year of figures (issue 27). Off unless asked. */
  social?: boolean;
  /** The production area's editing requests (one in every state with cuts and comments) and the video data manager's editable videos and runs (issue 29). Off unless asked. */
  production?: boolean;
  /** Where the editing requests' sample clips and the revenue archive's files are written (the file storage's root, DATA_DIR/files); without it the cuts are links and the archive stays empty. */
  productionFilesDir?: string;
  /** The commerce area: courses with a year of sales, the studio store's catalogue and orders in every status (issue 28). Off unless asked. */
  commerce?: boolean;
  /** The reports area's mailing: subscriptions and a finished scheduled run of the previous quarter (issue 14). Off unless asked. */
  reportMailing?: boolean;
  /** Revenue health alerts: a drop from each driver and one acknowledged (issue 30); needs the analytics. Off unless asked. */
  revenueHealth?: boolean;
  /** Months of CMS revenue and of ledger (statements, payments) the demo gets; default 12 (the accounting bench asks 24). */
  revenueMonths?: number;
};

/** Every area's demo, as `npm start` and `npm run seed` build the demo network. */
export const EVERY_DEMO_AREA = {
  ledger: true,
  collab: true,
  resell: true,
  insight: true,
  exploration: true,
  social: true,
  production: true,
  commerce: true,
  reportMailing: true,
  revenueHealth: true,
} as const satisfies Partial<SeedOptions>;

export async function seedDemoNetworkIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult | null> {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return null;
  return seedDemoNetwork(db, options);
}

export async function seedDemoNetwork(db: Db, options: SeedOptions): Promise<SeedResult> {
  const random = seededRandom(SEED);
  // One hash serves every demo account: they share the demo password, and hashing is the slow part.
  const passwordHash = await hashPassword(options.password);
  // One transaction on one client: the analytics tables are loaded with COPY on the same connection.
  return withClientTransaction(db, async (tx) => {
    const trx = tx.db;
    await sql`SELECT pg_advisory_xact_lock(724311002)`.execute(trx);
    const ids = new Map<string, number>();
    for (const account of demoAccounts) {
      const row = await trx
        .insertInto('users')
        .values({
          email: demoEmail(account.key),
          account: account.key,
          password_hash: passwordHash,
          account_type: account.accountType,
          name: account.name,
          phone: `09${String(random.int(10_000_000, 99_999_999))}`,
          has_cms_permissions: account.cms,
          language: 'zh-TW',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(account.key, row.id);
    }

    // A name is a person (nameIndexOf) and what the channel is about (categoryIndexOf: 的廚房 /
    // Kitchen / のキッチン is food, … in the order of analytics/texts.ts `categories`).
    const nameIndexOf = (i: number) => Math.floor(i / 3) % 8;
    const categoryIndexOf = (i: number) => (i + Math.floor(i / 24)) % 8;
    const channels = Array.from({ length: options.channels }, (_, i) => {
      const language = channelLanguages[i % 3]!;
      const words = titleWords[language];
      return {
        channel_id: `UC${(i + 1).toString(36).padStart(4, '0')}${Math.floor(random.next() * 36 ** 8)
          .toString(36)
          .padStart(8, '0')}demo`.slice(0, 24),
        title: `${words.a[nameIndexOf(i)]}${words.b[categoryIndexOf(i)]}${i >= 64 ? ` ${Math.floor(i / 64) + 1}` : ''}`,
        source_type: sourceTypeOf(i),
        language,
      };
    });
    for (const batch of chunks(channels, 500)) await trx.insertInto('channels').values(batch).execute();

    const members: { channel_id: string; user_id: number; member_type: 'owner' | 'staff' | 'member' }[] = [];
    const owned = new Set<number>();
    for (const [key, indexes] of namedOwners) {
      for (const i of indexes) {
        members.push({ channel_id: channels[i]!.channel_id, user_id: ids.get(key)!, member_type: 'owner' });
        owned.add(i);
      }
    }
    const creatorRows = channels
      .map((channel, i) => ({ channel, i }))
      .filter(({ i }) => !owned.has(i))
      .map(({ channel, i }) => ({
        email: demoEmail(`creator${String(i + 1).padStart(3, '0')}`),
        account: `creator${String(i + 1).padStart(3, '0')}`,
        password_hash: passwordHash,
        account_type: i % 5 === 0 ? 'intensive_cooperative_user_owner' : 'user_owner',
        name: channel.title,
        language: channel.language === 'ja' ? 'ja' : channel.language === 'en' ? 'en' : 'zh-TW',
        has_cms_permissions: channel.source_type === 'YT',
        _channel: channel.channel_id,
      }));
    for (let i = 0; i < creatorRows.length; i += 500) {
      const batch = creatorRows.slice(i, i + 500);
      const inserted = await trx
        .insertInto('users')
        .values(batch.map(({ _channel, ...row }) => row))
        .returning(['id', 'email'])
        .execute();
      inserted.forEach((row, j) => members.push({ channel_id: batch[j]!._channel, user_id: row.id, member_type: 'owner' }));
    }
    // Team members on the named owners' channels.
    const join = (key: string, indexes: number[], memberType: 'staff' | 'member') =>
      indexes.forEach((i) => members.push({ channel_id: channels[i]!.channel_id, user_id: ids.get(key)!, member_type: memberType }));
    join('user_manager', [0, 1], 'staff');
    join('user_editor', [0, 1, 2], 'member');
    join('user_finance', [0], 'member');
    join('intensive_cooperative_user_manager', [3, 4], 'staff');
    join('intensive_cooperative_user_editor', [3], 'member');
    join('intensive_cooperative_user_finance', [4], 'member');
    join('intensive_cooperative_user', [3], 'member');
    join('agency_manager', [6, 7, 8], 'staff');
    join('agency_member', [6], 'member');
    join('agency_team', [6], 'member');
    join('staff', [0, 3, 9, 10], 'staff');
    join('assistant', [0, 9], 'staff');
    // A creator also helps on a channel they own: the owner entry must win in their merged list.
    join('user_owner', [9], 'member');
    for (const batch of chunks(members, 1000)) await trx.insertInto('channel_members').values(batch).execute();

    // ---- accounting: remittance recipients of the creators' channels ----
    await seedRemittanceRecipients(trx, channels.slice(SHOWCASE_CHANNELS));

    let analytics: AnalyticsSeedResult | null = null;
    if (options.analytics !== false) {
      const namedOwnerCms = new Map<number, boolean>();
      for (const [key, indexes] of namedOwners) for (const i of indexes) namedOwnerCms.set(i, demoAccounts.find((a) => a.key === key)!.cms);
      const seedChannels: SeedChannel[] = channels.map((channel, i) => ({
        ...channel,
        index: i,
        category: categories[categoryIndexOf(i)]!,
        nameIndex: nameIndexOf(i),
        // Creators own the other channels; they have CMS permissions exactly when their channel is YT.
        ownerHasCms: namedOwnerCms.get(i) ?? channel.source_type === 'YT',
        showcase: i < SHOWCASE_CHANNELS,
      }));
      analytics = await seedChannelAnalytics(
        tx,
        seedChannels,
        { admin: ids.get('admin')!, staff: ids.get('staff')!, userOwner: ids.get('user_owner')! },
        {
          seedDay: options.seedDay ?? new Date(),
          days: options.days,
          progress: options.progress,
        },
      );
      // A year of CMS months drawn from those figures (accounting, issue 10).
      await seedDemoRevenue(trx, options.revenueMonths);
      // The month the reconciliation flags (issue 30): before the ledger posts the months.
      if (options.ledger) await seedReconciliationDemo(trx);
      // Live streams of the gaming and VTuber-like channels, their Super Chat spread over them (issue 27).
      await seedDemoLive(trx, seedChannels, options.seedDay ?? new Date());
    }

    const advertiser = await trx.insertInto('advertisers').values({ name: 'Brightside Foods', kind: 'advertiser' }).returning('id').executeTakeFirstOrThrow();
    const reseller = await trx.insertInto('advertisers').values({ name: 'Daily Picks', kind: 'reseller' }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('advertiser_members')
      .values([
        { advertiser_id: advertiser.id, user_id: ids.get('advertiser')!, role: 'adsOwner' },
        { advertiser_id: advertiser.id, user_id: ids.get('advertiser_client')!, role: 'adsClient' },
        { advertiser_id: advertiser.id, user_id: ids.get('advertiser_member')!, role: 'adsMember' },
        { advertiser_id: advertiser.id, user_id: ids.get('agency')!, role: 'adsMember' },
        { advertiser_id: reseller.id, user_id: ids.get('reseller')!, role: 'adsOwner' },
      ])
      .execute();

    // ---- groups, teams, ownership, issue reports ----
    // A member of the reseller team (signs in as reseller_member@demo.chorus.test), and a few issue
    // reports in every status, so the team and the report history show something.
    const resellerMember = await trx
      .insertInto('users')
      .values({
        email: demoEmail('reseller_member'),
        account: 'reseller_member',
        password_hash: passwordHash,
        account_type: 'reseller',
        name: 'Daily Picks Member',
        language: 'zh-TW',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('advertiser_members').values({ advertiser_id: reseller.id, user_id: resellerMember.id, role: 'adsMember' }).execute();
    const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
    const reports = [
      {
        who: 'user_owner',
        line: '@caiyilin.studio',
        text: '頻道總覽的觀看次數和 YouTube Studio 對不起來，差了大約兩天。',
        status: 'resolved',
        eta: null,
        response: '數據約有 2–4 天延遲，已在頁面上加註說明。',
        days: 20,
      },
      {
        who: 'advertiser',
        line: null,
        text: 'The collaboration search cannot filter creators by audience country.',
        status: 'in_progress',
        eta: '2099-12-31',
        response: 'Planned for the next release.',
        days: 6,
      },
      { who: 'reseller', line: '@dailypicks', text: '訂單同步按鈕按下後沒有反應。', status: 'open', eta: null, response: null, days: 1 },
      {
        who: 'intensive_cooperative_user_owner',
        line: null,
        text: 'レポートの PDF 出力で日本語の文字が崩れます。',
        status: 'rejected',
        eta: null,
        response: 'PDF export is not available yet; Word and PowerPoint are.',
        days: 12,
      },
    ] as const;
    for (const r of reports) {
      await trx
        .insertInto('problem_reports')
        .values({
          reporter_id: ids.get(r.who)!,
          line_number: r.line,
          submitter: demoAccounts.find((a) => a.key === r.who)!.name,
          explanation: r.text,
          status: r.status,
          estimated_completion_date: r.eta,
          response: r.response,
          responded_by: r.response ? ids.get('staff')! : null,
          created_at: daysAgo(r.days),
          updated_at: daysAgo(r.status === 'open' ? r.days : r.days - 1),
        })
        .execute();
    }
    // The marketplace's demo draws on the channels' videos and daily figures: with the analytics only.
    if (options.collab && analytics) await seedCollabDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    if (options.resell && options.collab && analytics) await seedResellDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    if (options.insight && analytics) await seedInsightDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    if (options.exploration) await seedExplorationDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    if (options.social) await seedSocialDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    if (options.production) await seedEditRequestsDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids, filesDir: options.productionFilesDir });
    if (options.production) await seedVideoDataDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    // The publishing calendar's releases go through the linked accounts of the social demo (issue 29).
    if (options.production && options.social) await seedReleasesDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    if (options.reportMailing) await seedReportMailingDemo(trx, { seedDay: options.seedDay ?? new Date() });
    if (options.revenueHealth && analytics) await seedRevenueHealthDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    // Before the ledger demo, so that its posted months carry the course revenue and studio charges (issue 28).
    if (options.commerce) await seedCommerceDemo(trx, { seedDay: options.seedDay ?? new Date(), userIds: ids });
    // After the reseller demo, so that the posted months carry the demo's resale commissions (issue 12).
    const ledger =
      options.ledger && analytics
        ? await seedLedgerDemo(trx, { seedDay: options.seedDay ?? new Date(), financeUserId: ids.get('finance')!, months: options.revenueMonths })
        : null;
    // The revenue archive's year of files (issue 30): written to the file storage, so only where there is one.
    if (ledger && options.productionFilesDir)
      await seedArchiveDemo(trx, { seedDay: options.seedDay ?? new Date(), financeUserId: ids.get('finance')!, filesDir: options.productionFilesDir });
    return { users: demoAccounts.length + creatorRows.length + 1, channels: channels.length, analytics, ledger };
  });
}
