import { describe, expect, it } from 'vitest';
import { CTR_UNITS, MONEY_UNITS, RECORDED_DAYS_PER_VIDEO, RECORDED_PUBLISHED_WITHIN_DAYS, revenueTypes, unitsToDecimal } from './daily-metrics.ts';
import { generateChannelAnalytics } from './seed-analytics.ts';
import { testCalendar, testChannel } from './test-fixtures.ts';

const calendar = testCalendar();
const n = calendar.length;
const generated = Array.from({ length: 36 }, (_, i) => {
  const channel = testChannel(i);
  return { channel, ...generateChannelAnalytics(channel, calendar) };
});
const sum = (values: ArrayLike<number>, from = 0, to = values.length) => {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i]!;
  return total;
};

describe('daily channel figures', () => {
  it('are whole, non-negative numbers, with views by type adding up to views', () => {
    const bad: string[] = [];
    for (const { channel, daily } of generated) {
      for (let t = 0; t < n; t++) {
        if (daily.videoViews[t]! + daily.shortsViews[t]! + daily.liveViews[t]! !== daily.views[t]) bad.push(`${channel.index}/${t} type views`);
        for (const series of [
          daily.views,
          daily.watchMinutes,
          daily.likes,
          daily.comments,
          daily.shares,
          daily.subscribersGained,
          daily.subscribersLost,
          daily.impressions,
        ]) {
          if (!Number.isSafeInteger(series[t]) || series[t]! < 0) bad.push(`${channel.index}/${t} not a count`);
        }
        if (daily.nonSubscriberViews[t]! > daily.views[t]! || daily.likes[t]! > daily.views[t]!) bad.push(`${channel.index}/${t} more than views`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('have gross revenue exactly equal to the sum of the types, for monetised YT channels only', () => {
    for (const { channel, daily, model } of generated) {
      if (channel.source_type !== 'YT') {
        expect(daily.revenue).toBeNull();
        continue;
      }
      expect(model.revenue).not.toBeNull();
      const money = daily.revenue!;
      let bad = 0;
      for (let t = 0; t < n; t++) {
        const types = revenueTypes.reduce((total, type) => total + money[type][t]!, 0);
        if (money.gross[t] !== types || !Number.isSafeInteger(money.gross[t]) || revenueTypes.some((type) => money[type][t]! < 0)) bad++;
      }
      expect(bad).toBe(0);
      // RPM roughly 0.5 to 8 USD, by language.
      const rpm = (sum(money.gross) / MONEY_UNITS / sum(daily.views)) * 1000;
      expect(rpm).toBeGreaterThan(0.3);
      expect(rpm).toBeLessThan(10);
    }
  });

  it('keep thumbnail click-through between 2 % and 10 %', () => {
    let bad = 0;
    let measured = 0;
    for (const { daily, videoRows } of generated) {
      for (let t = 0; t < n; t++) {
        if (daily.impressions[t] === 0) {
          if (daily.ctr[t] !== -1) bad++;
          continue;
        }
        measured++;
        const ctr = daily.ctr[t]! / CTR_UNITS;
        if (ctr < 1.99 || ctr > 10.01 || daily.impressions[t]! < daily.views[t]! * 0.04) bad++;
      }
      for (const ctr of videoRows.ctr) if (ctr >= 0 && (ctr / CTR_UNITS < 1.99 || ctr / CTR_UNITS > 10.01)) bad++;
    }
    expect(bad).toBe(0);
    expect(measured).toBeGreaterThan(n * generated.length * 0.9);
  });

  it('are never below the sum of the channel videos’ daily figures', () => {
    for (const { daily, videoRows } of generated) {
      const perDay = {
        views: new Float64Array(n),
        watch: new Float64Array(n),
        likes: new Float64Array(n),
        comments: new Float64Array(n),
        shares: new Float64Array(n),
        subscribers: new Float64Array(n),
      };
      for (let r = 0; r < videoRows.video.length; r++) {
        const t = videoRows.day[r]!;
        perDay.views[t] = perDay.views[t]! + videoRows.views[r]!;
        perDay.watch[t] = perDay.watch[t]! + videoRows.watchMinutes[r]!;
        perDay.likes[t] = perDay.likes[t]! + videoRows.likes[r]!;
        perDay.comments[t] = perDay.comments[t]! + videoRows.comments[r]!;
        perDay.shares[t] = perDay.shares[t]! + videoRows.shares[r]!;
        perDay.subscribers[t] = perDay.subscribers[t]! + videoRows.subscribersGained[r]!;
      }
      const below: number[] = [];
      for (let t = 0; t < n; t++) {
        if (
          daily.views[t]! < perDay.views[t]! ||
          daily.watchMinutes[t]! < perDay.watch[t]! ||
          daily.likes[t]! < perDay.likes[t]! ||
          daily.comments[t]! < perDay.comments[t]! ||
          daily.shares[t]! < perDay.shares[t]! ||
          daily.subscribersGained[t]! < perDay.subscribers[t]!
        )
          below.push(t);
      }
      expect(below).toEqual([]);
    }
  });

  it('record video days only for videos of the last 180 days, and only their first 90 days', () => {
    for (const { videos, videoRows } of generated) {
      const seen = new Set<string>();
      const rowsPerVideo = new Map<number, number>();
      let bad = 0;
      for (let r = 0; r < videoRows.video.length; r++) {
        const video = videos[videoRows.video[r]!]!;
        const age = videoRows.day[r]! - video.publishDay;
        const key = `${video.video_id} ${videoRows.day[r]}`;
        if (video.publishDay < n - RECORDED_PUBLISHED_WITHIN_DAYS || age < 0 || age >= RECORDED_DAYS_PER_VIDEO || seen.has(key)) bad++;
        seen.add(key);
        rowsPerVideo.set(videoRows.video[r]!, (rowsPerVideo.get(videoRows.video[r]!) ?? 0) + 1);
      }
      expect(bad).toBe(0);
      // Every recent video has a row for each day it has been out (up to 90).
      for (const [i, video] of videos.entries()) {
        if (video.publishDay < n - RECORDED_PUBLISHED_WITHIN_DAYS) expect(rowsPerVideo.has(i)).toBe(false);
        else expect(rowsPerVideo.get(i)).toBe(Math.min(RECORDED_DAYS_PER_VIDEO, n - video.publishDay));
      }
    }
  });

  it('watch minutes follow the videos’ lengths: shorts are watched for seconds, streams for long', () => {
    for (const { daily } of generated) {
      const minutesPerView = sum(daily.watchMinutes) / sum(daily.views);
      expect(minutesPerView).toBeGreaterThan(0.2);
      expect(minutesPerView).toBeLessThan(30);
    }
  });

  it('span three orders of magnitude and give the tiny channels too few views for audience shares', () => {
    const subscribers = generated.map((g) => g.profile.subscribers);
    expect(Math.min(...subscribers)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...subscribers)).toBeLessThanOrEqual(2_000_000 * 1.01);
    expect(Math.max(...subscribers) / Math.min(...subscribers)).toBeGreaterThan(100);
    for (const { model, daily } of generated) {
      if (model.tiny) expect(sum(daily.views, n - 30)).toBeLessThan(1000);
    }
    expect(generated.filter((g) => g.model.tiny).length).toBeGreaterThan(0);
  });

  it('formats money units as exact decimals', () => {
    expect(unitsToDecimal(0)).toBe('0.0000');
    expect(unitsToDecimal(12_345)).toBe('1.2345');
    expect(unitsToDecimal(7)).toBe('0.0007');
    expect(unitsToDecimal(-25_000)).toBe('-2.5000');
    expect(unitsToDecimal(123_456_789_012)).toBe('12345678.9012');
  });
});
