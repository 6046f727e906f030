// Words of the demo data in each channel language: video titles, tags, comments, commenters and
// handles. zh is Traditional Chinese (Taiwan), ja Japanese, en English.
import type { Random } from './random.ts';

export type ChannelLanguage = 'zh' | 'en' | 'ja';
/** In the order of the channel-name endings in seed-demo.ts (的廚房 / Kitchen / のキッチン first). */
export const categories = ['food', 'gaming', 'travel', 'unboxing', 'tech', 'vlog', 'beauty', 'fitness'] as const;
export type Category = (typeof categories)[number];

type PerCategory = Record<Category, readonly string[]>;

/** What a video is about, per category. */
const topics: Record<ChannelLanguage, PerCategory> = {
  zh: {
    food: ['滷肉飯', '牛肉麵', '鹽酥雞', '蔥油餅', '三杯雞', '珍珠奶茶', '鳳梨酥', '小籠包', '麻油雞', '蚵仔煎', '番茄炒蛋', '紅燒獅子頭'],
    gaming: [
      '寶可夢',
      '艾爾登法環',
      '英雄聯盟',
      '原神',
      '瑪利歐賽車',
      '動物森友會',
      'Minecraft 生存',
      '薩爾達傳說',
      'APEX 英雄',
      '人中之龍',
      '惡靈古堡',
      '星露谷物語',
    ],
    travel: ['台南', '花蓮', '墾丁', '九份', '東京', '京都', '首爾', '曼谷', '澎湖', '阿里山', '沖繩', '新加坡'],
    unboxing: ['福袋', '盲盒', '扭蛋', '網購好物', '夜市夾娃娃', '聯名禮盒', '日本零食', '百元商店', '限定周邊', '鋼彈模型', '文具', '生日禮物'],
    tech: ['iPhone', 'MacBook', '機械鍵盤', '無線耳機', '電競螢幕', '手機攝影', '平板', '智慧手錶', '掃地機器人', '行動電源', '顯示卡', '桌面改造'],
    vlog: ['上班日常', '週末市集', '搬家', '租屋', '早餐店', '陪爸媽', '整理房間', '咖啡廳', '下班後', '存錢計畫', '露營', '一個人旅行'],
    beauty: ['眼妝', '底妝', '唇膏試色', '開架保養', '防曬', '髮型', '夏日妝容', '卸妝', '指甲彩繪', '香水', '韓系妝', '約會妝'],
    fitness: ['深蹲', '核心訓練', '居家運動', '重訓菜單', '跑步', '瑜珈', '減脂餐', '伸展', '徒手訓練', '腹肌', '增肌', '拳擊有氧'],
  },
  ja: {
    food: ['唐揚げ', 'カレー', 'オムライス', 'ラーメン', '肉じゃが', '餃子', '親子丼', 'お好み焼き', 'だし巻き卵', 'チーズケーキ', 'ハンバーグ', 'お弁当'],
    gaming: [
      'ポケモン',
      'エルデンリング',
      'スプラトゥーン',
      'マリオカート',
      'どうぶつの森',
      'マインクラフト',
      'ゼルダの伝説',
      'モンハン',
      'APEX',
      'スト6',
      'ドラクエ',
      'バイオハザード',
    ],
    travel: ['京都', '北海道', '沖縄', '大阪', '金沢', '箱根', '台北', 'ソウル', '福岡', '日光', '名古屋', '長崎'],
    unboxing: [
      '福袋',
      'ガチャガチャ',
      '100均グッズ',
      'コンビニ新商品',
      '限定グッズ',
      'プラモデル',
      '駄菓子',
      'お取り寄せ',
      '通販の購入品',
      'カプセルトイ',
      '文房具',
      'トレカ',
    ],
    tech: [
      'iPhone',
      'MacBook',
      'ワイヤレスイヤホン',
      '自作PC',
      'ゲーミングモニター',
      'スマートウォッチ',
      'タブレット',
      'ミラーレスカメラ',
      'デスク環境',
      'キーボード',
      'ロボット掃除機',
      'モバイルバッテリー',
    ],
    vlog: [
      '社会人の休日',
      '一人暮らし',
      '朝ルーティン',
      '夜ルーティン',
      'カフェ巡り',
      '部屋の片付け',
      '買い物',
      '自炊',
      '週末',
      '引っ越し',
      '在宅ワーク',
      '散歩',
    ],
    beauty: [
      'アイメイク',
      'ベースメイク',
      'リップ',
      'プチプラコスメ',
      'スキンケア',
      '日焼け止め',
      'ヘアアレンジ',
      '秋メイク',
      'ネイル',
      '香水',
      '韓国コスメ',
      'デートメイク',
    ],
    fitness: [
      'スクワット',
      '筋トレ',
      'ストレッチ',
      'ランニング',
      'ヨガ',
      '体幹トレーニング',
      'ダイエット',
      '腹筋',
      '宅トレ',
      'プロテイン',
      '朝活',
      'ピラティス',
    ],
  },
  en: {
    food: [
      'Beef Noodle Soup',
      'Fried Rice',
      'Dumplings',
      'Ramen',
      'Bubble Tea',
      'Banana Bread',
      'Sourdough',
      'Chicken Curry',
      'Pancakes',
      'Tacos',
      'Lasagna',
      'Meal Prep',
    ],
    gaming: [
      'Elden Ring',
      'Minecraft',
      'Zelda',
      'Mario Kart',
      'Pokémon',
      'Fortnite',
      'Apex Legends',
      'Stardew Valley',
      'Hollow Knight',
      "Baldur's Gate 3",
      'Valorant',
      'Animal Crossing',
    ],
    travel: ['Tokyo', 'Taipei', 'Lisbon', 'Iceland', 'Kyoto', 'Bali', 'New York', 'Seoul', 'Vancouver', 'Singapore', 'Banff', 'Mexico City'],
    unboxing: [
      'Mystery Box',
      'Blind Box',
      'Lego Set',
      'Amazon Finds',
      'Costco Haul',
      'Dollar Store',
      'Limited Edition',
      'Japanese Snacks',
      'Vinyl Collection',
      'Sneakers',
      'Trading Cards',
      'Advent Calendar',
    ],
    tech: [
      'iPhone',
      'MacBook',
      'Mechanical Keyboard',
      'Wireless Earbuds',
      'Gaming Monitor',
      'Smartwatch',
      'Desk Setup',
      'Mirrorless Camera',
      'Tablet',
      'Robot Vacuum',
      'Power Bank',
      'Home Server',
    ],
    vlog: [
      'Morning Routine',
      'Weekend Reset',
      'Apartment Tour',
      'Grocery Haul',
      'Night Routine',
      'Moving Day',
      'Cafe Hopping',
      'Productive Day',
      'Slow Sunday',
      'Budget Week',
      'Solo Trip',
      'Spring Cleaning',
    ],
    beauty: [
      'Everyday Makeup',
      'Skincare Routine',
      'Drugstore Foundation',
      'Lip Swatches',
      'Sunscreen',
      'Hair Tutorial',
      'Fall Look',
      'Nail Art',
      'Perfume Collection',
      'K-Beauty',
      'Date Night Look',
      'Makeup Remover',
    ],
    fitness: [
      'Squats',
      'Core Workout',
      'Home Workout',
      'Leg Day',
      '5K Training',
      'Yoga Flow',
      'Meal Plan',
      'Mobility',
      'Calisthenics',
      'Abs',
      'Bulking',
      'Boxing Cardio',
    ],
  },
};

