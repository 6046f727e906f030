// Monthly audience breakdowns (channel_audience): for every calendar month the window touches, the
// month's views and watch minutes split by age and gender, country, subscribed or not, traffic
// source and device. Every dimension adds up exactly to the month's daily totals, and subscribed
// views are the month's views minus its non-subscriber views. Partial months (the window's first
// and the month of the data end date) hold the days in the window only.
//
// Keys: age_gender "<age group>|<gender>" (e.g. "18-24|female", groups and genders of
// @chorus/contract), country ISO 3166 alpha-2 (countries outside spec 9's list included: the pages
// sum them as "others"), subscribed "subscribed" / "unsubscribed", traffic_source and device the
// contract's trafficSources and devices.
import { ageGroups, audienceGenders, devices, trafficSources } from '@chorus/contract';
import type { Calendar } from './series.ts';
import type { ChannelDaily } from './daily-metrics.ts';
import type { ChannelModel, SeedChannel } from './model.ts';
import type { Random } from './random.ts';
import type { Category, ChannelLanguage } from './texts.ts';

export type AudienceDimension = 'age_gender' | 'country' | 'subscribed' | 'traffic_source' | 'device';
export const ageGenderKey = (age: string, gender: string) => `${age}|${gender}`;

export type AudienceRows = {
  /** Index into calendar.months. */
  month: number[];
  dimension: AudienceDimension[];
  key: string[];
  views: number[];
  watchMinutes: number[];
};

/** Spec 9's mix by channel language: zh mostly TW/HK/MY/US, ja mostly JP, en mostly US/CA/SG. */
const countryMix: Record<ChannelLanguage, Record<string, number>> = {
  zh: { TW: 0.58, HK: 0.12, MY: 0.08, US: 0.06, CN: 0.025, SG: 0.03, CA: 0.02, JP: 0.01, MO: 0.015, AU: 0.015, GB: 0.008, KR: 0.006, TH: 0.005, VN: 0.005 },
  ja: { JP: 0.86, US: 0.03, TW: 0.02, KR: 0.015, HK: 0.008, CA: 0.006, SG: 0.006, CN: 0.005, MY: 0.004, BR: 0.01, GB: 0.01, FR: 0.008, TH: 0.008 },
  en: {
    US: 0.45,
    CA: 0.09,
    SG: 0.035,
    GB: 0.1,
    AU: 0.06,
    IN: 0.07,
    PH: 0.05,
    MY: 0.02,
    DE: 0.02,
    NZ: 0.02,
    TW: 0.012,
    HK: 0.01,
    JP: 0.01,
    CN: 0.004,
    NG: 0.015,
    ZA: 0.01,
  },
};

const ageMix: Record<Category, number[]> = {
  food: [2, 14, 30, 26, 15, 8, 5],
  gaming: [12, 38, 32, 12, 4, 1.5, 0.5],
  travel: [2, 18, 34, 24, 13, 6, 3],
  unboxing: [10, 32, 30, 16, 7, 3, 2],
  tech: [5, 28, 36, 19, 8, 3, 1],
  vlog: [6, 34, 34, 15, 6, 3, 2],
  beauty: [8, 38, 34, 12, 5, 2, 1],
  fitness: [3, 28, 36, 20, 8, 3, 2],
};
const femaleShare: Record<Category, number> = { food: 0.55, gaming: 0.22, travel: 0.5, unboxing: 0.4, tech: 0.2, vlog: 0.62, beauty: 0.85, fitness: 0.45 };
const searchLeaning: Record<Category, number> = { food: 1.4, gaming: 1, travel: 1.2, unboxing: 0.8, tech: 1.5, vlog: 0.6, beauty: 1.2, fitness: 1.3 };

/** Splits a whole number by weights into whole numbers that add up to it (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const result = exact.map(Math.floor);
  let left = total - result.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let j = 0; left > 0; j = (j + 1) % order.length, left--) result[order[j]!.i]!++;
  return result;
}

type Profile = { keys: string[]; weights: number[]; watchFactor: number[] };

/** The channel's lasting audience, before monthly wobble. */
function channelProfiles(channel: SeedChannel, model: ChannelModel, random: Random) {
  const countries = Object.entries(countryMix[channel.language]).map(([key, share]) => ({
    key,
    weight: share * random.lognormal(0.35) * (key === model.country ? 2 : 1),
  }));
  const female = Math.min(0.92, Math.max(0.08, femaleShare[channel.category] + 0.06 * random.normal()));
  const other = random.uniform(0.005, 0.015);
  const ages = ageMix[channel.category].map((w) => w * random.lognormal(0.25));
  const ageGender: Profile = { keys: [], weights: [], watchFactor: [] };
  ages.forEach((ageWeight, a) => {
    audienceGenders.forEach((gender) => {
      const share = gender === 'female' ? female * (1 - other) : gender === 'male' ? (1 - female) * (1 - other) : other;
      ageGender.keys.push(ageGenderKey(ageGroups[a]!, gender));
      ageGender.weights.push(ageWeight * share);
      ageGender.watchFactor.push(0.85 + a * 0.06);
    });
  });
  const traffic: Record<string, number> = {
    search: random.uniform(0.06, 0.2) * searchLeaning[channel.category],
    suggested: random.uniform(0.22, 0.38),
    browse: random.uniform(0.12, 0.28),
    external: random.uniform(0.01, 0.04),
    channel: random.uniform(0.03, 0.07),
    playlist: random.uniform(0.02, 0.06),
    notification: random.uniform(0.01, 0.03),
    other: random.uniform(0.005, 0.02),
  };
  const device: Record<string, number> = {
    mobile: random.uniform(0.5, 0.68),
    computer: random.uniform(0.1, 0.25) * (channel.category === 'tech' || channel.category === 'gaming' ? 1.3 : 1),
    tv: random.uniform(0.08, 0.22) * (channel.category === 'gaming' || channel.category === 'travel' ? 1.3 : 1),
    tablet: random.uniform(0.03, 0.07),
    console: random.uniform(0.002, 0.01) * (channel.category === 'gaming' ? 3 : 1),
  };
  return { countries, ageGender, traffic, device, shortsFromFeed: random.uniform(0.75, 0.9) };
}

