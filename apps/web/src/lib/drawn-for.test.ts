import { afterEach, describe, expect, it } from 'vitest';
import { localToday } from '../features/channels/hooks/use-period.ts';
import { formatDateTime } from './format.ts';
import { drawFor, serverMatchMedia, shownTimeZone, utcOffsetIn } from './drawn-for.ts';

afterEach(() => drawFor(null));

describe("a server draw answers MUI's media queries for the reader's window", () => {
  it('by its width, for the queries the app and MUI write', () => {
    drawFor({ timeZone: 'UTC', width: 390 });
    expect(serverMatchMedia('(min-width:900px)').matches).toBe(false);
    expect(serverMatchMedia('@media (max-width:599.95px)').matches).toBe(true);
    drawFor({ timeZone: 'UTC', width: 1280 });
    expect(serverMatchMedia('(min-width:900px)').matches).toBe(true);
    expect(serverMatchMedia('@media (max-width:599.95px)').matches).toBe(false);
    expect(serverMatchMedia('@media (min-width:600px) and (max-width:1199.95px)').matches).toBe(false);
    drawFor({ timeZone: 'UTC', width: 900 });
    expect(serverMatchMedia('(min-width:900px)').matches).toBe(true);
  });

  it('matches nothing it cannot read, and nothing outside a draw', () => {
    drawFor({ timeZone: 'UTC', width: 1280 });
    expect(serverMatchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
    drawFor(null);
    expect(serverMatchMedia('(max-width:599.95px)').matches).toBe(false);
  });
});

describe("a server draw shows days and times in the reader's zone", () => {
  // 2026-01-05 20:30 UTC is already the 6th in Taipei (UTC+8).
  const instant = new Date(Date.UTC(2026, 0, 5, 20, 30));

  it("takes the period's base date there", () => {
    drawFor({ timeZone: 'Asia/Taipei', width: 390 });
    expect(shownTimeZone()).toBe('Asia/Taipei');
    expect(localToday(instant)).toBe('2026-01-06');
    drawFor({ timeZone: 'America/Los_Angeles', width: 390 });
    expect(localToday(instant)).toBe('2026-01-05');
  });

  it('writes times there', () => {
    drawFor({ timeZone: 'Asia/Taipei', width: 390 });
    expect(formatDateTime(instant.toISOString(), 'en')).toContain('Jan 6, 2026');
    drawFor({ timeZone: 'UTC', width: 390 });
    expect(formatDateTime(instant.toISOString(), 'en')).toContain('Jan 5, 2026');
  });
});

describe("a zone's offset from UTC, as the browser there reports it", () => {
  it('in minutes east, with summer time where the zone has it', () => {
    expect(utcOffsetIn('Asia/Taipei', new Date(Date.UTC(2026, 0, 5, 20, 30)))).toBe(480);
    expect(utcOffsetIn('UTC', new Date(Date.UTC(2026, 6, 1, 12)))).toBe(0);
    expect(utcOffsetIn('America/New_York', new Date(Date.UTC(2026, 0, 15, 12)))).toBe(-300);
    expect(utcOffsetIn('America/New_York', new Date(Date.UTC(2026, 6, 15, 12)))).toBe(-240);
    expect(utcOffsetIn('Asia/Kolkata', new Date(Date.UTC(2026, 6, 15, 12, 7, 30)))).toBe(330);
  });
});
