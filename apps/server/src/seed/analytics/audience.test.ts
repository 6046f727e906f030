import { ageGroups, audienceGenders, devices, MIN_AUDIENCE_VIEWS, shownCountries, trafficSources } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { ageGenderKey, apportion, type AudienceDimension } from './audience.ts';
import { generateChannelAnalytics } from './seed-analytics.ts';
import { testCalendar, testChannel } from './test-fixtures.ts';

const calendar = testCalendar();
const generated = Array.from({ length: 36 }, (_, i) => {
  const channel = testChannel(i);
  return { channel, ...generateChannelAnalytics(channel, calendar) };
});
const dimensions: AudienceDimension[] = ['age_gender', 'country', 'subscribed', 'traffic_source', 'device'];

describe('apportion', () => {
  it('splits a whole number by weights into whole numbers that add up to it', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    const parts = apportion(1_234_567, [0.3, 0.2, 0.5, 1e-9]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_234_567);
    expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
  });
});

describe('monthly audience', () => {
  it('adds up to the month’s daily views and watch minutes in every dimension', () => {
    for (const { daily, audience } of generated) {
      const monthViews = new Map<number, number>();
      const monthWatch = new Map<number, number>();
      for (let t = 0; t < calendar.length; t++) {
        monthViews.set(calendar.month[t]!, (monthViews.get(calendar.month[t]!) ?? 0) + daily.views[t]!);
        monthWatch.set(calendar.month[t]!, (monthWatch.get(calendar.month[t]!) ?? 0) + daily.watchMinutes[t]!);
      }
      const sums = new Map<string, { views: number; watch: number }>();
      for (let r = 0; r < audience.key.length; r++) {
        const key = `${audience.month[r]} ${audience.dimension[r]}`;
        const s = sums.get(key) ?? { views: 0, watch: 0 };
        s.views += audience.views[r]!;
        s.watch += audience.watchMinutes[r]!;
        sums.set(key, s);
      }
      for (let m = 0; m < calendar.months.length; m++) {
        for (const dimension of dimensions) {
          const s = sums.get(`${m} ${dimension}`);
          expect(s?.views ?? 0).toBe(monthViews.get(m));
          expect(s?.watch ?? 0).toBe(monthWatch.get(m));
        }
      }
    }
  });

  it('uses the contract’s keys and subscribed views = views − non-subscriber views', () => {
    const allowed: Record<AudienceDimension, Set<string>> = {
      age_gender: new Set(ageGroups.flatMap((age) => audienceGenders.map((gender) => ageGenderKey(age, gender)))),
      country: new Set(),
      subscribed: new Set(['subscribed', 'unsubscribed']),
      traffic_source: new Set(trafficSources),
      device: new Set(devices),
    };
    for (const { daily, audience } of generated) {
      const nonSubscribers = new Map<number, number>();
      for (let t = 0; t < calendar.length; t++)
        nonSubscribers.set(calendar.month[t]!, (nonSubscribers.get(calendar.month[t]!) ?? 0) + daily.nonSubscriberViews[t]!);
      for (let r = 0; r < audience.key.length; r++) {
        const dimension = audience.dimension[r]!;
        if (dimension === 'country') expect(audience.key[r]).toMatch(/^[A-Z]{2}$/);
        else expect(allowed[dimension].has(audience.key[r]!), audience.key[r]).toBe(true);
        if (dimension === 'subscribed' && audience.key[r] === 'unsubscribed') expect(audience.views[r]).toBe(nonSubscribers.get(audience.month[r]!));
      }
    }
  });

  it('mixes countries by language: zh mostly TW/HK/MY/US, ja mostly JP, en mostly US/CA/SG', () => {
    const shares = { zh: new Map<string, number>(), ja: new Map<string, number>(), en: new Map<string, number>() };
    for (const { channel, audience } of generated) {
      for (let r = 0; r < audience.key.length; r++) {
        if (audience.dimension[r] !== 'country') continue;
        const map = shares[channel.language];
        map.set(audience.key[r]!, (map.get(audience.key[r]!) ?? 0) + audience.views[r]!);
      }
    }
    const share = (language: 'zh' | 'ja' | 'en', keys: string[]) => {
      const map = shares[language];
      const total = [...map.values()].reduce((a, b) => a + b, 0);
      return keys.reduce((s, k) => s + (map.get(k) ?? 0), 0) / total;
    };
    expect(share('zh', ['TW', 'HK', 'MY', 'US'])).toBeGreaterThan(0.7);
    expect(share('zh', ['TW'])).toBeGreaterThan(0.4);
    expect(share('ja', ['JP'])).toBeGreaterThan(0.75);
    expect(share('en', ['US', 'CA', 'SG'])).toBeGreaterThan(0.45);
    // Every shown country appears somewhere, and some countries fall under "others".
    const seen = new Set([...shares.zh.keys(), ...shares.ja.keys(), ...shares.en.keys()]);
    for (const country of shownCountries) expect(seen.has(country)).toBe(true);
    expect([...seen].some((c) => !(shownCountries as readonly string[]).includes(c))).toBe(true);
  });

  it('gives small channels months with too few views for audience shares', () => {
    const lastMonth = calendar.months.length - 2; // the last whole month
    const small = generated.filter(({ audience }) => {
      let views = 0;
      for (let r = 0; r < audience.key.length; r++) if (audience.month[r] === lastMonth && audience.dimension[r] === 'subscribed') views += audience.views[r]!;
      return views < MIN_AUDIENCE_VIEWS;
    });
    expect(small.length).toBeGreaterThan(0);
    expect(small.some((g) => g.model.tiny)).toBe(true);
  });

  it('sets the channel’s main audience country and age', () => {
    for (const { channel, profile } of generated) {
      expect(profile.audience_country).toMatch(/^[A-Z]{2}$/);
      expect(ageGroups as readonly string[]).toContain(profile.audience_age);
      if (channel.language === 'ja') expect(profile.audience_country).toBe('JP');
    }
  });
});
