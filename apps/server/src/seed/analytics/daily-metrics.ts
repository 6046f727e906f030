// Daily figures of a channel and of its recent videos, built so that they agree with each other:
//
//   views of a kind on a day = catalogue (old uploads, with the odd spike)
//                            + uploads of the window fading by their decay kernel
//                            + the recorded videos' own daily views (exact integers)
//
// so a channel's daily views are never below the sum of its videos' daily views (likewise watch
// minutes, likes, comments, shares and subscribers gained), and views by type add up to views.
//
// video_daily_metrics holds rows only for videos published within the last 180 days of the data,
// and only for their first 90 days: that is what the content pages chart (new videos are the last
// 90 days, spec 9), and it bounds the table at about 90 rows per recent upload instead of one row
// per video per day (≈ 150 M rows at 1,000 channels). Older days of a video are in its lifetime
// totals on the videos row only.
//
// Money is computed in integer units of 0.0001 USD, so gross revenue is exactly the sum of types.
import { adSeason, decayKernel, kernelAt, kernelSum, type Calendar, type ChannelSeries, type DecayKernel } from './series.ts';
import { videoKinds, type ChannelModel, type VideoKind } from './model.ts';
import type { Random } from './random.ts';
import type { SeedVideo } from './videos.ts';

/** Videos published within this many days before the data end date get daily rows… */
export const RECORDED_PUBLISHED_WITHIN_DAYS = 180;
/** …for this many days from publishing. */
export const RECORDED_DAYS_PER_VIDEO = 90;

/** 0.0001 USD: the step of the seeded revenue (the columns, numeric(24, 12), hold finer amounts). */
export const MONEY_UNITS = 10_000;
/** impressions_ctr is a percentage with 4 decimals: 1 unit = 0.0001 %. */
export const CTR_UNITS = 10_000;

export const revenueTypes = ['ad', 'shortsAd', 'premium', 'transaction', 'membership', 'superChat', 'superThanks', 'superStickers'] as const;
export type RevenueType = (typeof revenueTypes)[number];
export type RevenueSeries = Record<RevenueType | 'gross', Float64Array>;

export type ChannelDaily = {
  views: Float64Array;
  watchMinutes: Float64Array;
  subscribersGained: Float64Array;
  subscribersLost: Float64Array;
  likes: Float64Array;
  comments: Float64Array;
  shares: Float64Array;
  videoViews: Float64Array;
  shortsViews: Float64Array;
  liveViews: Float64Array;
  nonSubscriberViews: Float64Array;
  impressions: Float64Array;
  /** In CTR_UNITS; -1 where there were no impressions (stored as null). */
  ctr: Float64Array;
  /** In MONEY_UNITS; null for channels without revenue access. */
  revenue: RevenueSeries | null;
};

/** Rows of video_daily_metrics, by column; `video` indexes the channel's video list, `day` the calendar. */
export type VideoDailyRows = {
  video: number[];
  day: number[];
  views: number[];
  watchMinutes: number[];
  likes: number[];
  comments: number[];
  shares: number[];
  subscribersGained: number[];
  impressions: number[];
  /** CTR_UNITS, -1 for null. */
  ctr: number[];
  /** MONEY_UNITS; null for channels without revenue. */
  gross: number[] | null;
};

export type DailyResult = { channel: ChannelDaily; videoRows: VideoDailyRows };

