// The social area's demo (issue 27): Instagram and TikTok accounts linked to a third of the demo
// channels (the named owners' among them), each with a year of daily figures, its media with their
// latest figures, stories (two live, the rest captured before they vanished) and, on Instagram,
// follower demographics with some breakdowns withheld. Links show every state: most active, one
// expiring within 7 days, one revoked. Deterministic; no tokens (nothing is collected for them).
import { seededRandom } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DemoSeedOptions } from '../../ports/demo-seed.ts';

const DAY = 86_400_000;
const YEAR_DAYS = 365;
/** The named owners' channels come first in the demo (seed-demo.ts). */
const NAMED_CHANNELS = 7;
const BATCH = 2000;

const captions = {
  zh: ['今天的早餐開箱', '週末小旅行', '新影片上線囉', '拍攝幕後花絮', '粉絲問答時間', '限時動態回顧'],
  ja: ['今日の朝ごはん', '週末のおでかけ', '新しい動画を公開しました', '撮影の裏側', '質問コーナー', '今週のまとめ'],
  en: ['Breakfast unboxing', 'A weekend trip', 'New video is up', 'Behind the scenes', 'Q&A time', 'This week in review'],
} as const;

async function insertAll<T extends object>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedSocialDemo(trx: Db, options: DemoSeedOptions): Promise<{ accounts: number }> {
  const random = seededRandom(27_2026);
  const today = Date.UTC(options.seedDay.getUTCFullYear(), options.seedDay.getUTCMonth(), options.seedDay.getUTCDate());
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const channels = await trx.selectFrom('channels').select(['channel_id', 'title', 'language', 'subscribers']).orderBy('channel_id').execute();
  const chosen = channels.filter((_, i) => i < NAMED_CHANNELS || i % 3 === 0);
  const days: object[] = [];
  const media: object[] = [];
  const demographics: object[] = [];
  let n = 0;
  for (const [index, channel] of chosen.entries()) {
    const platforms: ('instagram' | 'tiktok')[] =
      index === 0 ? ['instagram', 'tiktok'] : index % 3 === 2 ? ['tiktok'] : index % 4 === 1 ? ['instagram', 'tiktok'] : ['instagram'];
    for (const platform of platforms) {
      n += 1;
      const handle = `${channel.title.replace(/[^A-Za-z0-9]+/g, '').toLowerCase() || 'creator'}${String(n).padStart(2, '0')}`;
      const linkedDaysAgo = YEAR_DAYS + 20 + Math.floor(random.next() * 200);
      // One link lapsing within 7 days (the expiry mail's case), one revoked, the rest active.
      const status = n === 3 ? 'revoked' : 'active';
      const expiresIn = n === 2 ? 5 * DAY : (20 + Math.floor(random.next() * 40)) * DAY;
      const account = await trx
        .insertInto('social_accounts')
        .values({
          platform,
          platform_user_id: `demo-${platform}-${n}`,
          channel_id: channel.channel_id,
          username: platform === 'instagram' ? `${handle}.ig` : `${handle}.tt`,
          display_name: channel.title,
          profile_picture_url: null,
          linked_at: new Date(today - linkedDaysAgo * DAY),
          token_expires_at: new Date(today + expiresIn),
          status,
          collected_through: iso(today - (status === 'revoked' ? 40 : 1) * DAY),
          last_error: status === 'revoked' ? 'instagram /me: Error validating access token: The user has not authorized application.' : null,
          last_error_at: status === 'revoked' ? new Date(today - 39 * DAY) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lastDay = status === 'revoked' ? 40 : 1;
      const scale = Math.max(2000, Math.round(Number(channel.subscribers) * (0.05 + random.next() * 0.4)));
      let followers = Math.round(scale * 0.7);
      let likes = followers * 18;
      let videos = 40 + Math.floor(random.next() * 60);
      for (let d = YEAR_DAYS; d >= lastDay; d--) {
        const weekday = new Date(today - d * DAY).getUTCDay();
        const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
        const noise = 0.8 + random.next() * 0.4;
        followers += Math.round((scale * 0.3) / YEAR_DAYS + (random.next() - 0.35) * scale * 0.002);
        if (platform === 'instagram') {
          const reach = Math.round(followers * 0.22 * noise * weekend);
          days.push({
            account_id: account.id,
            day: iso(today - d * DAY),
            followers,
            following: null,
            views: Math.round(reach * (2.4 + random.next())),
            reach,
            accounts_engaged: Math.round(reach * (0.06 + random.next() * 0.04)),
            profile_links_taps: Math.round(reach * 0.004 * noise),
            likes: null,
            videos: null,
            media_count: null,
          });
        } else {
          likes += Math.round(followers * 0.05 * noise * weekend);
          if (d % 3 === 0) videos += 1;
          days.push({
            account_id: account.id,
            day: iso(today - d * DAY),
            followers,
            following: 80 + (n % 90),
            views: null,
            reach: null,
            accounts_engaged: null,
            profile_links_taps: null,
            likes,
            videos,
            media_count: null,
          });
        }
      }
      const lang = (channel.language in captions ? channel.language : 'en') as keyof typeof captions;
      for (let d = YEAR_DAYS; d >= lastDay; d -= 3) {
        const posted = today - d * DAY + Math.floor(random.next() * 20) * 3_600_000;
        const views = Math.round(followers * (0.3 + random.next() * 1.8));
        const kind = platform === 'tiktok' ? 'video' : (['image', 'reel', 'carousel', 'reel'] as const)[Math.floor(random.next() * 4)]!;
        const id = `${platform === 'instagram' ? '1790' : '73'}${account.id}${String(d).padStart(4, '0')}`;
        media.push({
          account_id: account.id,
          media_id: id,
          kind,
          caption: captions[lang][Math.floor(random.next() * captions[lang].length)]!,
          permalink: platform === 'instagram' ? `https://www.instagram.com/p/${id}/` : `https://www.tiktok.com/@${handle}.tt/video/${id}`,
          thumbnail_url: null,
          posted_at: new Date(posted),
          expires_at: null,
          views,
          reach: platform === 'instagram' ? Math.round(views * 0.7) : null,
          likes: Math.round(views * (0.04 + random.next() * 0.05)),
          comments: Math.round(views * 0.003),
          saves: platform === 'instagram' ? Math.round(views * 0.01) : null,
          shares: Math.round(views * 0.004),
          figures_at: new Date(today - lastDay * DAY),
        });
      }
      if (platform === 'instagram') {
        // Stories: two live now, and one every other day of the last two months, captured before they vanished.
        const now = options.seedDay.getTime();
        const storyTimes = status === 'revoked' ? [] : [now - 3 * 3_600_000, now - 10 * 3_600_000];
        for (let d = 2; d <= 60; d += 2) storyTimes.push(today - d * DAY - 9 * 3_600_000);
        for (const [s, posted] of storyTimes.entries()) {
          const views = Math.round(followers * (0.08 + random.next() * 0.1));
          media.push({
            account_id: account.id,
            media_id: `1791${account.id}${String(s).padStart(3, '0')}`,
            kind: 'story',
            caption: null,
            permalink: null,
            thumbnail_url: null,
            posted_at: new Date(posted),
            expires_at: new Date(posted + DAY),
            views,
            reach: Math.round(views * 0.85),
            likes: null,
            comments: null,
            saves: null,
            shares: Math.round(views * 0.002),
            figures_at: new Date(Math.min(posted + 20 * 3_600_000, now)),
          });
        }
        const share = (pairs: [string, number][]) => Object.fromEntries(pairs.map(([k, v]) => [k, Math.round(followers * v)]));
        const withheldCity = followers < 40_000 || n % 2 === 0;
        const rows: [string, Record<string, number> | null][] = [
          [
            'age',
            n % 5 === 4
              ? null
              : share([
                  ['13-17', 0.05],
                  ['18-24', 0.32],
                  ['25-34', 0.36],
                  ['35-44', 0.17],
                  ['45-54', 0.07],
                  ['55-64', 0.02],
                  ['65+', 0.01],
                ]),
          ],
          [
            'gender',
            share([
              ['F', 0.56 + (n % 4) * 0.03],
              ['M', 0.41 - (n % 4) * 0.03],
              ['U', 0.03],
            ]),
          ],
          [
            'country',
            share([
              ['TW', 0.58],
              ['HK', 0.13],
              ['JP', 0.11],
              ['MY', 0.1],
              ['US', 0.08],
            ]),
          ],
          [
            'city',
            withheldCity
              ? null
              : share([
                  ['Taipei, Taiwan', 0.27],
                  ['New Taipei, Taiwan', 0.19],
                  ['Taichung, Taiwan', 0.12],
                  ['Kaohsiung, Taiwan', 0.09],
                  ['Hong Kong, Hong Kong', 0.1],
                ]),
          ],
        ];
        for (const [dimension, buckets] of rows)
          demographics.push({
            account_id: account.id,
            dimension,
            as_of: iso(today - 3 * DAY),
            withheld: buckets === null,
            buckets: JSON.stringify(buckets ?? {}),
          });
      }
    }
  }
  await insertAll(days, (batch) =>
    trx
      .insertInto('social_account_days')
      .values(batch as never)
      .execute(),
  );
  await insertAll(media, (batch) =>
    trx
      .insertInto('social_media')
      .values(batch as never)
      .execute(),
  );
  await insertAll(demographics, (batch) =>
    trx
      .insertInto('social_demographics')
      .values(batch as never)
      .execute(),
  );
  // The system log shows each link as its channel's owner made it (issue 27).
  await sql`
    INSERT INTO audit_log (created_at, action, actor_id, real_actor_id, target_type, target_id, details)
    SELECT a.linked_at, 'social.' || a.platform || '_link', m.user_id, m.user_id, 'channel', a.channel_id,
           jsonb_build_object('account', '@' || a.username, 'account_id', a.id)
      FROM social_accounts a
      LEFT JOIN LATERAL (SELECT user_id FROM channel_members WHERE channel_id = a.channel_id AND member_type = 'owner' ORDER BY user_id LIMIT 1) m ON true
     WHERE a.platform_user_id LIKE 'demo-%'`.execute(trx);
  return { accounts: n };
}
