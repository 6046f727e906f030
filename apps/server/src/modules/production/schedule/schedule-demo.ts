// The publishing calendar's demo (issue 29): releases on the channels with linked Instagram or TikTok
// accounts (user_owner's first), over the last week and the next two, at Taipei working hours spread
// over the day: past ones published with the platform's post and address, one TikTok post failed with
// the platform's reason, one pair of one channel's releases within the conflict gap, and the coming
// ones planned on all three platforms. Deterministic for a seed day.
import { taipeiDay, taipeiDayStart } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';

const DAY = 86_400_000;

type Plan = {
  platform: 'youtube' | 'instagram' | 'tiktok';
  day: number;
  time: string;
  state: 'published' | 'failed' | 'scheduled';
  media?: 'image' | 'reel' | 'video';
  caption: string;
};

/** Per channel, in order: the first channel carries the failure and the conflict (day 1, 12:00 and 15:30). */
const plans: Plan[][] = [
  [
    { platform: 'youtube', day: -5, time: '11:20', state: 'published', caption: '東京旅遊 Vlog 第 1 集' },
    { platform: 'instagram', day: -4, time: '14:05', state: 'published', media: 'reel', caption: '東京三天兩夜精華 🎌 完整影片在 YouTube' },
    { platform: 'tiktok', day: -3, time: '17:40', state: 'published', caption: '淺草寺一分鐘走完 #東京 #旅遊' },
    { platform: 'tiktok', day: -2, time: '10:15', state: 'failed', caption: '築地早餐吃什麼？' },
    { platform: 'instagram', day: 1, time: '12:00', state: 'scheduled', media: 'image', caption: '新影片今晚上線！' },
    { platform: 'youtube', day: 1, time: '15:30', state: 'scheduled', caption: '東京旅遊 Vlog 第 2 集' },
    { platform: 'tiktok', day: 3, time: '16:45', state: 'scheduled', caption: '澀谷十字路口縮時 #shorts' },
    { platform: 'instagram', day: 8, time: '11:10', state: 'scheduled', media: 'reel', caption: 'Q&A 募集中：留言問我們問題' },
    { platform: 'youtube', day: 10, time: '14:25', state: 'scheduled', caption: '東京旅遊 Vlog 第 3 集（完結）' },
  ],
  [
    { platform: 'instagram', day: -6, time: '10:35', state: 'published', media: 'image', caption: '新しいレシピ、今夜公開します' },
    { platform: 'youtube', day: -1, time: '18:00', state: 'published', caption: '料理シリーズ 第8回' },
    { platform: 'tiktok', day: 2, time: '13:20', state: 'scheduled', caption: '30秒でわかる親子丼' },
    { platform: 'youtube', day: 6, time: '17:50', state: 'scheduled', caption: '料理シリーズ 第9回' },
    { platform: 'instagram', day: 12, time: '09:40', state: 'scheduled', media: 'reel', caption: '第9回の舞台裏' },
  ],
  [
    { platform: 'tiktok', day: -4, time: '15:10', state: 'published', caption: 'Unboxing the new camera in 45 seconds' },
    { platform: 'youtube', day: 4, time: '10:50', state: 'scheduled', caption: 'Weekly Q&A episode 43' },
    { platform: 'tiktok', day: 9, time: '16:05', state: 'scheduled', caption: 'Behind the scenes of episode 43' },
  ],
  [
    { platform: 'instagram', day: -2, time: '13:35', state: 'published', media: 'reel', caption: '年度回顧預告' },
    { platform: 'youtube', day: 5, time: '11:45', state: 'scheduled', caption: '年度回顧長片' },
    { platform: 'instagram', day: 7, time: '14:55', state: 'scheduled', media: 'image', caption: '感謝一年來的訂閱者' },
  ],
];

const videoIdOf = (channelId: string, n: number) =>
  `${channelId.slice(2, 8)}Rel${String(n).padStart(2, '0')}`
    .replace(/[^A-Za-z0-9_-]/g, 'x')
    .padEnd(11, 'x')
    .slice(0, 11);

export async function seedReleasesDemo(trx: Db, options: DemoSeedOptions): Promise<{ releases: number }> {
  const owner = options.userIds.get('user_owner');
  const accounts = await trx.selectFrom('social_accounts').select(['id', 'platform', 'channel_id', 'username', 'status']).orderBy('id').execute();
  const owned = new Set(
    owner === undefined
      ? []
      : (await trx.selectFrom('channel_members').select('channel_id').where('user_id', '=', owner).where('member_type', '=', 'owner').execute()).map(
          (r) => r.channel_id,
        ),
  );
  const channelIds = [...new Set(accounts.map((a) => a.channel_id))].sort((a, b) => Number(owned.has(b)) - Number(owned.has(a)) || a.localeCompare(b));
  const today = taipeiDay(options.seedDay);
  const at = (day: number, time: string) => {
    const [h, m] = time.split(':').map(Number);
    return new Date(taipeiDayStart(today).getTime() + day * DAY + (h! * 60 + m!) * 60_000);
  };
  const rows: object[] = [];
  let n = 0;
  for (const [index, plan] of plans.entries()) {
    const channelId = channelIds[index];
    if (!channelId) break;
    const live = accounts.filter((a) => a.channel_id === channelId && a.status !== 'revoked');
    for (const p of plan) {
      n += 1;
      const account = p.platform === 'youtube' ? null : (live.find((a) => a.platform === p.platform) ?? null);
      if (p.platform !== 'youtube' && !account) continue;
      const publishAt = at(p.day, p.time);
      const createdAt = new Date(publishAt.getTime() - (3 + (n % 5)) * DAY - (n % 7) * 3_600_000);
      const videoId = p.platform === 'youtube' ? videoIdOf(channelId, n) : null;
      const postId =
        p.platform === 'youtube'
          ? videoId!
          : p.platform === 'instagram'
            ? `1791${String(1_000_000_000 + n * 7919)}`
            : `7${String(4_000_000_000_000_000 + n * 104_729)}`;
      const postUrl =
        p.platform === 'youtube'
          ? `https://www.youtube.com/watch?v=${videoId}`
          : p.platform === 'instagram'
            ? `https://www.instagram.com/p/DemoPost${n}/`
            : `https://www.tiktok.com/@${account!.username}/video/${postId}`;
      rows.push({
        channel_id: channelId,
        platform: p.platform,
        account_id: account?.id ?? null,
        video_id: videoId,
        media_url: p.platform === 'youtube' ? null : `https://media.chorus.example/demo/${channelId}/${n}.${p.media === 'image' ? 'jpg' : 'mp4'}`,
        media_type: p.platform === 'youtube' ? null : (p.media ?? 'video'),
        caption: p.caption,
        publish_at: publishAt,
        state: p.state,
        platform_ref: p.state === 'scheduled' || p.platform === 'youtube' ? null : `demo-ref-${n}`,
        post_id: p.state === 'published' ? postId : null,
        post_url: p.state === 'published' ? postUrl : null,
        published_at: p.state === 'published' ? new Date(publishAt.getTime() + (20 + (n % 40)) * 1000) : null,
        error: p.state === 'failed' ? 'errors.releaseMediaFailed' : null,
        error_params: p.state === 'failed' ? JSON.stringify({ platform: 'TikTok', reason: 'video_pull_failed' }) : null,
        created_by: owner ?? null,
        created_at: createdAt,
        updated_at: p.state === 'scheduled' ? createdAt : publishAt,
      });
    }
  }
  if (rows.length > 0)
    await trx
      .insertInto('production_releases')
      .values(rows as never)
      .execute();
  return { releases: rows.length };
}
