import { addDays, daysBetween, parseDay } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { splitIntoWeeks } from './analytics-weeks.ts';

const weekday = (day: string) => parseDay(day).getUTCDay();

describe('splitIntoWeeks', () => {
  it('reads a month as its whole weeks and the days around them', () => {
    // 2026-10-21 is a Wednesday, 2026-11-21 a Saturday.
    expect(splitIntoWeeks({ start: '2026-10-21', end: '2026-11-21' })).toEqual({
      head: { start: '2026-10-21', end: '2026-10-25' },
      weeks: { start: '2026-10-26', end: '2026-11-09' },
      tail: { start: '2026-11-16', end: '2026-11-21' },
    });
  });
  it('leaves no days over for a window of whole weeks', () => {
    expect(splitIntoWeeks({ start: '2026-11-02', end: '2026-11-15' })).toEqual({
      head: { start: '2026-11-02', end: '2026-11-01' },
      weeks: { start: '2026-11-02', end: '2026-11-09' },
      tail: { start: '2026-11-16', end: '2026-11-15' },
    });
  });
  it('reads a window without a whole week day by day', () => {
    const empty = { start: '2026-11-09', end: '2026-11-08' };
    expect(splitIntoWeeks({ start: '2026-11-03', end: '2026-11-08' })).toEqual({ head: { start: '2026-11-03', end: '2026-11-08' }, weeks: empty, tail: empty });
    expect(splitIntoWeeks({ start: '2026-11-04', end: '2026-11-10' })).toEqual({
      head: { start: '2026-11-04', end: '2026-11-10' },
      weeks: { start: '2026-11-11', end: '2026-11-10' },
      tail: { start: '2026-11-11', end: '2026-11-10' },
    });
  });
  it('covers every day of any window exactly once', () => {
    for (let offset = 0; offset < 14; offset++) {
      for (let length = 1; length <= 40; length++) {
        const start = addDays('2026-01-01', offset);
        const window = { start, end: addDays(start, length - 1) };
        const { head, weeks, tail } = splitIntoWeeks(window);
        const size = (r: { start: string; end: string }) => (r.start <= r.end ? daysBetween(r) : 0);
        const weekCount = weeks.start <= weeks.end ? (size(weeks) - 1) / 7 + 1 : 0;
        if (weekCount > 0) {
          expect(weekday(weeks.start)).toBe(1);
          expect(weekday(weeks.end)).toBe(1);
          expect(head.end).toBe(addDays(weeks.start, -1));
          expect(tail.start).toBe(addDays(weeks.end, 7));
        }
        expect(size(head) + weekCount * 7 + size(tail)).toBe(length);
        expect(head.start).toBe(window.start);
        expect(tail.end).toBe(window.end);
        expect(size(head)).toBeLessThan(weekCount > 0 ? 7 : 13);
      }
    }
  });
});
