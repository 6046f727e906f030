// Who a demo channel is: its size, growth, upload habits, content mix, audience habits and money.
// Drawn once per channel from its own random stream; every other generator reads this.
import type { Random } from './random.ts';
import type { Category, ChannelLanguage } from './texts.ts';

export type VideoKind = 'video' | 'short' | 'live';
export const videoKinds: readonly VideoKind[] = ['video', 'short', 'live'];

/** A channel as the demo network seeds it (seed-demo.ts), with what the analytics need to know. */
export type SeedChannel = {
  channel_id: string;
  title: string;
  source_type: 'YT' | 'Freedom' | 'Little_Five';
  language: ChannelLanguage;
  /** Position in the network (0-based): decides the channel's random streams. */
  index: number;
  category: Category;
  /** Index of the first half of the channel's name (for the romanised @handle). */
  nameIndex: number;
  /** Whether the channel's owner has CMS permissions (users.has_cms_permissions). */
  ownerHasCms: boolean;
  /**
   * A channel the demo accounts land on (the named demo owners' channels, seed-demo.ts): it shows
   * every channel page with data, so it is monetised whatever its owner's CMS flag.
   */
  showcase: boolean;
};

export type RevenueModel = {
  /** USD per 1000 long-form and live views, before seasons and noise. */
  adRpm: number;
  /** USD per 1000 shorts views. */
  shortsRpm: number;
  /** YouTube Premium revenue as a share of ad revenue. */
  premiumShare: number;
  /** USD per day from channel memberships at the end of the data (0: no memberships). */
  membershipPerDay: number;
  /** USD of Super Chat per 1000 views of a stream on its first day. */
  superChatPer1000: number;
  stickerShare: number;
  /** Super Thanks per 1000 views, and the mean amount of one in USD. */
  thanksPer1000: number;
  thanksMean: number;
  /** Shopping (transaction) revenue in USD per 1000 views on a day with sales (0: no shopping). */
  transactionPer1000: number;
};

export type ChannelModel = {
  /** Subscribers at the end of the data. */
  subscribers: number;
  /** Typical views per day at the end of the data. */
  dailyViews: number;
  /** Log-level change per 730 days before and after the breakpoint (share of the window). */
  growthBefore: number;
  growthAfter: number;
  breakpoint: number;
  weekendLift: number;
  uploadsPerWeek: number;
  /** Probability of each kind for an upload. */
  uploadMix: Record<VideoKind, number>;
  /** Views one upload of the kind brings, relative to the others. */
  kindWeight: Record<VideoKind, number>;
  /** Share of a kind's views that comes from uploads of the last weeks (the rest is the catalogue). */
  freshShare: Record<VideoKind, number>;
  /** Length classes of regular videos: 1–8 min, 8–15 min, over 15 min. */
  lengthMix: [number, number, number];
  /** Average share of a video watched, per kind. */
  retention: Record<VideoKind, number>;
  likeRate: Record<VideoKind, number>;
  commentRate: number;
  shareRate: number;
  /** Subscribers gained over the window as a share of today's subscribers, and lost per gained. */
  gainShare: number;
  lossPerGain: number;
  nonSubscriberShare: number;
  /** Thumbnail click-through rate in percent, and the share of views that start from a thumbnail. */
  ctr: number;
  thumbnailShare: number;
  viralChance: number;
  revenue: RevenueModel | null;
  /** Views before the window as a multiple of the window's views. */
  historyFactor: number;
  /** Too few views for audience shares (spec 8 "insufficient audience data"). */
  tiny: boolean;
  /** Where the creator lives (channels.country, and the audience's home). */
  country: string;
};

/** Creators of a language live mostly in one place (seven in ten), some elsewhere. */
const homeCountries: Record<ChannelLanguage, readonly string[]> = {
  zh: ['TW', 'TW', 'TW', 'TW', 'TW', 'TW', 'TW', 'HK', 'HK', 'MY'],
  ja: ['JP'],
  en: ['US', 'US', 'US', 'US', 'US', 'US', 'US', 'CA', 'CA', 'SG'],
};

const rpmByLanguage: Record<ChannelLanguage, [number, number]> = { en: [2.5, 8], ja: [1.5, 5], zh: [0.8, 3.5] };

/** Categories that stream more, make more shorts, or have longer videos. */
const liveLeaning: Record<Category, number> = { food: 0.04, gaming: 0.22, travel: 0.03, unboxing: 0.05, tech: 0.06, vlog: 0.06, beauty: 0.05, fitness: 0.08 };
const shortsLeaning: Record<Category, number> = { food: 0.35, gaming: 0.25, travel: 0.3, unboxing: 0.4, tech: 0.25, vlog: 0.35, beauty: 0.45, fitness: 0.45 };
const longLeaning: Record<Category, [number, number, number]> = {
  food: [0.5, 0.35, 0.15],
  gaming: [0.25, 0.35, 0.4],
  travel: [0.3, 0.45, 0.25],
  unboxing: [0.55, 0.35, 0.1],
  tech: [0.35, 0.45, 0.2],
  vlog: [0.35, 0.4, 0.25],
  beauty: [0.45, 0.4, 0.15],
  fitness: [0.5, 0.35, 0.15],
};

/** The network's channels are drawn so that a few are tiny (every twelfth), and sizes span 1k–2M. */
export function isTinyChannel(index: number): boolean {
  return index % 12 === 11;
}