const kernels: Record<VideoKind, DecayKernel> = { video: decayKernel('video'), short: decayKernel('short'), live: decayKernel('live') };
const kernelTables: Record<VideoKind, Float64Array> = {
  video: table(kernels.video),
  short: table(kernels.short),
  live: table(kernels.live),
};
function table(kernel: DecayKernel): Float64Array {
  const values = new Float64Array(RECORDED_DAYS_PER_VIDEO);
  for (let age = 0; age < values.length; age++) values[age] = kernelAt(kernel, age);
  return values;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function computeDailyMetrics(model: ChannelModel, series: ChannelSeries, calendar: Calendar, videos: SeedVideo[], random: Random): DailyResult {
  const n = calendar.length;
  const recordedFrom = n - RECORDED_PUBLISHED_WITHIN_DAYS;
  const perDay = model.uploadsPerWeek / 7;
  const mixWeight = videoKinds.reduce((sum, k) => sum + model.uploadMix[k] * model.kindWeight[k], 0);
  const kindIndex = (k: VideoKind) => (k === 'video' ? 0 : k === 'short' ? 1 : 2);

  // ---- pass 1: views ----
  const injectFast = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  const injectSlow = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  const explicitViews = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  const streamDay = new Float64Array(n);
  const rows: VideoDailyRows = {
    video: [],
    day: [],
    views: [],
    watchMinutes: [],
    likes: [],
    comments: [],
    shares: [],
    subscribersGained: [],
    impressions: [],
    ctr: [],
    gross: model.revenue ? [] : null,
  };
  const recordedViews = new Float64Array(videos.length);
  const tailViews = new Float64Array(videos.length);

  videos.forEach((video, i) => {
    const kernel = kernels[video.kind];
    const k = kindIndex(video.kind);
    const p = video.publishDay;
    const expected = video.expectedViews;
    if (video.kind === 'live') streamDay[p] = streamDay[p]! + expected * kernel.a * series.dayFactor[p]!;
    if (p >= recordedFrom) {
      const lastAge = Math.min(RECORDED_DAYS_PER_VIDEO - 1, n - 1 - p);
      const shares = kernelTables[video.kind];
      let sum = 0;
      for (let age = 0; age <= lastAge; age++) {
        const t = p + age;
        const views = Math.round(expected * shares[age]! * series.dayFactor[t]! * (0.85 + 0.3 * random.next()));
        rows.video.push(i);
        rows.day.push(t);
        rows.views.push(views);
        explicitViews[k]![t] = explicitViews[k]![t]! + views;
        sum += views;
      }
      recordedViews[i] = sum;
      const after = p + RECORDED_DAYS_PER_VIDEO;
      if (after < n) {
        injectFast[k]![after] = injectFast[k]![after]! + expected * kernel.a * kernel.r1 ** RECORDED_DAYS_PER_VIDEO;
        injectSlow[k]![after] = injectSlow[k]![after]! + expected * kernel.b * kernel.r2 ** RECORDED_DAYS_PER_VIDEO;
        tailViews[i] = Math.round(expected * (kernelSum(kernel, n - p) - kernelSum(kernel, RECORDED_DAYS_PER_VIDEO)));
      }
    } else {
      injectFast[k]![p] = injectFast[k]![p]! + expected * kernel.a;
      injectSlow[k]![p] = injectSlow[k]![p]! + expected * kernel.b;
    }
  });

  const kindViews = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  videoKinds.forEach((kind, k) => {
    const kernel = kernels[kind];
    const share = (model.uploadMix[kind] * model.kindWeight[kind]) / mixWeight;
    const fresh = model.freshShare[kind];
    // Warm start: uploads before the window (the catalogue's recent part) at the first day's level.
    const typical = (fresh * model.kindWeight[kind] * series.level[0]!) / (perDay * mixWeight);
    let fast = (perDay * model.uploadMix[kind] * typical * kernel.a) / (1 - kernel.r1);
    let slow = (perDay * model.uploadMix[kind] * typical * kernel.b) / (1 - kernel.r2);
    const out = kindViews[k]!;
    for (let t = 0; t < n; t++) {
      fast = fast * kernel.r1 + injectFast[k]![t]!;
      slow = slow * kernel.r2 + injectSlow[k]![t]!;
      const factor = series.dayFactor[t]!;
      const catalogue = (1 - fresh) * share * series.level[t]! * series.catalogueSpike[t]! * factor;
      out[t] = Math.round(catalogue) + Math.round((fast + slow) * factor) + explicitViews[k]![t]!;
    }
  });

  const views = new Float64Array(n);
  let totalViews = 0;
  for (let t = 0; t < n; t++) {
    views[t] = kindViews[0]![t]! + kindViews[1]![t]! + kindViews[2]![t]!;
    totalViews += views[t]!;
  }

  // ---- pass 2: everything that follows from views ----
  const subscribeRate = totalViews > 0 ? (model.gainShare * model.subscribers) / totalViews : 0;
  const revenue = model.revenue;
  const perViewRate = (kind: VideoKind, t: number) =>
    revenue
      ? ((kind === 'short' ? revenue.shortsRpm : revenue.adRpm * (1 + revenue.premiumShare)) * adSeason[calendar.monthOfYear[t]!]! * MONEY_UNITS) / 1000
      : 0;

  const explicitWatch = new Float64Array(n);
  const explicitLikes = new Float64Array(n);
  const explicitComments = new Float64Array(n);
  const explicitShares = new Float64Array(n);
  const explicitSubscribers = new Float64Array(n);
  const recordedTotals = videos.map(() => ({ likes: 0, comments: 0, shares: 0, subscribers: 0 }));
  for (let r = 0; r < rows.video.length; r++) {
    const i = rows.video[r]!;
    const video = videos[i]!;
    const t = rows.day[r]!;
    const v = rows.views[r]!;
    const age = t - video.publishDay;
    const watch = Math.round(v * video.minutesPerView);
    const likes = Math.round(v * video.likeRate * (0.8 + 0.4 * random.next()));
    const comments = Math.round(v * video.commentRate * (0.6 + 0.8 * random.next()));
    const shares = Math.round(v * video.shareRate * (0.6 + 0.8 * random.next()));
    const subscribers = Math.round(v * subscribeRate * video.subscribeFactor * (0.7 + 0.6 * random.next()));
    const clicks = Math.round(v * model.thumbnailShare);
    const ctrPercent = clamp(model.ctr * video.ctrFactor * (1 + 0.3 * Math.exp(-age / 5)) * (0.9 + 0.2 * random.next()), 2, 10);
    const impressions = clicks > 0 ? Math.round(clicks / (ctrPercent / 100)) : 0;
    rows.watchMinutes.push(watch);
    rows.likes.push(likes);
    rows.comments.push(comments);
    rows.shares.push(shares);
    rows.subscribersGained.push(subscribers);
    rows.impressions.push(impressions);
    rows.ctr.push(impressions > 0 ? Math.round((clicks / impressions) * 100 * CTR_UNITS) : -1);
    rows.gross?.push(Math.round(v * perViewRate(video.kind, t)));
    explicitWatch[t] = explicitWatch[t]! + watch;
    explicitLikes[t] = explicitLikes[t]! + likes;
    explicitComments[t] = explicitComments[t]! + comments;
    explicitShares[t] = explicitShares[t]! + shares;
    explicitSubscribers[t] = explicitSubscribers[t]! + subscribers;
    const totals = recordedTotals[i]!;
    totals.likes += likes;
    totals.comments += comments;
    totals.shares += shares;
    totals.subscribers += subscribers;
  }

  // Lifetime totals of every video up to the data end date.
  videos.forEach((video, i) => {
    const recorded = video.publishDay >= recordedFrom;
    const rest = recorded ? tailViews[i]! : Math.round(video.expectedViews * kernelSum(kernels[video.kind], n - video.publishDay));
    const base = recorded ? recordedTotals[i]! : { likes: 0, comments: 0, shares: 0, subscribers: 0 };
    video.views = (recorded ? recordedViews[i]! : 0) + rest;
    video.likes = base.likes + Math.round(rest * video.likeRate);
    video.comments = base.comments + Math.round(rest * video.commentRate);
    video.shares = base.shares + Math.round(rest * video.shareRate);
    video.subscribers_gained = base.subscribers + Math.round(rest * subscribeRate * video.subscribeFactor);
  });

  // Average minutes per view of each kind, from the channel's own videos.
  const minutesPerView = videoKinds.map((kind) => {
    const own = videos.filter((v) => v.kind === kind);
    return own.length > 0 ? own.reduce((sum, v) => sum + v.minutesPerView, 0) / own.length : kind === 'short' ? 0.4 : 5;
  });
  const nonSubscriberShare = [model.nonSubscriberShare, Math.min(0.95, model.nonSubscriberShare + 0.15), model.nonSubscriberShare * 0.6];

  const channel: ChannelDaily = {
    views,
    watchMinutes: new Float64Array(n),
    subscribersGained: new Float64Array(n),
    subscribersLost: new Float64Array(n),
    likes: new Float64Array(n),
    comments: new Float64Array(n),
    shares: new Float64Array(n),
    videoViews: kindViews[0]!,
    shortsViews: kindViews[1]!,
    liveViews: kindViews[2]!,
    nonSubscriberViews: new Float64Array(n),
    impressions: new Float64Array(n),
    ctr: new Float64Array(n),
    revenue: revenue ? (Object.fromEntries([...revenueTypes, 'gross'].map((type) => [type, new Float64Array(n)])) as RevenueSeries) : null,
  };
  const endLevel = series.level[n - 1]!;
  for (let t = 0; t < n; t++) {
    let restViews = 0;
    let watch = explicitWatch[t]!;
    let likes = 0;
    let nonSubscribers = 0;
    for (let k = 0; k < 3; k++) {
      const kindTotal = kindViews[k]![t]!;
      const rest = kindTotal - explicitViews[k]![t]!;
      restViews += rest;
      watch += Math.round(rest * minutesPerView[k]!);
      likes += rest * model.likeRate[videoKinds[k]!];
      nonSubscribers += kindTotal * nonSubscriberShare[k]!;
    }
    const dayViews = views[t]!;
    channel.watchMinutes[t] = watch;
    channel.likes[t] = explicitLikes[t]! + Math.round(likes * random.lognormal(0.12));
    channel.comments[t] = explicitComments[t]! + Math.round(restViews * model.commentRate * random.lognormal(0.3));
    channel.shares[t] = explicitShares[t]! + Math.round(restViews * model.shareRate * random.lognormal(0.3));
    channel.subscribersGained[t] = explicitSubscribers[t]! + Math.round(restViews * subscribeRate * random.lognormal(0.2));
    channel.subscribersLost[t] = Math.round(dayViews * subscribeRate * model.lossPerGain * random.lognormal(0.25));
    channel.nonSubscriberViews[t] = Math.min(dayViews, Math.round(nonSubscribers * random.uniform(0.95, 1.05)));
    const clicks = Math.round(dayViews * model.thumbnailShare);
    const ctrPercent = clamp(model.ctr * random.lognormal(0.1), 2, 10);
    const impressions = clicks > 0 ? Math.round(clicks / (ctrPercent / 100)) : 0;
    channel.impressions[t] = impressions;
    channel.ctr[t] = impressions > 0 ? Math.round((clicks / impressions) * 100 * CTR_UNITS) : -1;

    if (revenue && channel.revenue) {
      const money = channel.revenue;
      const season = adSeason[calendar.monthOfYear[t]!]!;
      const ad = Math.round(((kindViews[0]![t]! + kindViews[2]![t]!) / 1000) * revenue.adRpm * season * random.lognormal(0.12) * MONEY_UNITS);
      const premium = Math.round(ad * revenue.premiumShare * random.lognormal(0.1));
      const shortsAd = Math.round((kindViews[1]![t]! / 1000) * revenue.shortsRpm * season * random.lognormal(0.15) * MONEY_UNITS);
      const membership =
        revenue.membershipPerDay > 0 ? Math.round(revenue.membershipPerDay * (series.level[t]! / endLevel) ** 0.7 * random.lognormal(0.05) * MONEY_UNITS) : 0;
      const superChat = streamDay[t]! > 0 ? Math.round((streamDay[t]! / 1000) * revenue.superChatPer1000 * random.lognormal(0.4) * MONEY_UNITS) : 0;
      const superStickers = Math.round(superChat * revenue.stickerShare);
      const thanksCount = random.poisson((dayViews / 1000) * revenue.thanksPer1000);
      const superThanks = thanksCount > 0 ? Math.round(thanksCount * revenue.thanksMean * random.lognormal(0.5) * MONEY_UNITS) : 0;
      const transaction =
        revenue.transactionPer1000 > 0 && random.chance(0.35)
          ? Math.round((dayViews / 1000) * revenue.transactionPer1000 * random.lognormal(0.5) * MONEY_UNITS)
          : 0;
      money.ad[t] = ad;
      money.premium[t] = premium;
      money.shortsAd[t] = shortsAd;
      money.membership[t] = membership;
      money.superChat[t] = superChat;
      money.superStickers[t] = superStickers;
      money.superThanks[t] = superThanks;
      money.transaction[t] = transaction;
      money.gross[t] = ad + premium + shortsAd + membership + superChat + superStickers + superThanks + transaction;
    }
  }
  return { channel, videoRows: rows };
}

/** An amount in integer units of 10^-scale as an exact decimal string ("12.3400"). */
export function unitsToDecimal(units: number, scale = 4): string {
  const negative = units < 0;
  const digits = String(Math.abs(Math.round(units))).padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}