/** Title patterns: {t} a topic, {n} a small number. */
const titlePatterns: Record<ChannelLanguage, Record<'video' | 'short' | 'live', readonly string[]>> = {
  zh: {
    video: [
      '【{t}】{n}個你不知道的小技巧',
      '{t}完整攻略｜新手必看',
      '第一次挑戰{t}，結果…',
      '{t}真的值得嗎？老實說',
      '在家也能做！{t}超簡單教學',
      '{t}大評比：這個最推薦',
      '花了{n}天研究{t}，我的心得',
      '{t}｜週末特輯',
      '{t}的{n}種玩法',
      '大家最常問的{t}問題，一次回答',
    ],
    short: ['{t}一分鐘看懂 #shorts', '這個{t}太神了 #shorts', '{t}小技巧 #shorts', '沒想到{t}可以這樣 😂 #shorts', '{t}前後對比 #shorts'],
    live: ['【直播】{t}聊天室，一起來玩！', '🔴 週五夜直播｜{t}', '【直播】{t}挑戰到天亮', '【直播】{t}，邊聊邊回答問題'],
  },
  ja: {
    video: [
      '【{t}】知らないと損する{n}つのコツ',
      '{t}を徹底解説！初心者向け',
      '初めての{t}に挑戦してみた結果…',
      '{t}って本当に良いの？正直レビュー',
      '簡単！{t}の基本',
      '{t}おすすめランキングTOP{n}',
      '{n}日間{t}を続けてみた',
      '【保存版】{t}まとめ',
      '{t}の楽しみ方{n}選',
      'よくある{t}の質問に答えます',
    ],
    short: ['{t}を1分で解説 #shorts', 'この{t}すごすぎる #shorts', '{t}の小ワザ #shorts', 'まさかの{t} 😂 #shorts', '{t}ビフォーアフター #shorts'],
    live: ['【生配信】{t}を雑談しながら', '🔴 金曜夜の{t}配信', '【ライブ】{t}耐久配信', '【生放送】{t}について質問に答えます'],
  },
  en: {
    video: [
      '{n} {t} Tips Nobody Tells You',
      'The Ultimate {t} Guide for Beginners',
      'I Tried {t} for the First Time',
      'Is {t} Worth It? Honest Review',
      'Easy {t} You Can Do at Home',
      'Best {t} Ranked (Top {n})',
      'I Did {t} for {n} Days',
      '{t} | Weekend Special',
      '{n} Ways to Enjoy {t}',
      'Answering Your {t} Questions',
    ],
    short: ['{t} in 60 Seconds #shorts', 'This {t} Is Insane #shorts', 'Quick {t} Hack #shorts', 'Wait for It… {t} 😂 #shorts', '{t} Before and After #shorts'],
    live: ['🔴 LIVE: {t} Chill Stream', 'Friday Night {t} Live!', 'LIVE: {t} All Night Challenge', 'LIVE Q&A: Your {t} Questions'],
  },
};

