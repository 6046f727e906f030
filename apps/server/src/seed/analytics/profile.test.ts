import { videosPerWeek } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { isHiddenChannel, isNewChannel, UPDATE_FREQUENCY_DAYS } from './profile.ts';
import { generateChannelAnalytics } from './seed-analytics.ts';
import { testCalendar, testChannel } from './test-fixtures.ts';

const calendar = testCalendar();
const n = calendar.length;
const generated = Array.from({ length: 36 }, (_, i) => {
  const channel = testChannel(i);
  return { channel, ...generateChannelAnalytics(channel, calendar) };
});
const total = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);

describe('channel profile', () => {
  it('has totals that agree with the daily figures and the videos', () => {
    for (const { profile, daily, videos } of generated) {
      const net = total(daily.subscribersGained) - total(daily.subscribersLost);
      // Subscribers = those before the window (never negative) + the window's net gain.
      expect(profile.subscribers - net).toBeGreaterThanOrEqual(0);
      expect(profile.views).toBeGreaterThanOrEqual(total(daily.views));
      expect(profile.views).toBeGreaterThanOrEqual(videos.reduce((s, v) => s + v.views, 0));
      expect(profile.engagements).toBeGreaterThanOrEqual(total(daily.likes) + total(daily.comments) + total(daily.shares));
      expect(profile.video_count).toBe(videos.length);
      expect(profile.data_through).toBe(calendar.endDay);
    }
  });

  it('counts uploads per week over the last 90 days', () => {
    for (const { profile, videos } of generated) {
      const recent = videos.filter((v) => v.publishDay >= n - UPDATE_FREQUENCY_DAYS).length;
      expect(profile.update_frequency).toBe(videosPerWeek(recent, UPDATE_FREQUENCY_DAYS).toFixed(2));
    }
  });

  it('averages views per kind over the last month, quarter and year', () => {
    for (const { profile, videos } of generated) {
      const shortsOfYear = videos.filter((v) => v.kind === 'short' && v.publishDay >= n - 365);
      const expected = shortsOfYear.length ? Math.round(shortsOfYear.reduce((s, v) => s + v.views, 0) / shortsOfYear.length) : 0;
      expect(profile.avg_views_shorts_year).toBe(expected);
      expect(profile.avg_views_video_year).toBeGreaterThan(0);
    }
  });

  it('quotes prices in USD as decimal strings, min ≤ price ≤ max, and leaves some unquoted', () => {
    for (const { profile } of generated) {
      if (profile.sponsored_price === null) {
        expect(profile.midroll_price).toBeNull();
        continue;
      }
      for (const [price, min, max] of [
        [profile.sponsored_price, profile.sponsored_price_min, profile.sponsored_price_max],
        [profile.midroll_price, profile.midroll_price_min, profile.midroll_price_max],
      ]) {
        expect(price).toMatch(/^\d+\.00$/);
        expect(Number(min)).toBeLessThanOrEqual(Number(price));
        expect(Number(max)).toBeGreaterThanOrEqual(Number(price));
      }
      expect(Number(profile.midroll_price)).toBeLessThan(Number(profile.sponsored_price));
    }
    expect(generated.some((g) => g.profile.sponsored_price === null)).toBe(true);
  });

  it('flags a few channels new or hidden, with a scope and reason when hidden', () => {
    for (const { channel, profile } of generated) {
      expect(profile.is_new).toBe(isNewChannel(channel.index));
      expect(profile.hidden).toBe(isHiddenChannel(channel.index));
      if (profile.hidden) {
        expect(['current', 'all']).toContain(profile.hidden_scope);
        expect(profile.hidden_reason).toBeTruthy();
      } else expect(profile.hidden_scope).toBeNull();
    }
    expect(generated.filter((g) => g.profile.is_new).length).toBeGreaterThan(0);
    expect(generated.filter((g) => g.profile.hidden).length).toBeGreaterThan(0);
  });

  it('has a unique @handle, tags and the creator’s country', () => {
    const handles = new Set<string>();
    for (const { channel, profile } of generated) {
      expect(profile.handle).toMatch(/^@[a-z0-9]+$/);
      handles.add(profile.handle);
      expect(profile.tags.length).toBeGreaterThanOrEqual(3);
      expect(profile.country).toMatch(channel.language === 'ja' ? /^JP$/ : channel.language === 'zh' ? /^(TW|HK|MY)$/ : /^(US|CA|SG)$/);
    }
    expect(handles.size).toBeGreaterThan(30);
  });

  it('gives the first channel twelve interest videos of its own', () => {
    const first = generated[0]!;
    expect(first.profile.interest_video_ids).toHaveLength(12);
    const own = new Set(first.videos.map((v) => v.video_id));
    expect(first.profile.interest_video_ids.every((id) => own.has(id))).toBe(true);
    expect(generated.slice(1).every((g) => g.profile.interest_video_ids.length === 0)).toBe(true);
  });
});
