// A few comments on each video that has comments: up to five on the recent ones (those with daily
// figures), one to three on older ones (from their own random stream, so the recent ones stay as they
// were), mostly in the channel's language with the odd one in another, never more than the video's
// comment count, written in the hours and days after it was published. Every demo video with
// comments thus has some to analyse (issue 23: emotion and summary are never "not analysed yet").
import { RECORDED_PUBLISHED_WITHIN_DAYS } from './daily-metrics.ts';
import type { SeedChannel } from './model.ts';
import type { Random } from './random.ts';
import type { Calendar } from './series.ts';
import { commenterName, commentText, type ChannelLanguage } from './texts.ts';
import type { SeedVideo } from './videos.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type CommentRows = {
  comment_id: string[];
  /** Index into the channel's video list. */
  video: number[];
  author: string[];
  text: string[];
  language: ChannelLanguage[];
  likes: number[];
  publishedMs: number[];
};

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** YouTube comment ids: "Ugz…4AaABAg", 26 characters. */
export const COMMENT_ID_PATTERN = /^Ug[wxyz][A-Za-z0-9_-]{16}4AaABAg$/;

function commentId(random: Random): string {
  let id = `Ug${'wxyz'[random.int(0, 3)]}`;
  for (let i = 0; i < 16; i++) id += idAlphabet[Math.floor(random.next() * 64)];
  return `${id}4AaABAg`;
}

const otherLanguage: Record<ChannelLanguage, ChannelLanguage> = { zh: 'en', ja: 'en', en: 'zh' };

export function generateComments(
  channel: SeedChannel,
  calendar: Calendar,
  videos: SeedVideo[],
  random: Random,
  takenIds: Set<string> = new Set(),
  olderRandom: Random = random,
): CommentRows {
  const rows: CommentRows = { comment_id: [], video: [], author: [], text: [], language: [], likes: [], publishedMs: [] };
  const recentFrom = calendar.length - RECORDED_PUBLISHED_WITHIN_DAYS;
  const lastMs = calendar.startMs + calendar.length * DAY_MS - 1000;
  const write = (video: SeedVideo, i: number, count: number, random: Random) => {
    for (let c = 0; c < count; c++) {
      const language = random.chance(0.08) ? otherLanguage[channel.language] : channel.language;
      let id = commentId(random);
      while (takenIds.has(id)) id = commentId(random);
      takenIds.add(id);
      const afterHours = -Math.log(1 - random.next()) * 30;
      const likeCeiling = Math.max(2, video.likes / 20);
      rows.comment_id.push(id);
      rows.video.push(i);
      rows.author.push(commenterName(random, language));
      rows.text.push(commentText(random, language, channel.category));
      rows.language.push(language);
      rows.likes.push(random.chance(0.45) ? 0 : Math.floor(Math.exp(random.uniform(0, Math.log(likeCeiling)))));
      rows.publishedMs.push(Math.min(lastMs, video.publishedMs + Math.floor((afterHours * HOUR_MS) / 1000) * 1000 + 60_000));
    }
  };
  videos.forEach((video, i) => {
    if (video.publishDay >= recentFrom && video.comments > 0) write(video, i, Math.min(video.comments, random.int(1, 5)), random);
  });
  videos.forEach((video, i) => {
    if (video.publishDay < recentFrom && video.comments > 0) write(video, i, Math.min(video.comments, olderRandom.int(1, 3)), olderRandom);
  });
  return rows;
}