const tagPools: Record<ChannelLanguage, PerCategory> = {
  zh: {
    food: ['美食', '食譜', '料理', '台灣美食', '家常菜', '廚房', '做菜'],
    gaming: ['遊戲', '遊戲實況', '電玩', '攻略', '實況', 'Switch', 'PS5'],
    travel: ['旅行', '旅遊', '自由行', '景點', '美食地圖', 'vlog', '旅遊攻略'],
    unboxing: ['開箱', '好物推薦', '網購', '評測', '抽獎', '限定'],
    tech: ['科技', '3C', '開箱', '評測', '手機', '電腦', '數位生活'],
    vlog: ['日常', 'vlog', '生活', '上班族', '租屋', '生活紀錄'],
    beauty: ['美妝', '彩妝', '保養', '化妝教學', '開架', '美容'],
    fitness: ['健身', '運動', '重訓', '減脂', '居家運動', '健康'],
  },
  ja: {
    food: ['料理', 'レシピ', '簡単レシピ', '自炊', 'グルメ', 'おうちごはん'],
    gaming: ['ゲーム', 'ゲーム実況', '実況', '攻略', 'Switch', 'PS5'],
    travel: ['旅行', '旅行vlog', '観光', '国内旅行', 'グルメ', '一人旅'],
    unboxing: ['開封', '購入品紹介', 'レビュー', 'おすすめ', '限定', '福袋'],
    tech: ['ガジェット', 'レビュー', 'テック', 'スマホ', 'PC', '開封'],
    vlog: ['日常', 'vlog', '暮らし', '一人暮らし', 'ルーティン', '休日'],
    beauty: ['メイク', 'コスメ', 'スキンケア', '美容', 'プチプラ', 'メイク動画'],
    fitness: ['筋トレ', 'ダイエット', '宅トレ', 'フィットネス', 'トレーニング', '健康'],
  },
  en: {
    food: ['recipe', 'cooking', 'easy recipes', 'food', 'home cooking', 'kitchen'],
    gaming: ['gaming', 'gameplay', 'walkthrough', 'lets play', 'nintendo switch', 'ps5'],
    travel: ['travel', 'travel vlog', 'things to do', 'travel guide', 'food tour', 'backpacking'],
    unboxing: ['unboxing', 'haul', 'review', 'mystery box', 'worth it', 'limited edition'],
    tech: ['tech', 'review', 'gadgets', 'smartphone', 'setup', 'unboxing'],
    vlog: ['vlog', 'daily vlog', 'day in my life', 'routine', 'lifestyle', 'apartment'],
    beauty: ['makeup', 'skincare', 'beauty', 'makeup tutorial', 'drugstore makeup', 'grwm'],
    fitness: ['fitness', 'workout', 'home workout', 'gym', 'weight loss', 'training'],
  },
};

