// Video emotion and summary (spec 2, 3): per video published in the period, newest first, its spec 3
// metrics (title, impressions, views, likes, comments; CTR beside impressions), the emotion tags and
// direction stored by the language part, the most liked comments per emotion and the stored
// extractive summary. Impressions and CTR are summed over the period's days of video_daily_metrics
// (CTR weighted by impressions); without any, null, and the page says "Unable to retrieve CTR data".
import { EMOTION_VIDEOS_PAGE, emotionKeys, type EmotionKey, type VideoEmotions, type VideoEmotionsQuery } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { periodInstants, resolvePeriod } from './periods.ts';

/** Most liked comments shown per emotion. */
export const COMMENTS_PER_EMOTION = 2;

/** YouTube's public thumbnail address; the page falls back to "Unable to get the video thumbnail" when it does not load. */
export const thumbnailUrl = (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/mqdefault.jpg`;

const emotionSet = new Set<string>(emotionKeys);
const isEmotion = (value: string): value is EmotionKey => emotionSet.has(value);

/** CTR in percent, weighted by impressions, two decimals; null without impressions. */
export function weightedCtr(days: readonly { impressions: number | null; ctr: number | null }[]): { impressions: number | null; ctr: number | null } {
  let impressions = 0;
  let clicks = 0;
  let withCtr = 0;
  let any = false;
  for (const d of days) {
    if (d.impressions === null) continue;
    any = true;
    impressions += d.impressions;
    if (d.ctr !== null) {
      clicks += d.impressions * d.ctr;
      withCtr += d.impressions;
    }
  }
  return { impressions: any ? impressions : null, ctr: withCtr > 0 ? Math.round((clicks / withCtr) * 100) / 100 : null };
}

export class VideoEmotionsService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  async list(channelId: string, query: VideoEmotionsQuery): Promise<VideoEmotions> {
    const { db } = this.deps;
    const period = resolvePeriod(query, this.deps.clock.now());
    const { from, until } = periodInstants(period);
    const page = query.page ?? 1;
    const inPeriod = db.selectFrom('videos as v').where('v.channel_id', '=', channelId).where('v.published_at', '>=', from).where('v.published_at', '<', until);
    const [total, videos] = await Promise.all([
      inPeriod.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      inPeriod
        .leftJoin('insight_videos as iv', 'iv.video_id', 'v.video_id')
        .select([
          'v.video_id',
          'v.title',
          'v.published_at',
          'v.views',
          'v.likes',
          'v.comments',
          'iv.comments_analyzed',
          'iv.direction',
          'iv.emotion_tags',
          'iv.summary',
        ])
        .orderBy('v.published_at', 'desc')
        .orderBy('v.video_id')
        .limit(EMOTION_VIDEOS_PAGE)
        .offset((page - 1) * EMOTION_VIDEOS_PAGE)
        .execute(),
    ]);
    const ids = videos.map((v) => v.video_id);
    const [metrics, comments] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('video_daily_metrics')
              .select(['video_id', 'impressions', 'impressions_ctr'])
              .where('channel_id', '=', channelId)
              .where('video_id', 'in', ids)
              .where('day', '>=', period.start)
              .where('day', '<=', period.end)
              .execute(),
            sql<{ video_id: string; emotion: string; comment_id: string; author: string; text: string; likes: number }>`
              SELECT x.video_id, x.emotion, x.comment_id, x.author, x.text, x.likes FROM (
                SELECT ic.video_id, e.emotion, ic.comment_id, vc.author, vc.text, vc.likes,
                       row_number() OVER (PARTITION BY ic.video_id, e.emotion ORDER BY vc.likes DESC, ic.comment_id) AS n
                  FROM insight_comments ic
                 CROSS JOIN LATERAL unnest(ic.emotions) AS e(emotion)
                  JOIN video_comments vc ON vc.comment_id = ic.comment_id
                 WHERE ic.video_id IN (${sql.join(ids)})
              ) x
              WHERE x.n <= ${COMMENTS_PER_EMOTION}
              ORDER BY x.video_id, x.emotion, x.n`
              .execute(db)
              .then((r) => r.rows),
          ]);
    const daysOf = new Map<string, { impressions: number | null; ctr: number | null }[]>();
    for (const m of metrics) {
      const list = daysOf.get(m.video_id) ?? [];
      list.push({ impressions: m.impressions === null ? null : Number(m.impressions), ctr: m.impressions_ctr === null ? null : Number(m.impressions_ctr) });
      daysOf.set(m.video_id, list);
    }
    const topOf = new Map<string, Map<EmotionKey, { comment_id: string; author: string; text: string; likes: number }[]>>();
    for (const c of comments) {
      if (!isEmotion(c.emotion)) continue;
      const byEmotion = topOf.get(c.video_id) ?? new Map();
      const list = byEmotion.get(c.emotion) ?? [];
      list.push({ comment_id: c.comment_id, author: c.author, text: c.text, likes: Number(c.likes) });
      byEmotion.set(c.emotion, list);
      topOf.set(c.video_id, byEmotion);
    }
    return {
      period,
      total: Number(total?.n ?? 0),
      page,
      page_size: EMOTION_VIDEOS_PAGE,
      videos: videos.map((v) => {
        const reach = weightedCtr(daysOf.get(v.video_id) ?? []);
        const byEmotion = topOf.get(v.video_id) ?? new Map();
        const tags = (v.emotion_tags ?? []).filter(isEmotion);
        // The tagged emotions first (in their stored order), then the others the comments show, in the vocabulary's order.
        const order = [...tags, ...emotionKeys.filter((e) => !tags.includes(e))];
        return {
          video_id: v.video_id,
          title: v.title,
          published_at: v.published_at.toISOString(),
          thumbnail_url: thumbnailUrl(v.video_id),
          impressions: reach.impressions,
          ctr_percent: reach.ctr,
          views: Number(v.views),
          likes: Number(v.likes),
          comments: Number(v.comments),
          comments_analyzed: v.comments_analyzed ?? 0,
          direction: v.direction ?? null,
          emotion_tags: tags,
          top_comments: order.filter((e) => byEmotion.has(e)).map((emotion) => ({ emotion, comments: byEmotion.get(emotion)! })),
          summary: (v.summary ?? []).map((s) => ({ comment_id: s.comment_id, text: s.text })),
        };
      }),
    };
  }
}