const trafficWatch: Record<string, number> = {
  search: 1,
  suggested: 1.2,
  browse: 1.1,
  external: 0.8,
  channel: 1,
  playlist: 1.5,
  shorts: 0.15,
  notification: 1,
  other: 0.9,
};
const deviceWatch: Record<string, number> = { mobile: 0.85, computer: 1.3, tv: 2, tablet: 1.1, console: 1.8 };

export function computeAudience(channel: SeedChannel, model: ChannelModel, calendar: Calendar, daily: ChannelDaily, random: Random): AudienceRows {
  const rows: AudienceRows = { month: [], dimension: [], key: [], views: [], watchMinutes: [] };
  const monthCount = calendar.months.length;
  const sums = Array.from({ length: monthCount }, () => ({ views: 0, watch: 0, nonSubscribers: 0, shorts: 0 }));
  for (let t = 0; t < calendar.length; t++) {
    const m = sums[calendar.month[t]!]!;
    m.views += daily.views[t]!;
    m.watch += daily.watchMinutes[t]!;
    m.nonSubscribers += daily.nonSubscriberViews[t]!;
    m.shorts += daily.shortsViews[t]!;
  }
  const profile = channelProfiles(channel, model, random);

  const emit = (
    month: number,
    dimension: AudienceDimension,
    keys: readonly string[],
    viewWeights: number[],
    watchFactor: readonly number[],
    views: number,
    watch: number,
  ) => {
    const viewParts = apportion(views, viewWeights);
    const watchParts = apportion(
      watch,
      viewParts.map((v, i) => v * watchFactor[i]!),
    );
    keys.forEach((key, i) => {
      if (viewParts[i] === 0 && watchParts[i] === 0) return;
      rows.month.push(month);
      rows.dimension.push(dimension);
      rows.key.push(key);
      rows.views.push(viewParts[i]!);
      rows.watchMinutes.push(watchParts[i]!);
    });
  };
  const wobble = (weights: readonly number[], sigma: number) => weights.map((w) => w * random.lognormal(sigma));

  const countryKeys = profile.countries.map((c) => c.key);
  const countryWeights = profile.countries.map((c) => c.weight);
  const countryWatch = countryKeys.map(() => random.uniform(0.9, 1.1));
  const trafficKeys = trafficSources.filter((k) => k !== 'shorts');
  const trafficFactors = [...trafficKeys, 'shorts'].map((k) => trafficWatch[k] ?? 1);

  for (let m = 0; m < monthCount; m++) {
    const { views, watch, nonSubscribers, shorts } = sums[m]!;
    if (views === 0 && watch === 0) continue;
    const shortsShare = views > 0 ? shorts / views : 0;

    emit(m, 'age_gender', profile.ageGender.keys, wobble(profile.ageGender.weights, 0.06), profile.ageGender.watchFactor, views, watch);
    emit(m, 'country', countryKeys, wobble(countryWeights, 0.08), countryWatch, views, watch);

    // Subscribed views are exactly the month's views minus its non-subscriber views.
    const subscribed = views - nonSubscribers;
    const subscribedWatch = apportion(watch, [subscribed * 1.4, nonSubscribers * 0.9]);
    for (const [key, v, w] of [
      ['subscribed', subscribed, subscribedWatch[0]!],
      ['unsubscribed', nonSubscribers, subscribedWatch[1]!],
    ] as const) {
      if (v === 0 && w === 0) continue;
      rows.month.push(m);
      rows.dimension.push('subscribed');
      rows.key.push(key);
      rows.views.push(v);
      rows.watchMinutes.push(w);
    }

    // The Shorts feed brings most shorts views; the other sources share the rest.
    const feed = shortsShare * profile.shortsFromFeed;
    const others = wobble(
      trafficKeys.map((k) => profile.traffic[k]!),
      0.08,
    );
    const othersSum = others.reduce((a, b) => a + b, 0);
    emit(m, 'traffic_source', [...trafficKeys, 'shorts'], [...others.map((w) => (w / othersSum) * (1 - feed)), feed], trafficFactors, views, watch);

    const deviceWeights = wobble(
      devices.map((d) => profile.device[d]! + (d === 'mobile' ? shortsShare * 0.5 : 0)),
      0.05,
    );
    emit(
      m,
      'device',
      devices,
      deviceWeights,
      devices.map((d) => deviceWatch[d]!),
      views,
      watch,
    );
  }
  return rows;
}

/** The largest key of a dimension over the last twelve months (channels.audience_country / _age). */
export function topAudience(rows: AudienceRows, calendar: Calendar, dimension: AudienceDimension, keyOf: (key: string) => string = (k) => k): string | null {
  const fromMonth = Math.max(0, calendar.months.length - 12);
  const totals = new Map<string, number>();
  for (let i = 0; i < rows.key.length; i++) {
    if (rows.dimension[i] !== dimension || rows.month[i]! < fromMonth) continue;
    const key = keyOf(rows.key[i]!);
    totals.set(key, (totals.get(key) ?? 0) + rows.views[i]!);
  }
  let best: string | null = null;
  let bestViews = -1;
  for (const [key, views] of totals) {
    if (views > bestViews) {
      best = key;
      bestViews = views;
    }
  }
  return best;
}