const shortsTag: Record<ChannelLanguage, string> = { zh: '短影音', ja: 'ショート', en: 'shorts' };
const liveTag: Record<ChannelLanguage, string> = { zh: '直播', ja: '生配信', en: 'livestream' };

const commentTexts: Record<ChannelLanguage, readonly string[]> = {
  zh: [
    '太好看了吧！',
    '這集好實用，謝謝分享',
    '等好久終於更新了',
    '第一次留言，一直都有在看',
    '笑到不行 😂',
    '{t}我也超愛的',
    '可以出續集嗎？',
    '看完馬上去試',
    '剪輯越來越厲害了',
    '聲音好療癒',
    '支持！加油～',
    '請問背景音樂是什麼？',
    '有人跟我一樣看了三遍嗎',
    '這個真的要推',
    '下次可以介紹{t}嗎？',
    '好想去喔',
    '謝謝你讓我的週末變好',
    '訂閱了！',
    '原來可以這樣',
    '最後那段太可愛了',
  ],
  ja: [
    'めっちゃ参考になりました！',
    '更新待ってました',
    '初コメです、いつも見てます',
    '笑いすぎてお腹痛い😂',
    '{t}大好きです',
    '続編お願いします！',
    'さっそく真似してみます',
    '編集上手すぎる',
    '声が癒される',
    '応援してます！',
    'BGMの曲名知りたいです',
    '3回見ちゃった',
    '{t}の回もっと見たい',
    '行ってみたくなりました',
    '週末の楽しみです',
    'チャンネル登録しました！',
    'なるほど、そういうことか',
    '最後のところ可愛すぎ',
    'わかりやすい説明ありがとうございます',
    '今日も最高でした',
  ],
  en: [
    'This was so helpful, thank you!',
    'Finally a new upload!',
    'First time commenting, been watching for years',
    'I laughed way too hard 😂',
    'I love {t} so much',
    'Please make a part 2!',
    'Trying this tomorrow',
    'The editing keeps getting better',
    'Your voice is so calming',
    'Keep it up!',
    'What is the background music?',
    'Watched this three times already',
    'Can you do more {t} videos?',
    'Adding this to my list',
    'This made my weekend',
    'Just subscribed!',
    'Wow, I never knew that',
    'That ending was adorable',
    'Great explanation, thanks',
    'Best channel on YouTube',
  ],
};

