import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv.ts';
import { classifyFailure, errorReasons, QuotaExceededError, AuthorizationRevokedError, GoogleApiError } from './google-http.ts';
import { tableRows } from './youtube-analytics-client.ts';
import { newestReportType } from './youtube-reporting-client.ts';
import { parseCount, parseIsoDuration, parseReportDate, revenueAmount } from './youtube-values.ts';
import { ageKey, genderKey, monthsBetween, videoKind } from './channel-snapshot.ts';
import { addDays } from '@chorus/contract';

describe('YouTube value formats', () => {
  it('reads counts serialised as strings, and nothing else', () => {
    expect(parseCount('12345')).toBe(12345);
    expect(parseCount('0')).toBe(0);
    expect(parseCount(undefined)).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount('-3')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('99999999999999999')).toBeNull();
    expect(parseCount(42)).toBe(42);
  });

  it('reads ISO 8601 durations as videos.list gives them', () => {
    expect(parseIsoDuration('PT4M13S')).toBe(253);
    expect(parseIsoDuration('PT1H2M')).toBe(3720);
    expect(parseIsoDuration('P1DT3H')).toBe(97_200);
    expect(parseIsoDuration('P0D')).toBe(0);
    expect(parseIsoDuration('PT15S')).toBe(15);
    expect(parseIsoDuration('P1W')).toBe(604_800);
    expect(parseIsoDuration('PT')).toBeNull();
    expect(parseIsoDuration('P')).toBeNull();
    expect(parseIsoDuration('4:13')).toBeNull();
    expect(parseIsoDuration('P1Y')).toBeNull();
    expect(parseIsoDuration(undefined)).toBeNull();
  });

  it('reads Reporting API dates (YYYYMMDD) and refuses impossible ones', () => {
    expect(parseReportDate('20250131')).toBe('2025-01-31');
    expect(parseReportDate('20250230')).toBeNull();
    expect(parseReportDate('2025-01-31')).toBeNull();
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('CSV reports', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a byte-order mark', () => {
    const text = '\ufeffdate,video_id,title\r\n20250101,abc,"Hello, ""world"""\r\n20250102,def,"two\nlines"\n\n';
    expect(parseCsv(text)).toEqual([
      ['date', 'video_id', 'title'],
      ['20250101', 'abc', 'Hello, "world"'],
      ['20250102', 'def', 'two\nlines'],
    ]);
    expect(csvRecords(text)[0]).toEqual({ date: '20250101', video_id: 'abc', title: 'Hello, "world"' });
    expect(csvRecords('')).toEqual([]);
    expect(csvRecords('date,views\n')).toEqual([]);
  });
});

describe('Google errors', () => {
  const quotaBody = { error: { code: 403, message: 'quota', errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }] } };
  it('sorts quota, rate limits, refused grants and the rest', () => {
    expect(classifyFailure('data', 403, quotaBody)).toBeInstanceOf(QuotaExceededError);
    expect(classifyFailure('data', 403, { error: { code: 403, errors: [{ reason: 'rateLimitExceeded' }] } })).toBeInstanceOf(QuotaExceededError);
    expect(
      classifyFailure('analytics', 429, { error: { code: 429, status: 'RESOURCE_EXHAUSTED', details: [{ reason: 'RATE_LIMIT_EXCEEDED' }] } }),
    ).toBeInstanceOf(QuotaExceededError);
    expect(classifyFailure('token', 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })).toBeInstanceOf(
      AuthorizationRevokedError,
    );
    const forbidden = classifyFailure('analytics', 403, { error: { code: 403, errors: [{ reason: 'forbidden' }] } });
    expect(forbidden).toBeInstanceOf(GoogleApiError);
    expect(forbidden).not.toBeInstanceOf(QuotaExceededError);
    expect(classifyFailure('data', 500, 'not json').reasons).toEqual([]);
    expect(errorReasons(quotaBody).reasons).toEqual(['quotaexceeded']);
  });
});

describe('report tables', () => {
  it('answers no rows when `rows` is missing', () => {
    expect(tableRows({ columnHeaders: [{ name: 'day' }, { name: 'views' }] })).toEqual([]);
    expect(tableRows({ columnHeaders: [{ name: 'day' }, { name: 'views' }], rows: [['2025-01-01', 12]] })).toEqual([{ day: '2025-01-01', views: 12 }]);
  });

  it('picks the newest report version', () => {
    expect(newestReportType(['channel_basic_a2', 'channel_basic_a3', 'channel_basic_a10x', 'channel_reach_basic_a1'], 'channel_basic_a')).toBe(
      'channel_basic_a3',
    );
    expect(newestReportType([], 'channel_basic_a')).toBeNull();
  });
});

describe('classification', () => {
  const video = { live: false, durationSeconds: 300, title: 'A video', description: '', tags: [] as string[] };
  it('sorts videos into video, short and live', () => {
    expect(videoKind(video)).toBe('video');
    expect(videoKind({ ...video, live: true, durationSeconds: 0 })).toBe('live');
    expect(videoKind({ ...video, durationSeconds: 45 })).toBe('short');
    expect(videoKind({ ...video, durationSeconds: 150 })).toBe('video');
    expect(videoKind({ ...video, durationSeconds: 150, title: 'Cat #Shorts' })).toBe('short');
    expect(videoKind({ ...video, durationSeconds: 0 })).toBe('video');
  });

  it('maps audience keys to the contract vocabulary', () => {
    expect(ageKey('age18-24')).toBe('18-24');
    expect(ageKey('age65-')).toBe('65-');
    expect(ageKey('age99')).toBeNull();
    expect(genderKey('female')).toBe('female');
    expect(genderKey('user_specified')).toBe('other');
  });

  it('splits a period into months', () => {
    expect(monthsBetween('2025-01-30', '2025-03-02')).toEqual([
      { month: '2025-01-01', from: '2025-01-01', to: '2025-01-31' },
      { month: '2025-02-01', from: '2025-02-01', to: '2025-02-28' },
      { month: '2025-03-01', from: '2025-03-01', to: '2025-03-02' },
    ]);
    expect(monthsBetween('2020-01-01', '2025-03-02')).toHaveLength(13);
  });
});

describe('revenue amounts of the Analytics API', () => {
  it("keep the decimal the API wrote, to the revenue columns' 12 places, never through float arithmetic", () => {
    expect(revenueAmount(0.000021676471)).toBe('0.000021676471');
    expect(revenueAmount(12.5)).toBe('12.500000000000');
    expect(revenueAmount(1234567.0123456789)).toBe('1234567.012345678900');
    // The old four places by float arithmetic made 0.00015 into 0.0001 (0.00015 × 10,000 = 1.4999…).
    expect(revenueAmount(0.00015)).toBe('0.000150000000');
    expect(revenueAmount(-0.5)).toBe('-0.500000000000');
  });

  it('read what is missing or malformed as zero', () => {
    expect(revenueAmount(undefined)).toBe('0.000000000000');
    expect(revenueAmount('not a number')).toBe('0.000000000000');
  });
});
