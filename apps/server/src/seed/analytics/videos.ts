// A channel's uploads over the window: when (0.5 to 5 a week, at the creator's usual hours), what
// kind (regular video, short, live stream), how long (every length class of spec 9), the title and
// tags in the channel's language, an 11-character id, and how many views the upload will draw.
import type { Calendar, ChannelSeries } from './series.ts';
import type { ChannelModel, SeedChannel, VideoKind } from './model.ts';
import type { Random } from './random.ts';
import { videoTags, videoTitle, type ChannelLanguage } from './texts.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type SeedVideo = {
  video_id: string;
  kind: VideoKind;
  title: string;
  topic: string;
  tags: string[];
  duration_seconds: number;
  publishedMs: number;
  /** Calendar index of the UTC day it was published. */
  publishDay: number;
  /** Views over its whole life (the decay kernel spreads them over the days). */
  expectedViews: number;
  viral: boolean;
  likeRate: number;
  commentRate: number;
  shareRate: number;
  /** Relative pull on subscriptions (1 = the channel's average). */
  subscribeFactor: number;
  /** Average minutes watched per view. */
  minutesPerView: number;
  /** Relative click-through rate of its thumbnail. */
  ctrFactor: number;
  // Lifetime totals up to the data end date, filled in by the daily figures.
  views: number;
  likes: number;
  comments: number;
  shares: number;
  subscribers_gained: number;
};

/** Hours from UTC of where the channel's creators live. */
const utcOffset: Record<ChannelLanguage, number> = { zh: 8, ja: 9, en: -5 };

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// A YouTube id is 64 bits in 11 base64url characters: the last character carries 4 bits.
const idLastCharacters = 'AEIMQUYcgkosw048';
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;

export function videoId(random: Random): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += idAlphabet[Math.floor(random.next() * 64)];
  return id + idLastCharacters[Math.floor(random.next() * 16)];
}

type Draft = { publishedMs: number; kind: VideoKind; duration: number };

function drawDuration(random: Random, model: ChannelModel, kind: VideoKind): number {
  if (kind === 'short') return random.int(12, 59);
  if (kind === 'live') return random.int(40 * 60, 4 * 3600);
  const lengthClass = random.weighted(model.lengthMix);
  if (lengthClass === 0) return random.int(75, 8 * 60 - 1);
  if (lengthClass === 1) return random.int(8 * 60, 15 * 60);
  return random.int(15 * 60 + 1, 45 * 60);
}

function publishMoment(random: Random, calendar: Calendar, language: ChannelLanguage, dayIndex: number, kind: VideoKind): number {
  const localHour = kind === 'live' ? random.uniform(19, 23) : random.uniform(10, 21.5);
  let ms = Math.floor((calendar.startMs + dayIndex * DAY_MS + (localHour - utcOffset[language]) * HOUR_MS) / 1000) * 1000;
  // The local time can fall on the UTC day before or after: keep it inside the window.
  const endMs = calendar.startMs + calendar.length * DAY_MS;
  if (ms >= endMs) ms -= DAY_MS;
  if (ms < calendar.startMs) ms += DAY_MS;
  return Math.min(endMs - 1000, Math.max(calendar.startMs, ms));
}

/**
 * Upload moments with a creator's rhythm: gaps around the channel's average, and now and then a
 * break of a few weeks.
 */
function draftUploads(random: Random, model: ChannelModel, calendar: Calendar, language: ChannelLanguage): Draft[] {
  const perDay = model.uploadsPerWeek / 7;
  // Breaks (one gap in ten, 2–6 times as long) lengthen the mean gap by 30 %.
  const meanGap = 1 / perDay / 1.3;
  const drafts: Draft[] = [];
  let day = random.uniform(0, meanGap);
  const kinds: VideoKind[] = ['video', 'short', 'live'];
  while (day < calendar.length) {
    const kind = kinds[random.weighted([model.uploadMix.video, model.uploadMix.short, model.uploadMix.live])]!;
    drafts.push({ publishedMs: publishMoment(random, calendar, language, Math.floor(day), kind), kind, duration: drawDuration(random, model, kind) });
    const gap = meanGap * random.uniform(0.4, 1.6) * (random.chance(0.1) ? random.uniform(2, 6) : 1);
    day += Math.max(0.3, gap);
  }
  return drafts;
}