const commenterNames: Record<ChannelLanguage, readonly string[]> = {
  zh: ['小明', '阿凱', 'Vivian', '佩佩', '阿豪', '小芳', 'Kevin 林', '雅雯', '阿德', '小安', 'Jason', '品妤', '阿哲', '貓奴小蘭'],
  ja: ['たかし', 'ゆい', 'けんた', 'まゆ', 'しょう', 'あや', 'ゆうと', 'なな', 'だいき', 'ももか', 'こうへい', 'さき', 'ねこ好き', 'みかん'],
  en: ['Alex', 'Sam Carter', 'Jess', 'Mike T', 'Priya', 'Jordan', 'Emily R', 'Chris', 'Taylor', 'Noah', 'Olivia K', 'Ben', 'Hannah', 'Leo'],
};

/** The first half of the demo channel names, romanised for @handles (same order as seed-demo.ts). */
export const romanisedNames: Record<ChannelLanguage, readonly string[]> = {
  zh: ['axiang', 'xiaomei', 'daxiong', 'miaomiao', 'laowang', 'ama', 'xiaoyu', 'ellie'],
  en: ['nova', 'pixel', 'maple', 'echo', 'river', 'atlas', 'juniper', 'orbit'],
  ja: ['sakura', 'yuuki', 'haruto', 'mio', 'sota', 'hinata', 'rin', 'kaito'],
};
export const categorySlugs: Record<Category, string> = {
  food: 'kitchen',
  gaming: 'plays',
  travel: 'travels',
  unboxing: 'unboxed',
  tech: 'tech',
  vlog: 'daily',
  beauty: 'beauty',
  fitness: 'fitness',
};

function fill(pattern: string, topic: string, n: number): string {
  return pattern.replace('{t}', topic).replace('{n}', String(n));
}

export function videoTitle(random: Random, language: ChannelLanguage, category: Category, kind: 'video' | 'short' | 'live'): { title: string; topic: string } {
  const topic = random.pick(topics[language][category]);
  return { title: fill(random.pick(titlePatterns[language][kind]), topic, random.int(3, 10)), topic };
}

/** The topic, the category's own word, one to three more from its pool, and the kind's tag. */
export function videoTags(random: Random, language: ChannelLanguage, category: Category, kind: 'video' | 'short' | 'live', topic: string): string[] {
  const pool = tagPools[language][category];
  const tags = new Set<string>([topic, pool[0]!]);
  const count = random.int(1, 3);
  for (let i = 0; i < count; i++) tags.add(random.pick(pool));
  if (kind === 'short') tags.add(shortsTag[language]);
  if (kind === 'live') tags.add(liveTag[language]);
  return [...tags];
}

export function channelTags(random: Random, language: ChannelLanguage, category: Category): string[] {
  const pool = [...tagPools[language][category]];
  const count = random.int(3, 5);
  const tags: string[] = [];
  while (tags.length < count && pool.length > 0) tags.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return tags;
}

export function commentText(random: Random, language: ChannelLanguage, category: Category): string {
  return fill(random.pick(commentTexts[language]), random.pick(topics[language][category]), 0);
}

export function commenterName(random: Random, language: ChannelLanguage): string {
  const name = random.pick(commenterNames[language]);
  // Some people keep YouTube's generated @handle.
  return random.chance(0.3) ? `@user-${random.int(100, 999)}${String.fromCharCode(97 + random.int(0, 25))}${random.int(10, 99)}` : name;
}

/** Reasons staff give when hiding a channel from advertisers (staff write in Traditional Chinese). */
export const hiddenReasons = ['創作者要求暫停合作曝光', '合約續約中，暫不對廣告主顯示', '頻道內容調整中', '與競品品牌有獨家合作'] as const;

export const groupNames = { lifestyle: '生活風格頻道組', japan: '日本創作者' } as const;
