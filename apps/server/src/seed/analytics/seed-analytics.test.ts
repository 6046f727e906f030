import { describe, expect, it } from 'vitest';
import { demoExchangeRates, demoGroupChannels, generateChannelAnalytics } from './seed-analytics.ts';
import { testCalendar, testChannel } from './test-fixtures.ts';

const snapshot = (index: number, calendar = testCalendar()) => {
  const data = generateChannelAnalytics(testChannel(index), calendar);
  return JSON.stringify({
    ...data,
    daily: Object.fromEntries(Object.entries(data.daily).map(([k, v]) => [k, v && ArrayBuffer.isView(v) ? Array.from(v as Float64Array) : v])),
  });
};

describe('demo analytics determinism', () => {
  it('generates exactly the same channel twice', () => {
    for (const index of [0, 1, 2, 11, 40]) expect(snapshot(index)).toBe(snapshot(index));
  });

  it('gives a channel the same data whatever else is seeded', () => {
    const calendar = testCalendar();
    const alone = generateChannelAnalytics(testChannel(7), calendar);
    const taken = { videoIds: new Set<string>(), commentIds: new Set<string>(), handles: new Set<string>() };
    for (let i = 0; i < 7; i++) generateChannelAnalytics(testChannel(i), calendar, taken);
    const inNetwork = generateChannelAnalytics(testChannel(7), calendar, taken);
    expect(inNetwork.videos.map((v) => v.video_id)).toEqual(alone.videos.map((v) => v.video_id));
    expect(Array.from(inNetwork.daily.views)).toEqual(Array.from(alone.daily.views));
  });

  it('keeps the random sequence when the calendar moves: same videos, same titles, dates shifted', () => {
    const today = generateChannelAnalytics(testChannel(3), testCalendar(730, new Date('2026-11-21T10:00:00Z')));
    const tomorrow = generateChannelAnalytics(testChannel(3), testCalendar(730, new Date('2026-11-22T10:00:00Z')));
    expect(tomorrow.videos.map((v) => [v.video_id, v.title, v.kind, v.duration_seconds])).toEqual(
      today.videos.map((v) => [v.video_id, v.title, v.kind, v.duration_seconds]),
    );
    expect(tomorrow.videos.map((v) => v.publishedMs - 86_400_000)).toEqual(today.videos.map((v) => v.publishedMs));
    expect(tomorrow.profile.data_through).toBe('2026-11-19');
  });

  it('works with a short window (--days)', () => {
    const data = generateChannelAnalytics(testChannel(5), testCalendar(30));
    expect(data.daily.views).toHaveLength(30);
    expect(data.videos.length).toBeGreaterThanOrEqual(5);
    expect(data.audience.key.length).toBeGreaterThan(0);
    expect(data.videos.every((v) => v.publishDay >= 0 && v.publishDay < 30)).toBe(true);
  });
});

describe('exchange rates and channel groups', () => {
  it('quotes TWD near 32 and JPY near 150 per USD', () => {
    const rates = demoExchangeRates();
    expect(rates.USD).toBe('1');
    expect(Number(rates.TWD)).toBeGreaterThan(32);
    expect(Number(rates.TWD)).toBeLessThan(33);
    expect(Number(rates.JPY)).toBeGreaterThan(150);
    expect(Number(rates.JPY)).toBeLessThan(151);
    expect(demoExchangeRates()).toEqual(rates);
  });

  it('puts a few Chinese channels in one group and other creators’ Japanese channels in the other', () => {
    const channels = Array.from({ length: 64 }, (_, i) => testChannel(i));
    const { lifestyle, japan } = demoGroupChannels(channels);
    expect(lifestyle.length).toBeGreaterThanOrEqual(3);
    expect(lifestyle.every((c) => c.language === 'zh')).toBe(true);
    expect(japan.length).toBeGreaterThanOrEqual(3);
    expect(japan.every((c) => c.language === 'ja' && c.index > 2)).toBe(true);
  });
});