/** Every channel shows every length class, a short and a live stream: add what chance left out. */
function coverEveryClass(random: Random, calendar: Calendar, language: ChannelLanguage, drafts: Draft[]) {
  const has = (test: (d: Draft) => boolean) => drafts.some(test);
  const recentStart = Math.max(0, calendar.length - 365);
  const add = (kind: VideoKind, duration: number) =>
    drafts.push({ publishedMs: publishMoment(random, calendar, language, random.int(recentStart, calendar.length - 1), kind), kind, duration });
  if (!has((d) => d.kind === 'short')) add('short', random.int(15, 59));
  if (!has((d) => d.kind === 'live')) add('live', random.int(45 * 60, 3 * 3600));
  if (!has((d) => d.kind === 'video' && d.duration >= 60 && d.duration < 8 * 60)) add('video', random.int(90, 8 * 60 - 1));
  if (!has((d) => d.kind === 'video' && d.duration >= 8 * 60 && d.duration <= 15 * 60)) add('video', random.int(8 * 60, 15 * 60));
  if (!has((d) => d.kind === 'video' && d.duration > 15 * 60)) add('video', random.int(15 * 60 + 1, 40 * 60));
}

export function generateVideos(
  channel: SeedChannel,
  model: ChannelModel,
  series: ChannelSeries,
  calendar: Calendar,
  random: Random,
  takenIds: Set<string> = new Set(),
): SeedVideo[] {
  const drafts = draftUploads(random, model, calendar, channel.language);
  coverEveryClass(random, calendar, channel.language, drafts);
  drafts.sort((a, b) => a.publishedMs - b.publishedMs);

  // Expected lifetime views of one upload of each kind, so that new uploads bring their kind's
  // fresh share of the channel's level: E = fresh × weight × level / (uploads a day × Σ mix × weight).
  const perDay = model.uploadsPerWeek / 7;
  const mixWeight =
    model.uploadMix.video * model.kindWeight.video + model.uploadMix.short * model.kindWeight.short + model.uploadMix.live * model.kindWeight.live;
  const viralMultiplier = { low: 4, high: 25 };
  return drafts.map((draft) => {
    const kind = draft.kind;
    const publishDay = Math.min(calendar.length - 1, Math.max(0, Math.floor((draft.publishedMs - calendar.startMs) / DAY_MS)));
    const viralChance = kind === 'short' ? model.viralChance * 2 : model.viralChance;
    const viralMean = 1 + viralChance * ((viralMultiplier.low + viralMultiplier.high) / 2 - 1);
    const viral = random.chance(viralChance);
    const boost = (viral ? random.uniform(viralMultiplier.low, viralMultiplier.high) : 1) / viralMean;
    const typical = (model.freshShare[kind] * model.kindWeight[kind] * series.level[publishDay]!) / (perDay * mixWeight);
    const { title, topic } = videoTitle(random, channel.language, channel.category, kind);
    let id = videoId(random);
    while (takenIds.has(id)) id = videoId(random);
    takenIds.add(id);
    const minutes = (draft.duration / 60) * model.retention[kind] * random.uniform(0.7, 1.3);
    return {
      video_id: id,
      kind,
      title,
      topic,
      tags: videoTags(random, channel.language, channel.category, kind, topic),
      duration_seconds: draft.duration,
      publishedMs: draft.publishedMs,
      publishDay,
      expectedViews: typical * random.lognormal(0.75) * boost,
      viral,
      likeRate: model.likeRate[kind] * random.lognormal(0.35),
      commentRate: model.commentRate * random.lognormal(0.5) * (kind === 'live' ? 0.4 : 1),
      shareRate: model.shareRate * random.lognormal(0.5) * (viral ? 2 : 1),
      subscribeFactor: random.lognormal(0.4),
      minutesPerView: kind === 'live' ? Math.min(minutes, 45) : minutes,
      ctrFactor: random.lognormal(0.25),
      views: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      subscribers_gained: 0,
    };
  });
}