/**
 * The network's biggest channel (user_owner's second): people without channels of their own land
 * on the most-subscribed channel they may see (the web app's default channel), so at any network
 * size that is this monetised showcase channel, not whichever channel the draw made biggest.
 */
export const FLAGSHIP_INDEX = 1;
/** Above every other channel's draw (at most 2M). */
const flagshipSubscribers: [number, number] = [2_000_001, 2_020_000];

export function channelModel(channel: SeedChannel, random: Random): ChannelModel {
  const tiny = isTinyChannel(channel.index);
  // user_owner's channels (the first three) are a mid-sized showcase around the network's flagship;
  // the rest span 1k–2M. One draw whichever applies, so the later draws stay the same.
  const subscribers = Math.round(
    tiny
      ? random.uniform(1000, 1600)
      : channel.index === FLAGSHIP_INDEX
        ? random.uniform(...flagshipSubscribers)
        : channel.index < 3
          ? random.logUniform(50_000, 800_000)
          : random.logUniform(1000, 2_000_000),
  );
  // Daily views per subscriber: 2 % to 40 %; the tiny ones see a handful of views a day.
  const dailyViews = tiny ? random.uniform(6, 22) : subscribers * random.logUniform(0.02, 0.4);

  // Growth shapes: steady growth, decline, growth then a plateau or fall, a late breakout.
  const shape = random.weighted([0.4, 0.25, 0.2, 0.15]);
  const [growthBefore, growthAfter] =
    shape === 0
      ? [random.uniform(0.2, 1.4), random.uniform(0.2, 1.4)]
      : shape === 1
        ? [random.uniform(-0.9, -0.1), random.uniform(-0.9, -0.1)]
        : shape === 2
          ? [random.uniform(0.6, 1.8), random.uniform(-0.8, 0.1)]
          : [random.uniform(-0.2, 0.2), random.uniform(1, 2.4)];
  const declining = growthAfter < 0;

  const shortsBias = shortsLeaning[channel.category];
  const short = Math.min(0.75, Math.max(0.02, shortsBias * random.uniform(0.1, 1.8)));
  const live = Math.min(0.35, Math.max(0.01, liveLeaning[channel.category] * random.uniform(0.2, 1.8)));
  const uploadMix = { video: 1 - short - live, short, live };
  const lengths = longLeaning[channel.category].map((p) => p * random.uniform(0.6, 1.4));
  const lengthTotal = lengths.reduce((a, b) => a + b, 0);

  // Revenue comes only through the network's CMS (YT); there, a channel whose owner lacks the CMS
  // flag is monetised three times in four (the rest show why they have no revenue data).
  const sourceHasRevenue = channel.source_type === 'YT' && (channel.showcase || channel.ownerHasCms || random.chance(0.75));
  const [rpmLow, rpmHigh] = rpmByLanguage[channel.language];
  const revenue: RevenueModel | null = sourceHasRevenue
    ? {
        adRpm: random.uniform(rpmLow, rpmHigh),
        shortsRpm: random.uniform(0.03, 0.15),
        premiumShare: random.uniform(0.06, 0.14),
        membershipPerDay: 0,
        superChatPer1000: random.uniform(1.5, 9),
        stickerShare: random.uniform(0.08, 0.3),
        thanksPer1000: random.uniform(0.005, 0.03),
        thanksMean: random.uniform(2, 12),
        transactionPer1000: random.chance(0.2) ? random.uniform(0.05, 0.4) : 0,
      }
    : null;
  // Memberships (half the monetised channels) bring 5 % to 30 % of what ads bring.
  if (revenue && random.chance(0.5)) revenue.membershipPerDay = (dailyViews / 1000) * revenue.adRpm * random.uniform(0.05, 0.3);

  return {
    subscribers,
    dailyViews,
    growthBefore,
    growthAfter,
    breakpoint: random.uniform(0.3, 0.8),
    weekendLift: random.uniform(1.05, 1.35),
    uploadsPerWeek: random.logUniform(0.5, 5),
    uploadMix,
    kindWeight: { video: 1, short: random.uniform(0.25, 2), live: random.uniform(0.3, 1.2) },
    freshShare: { video: random.uniform(0.45, 0.7), short: random.uniform(0.75, 0.9), live: random.uniform(0.35, 0.6) },
    lengthMix: [lengths[0]! / lengthTotal, lengths[1]! / lengthTotal, lengths[2]! / lengthTotal],
    retention: { video: random.uniform(0.3, 0.55), short: random.uniform(0.7, 1.1), live: random.uniform(0.08, 0.2) },
    likeRate: { video: random.uniform(0.015, 0.05), short: random.uniform(0.03, 0.07), live: random.uniform(0.02, 0.05) },
    commentRate: random.uniform(0.0006, 0.004),
    shareRate: random.uniform(0.0005, 0.005),
    gainShare: declining ? random.uniform(0.05, 0.25) : random.uniform(0.2, 0.75),
    lossPerGain: declining ? random.uniform(0.7, 1.3) : random.uniform(0.15, 0.5),
    nonSubscriberShare: random.uniform(0.45, 0.8),
    ctr: random.uniform(2.8, 8),
    thumbnailShare: random.uniform(0.45, 0.7),
    viralChance: tiny ? 0 : random.uniform(0.005, 0.03),
    revenue,
    historyFactor: random.uniform(0.2, 3),
    tiny,
    country: random.pick(homeCountries[channel.language]),
  };
}
