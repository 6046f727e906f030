// The channel's profile fields (spec 3), derived from its generated videos and daily figures so the
// totals agree: subscribers = subscribers before the window + Σ(gained − lost); views and
// engagements = the window's sums plus the channel's earlier history; video_count = its videos;
// update frequency = uploads per week over the last 90 days; average views by kind over the last
// month, quarter and year; prices in USD.
import { videosPerWeek } from '@chorus/contract';
import type { ChannelPrices } from '../../db/channel-prices.ts';
import { topAudience, type AudienceRows } from './audience.ts';
import type { ChannelDaily } from './daily-metrics.ts';
import type { ChannelModel, SeedChannel, VideoKind } from './model.ts';
import type { Random } from './random.ts';
import type { Calendar } from './series.ts';
import { channelTags, hiddenReasons } from './texts.ts';
import type { SeedVideo } from './videos.ts';

export type ChannelProfile = {
  channel_id: string;
  handle: string;
  country: string;
  audience_country: string | null;
  audience_age: string | null;
  subscribers: number;
  views: number;
  engagements: number;
  video_count: number;
  update_frequency: string;
  tags: string[];
  avg_views_video_month: number;
  avg_views_video_quarter: number;
  avg_views_video_year: number;
  avg_views_shorts_month: number;
  avg_views_shorts_quarter: number;
  avg_views_shorts_year: number;
  avg_views_live_month: number;
  avg_views_live_quarter: number;
  avg_views_live_year: number;
  is_new: boolean;
  hidden: boolean;
  hidden_scope: 'current' | 'all' | null;
  hidden_reason: string | null;
  interest_video_ids: string[];
  data_through: string;
} & ChannelPrices;

/** Channels flagged newly added (a few in every network, at least one from 5 channels up). */
export const isNewChannel = (index: number) => index % 13 === 4;
/** Channels hidden from advertisers (at least one from 9 channels up). */
export const isHiddenChannel = (index: number) => index % 17 === 8;
/** Channels whose prices are not quoted yet. */
const hasNoPrices = (index: number) => index % 10 === 7;

export const UPDATE_FREQUENCY_DAYS = 90;

/** Whole USD, rounded to tens, as numeric(14, 2). */
const usd = (amount: number) => `${Math.max(10, Math.round(amount / 10) * 10)}.00`;

function averageViews(videos: SeedVideo[], calendar: Calendar, kind: VideoKind, days: number): number {
  const from = calendar.length - days;
  let count = 0;
  let views = 0;
  for (const video of videos) {
    if (video.kind !== kind || video.publishDay < from) continue;
    count++;
    views += video.views;
  }
  return count > 0 ? Math.round(views / count) : 0;
}

export function channelProfile(
  channel: SeedChannel,
  model: ChannelModel,
  calendar: Calendar,
  videos: SeedVideo[],
  daily: ChannelDaily,
  audience: AudienceRows,
  handle: string,
  random: Random,
): ChannelProfile {
  let windowViews = 0;
  let net = 0;
  let windowEngagements = 0;
  for (let t = 0; t < calendar.length; t++) {
    windowViews += daily.views[t]!;
    net += daily.subscribersGained[t]! - daily.subscribersLost[t]!;
    windowEngagements += daily.likes[t]! + daily.comments[t]! + daily.shares[t]!;
  }
  const frequencyDays = Math.min(UPDATE_FREQUENCY_DAYS, calendar.length);
  const recentUploads = videos.filter((v) => v.publishDay >= calendar.length - frequencyDays).length;

  const avg = {
    video: [30, 90, 365].map((d) => averageViews(videos, calendar, 'video', d)),
    short: [30, 90, 365].map((d) => averageViews(videos, calendar, 'short', d)),
    live: [30, 90, 365].map((d) => averageViews(videos, calendar, 'live', d)),
  };

  // Prices follow what a sponsored video can expect to draw (2 to 5 US cents a view) and the
  // channel's standing (0.5 to 1.5 cents a subscriber).
  const expectedViews = avg.video[1] || avg.video[2] || Math.round(model.dailyViews * 7);
  const sponsored = Math.max(100, expectedViews * random.uniform(0.02, 0.05) + model.subscribers * random.uniform(0.005, 0.015));
  const midroll = Math.max(50, sponsored * random.uniform(0.3, 0.45));
  const priced = !hasNoPrices(channel.index);
  const [sponsoredLow, sponsoredHigh, midrollLow, midrollHigh] = [
    random.uniform(0.75, 0.9),
    random.uniform(1.2, 1.5),
    random.uniform(0.75, 0.9),
    random.uniform(1.2, 1.5),
  ];

  const hidden = isHiddenChannel(channel.index);
  const reason = random.pick(hiddenReasons);
  const tags = channelTags(random, channel.language, channel.category);
  const interest =
    channel.index === 0 && videos.length >= 12
      ? [...videos]
          .sort((a, b) => b.views - a.views)
          .slice(0, 12)
          .map((v) => v.video_id)
      : [];

  return {
    channel_id: channel.channel_id,
    handle,
    country: model.country,
    audience_country: topAudience(audience, calendar, 'country'),
    audience_age: topAudience(audience, calendar, 'age_gender', (key) => key.split('|')[0]!),
    // Subscribers before the window are never negative.
    subscribers: Math.max(model.subscribers, net, 0),
    views: windowViews + Math.round(windowViews * model.historyFactor),
    engagements: windowEngagements + Math.round(windowEngagements * model.historyFactor),
    video_count: videos.length,
    update_frequency: videosPerWeek(recentUploads, frequencyDays).toFixed(2),
    tags,
    avg_views_video_month: avg.video[0]!,
    avg_views_video_quarter: avg.video[1]!,
    avg_views_video_year: avg.video[2]!,
    avg_views_shorts_month: avg.short[0]!,
    avg_views_shorts_quarter: avg.short[1]!,
    avg_views_shorts_year: avg.short[2]!,
    avg_views_live_month: avg.live[0]!,
    avg_views_live_quarter: avg.live[1]!,
    avg_views_live_year: avg.live[2]!,
    sponsored_price: priced ? usd(sponsored) : null,
    sponsored_price_min: priced ? usd(sponsored * sponsoredLow) : null,
    sponsored_price_max: priced ? usd(sponsored * sponsoredHigh) : null,
    midroll_price: priced ? usd(midroll) : null,
    midroll_price_min: priced ? usd(midroll * midrollLow) : null,
    midroll_price_max: priced ? usd(midroll * midrollHigh) : null,
    is_new: isNewChannel(channel.index),
    hidden,
    hidden_scope: hidden ? (Math.floor(channel.index / 17) % 2 === 0 ? 'current' : 'all') : null,
    hidden_reason: hidden ? reason : null,
    interest_video_ids: interest,
    data_through: calendar.endDay,
  };
}
