// The exploration demo (issue 26): 300 public channels outside the network in zh-TW, ja and en with
// believable figures (read from 1 to 20 days ago, so the 30-day rule keeps them for a while), three
// prospect lists shared by the team and a pipeline in several stages, so the page shows data on
// first start. Deterministic (no randomness): the same seed day gives the same rows.
import type { Db } from '../../db/database.ts';
import type { DemoSeedOptions } from '../../ports/demo-seed.ts';

const DAY = 86_400_000;
const CANDIDATES = 300;

const kinds = {
  'zh-TW': {
    country: 'TW',
    names: ['阿明', '小美', '胖虎', '阿哲', '莉莉', '大雄', '小安', '阿凱', '佩佩', '志豪'],
    topics: [
      ['美食', '台南小吃'],
      ['旅行', '環島'],
      ['開箱', '3C'],
      ['料理', '家常菜'],
      ['遊戲', '實況'],
      ['親子', 'vlog'],
    ],
    title: (name: string, topic: string) => `${name}的${topic}日記`,
    about: (topic: string, email: string | null) => `每週更新${topic}影片，歡迎訂閱！${email ? `合作邀約：${email}` : ''}`,
  },
  ja: {
    country: 'JP',
    names: ['さくら', 'たけし', 'ゆうな', 'けんた', 'みお', 'はると', 'あおい', 'そうた', 'ひな', 'りく'],
    topics: [
      ['旅行', '京都'],
      ['料理', '時短レシピ'],
      ['ゲーム', '実況'],
      ['ガジェット', 'レビュー'],
      ['キャンプ', 'ソロキャン'],
      ['猫', '日常'],
    ],
    title: (name: string, topic: string) => `${name}の${topic}チャンネル`,
    about: (topic: string, email: string | null) => `${topic}の動画を毎週投稿しています。${email ? `お仕事のご依頼は ${email} まで` : ''}`,
  },
  en: {
    country: 'US',
    names: ['Alex', 'Maya', 'Jordan', 'Chloe', 'Ethan', 'Priya', 'Liam', 'Sofia', 'Noah', 'Grace'],
    topics: [
      ['tech', 'reviews'],
      ['travel', 'asia'],
      ['cooking', 'recipes'],
      ['fitness', 'home workout'],
      ['gaming', 'let’s play'],
      ['study', 'productivity'],
    ],
    title: (name: string, topic: string) => `${name} ${topic[0]!.toUpperCase()}${topic.slice(1)}`,
    about: (topic: string, email: string | null) => `New ${topic} videos every week.${email ? ` Business: ${email}` : ''}`,
  },
} as const;
const languages = ['zh-TW', 'ja', 'en'] as const;

export async function seedExplorationDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  const today = options.seedDay.getTime();
  const rows = Array.from({ length: CANDIDATES }, (_, i) => {
    const language = languages[i % 3]!;
    const kind = kinds[language];
    const [topic, second] = kind.topics[Math.floor(i / 3) % kind.topics.length]!;
    const name = kind.names[Math.floor(i / 18) % kind.names.length]!;
    const email = i % 3 === 1 ? null : `${['hello', 'biz', 'contact'][i % 3]}.${String(i).padStart(3, '0')}@${['gmail.com', 'studio.tw', 'example.jp'][i % 3]}`;
    // Subscribers log-spread from about 2,000 to 1,500,000; views and medians following them.
    const subscribers = Math.round(2000 * Math.exp((((i * 2654435761) % 1000) / 1000) * Math.log(750)));
    const shorts = ((i * 37) % 100) / 100;
    const perWeek = Math.round((((i * 13) % 50) / 10) * 100) / 100;
    return {
      channel_id: `UCdemoOutside${String(i + 1).padStart(11, '0')}`,
      title: `${kind.title(name, topic!)}${i >= 60 ? ` ${Math.floor(i / 60) + 1}` : ''}`,
      description: kind.about(topic!, email),
      country: i % 10 === 9 ? (language === 'en' ? 'GB' : language === 'ja' ? 'TW' : 'HK') : kind.country,
      declared_language: language === 'zh-TW' ? 'zh-Hant' : language,
      language,
      subscribers,
      views: subscribers * (40 + (i % 160)),
      video_count: 30 + ((i * 7) % 700),
      topics: [topic!, second!],
      contact_email: email,
      median_views_last10: Math.round(subscribers * (0.04 + ((i * 11) % 40) / 100)),
      shorts_share: shorts.toFixed(4),
      uploads_per_week: perWeek.toFixed(2),
      avg_duration_seconds: shorts > 0.8 ? null : 240 + ((i * 97) % 1500),
      last_upload_at: new Date(today - ((i * 5) % 45) * DAY),
      fetched_at: new Date(today - (1 + (i % 20)) * DAY),
      figures_at: new Date(today - (1 + (i % 20)) * DAY),
    };
  });
  await trx.insertInto('exploration_channels').values(rows).execute();
  const staff = options.userIds.get('staff') ?? null;
  const superStaff = options.userIds.get('super_staff') ?? null;
  const lists = await trx
    .insertInto('exploration_prospect_lists')
    .values([
      { name: '台灣美食創作者 2026', created_by: staff, created_at: new Date(today - 40 * DAY) },
      { name: '日本旅行・暮らし系', created_by: superStaff, created_at: new Date(today - 30 * DAY) },
      { name: 'English tech and study', created_by: staff, created_at: new Date(today - 20 * DAY) },
    ])
    .returning('id')
    .execute();
  const stages = ['found', 'contacted', 'replied', 'negotiating', 'declined', 'found', 'contacted', 'negotiating'] as const;
  const order = ['found', 'contacted', 'replied', 'negotiating'] as const;
  const prospects = lists.flatMap((list, l) =>
    stages.map((status, s) => {
      const row = rows[l + s * 3 * 6]!;
      const reached = status === 'declined' ? ['found', 'contacted', 'declined'] : order.slice(0, order.indexOf(status) + 1);
      const dates = Object.fromEntries(reached.map((stage, k) => [stage, new Date(today - (15 - k * 4 + s) * DAY).toISOString()]));
      return {
        list_id: list.id,
        channel_id: row.channel_id,
        status,
        owner_id: s % 2 === 0 ? staff : superStaff,
        notes: ['', '節奏好，觀眾互動高', 'Shorts 比例高，長片較少', '報價待確認', ''][s % 5]!,
        stage_dates: JSON.stringify(dates),
        created_by: staff,
        created_at: new Date(today - (15 + s) * DAY),
        updated_at: new Date(today - (15 - (reached.length - 1) * 4 + s) * DAY),
      };
    }),
  );
  await trx.insertInto('exploration_prospects').values(prospects).execute();
}
